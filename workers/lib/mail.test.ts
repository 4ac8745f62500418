import { describe, expect, it } from "vitest";
import { emailOf, emailOutboxRow, isDevOutboxAvailable, mailConfig } from "./mail.ts";

describe("isDevOutboxAvailable", () => {
  const local = "http://localhost:4321";
  it.each([
    ["http://localhost:4321/dev/outbox", local, undefined, true],
    ["http://127.0.0.1:4322/dev/outbox", "http://127.0.0.1:4322", undefined, true],
    ["http://127.0.0.1:4322/dev/outbox", "http://127.0.0.1:4322", "re_live_key", false],
    ["https://shop.example.com/dev/outbox", local, undefined, false],
    ["https://localhost.example.com/dev/outbox", local, undefined, false],
    ["http://10.0.0.5/dev/outbox", local, undefined, false],
    // A forged Host never opens it on a deployment (issue #9 D.21).
    ["http://localhost/dev/outbox", "https://shop.example.com", undefined, false],
    ["http://127.0.0.1/dev/outbox", "https://shop.example.com", undefined, false],
  ])("%s on %s with key %s → %s", (url, origin, key, expected) => {
    expect(isDevOutboxAvailable(new URL(url), { MAIL_API_KEY: key, SITE_ORIGIN: origin })).toBe(expected);
  });
});

describe("mailConfig", () => {
  it("needs both the key and the sender", () => {
    expect(mailConfig({})).toBeNull();
    expect(mailConfig({ MAIL_API_KEY: "re_1" })).toBeNull();
    expect(mailConfig({ MAIL_API_KEY: "re_1", MAIL_FROM: "Jumla <a@b.c>" })).toEqual({
      apiKey: "re_1",
      from: "Jumla <a@b.c>",
    });
  });
});

describe("outbox emails", () => {
  it("round-trip through the outbox row, and anything else is not an email", () => {
    const email = { to: "a@jumla.test", subject: "Hi", text: "Body" };
    expect(emailOf(emailOutboxRow(email) as { kind: string; payload: Record<string, unknown> })).toEqual(email);
    expect(emailOf({ kind: "email.contact_message", payload: { to: "admins" } })).toBeNull();
    expect(emailOf({ kind: "email", payload: { to: "a@jumla.test" } })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { emailOf, emailOutboxRow, isDevOutboxAvailable, mailConfig } from "./mail.ts";

describe("isDevOutboxAvailable", () => {
  it.each([
    ["http://localhost:4321/dev/outbox", undefined, true],
    ["http://127.0.0.1:4322/dev/outbox", undefined, true],
    ["http://127.0.0.1:4322/dev/outbox", "re_live_key", false],
    ["https://shop.example.com/dev/outbox", undefined, false],
    ["https://localhost.example.com/dev/outbox", undefined, false],
    ["http://10.0.0.5/dev/outbox", undefined, false],
  ])("%s with key %s → %s", (url, key, expected) => {
    expect(isDevOutboxAvailable(new URL(url), { MAIL_API_KEY: key })).toBe(expected);
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

import { describe, expect, it } from "vitest";
import { isAllowedOrigin, isOriginExempt } from "./verify-origin.ts";

const url = "https://shop.example/api/auth/login";

describe("isAllowedOrigin (CSRF)", () => {
  it.each([
    ["GET", null, true],
    ["HEAD", "https://evil.example", true],
    ["POST", "https://shop.example", true],
    ["DELETE", "https://shop.example", true],
    ["POST", null, false],
    ["POST", "null", false],
    ["POST", "https://evil.example", false],
    ["PUT", "http://shop.example", false],
    ["PATCH", "https://shop.example:8443", false],
    ["DELETE", "https://sub.shop.example", false],
  ] as const)("%s with Origin %s is allowed: %s", (method, origin, isAllowed) => {
    const headers = new Headers(origin === null ? {} : { origin });
    expect(isAllowedOrigin(new Request(url, { method, headers }))).toBe(isAllowed);
  });
});

describe("isOriginExempt (payment webhooks, decision 0049)", () => {
  it.each([
    ["POST", "https://shop.example/api/payments/stripe/webhook", true],
    ["POST", "https://shop.example/api/payments/moyasar/webhook", true],
    ["POST", "https://shop.example/api/payments/sessions", false],
    ["POST", "https://shop.example/api/payments/stripe/webhook/extra", false],
    ["POST", "https://shop.example/api/auth/login", false],
    ["PUT", "https://shop.example/api/payments/stripe/webhook", false],
  ] as const)("%s %s is exempt: %s", (method, target, isExempt) => {
    expect(isOriginExempt(new Request(target, { method }))).toBe(isExempt);
  });
});

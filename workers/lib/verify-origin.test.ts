import { describe, expect, it } from "vitest";
import { isAllowedOrigin } from "./verify-origin.ts";

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

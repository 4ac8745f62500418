import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./safe-redirect.ts";

const origin = "https://jumla.test";

describe("safeRedirectTarget", () => {
  it.each([
    ["/products", "/products"],
    ["/en/products?search=towel&page=2", "/en/products?search=towel&page=2"],
    ["/category/towels#top", "/category/towels#top"],
    ["/a/../blogs", "/blogs"],
    ["/%D9%85%D9%86%D8%AA%D8%AC", "/%D9%85%D9%86%D8%AA%D8%AC"],
  ])("follows the same-site path %s", (to, expected) => {
    expect(safeRedirectTarget(to, origin)).toBe(expected);
  });

  it.each([
    ["no target", null],
    ["an empty target", ""],
    ["an absolute URL elsewhere", "https://evil.example/"],
    ["an absolute URL on the same site", "https://jumla.test/products"],
    ["a protocol-relative URL", "//evil.example/path"],
    ["a backslash host", "/\\evil.example"],
    ["a backslash after the slash", "\\/evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a data: URL", "data:text/html,<script>alert(1)</script>"],
    ["a relative path without a slash", "products"],
    ["a tab inside the slashes", "/\t/evil.example"],
    ["a newline", "/products\nSet-Cookie: x=1"],
    ["a carriage return and line feed", "/en/\r\nSet-Cookie: x=1"],
    ["a tab after the first slash", "/\t/evil.example"],
    ["a target longer than 2,048 characters", `/${"a".repeat(2048)}`],
  ])("refuses %s", (_case, to) => {
    expect(safeRedirectTarget(to, origin)).toBeNull();
  });

  it("keeps an encoded slash as part of the path, never as a host", () => {
    expect(safeRedirectTarget("/%2F%2Fevil.example", origin)).toBe("/%2F%2Fevil.example");
  });
});

import { describe, expect, it } from "vitest";
import { generateCode, generateLinkToken, hashCode, hashLinkToken, isLinkToken } from "./one-time-token.ts";

describe("one-time tokens", () => {
  it("makes link tokens of 160 bits that only their own shape accepts", () => {
    const token = generateLinkToken();
    expect(isLinkToken(token)).toBe(true);
    expect(new Set(Array.from({ length: 100 }, generateLinkToken)).size).toBe(100);
    expect(isLinkToken(token.toUpperCase())).toBe(false);
    expect(isLinkToken("../../etc")).toBe(false);
  });

  it("makes six-digit codes", () => {
    for (let i = 0; i < 200; i++) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it("stores only SHA-256 hex, and binds a code to its account", () => {
    expect(hashLinkToken("abc")).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkToken("abc")).not.toContain("abc");
    expect(hashCode("a@jumla.test", "123456")).not.toBe(hashCode("b@jumla.test", "123456"));
  });
});

import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import {
  generateSessionToken,
  isSecureContext,
  isSessionToken,
  sessionCookieName,
  sessionCookieOptions,
  sessionIdOf,
  sessionPolicies,
  sessionState,
} from "./session.ts";

describe("session tokens", () => {
  it("are 20 random bytes in lower-case base32 without padding", () => {
    const token = generateSessionToken();
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(isSessionToken(token)).toBe(true);
  });

  it("never repeat", () => {
    const tokens = new Set(Array.from({ length: 1000 }, generateSessionToken));
    expect(tokens.size).toBe(1000);
  });

  it("are stored only as their SHA-256 hex", () => {
    const token = generateSessionToken();
    const id = sessionIdOf(token);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode(token))));
    expect(id).not.toContain(token);
  });

  it.each([undefined, null, "", "short", "A".repeat(32), "0".repeat(32), `${"a".repeat(32)}a`, "a".repeat(31) + "!"])(
    "refuses %j as a token without asking the database",
    (value) => {
      expect(isSessionToken(value)).toBe(false);
    },
  );
});

describe("session expiry", () => {
  const policy = sessionPolicies.shopper;
  const start = Date.UTC(2026, 10, 21, 9);
  const fresh = { expiresAt: start + policy.absoluteMs, idleExpiresAt: start + policy.idleMs };

  it.each([
    ["just created", 0, "valid"],
    ["used before the extension interval passed", policy.extendEveryMs - 1, "valid"],
    ["used once the extension interval passed", policy.extendEveryMs, "extend"],
    ["idle until the idle expiry", policy.idleMs, "expired"],
  ] as const)("a session %s is %s", (_, elapsed, state) => {
    expect(sessionState(fresh, policy, start + elapsed)).toBe(state);
  });

  it("ends at the absolute expiry however recently it was extended", () => {
    const busy = { expiresAt: start + policy.absoluteMs, idleExpiresAt: start + policy.absoluteMs };
    expect(sessionState(busy, policy, start + policy.absoluteMs - 1)).toBe("valid");
    expect(sessionState(busy, policy, start + policy.absoluteMs)).toBe("expired");
  });

  it("gives admins a shorter idle time and working-day lifetime than shoppers", () => {
    expect(sessionPolicies.admin.idleMs).toBeLessThan(sessionPolicies.shopper.idleMs);
    expect(sessionPolicies.admin.absoluteMs).toBeLessThanOrEqual(12 * 3_600_000);
  });
});

describe("session cookies", () => {
  it.each([
    ["https://shop.example/", "shopper", "__Host-jumla_session", true],
    ["https://shop.example/", "admin", "__Host-jumla_admin", true],
    ["http://localhost:4321/", "shopper", "jumla_session", false],
    ["http://127.0.0.1:4322/", "admin", "jumla_admin", false],
    // Plain http anywhere else still gets Secure: the browser then refuses it, failing closed.
    ["http://shop.example/", "shopper", "__Host-jumla_session", true],
  ] as const)("on %s a %s cookie is %s (Secure: %s)", (url, kind, name, isSecure) => {
    expect(sessionCookieName(kind, new URL(url))).toBe(name);
    expect(isSecureContext(new URL(url))).toBe(isSecure);
    expect(sessionCookieOptions(new URL(url))).toMatchObject({
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: isSecure,
    });
  });

  it("keep the shopper and admin cookies apart", () => {
    const url = new URL("https://shop.example/");
    expect(sessionCookieName("shopper", url)).not.toBe(sessionCookieName("admin", url));
  });

  it("expire with the session's absolute expiry", () => {
    const expiresAt = Date.UTC(2026, 11, 21);
    expect(sessionCookieOptions(new URL("https://shop.example/"), expiresAt).expires).toEqual(new Date(expiresAt));
  });
});

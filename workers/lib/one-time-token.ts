// One-time secrets for email verification and password reset (issue #4): only their SHA-256 is
// stored in `auth_tokens`, so a leaked table cannot verify an address or reset a password.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/** A link token: 20 random bytes (160 bits) in lower-case base32, safe in a URL path. */
export function generateLinkToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

const linkTokenShape = /^[a-z2-7]{32}$/;

/** Whether a string can be a link token we issued; anything else costs no query. */
export function isLinkToken(value: unknown): value is string {
  return typeof value === "string" && linkTokenShape.test(value);
}

/** A six-digit code, uniform over 000000–999999 (rejection sampling avoids modulo bias). */
export function generateCode(): string {
  const buffer = new Uint32Array(1);
  const limit = Math.floor(0xffffffff / 1_000_000) * 1_000_000;
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? limit;
    if (value < limit) return String(value % 1_000_000).padStart(6, "0");
  }
}

const hex = (text: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(text)));

/** The stored form of a link token. */
export function hashLinkToken(token: string): string {
  return hex(token);
}

/**
 * The stored form of a code. Six digits repeat across users, so the hash binds the code to its
 * account's email: two accounts holding the same code never collide in the unique index.
 */
export function hashCode(email: string, code: string): string {
  return hex(`code:${email}:${code}`);
}

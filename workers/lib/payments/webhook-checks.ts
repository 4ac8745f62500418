// The checks every payment webhook shares (issue #10 item 8, decision 0049): an HMAC computed
// with Web Crypto (the same in workerd and Node), strings compared in constant time, timestamps
// within a tolerance.

const encoder = new TextEncoder();

/** HMAC-SHA256 of `message` under `secret`, as lower-case hex (Stripe's `v1` signature scheme). */
export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Whether two strings are equal, taking the same time wherever they differ, so a forger cannot
 * find a secret or signature one character at a time from response times. Only the length leaks,
 * which a signature's or token's fixed length already gives away.
 */
export function isEqualInConstantTime(given: string, expected: string): boolean {
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) difference |= (a[i % Math.max(a.length, 1)] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/** Whether an event stamped at `at` (ms) is no older than `toleranceMs` and not from the future beyond clock skew. */
export function isWithinTolerance(at: number, now: number, toleranceMs: number): boolean {
  const clockSkewMs = 5 * 60_000;
  return Number.isFinite(at) && at >= now - toleranceMs && at <= now + clockSkewMs;
}

// The price claim (issue #9 item 9, docs/decisions/0027-price-claim.md): a short-lived signed
// cookie that says which variant of a catalogue page this browser's session may see, so the page
// cache can pick one without a database round trip. It binds to the session cookie: copied
// anywhere without that cookie, it is worth nothing.
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { parse } from "hono/utils/cookie";
import { isSecureContext, isSessionToken, sessionCookieName, sessionIdOf } from "./session.ts";

/** The two variants a catalogue page exists in (ARCHITECTURE.md §4, decision 0008). */
export type PriceVariant = "prices" | "plain";

/**
 * How long a claim stands: the longest a revoked price permission (or an approval) takes to show
 * on catalogue pages, and how often a signed-in browser's session is checked there.
 */
export const priceClaimSeconds = 300;

/** The claim cookie's name: `__Host-` over https like the session's, plain on loopback http. */
export function priceClaimCookieName(url: URL): string {
  return isSecureContext(url) ? "__Host-jumla_prices" : "jumla_prices";
}

/** A secret shorter than this (bytes of text) signs nothing: claims are then never issued nor trusted. */
const minimumSecretLength = 32;

const keys = new Map<string, Promise<CryptoKey>>();

/** The HMAC-SHA256 key of a secret, imported once per isolate. */
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** What the MAC covers: the format's version, the variant, the expiry and the session it belongs to. */
const signedText = (variant: PriceVariant, expiresAt: number, sessionToken: string) =>
  new TextEncoder().encode(`jumla-price-claim:v1:${variant}:${expiresAt}:${sessionIdOf(sessionToken)}`);

/** Whether claims can be signed with this secret (unset or too short: no claims, every request checks). */
export function isClaimSecret(secret: string | undefined): secret is string {
  return typeof secret === "string" && secret.length >= minimumSecretLength;
}

/**
 * A claim for a session: `<p|n>.<expiry in seconds>.<HMAC-SHA256, base64url>`.
 * @example await signPriceClaim(env.CLAIM_SECRET, token, "prices") // "p.1795000000.q2x…"
 */
export async function signPriceClaim(
  secret: string,
  sessionToken: string,
  variant: PriceVariant,
  now = Date.now(),
): Promise<string> {
  const expiresAt = Math.floor(now / 1000) + priceClaimSeconds;
  const mac = await crypto.subtle.sign("HMAC", await keyOf(secret), signedText(variant, expiresAt, sessionToken));
  return `${variant === "prices" ? "p" : "n"}.${expiresAt}.${encodeBase64urlNoPadding(new Uint8Array(mac))}`;
}

const claimShape = /^([pn])\.(\d{10})\.([A-Za-z0-9_-]{43})$/;

/**
 * The variant a claim grants to this session, or null when it is missing, malformed, expired,
 * signed for another session or with another secret (forged). The MAC is checked in constant time.
 */
export async function verifyPriceClaim(
  secret: string,
  sessionToken: string,
  claim: string | undefined,
  now = Date.now(),
): Promise<PriceVariant | null> {
  const match = claim ? claimShape.exec(claim) : null;
  if (!match) return null;
  const [, letter, expiry = "", mac = ""] = match;
  const expiresAt = Number(expiry);
  if (expiresAt <= Math.floor(now / 1000) || expiresAt > Math.floor(now / 1000) + priceClaimSeconds) return null;
  const variant: PriceVariant = letter === "p" ? "prices" : "plain";
  const isValid = await crypto.subtle.verify(
    "HMAC",
    await keyOf(secret),
    new Uint8Array(decodeBase64urlIgnorePadding(mac)),
    signedText(variant, expiresAt, sessionToken),
  );
  return isValid ? variant : null;
}

/**
 * The variant a request may be served without asking the database: `plain` for a guest (no
 * shopper session cookie), the claim's for a session with a valid claim, null when the session
 * must be checked first. A malformed session cookie counts as none.
 */
export async function requestPriceVariant(
  request: Request,
  secret: string | undefined,
  now = Date.now(),
): Promise<PriceVariant | null> {
  const header = request.headers.get("cookie");
  if (!header) return "plain";
  const url = new URL(request.url);
  const cookies = parse(header);
  const token = cookies[sessionCookieName("shopper", url)];
  if (!isSessionToken(token)) return "plain";
  if (!isClaimSecret(secret)) return null;
  return verifyPriceClaim(secret, token, cookies[priceClaimCookieName(url)], now);
}

// The price claim (issue #9 item 9, docs/decisions/0027-price-claim.md, 0105): a short-lived signed
// cookie that names the price book this browser's session buys from, so the page cache can pick
// the pages of that book without a database round trip. It binds to the session cookie: copied
// anywhere without that cookie, it is worth nothing.
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { parse } from "hono/utils/cookie";
import { isSecureContext, isSessionToken, sessionCookieName, sessionIdOf } from "./session.ts";

/**
 * The price book a catalogue page is rendered for (decisions 0008, 0100, 0105): `plain` (no prices:
 * guests, buyers without can-see-prices), `shelf` (the shelf price) or the price lists that apply
 * to the buyer, their company's (`c<id>`) and their group's (`g<id>`), e.g. `c12g3`, `g3`.
 */
export type PriceBook = "plain" | "shelf" | `c${number}` | `g${number}` | `c${number}g${number}`;

/** Whether a text names a price book (a page's render says which book it was rendered for). */
export const isPriceBook = (text: string | null | undefined): text is PriceBook =>
  typeof text === "string" && /^(?:plain|shelf|c\d{1,10}(?:g\d{1,10})?|g\d{1,10})$/.test(text);

/** The lists a book names (null for none), or null for `plain` and `shelf`. */
export function bookLists(book: PriceBook): { companyListId: number | null; groupListId: number | null } | null {
  const match = /^(?:c(\d+))?(?:g(\d+))?$/.exec(book);
  if (!match || (!match[1] && !match[2])) return null;
  return { companyListId: match[1] ? Number(match[1]) : null, groupListId: match[2] ? Number(match[2]) : null };
}

/**
 * A buyer's book: `plain` without can-see-prices, else their company's and their group's lists,
 * else `shelf`.
 * @example priceBookOf({ canSeePrices: true, companyListId: 12, groupListId: 3 }) // "c12g3"
 */
export function priceBookOf(buyer: {
  canSeePrices: boolean;
  companyListId: number | null;
  groupListId: number | null;
}): PriceBook {
  if (!buyer.canSeePrices) return "plain";
  const company = buyer.companyListId === null ? "" : `c${buyer.companyListId}`;
  const group = buyer.groupListId === null ? "" : `g${buyer.groupListId}`;
  return company || group ? (`${company}${group}` as PriceBook) : "shelf";
}

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

/** What the MAC covers: the format's version, the book, the expiry and the session it belongs to. */
const signedText = (book: PriceBook, expiresAt: number, sessionToken: string) =>
  new TextEncoder().encode(`jumla-price-claim:v2:${book}:${expiresAt}:${sessionIdOf(sessionToken)}`);

/** Whether claims can be signed with this secret (unset or too short: no claims, every request checks). */
export function isClaimSecret(secret: string | undefined): secret is string {
  return typeof secret === "string" && secret.length >= minimumSecretLength;
}

/**
 * A claim for a session: `<book>.<expiry in seconds>.<HMAC-SHA256, base64url>`.
 * @example await signPriceClaim(env.CLAIM_SECRET, token, "c12g3") // "c12g3.1795000000.q2x…"
 */
export async function signPriceClaim(
  secret: string,
  sessionToken: string,
  book: PriceBook,
  now = Date.now(),
): Promise<string> {
  const expiresAt = Math.floor(now / 1000) + priceClaimSeconds;
  const mac = await crypto.subtle.sign("HMAC", await keyOf(secret), signedText(book, expiresAt, sessionToken));
  return `${book}.${expiresAt}.${encodeBase64urlNoPadding(new Uint8Array(mac))}`;
}

/** A claim of format 2; format 1's `p.` and `n.` claims no longer match, so they are refused. */
const claimShape = /^([a-z0-9]+)\.(\d{10})\.([A-Za-z0-9_-]{43})$/;

/**
 * The book a claim grants to this session, or null when it is missing, malformed, of the old
 * format, expired, signed for another session or with another secret (forged). The MAC is checked
 * in constant time.
 */
export async function verifyPriceClaim(
  secret: string,
  sessionToken: string,
  claim: string | undefined,
  now = Date.now(),
): Promise<PriceBook | null> {
  const match = claim ? claimShape.exec(claim) : null;
  if (!match) return null;
  const [, book = "", expiry = "", mac = ""] = match;
  if (!isPriceBook(book)) return null;
  const expiresAt = Number(expiry);
  if (expiresAt <= Math.floor(now / 1000) || expiresAt > Math.floor(now / 1000) + priceClaimSeconds) return null;
  const isValid = await crypto.subtle.verify(
    "HMAC",
    await keyOf(secret),
    new Uint8Array(decodeBase64urlIgnorePadding(mac)),
    signedText(book, expiresAt, sessionToken),
  );
  return isValid ? book : null;
}

/**
 * The book a request may be served without asking the database: `plain` for a guest (no shopper
 * session cookie), the claim's for a session with a valid claim, null when the session must be
 * checked first. A malformed session cookie counts as none.
 */
export async function requestPriceBook(
  request: Request,
  secret: string | undefined,
  now = Date.now(),
): Promise<PriceBook | null> {
  const header = request.headers.get("cookie");
  if (!header) return "plain";
  const url = new URL(request.url);
  const cookies = parse(header);
  const token = cookies[sessionCookieName("shopper", url)];
  if (!isSessionToken(token)) return "plain";
  if (!isClaimSecret(secret)) return null;
  return verifyPriceClaim(secret, token, cookies[priceClaimCookieName(url)], now);
}

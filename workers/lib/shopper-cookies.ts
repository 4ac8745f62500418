import { accountCookieNames, accountHintValue, type AccountHint, type AccountRole } from "../../core/account-cookie.ts";
import {
  isClaimSecret,
  priceClaimCookieName,
  priceClaimSeconds,
  signPriceClaim,
  type PriceBook,
} from "./price-claim.ts";
import { isSecureContext } from "./session.ts";

/** A cookie to hand the browser, in the option shape both Hono's `setCookie` and Astro's `cookies.set` take. */
export interface BrowserCookie {
  name: string;
  value: string;
  options: { httpOnly: boolean; sameSite: "lax"; path: "/"; secure: boolean; maxAge?: number; expires?: Date };
}

/** The parts of a shopper the browser's cookies carry (workers/api/auth/shopper.ts `Shopper`). */
interface CheckedShopper {
  kind: "customer" | "salesperson";
  firstName: string;
  status?: "unverified" | "unapproved" | "approved";
  canSeePrices: boolean;
}

/** What the page shows of a shopper (core/account-cookie.ts): name, state, whether prices show. */
export function accountHintOf(shopper: CheckedShopper): AccountHint {
  const role: AccountRole =
    shopper.kind === "salesperson"
      ? "salesperson"
      : shopper.status === "approved"
        ? "customer"
        : (shopper.status ?? "unverified");
  return { name: shopper.firstName, role, canSeePrices: shopper.canSeePrices };
}

/**
 * Whether the shopper's price variant is settled: an approved customer or a salesperson. An account
 * still waiting for its email or for the admin's decision is changed from elsewhere (the emailed
 * link, the admin's browser), where its cookies cannot be renewed, so it holds no claim and each
 * shared page checks its session: it sees prices on the first page after its approval (decision 0075).
 */
export const isSettledShopper = (shopper: CheckedShopper): boolean =>
  shopper.kind === "salesperson" || shopper.status === "approved";

/**
 * The cookies a checked session renews (docs/decisions/0027, 0028, 0105): the price claim naming
 * the session's price book `book` (HttpOnly, signed, five minutes) and the account hint (readable by the page's script, as long as the
 * session). Without a usable secret no claim is issued and every page checks the session; an
 * account that is not settled (`isSettledShopper`) gets none either, and loses any it held.
 */
export async function checkedSessionCookies(
  url: URL,
  session: { token: string; expiresAt: number },
  shopper: CheckedShopper,
  book: PriceBook,
  secret: string | undefined,
  now = Date.now(),
): Promise<BrowserCookie[]> {
  const secure = isSecureContext(url);
  const cookies: BrowserCookie[] = [
    {
      name: secure ? accountCookieNames.secure : accountCookieNames.local,
      value: accountHintValue(accountHintOf(shopper)),
      options: { httpOnly: false, sameSite: "lax", path: "/", secure, expires: new Date(session.expiresAt) },
    },
  ];
  if (!isSettledShopper(shopper)) {
    cookies.push({
      name: priceClaimCookieName(url),
      value: "",
      options: { httpOnly: true, sameSite: "lax", path: "/", secure, maxAge: 0 },
    });
  } else if (isClaimSecret(secret)) {
    cookies.push({
      name: priceClaimCookieName(url),
      value: await signPriceClaim(secret, session.token, book, now),
      options: { httpOnly: true, sameSite: "lax", path: "/", secure, maxAge: priceClaimSeconds },
    });
  } else {
    console.warn("CLAIM_SECRET is unset or shorter than 32 characters: no price claims, every page checks the session");
  }
  return cookies;
}

/** The same cookies, expired: the browser forgets them when the session ends (sign-out, expiry). */
export function endedSessionCookies(url: URL): BrowserCookie[] {
  const secure = isSecureContext(url);
  const gone = { sameSite: "lax", path: "/", secure, maxAge: 0 } as const;
  return [
    {
      name: secure ? accountCookieNames.secure : accountCookieNames.local,
      value: "",
      options: { ...gone, httpOnly: false },
    },
    { name: priceClaimCookieName(url), value: "", options: { ...gone, httpOnly: true } },
  ];
}

/** The names of those cookies: a cache may drop them from an answer it keeps (they belong to one browser). */
export function sessionRefreshCookieNames(url: URL): string[] {
  return [isSecureContext(url) ? accountCookieNames.secure : accountCookieNames.local, priceClaimCookieName(url)];
}

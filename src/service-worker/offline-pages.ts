// Which requests the salesperson's service worker keeps for offline use (issue #22 item 4,
// decision 0097). A list of what is kept, never of what is not: anything unnamed here (the back
// office, the API, the customer area, sign-in) always goes to the network and is never stored.
import { locales } from "../../core/profiles.ts";

/**
 * The pages a salesperson works in, kept network-first: the area (its shell and the last-seen
 * customer list), the catalogue they order from, and the cart and checkout.
 */
const offlinePages = [
  /^\/sales(\/.*)?$/,
  /^\/$/,
  /^\/(products|categories|main-categories|quick-order|cart|checkout|order-summary)$/,
  /^\/(productDetails|category|main-category)\/[^/]+$/,
];

/** A page path (any locale's prefix) the worker keeps for offline use. */
export function isOfflinePage(pathname: string): boolean {
  const prefix = new RegExp(`^/(${locales.join("|")})(?=/|$)`);
  const path = pathname.replace(prefix, "") || "/";
  return offlinePages.some((page) => page.test(path));
}

/** Only a whole answer of our own is kept: not an error, not a redirect (to sign in, say), not another site's. */
export const isKeepable = (response: Pick<Response, "ok" | "redirected" | "type">): boolean =>
  response.ok && !response.redirected && response.type === "basic";

/** Built assets carry their content's hash in their name: kept cache-first, never changed. */
export const isHashedAsset = (pathname: string): boolean => pathname.startsWith("/_astro/");

/**
 * Signing in or out (the shopper's session): everything kept is dropped first, so no page of one
 * signed-in user is ever shown to another on the same phone.
 */
export const isSessionChange = (method: string, pathname: string): boolean =>
  method === "POST" && (pathname === "/api/auth/login" || pathname === "/api/auth/logout");

/**
 * A reload asks for the page as it is now: the browser sends its navigation with `cache: "no-cache"`
 * (or "reload" for a hard reload). The page the salesperson reloads after a write (an answered
 * quote, an order sent) must show that write, so a reload waits for the network as long as it
 * answers, and falls back to the kept page only when it fails; other navigations give up after the
 * bad-connection timeout.
 */
export const isReload = (request: Pick<Request, "cache">): boolean =>
  request.cache === "no-cache" || request.cache === "reload";

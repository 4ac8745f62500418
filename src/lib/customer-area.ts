import type { Shopper } from "../../workers/api/auth/shopper.ts";

/** Where a visitor of the customer area goes (SPEC §2 "Customer area", decision 0017). */
export type CustomerAreaGate =
  | { kind: "customer"; customer: Extract<Shopper, { kind: "customer" }> }
  | { kind: "redirect"; path: string }
  | { kind: "notFound" };

/**
 * The customer area needs an approved customer's session (the one the middleware already read):
 * a guest goes to /login; a customer still being verified or approved to the step they are on;
 * a salesperson (whose own area is a later issue) finds nothing here.
 */
export function customerAreaGate(user: Shopper | null): CustomerAreaGate {
  if (!user) return { kind: "redirect", path: "/login" };
  if (user.kind !== "customer") return { kind: "notFound" };
  if (user.status === "unverified") return { kind: "redirect", path: "/verify-email" };
  if (user.status === "unapproved") return { kind: "redirect", path: "/approval-form" };
  return { kind: "customer", customer: user };
}

/**
 * Where a gate's redirect goes, localised; /login carries `?to=` with the page asked for, so
 * signing in leads back to it (src/pages/login.astro accepts same-site paths only). `asked` is the
 * page's localised path and query (Astro.url holds the unprefixed route after the locale rewrite).
 */
export function gateLocation(path: string, localize: (path: string) => string, asked: string): string {
  const location = localize(path);
  return path === "/login" ? `${location}?to=${encodeURIComponent(asked)}` : location;
}

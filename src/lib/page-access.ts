// Who may enter which pages: one table the middleware (src/middleware.ts) applies before any page
// runs, so no page copies its own gate (issue #9 item 3, docs/decisions/0026-page-middleware.md).
import type { FeatureFlags } from "../../core/profiles.ts";
import type { ErrorCode } from "../../workers/lib/errors.ts";
import type { CustomerStatus, Shopper } from "../../workers/api/auth/shopper.ts";

/** Every kind of visitor a page can tell apart (SPEC §4 account states, §6 roles). */
export const roles = ["guest", "unverified", "unapproved", "customer", "salesperson", "admin"] as const;
export type Role = (typeof roles)[number];

/** The roles a shopper session can stand for; admins sign in elsewhere with a session of their own (SPEC §6). */
export type ShopperRole = Exclude<Role, "admin">;
export type AdminRole = Extract<Role, "guest" | "admin">;

/**
 * What happens to a visitor at an area's door: the page runs, the not-found page shows (nothing
 * here confirms the page exists), or a 303 to the step they are on. `returnTo` carries the page
 * asked for as `?to=`, so signing in leads back to it; `unlessQuery` names a query parameter whose
 * presence lets the visitor in after all (an emailed link to check).
 */
export type Door =
  { kind: "enter" } | { kind: "notFound" } | { kind: "redirect"; to: string; returnTo?: boolean; unlessQuery?: string };

interface AreaBase {
  /** `/dashboard` is that path only; `/dashboard/*` every path below it. */
  path: string;
  /** A profile feature the pages need (SPEC §9): where it is off they are not found, for everyone. */
  flag?: keyof FeatureFlags;
}

/**
 * An area is behind the shopper session or the admin session (SPEC §6). The pages an order goes
 * through also have a door for an admin taking a phone order (decision 0098): there, with no
 * shopper cookie, the admin session is read instead; elsewhere an admin is a guest in shopper areas.
 */
export type PageArea =
  | (AreaBase & { session: "shopper"; doors: Record<ShopperRole, Door> & { admin?: Door } })
  | (AreaBase & { session: "admin"; doors: Record<AdminRole, Door> });

const enter: Door = { kind: "enter" };
const notFound: Door = { kind: "notFound" };
const to = (path: string, options: { returnTo?: boolean; unlessQuery?: string } = {}): Door => ({
  kind: "redirect",
  to: path,
  ...options,
});

// SPEC §2 customer area, decision 0017: guests sign in and come back; customers still being
// verified or approved go to the step they are on; a salesperson goes to their own area
// (decision 0095).
const customerArea: Record<ShopperRole, Door> = {
  guest: to("/login", { returnTo: true }),
  unverified: to("/verify-email"),
  unapproved: to("/approval-form"),
  customer: enter,
  salesperson: to("/sales"),
};

// Issue #22 item 1, decision 0095: the salesperson's area. Guests sign in and come back; customers,
// whatever their state, find nothing here (nothing confirms the area exists).
const salesArea: Record<ShopperRole, Door> = {
  guest: to("/login", { returnTo: true }),
  unverified: notFound,
  unapproved: notFound,
  customer: notFound,
  salesperson: enter,
};

/** Everyone enters, but the page depends on who they are: the middleware reads the session first. */
const everyShopper: Record<ShopperRole, Door> = {
  guest: enter,
  unverified: enter,
  unapproved: enter,
  customer: enter,
  salesperson: enter,
};

/** Signed-in shoppers enter, and an admin taking a phone order (decision 0098); a guest signs in and comes back. */
const purchaseFlow = { ...everyShopper, guest: to("/login", { returnTo: true }), admin: enter };

// SPEC §2: everything under the admin base needs an admin session, else the admin login.
const adminArea: Record<AdminRole, Door> = { guest: to("/admin-panel/secure/login"), admin: enter };

/**
 * The page areas, first match wins. Paths not listed are public and never read a session for
 * access (catalogue pages may read it for the price variant, docs/decisions/0027).
 */
export const pageAreas: readonly PageArea[] = [
  // SPEC §2 /dashboard: statistics, only where the profile enables them.
  { path: "/dashboard", session: "shopper", flag: "isDashboardEnabled", doors: customerArea },
  { path: "/dashboard/*", session: "shopper", doors: customerArea },
  { path: "/sales", session: "shopper", doors: salesArea },
  { path: "/sales/*", session: "shopper", doors: salesArea },
  // SPEC §2 purchase flow (decision 0052): signed-in shoppers only; an account that may not order
  // yet is told why on the page, with its next step, rather than sent away from its cart.
  { path: "/checkout", session: "shopper", doors: purchaseFlow },
  { path: "/order-summary", session: "shopper", flag: "isOrderSummaryEnabled", doors: purchaseFlow },
  // The placed order's page: only its owner sees it (the page checks the order, not the door).
  { path: "/thank-you", session: "shopper", doors: { ...customerArea, salesperson: enter, admin: enter } },
  // SPEC §4 onboarding (decision 0016): the approval form is for verified customers, also once
  // approved (it shows the decision and the uploaded file).
  {
    path: "/approval-form",
    session: "shopper",
    doors: {
      guest: to("/login"),
      unverified: to("/verify-email"),
      unapproved: enter,
      customer: enter,
      salesperson: to("/"),
    },
  },
  // Opened from the email's link with or without a session; a verified customer has nothing to do
  // here unless they follow a link (?token=), which the page checks.
  {
    path: "/verify-email",
    session: "shopper",
    doors: {
      ...everyShopper,
      unapproved: to("/approval-form", { unlessQuery: "token" }),
      customer: to("/approval-form", { unlessQuery: "token" }),
    },
  },
  // Business accounts only (SPEC §1): a signed-in shopper has one already.
  {
    path: "/register",
    session: "shopper",
    doors: {
      guest: enter,
      unverified: to("/verify-email"),
      unapproved: to("/approval-form"),
      customer: to("/"),
      salesperson: to("/"),
    },
  },
  // SPEC §2 payment result pages (decision 0049): the buyer comes back from the provider, maybe in
  // another session; the order's unguessable token is the key, so everyone enters. Being an area
  // makes them private and no-store.
  { path: "/success", session: "shopper", doors: everyShopper },
  { path: "/success/*", session: "shopper", doors: everyShopper },
  { path: "/failure", session: "shopper", doors: everyShopper },
  { path: "/failure/*", session: "shopper", doors: everyShopper },
  // The sign-in page tells a signed-in shopper that they are; a pending account goes to its step
  // (decision 0075), as its sign-in did.
  {
    path: "/login",
    session: "shopper",
    doors: { ...everyShopper, unverified: to("/verify-email"), unapproved: to("/approval-form") },
  },
  // SPEC §2 /cart: everyone sees their cart; what it offers depends on who asks (prices, the
  // salesperson's customer, "Log in to complete"), so the page reads the session (decision 0051).
  { path: "/cart", session: "shopper", doors: { ...everyShopper, admin: enter } },
  // Issue #10 item 3: the quick order pad adds to the cart, which only buyers may (SPEC §8
  // "Please log in to add to cart"): guests sign in and come back, pending accounts go to their step.
  {
    path: "/quick-order",
    session: "shopper",
    doors: { ...customerArea, salesperson: enter, admin: enter },
  },
  { path: "/admin-panel/secure/login", session: "admin", doors: { guest: enter, admin: enter } },
  { path: "/admin-panel/secure", session: "admin", doors: adminArea },
  { path: "/admin-panel/secure/*", session: "admin", doors: adminArea },
];

/** The area an app path (without locale prefix) belongs to, if any. */
export function findPageArea(path: string): PageArea | undefined {
  return pageAreas.find((area) =>
    area.path.endsWith("/*") ? path.startsWith(area.path.slice(0, -1)) : path === area.path,
  );
}

const customerRoles = {
  unverified: "unverified",
  unapproved: "unapproved",
  approved: "customer",
} as const satisfies Record<CustomerStatus, ShopperRole>;

/** The role a shopper session stands for (SPEC §4: unverified → awaiting approval → approved). */
export function shopperRole(shopper: Shopper | null): ShopperRole {
  if (!shopper) return "guest";
  return shopper.kind === "salesperson" ? "salesperson" : customerRoles[shopper.status];
}

/**
 * The door a visitor meets at an area. Roles the area's session cannot produce meet the guest's
 * door: in shopper areas an admin is a guest (unless the area has an admin door, decision 0098),
 * and in the admin area every shopper is.
 */
export function areaDoor(area: PageArea, role: Role, flags: FeatureFlags): Door {
  if (area.flag && !flags[area.flag]) return notFound;
  if (area.session === "admin") return area.doors[role === "admin" ? "admin" : "guest"];
  return role === "admin" ? (area.doors.admin ?? area.doors.guest) : area.doors[role];
}

/**
 * Where a redirect door sends the visitor: the localised step, with `?to=` and the page asked for
 * (its localised path and query) when the door says so; null when the query lets them in.
 * @example doorLocation(to("/login", { returnTo: true }), "/en/dashboard?page=2", query, localize)
 *   // "/en/login?to=%2Fen%2Fdashboard%3Fpage%3D2"
 */
export function doorLocation(
  door: Extract<Door, { kind: "redirect" }>,
  asked: string,
  query: URLSearchParams,
  localize: (path: string) => string,
): string | null {
  if (door.unlessQuery && query.has(door.unlessQuery)) return null;
  const location = localize(door.to);
  return door.returnTo ? `${location}?to=${encodeURIComponent(asked)}` : location;
}

/**
 * The door a domain error thrown while a page runs leads to (STYLE.md: queries throw `AppError`;
 * the middleware turns it into a page here, in one place): not found, and forbidden (nothing
 * confirms the thing exists), show the not-found page; a missing or onboarding session goes to
 * the step the visitor is on. Any other error is the error page's.
 */
export function errorDoor(code: ErrorCode): Door | null {
  switch (code) {
    case "not_found":
    case "forbidden":
      return notFound;
    case "unauthorized":
      return customerArea.guest;
    case "account_unverified":
      return customerArea.unverified;
    case "account_unapproved":
      return customerArea.unapproved;
    default:
      return null;
  }
}

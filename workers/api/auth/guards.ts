// Route guards (issue #4): who may call a route. The route table in workers/api/route-access.ts
// declares the same levels and the authorisation matrix test holds the guards to it. Domain
// functions still check ownership of the rows they touch (STYLE.md "Boundaries and errors").
import type { Context, MiddlewareHandler } from "hono";
import { getDb } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";
import type { Session } from "../../lib/session.ts";
import { getAdminSession, type AdminUser } from "./get-admin-session.ts";
import { getShopperSession, type ShopperSession } from "./get-shopper-session.ts";
import { readSessionCookie } from "./session-cookies.ts";
import type { Shopper } from "./shopper.ts";

/**
 * Who may call a route:
 * - `public`: anyone;
 * - `shopper`: any signed-in customer (in any SPEC §4 state) or salesperson;
 * - `customer`: a signed-in customer in any state (onboarding: resend, approval form upload);
 * - `approvedCustomer`: a verified and approved customer, restricted or not (customer area);
 * - `orderingCustomer`: an approved customer who is not restricted (placing orders, decision 0012);
 * - `salesperson`: a signed-in salesperson;
 * - `admin`: any admin; `superAdmin`: an admin with is_super_admin.
 * Without the right session: 401; with a session that is not enough: 403.
 */
export const accessLevels = [
  "public",
  "shopper",
  "customer",
  "approvedCustomer",
  "orderingCustomer",
  "salesperson",
  "admin",
  "superAdmin",
] as const;
export type Access = (typeof accessLevels)[number];
export type ShopperAccess = Extract<
  Access,
  "shopper" | "customer" | "approvedCustomer" | "orderingCustomer" | "salesperson"
>;

export type ShopperVariables = { shopper: Shopper; session: Session };
export type AdminVariables = { admin: AdminUser; session: Session };

/** The shopper session of a request, or null; for routes whose answer depends on who asks (prices). */
export function readShopperSession<E extends { Bindings: Env }>(c: Context<E>): Promise<ShopperSession | null> {
  return getShopperSession(getDb(c.env), readSessionCookie(c, "shopper"));
}

/** Throws unless the shopper holds `access` (SPEC §4: unverified or unapproved customers are told so). */
export function assertShopperAccess(shopper: Shopper, access: ShopperAccess): void {
  if (access === "shopper") return;
  if (access === "salesperson") {
    if (shopper.kind !== "salesperson") throw new AppError("forbidden");
    return;
  }
  if (shopper.kind !== "customer") throw new AppError("forbidden");
  if (access === "customer") return;
  if (shopper.status === "unverified") throw new AppError("account_unverified");
  if (shopper.status === "unapproved") throw new AppError("account_unapproved");
  if (access === "orderingCustomer" && shopper.isRestricted) throw new AppError("account_restricted");
}

/**
 * Middleware: a shopper session holding `access`, else 401/403; sets `c.var.shopper` and `c.var.session`.
 * @example .get("/orders", requireShopper("approvedCustomer"), (c) => listOrders(db, c.var.shopper.id))
 */
export function requireShopper(
  access: ShopperAccess,
): MiddlewareHandler<{ Bindings: Env; Variables: ShopperVariables }> {
  return async (c, next) => {
    const found = await readShopperSession(c);
    if (!found) throw new AppError("unauthorized");
    assertShopperAccess(found.shopper, access);
    c.set("shopper", found.shopper);
    c.set("session", found.session);
    await next();
  };
}

/** Middleware: an admin session (a super admin's with `superAdmin`), else 401/403; sets `c.var.admin`. */
export function requireAdmin(
  access: Extract<Access, "admin" | "superAdmin"> = "admin",
): MiddlewareHandler<{ Bindings: Env; Variables: AdminVariables }> {
  return async (c, next) => {
    const found = await getAdminSession(getDb(c.env), readSessionCookie(c, "admin"));
    if (!found) throw new AppError("unauthorized");
    if (access === "superAdmin" && !found.admin.isSuperAdmin) throw new AppError("forbidden");
    c.set("admin", found.admin);
    c.set("session", found.session);
    await next();
  };
}

// Who may call a route (issue #4; issue #9 item 4): each route declares its level once, next to
// it, with `access(level)`. The guard enforces it, and tests/api/authorisation-matrix.test.ts
// reads the same declaration from the app's routes to call every route as every role. Domain
// functions still check ownership of the rows they touch (STYLE.md "Boundaries and errors").
import type { Context, MiddlewareHandler } from "hono";
import { getProfile } from "../../../core/profiles.ts";
import { localizePath } from "../../../i18n/routing.ts";
import { AppError } from "../../lib/errors.ts";
import { isFormPost } from "../../lib/http/read-body.ts";
import { safeRedirectTarget } from "../../lib/http/safe-redirect.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import type { AdminEnv, ApiEnv, OrdererEnv, ShopperEnv } from "../env.ts";
import { getAdminSession } from "./get-admin-session.ts";
import { getShopperSession, type ShopperSession } from "./get-shopper-session.ts";
import { readSessionCookie } from "./session-cookies.ts";
import { adminOrderer, type Orderer, type Shopper } from "./shopper.ts";

/**
 * Who may call a route:
 * - `public`: anyone;
 * - `shopper`: any signed-in customer (in any SPEC §4 state) or salesperson;
 * - `customer`: a signed-in customer in any state (onboarding: resend, approval form upload);
 * - `approvedCustomer`: a verified and approved customer, restricted or not (customer area);
 * - `orderingCustomer`: an approved customer who is not restricted (placing orders, decision 0012);
 * - `orderer`: an ordering customer, or a salesperson ordering for one of their customers (SPEC §6;
 *   the checkout checks whose customer it is), or, when no shopper is signed in, an admin placing
 *   a phone order for any customer (decision 0098);
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
  "orderer",
  "salesperson",
  "admin",
  "superAdmin",
] as const;
export type Access = (typeof accessLevels)[number];
export type ShopperAccess = Extract<
  Access,
  "shopper" | "customer" | "approvedCustomer" | "orderingCustomer" | "orderer" | "salesperson"
>;
export type AdminAccess = Extract<Access, "admin" | "superAdmin">;

/** A guard middleware and the level it enforces, which the authorisation matrix reads. */
export type AccessGuard<E extends ApiEnv> = MiddlewareHandler<E> & { readonly access: Access };

/** Why a form post was sent to sign in: the sign-in page says so (issue #9 item 14). */
export const signInReasons = ["save"] as const;
export type SignInReason = (typeof signInReasons)[number];

interface AccessOptions {
  /**
   * A plain HTML form post (no JavaScript) without enough access goes to the sign-in page (303),
   * which says why and leads back to `?next=` (a same-site path) afterwards, instead of getting a
   * 401/403 JSON answer: buttons in pages cached for guests (decision 0017).
   */
  signInFormPosts?: SignInReason;
}

/**
 * The access level a route declares: the first handler of the route, before any other.
 * @example .get("/orders", access("approvedCustomer"), (c) => listOrders(db, c.var.shopper.id))
 */
export function access(level: "public"): AccessGuard<ApiEnv>;
export function access(level: "orderer", options?: AccessOptions): AccessGuard<OrdererEnv>;
export function access(level: ShopperAccess, options?: AccessOptions): AccessGuard<ShopperEnv>;
export function access(level: AdminAccess): AccessGuard<AdminEnv>;
export function access(level: Access, options: AccessOptions = {}): MiddlewareHandler & { readonly access: Access } {
  const guard: MiddlewareHandler<OrdererEnv & AdminEnv> = async (c, next) => {
    if (level === "admin" || level === "superAdmin") {
      const found = await getAdminSession(c.var.db, readSessionCookie(c, "admin"));
      if (!found) throw new AppError("unauthorized");
      if (level === "superAdmin" && !found.admin.isSuperAdmin) throw new AppError("forbidden");
      c.set("admin", found.admin);
      c.set("session", found.session);
    } else if (level !== "public") {
      try {
        const found = level === "orderer" ? await readOrdererSession(c) : await readShopperSession(c);
        if (!found) throw new AppError("unauthorized");
        if (found.shopper.kind !== "admin") assertShopperAccess(found.shopper, level);
        c.set("shopper", found.shopper);
        c.set("session", found.session);
      } catch (error) {
        if (!(options.signInFormPosts && isFormPost(c) && error instanceof AppError)) throw error;
        const login = localizePath("/login", requestLocale(c.req.raw, c.env), getProfile(c.env.PROFILE));
        const next = safeRedirectTarget(c.req.query("next") ?? null, new URL(c.req.url).origin);
        const query = new URLSearchParams({ reason: options.signInFormPosts, ...(next ? { to: next } : {}) });
        return c.redirect(`${login}?${query}`, 303);
      }
    }
    await next();
  };
  return Object.assign(guard as MiddlewareHandler, { access: level });
}

/** The access level a route handler declares, if it is an `access` guard. */
export function declaredAccess(handler: unknown): Access | undefined {
  const level = (handler as { access?: unknown } | null)?.access;
  return (accessLevels as readonly unknown[]).includes(level) ? (level as Access) : undefined;
}

/** The shopper session of a request, or null; for routes whose answer depends on who asks (prices). */
export function readShopperSession<E extends ApiEnv>(c: Context<E>): Promise<ShopperSession | null> {
  return getShopperSession(c.var.db, readSessionCookie(c, "shopper"));
}

/**
 * Who is ordering (decision 0098): the shopper session, else (no shopper signed in, or theirs
 * ended) the admin session as a phone orderer. The shopper wins when both are there.
 */
export async function readOrdererSession<E extends ApiEnv>(
  c: Context<E>,
): Promise<{ session: ShopperSession["session"]; shopper: Orderer } | null> {
  const found = await readShopperSession(c);
  if (found) return found;
  const admin = await getAdminSession(c.var.db, readSessionCookie(c, "admin"));
  return admin ? { session: admin.session, shopper: adminOrderer(admin.admin) } : null;
}

/** Throws unless the shopper holds `access` (SPEC §4: unverified or unapproved customers are told so). */
export function assertShopperAccess(shopper: Shopper, access: ShopperAccess): void {
  if (access === "shopper") return;
  if (access === "salesperson") {
    if (shopper.kind !== "salesperson") throw new AppError("forbidden");
    return;
  }
  if (access === "orderer" && shopper.kind === "salesperson") return;
  if (shopper.kind !== "customer") throw new AppError("forbidden");
  if (access === "customer") return;
  if (shopper.status === "unverified") throw new AppError("account_unverified");
  if (shopper.status === "unapproved") throw new AppError("account_unapproved");
  if ((access === "orderingCustomer" || access === "orderer") && shopper.isRestricted)
    throw new AppError("account_restricted");
}

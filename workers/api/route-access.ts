import type { Access } from "./auth/guards.ts";

/**
 * Who may call each route of the Hono app, keyed `"<METHOD> <path>"` as Hono registers it.
 * tests/api/authorisation-matrix.test.ts calls every registered route as every role and fails
 * for a route missing here (or an entry left behind), so a new route cannot ship unguarded by
 * oversight. Levels are explained at `Access` (workers/api/auth/guards.ts).
 */
export const routeAccess = {
  "GET /api/health": "public",
  "GET /api/front/settings": "public",
  "GET /api/front/site-profile": "public",
  "POST /api/front/contact": "public",
  "POST /api/front/reviews": "public",
  "GET /media/*": "public",
  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "public",
  "POST /api/auth/admin/login": "public",
  "POST /api/auth/admin/logout": "public",
  "GET /api/admin/profile/show": "admin",
  "POST /api/auth/register": "public",
  "POST /api/auth/verify-email": "public",
  "POST /api/auth/verify-email/resend": "customer",
  "POST /api/auth/password/forgot": "public",
  "POST /api/auth/password/reset": "public",
  "POST /api/account/approval-form": "customer",
  "GET /api/account/approval-form": "customer",
  "GET /api/admin/customers": "admin",
  "GET /api/admin/customers/:id": "admin",
  "GET /api/admin/customers/:id/approval-form": "admin",
  "POST /api/admin/customers/:id/approval": "admin",
  "PATCH /api/admin/customers/:id": "admin",
  "GET /api/productDetails/:slug": "public",
  "GET /api/category/:category": "public",
} as const satisfies Record<string, Access>;

export type RouteKey = keyof typeof routeAccess;

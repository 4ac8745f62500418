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
  "GET /api/account/profile": "approvedCustomer",
  "PUT /api/account/profile": "approvedCustomer",
  "PUT /api/account/password": "approvedCustomer",
  "GET /api/account/places": "approvedCustomer",
  "GET /api/account/addresses": "approvedCustomer",
  "POST /api/account/addresses": "approvedCustomer",
  "PUT /api/account/addresses/:id": "approvedCustomer",
  "PUT /api/account/addresses/:id/default": "approvedCustomer",
  "DELETE /api/account/addresses/:id": "approvedCustomer",
  "GET /api/account/dashboard": "approvedCustomer",
  "GET /api/account/orders": "approvedCustomer",
  "GET /api/account/orders/:id": "approvedCustomer",
  "GET /api/account/refunds": "approvedCustomer",
  "GET /api/account/wishlist": "approvedCustomer",
  "PUT /api/account/wishlist/:id": "approvedCustomer",
  "POST /api/account/wishlist/:id": "approvedCustomer",
  "DELETE /api/account/wishlist/:id": "approvedCustomer",
  "GET /api/account/favorites": "approvedCustomer",
  "PUT /api/account/favorites/:id": "approvedCustomer",
  "POST /api/account/favorites/:id": "approvedCustomer",
  "DELETE /api/account/favorites/:id": "approvedCustomer",
  "GET /api/admin/customers": "admin",
  "GET /api/admin/customers/:id": "admin",
  "GET /api/admin/customers/:id/approval-form": "admin",
  "POST /api/admin/customers/:id/approval": "admin",
  "PATCH /api/admin/customers/:id": "admin",
  "GET /api/productDetails/:slug": "public",
  "GET /api/category/:category": "public",
} as const satisfies Record<string, Access>;

export type RouteKey = keyof typeof routeAccess;

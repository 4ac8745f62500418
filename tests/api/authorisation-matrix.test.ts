// Issue #4: every route × every role → the status the route's declared access level implies.
// The cases are generated from the app's own route list, so a route added without an entry in
// workers/api/route-access.ts fails here instead of shipping unguarded.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../workers/api/app.ts";
import type { Access } from "../../workers/api/auth/guards.ts";
import { routeAccess, type RouteKey } from "../../workers/api/route-access.ts";
import { getDb } from "../../workers/lib/db.ts";
import { createRole, roles, type Role } from "../fixtures/accounts.ts";
import { putCompanyProfile, putSiteSettings } from "../fixtures/factories.ts";

const db = getDb(env);

/** Who each level lets in; `signedInAs` says which cookie the level reads (else 401). */
const allowed: Record<Access, readonly Role[]> = {
  public: roles,
  shopper: ["unverifiedCustomer", "unapprovedCustomer", "approvedCustomer", "restrictedCustomer", "salesperson"],
  customer: ["unverifiedCustomer", "unapprovedCustomer", "approvedCustomer", "restrictedCustomer"],
  approvedCustomer: ["approvedCustomer", "restrictedCustomer"],
  orderingCustomer: ["approvedCustomer"],
  salesperson: ["salesperson"],
  admin: ["admin", "superAdmin"],
  superAdmin: ["superAdmin"],
};
const shopperRoles: readonly Role[] = allowed.shopper;
const adminRoles: readonly Role[] = allowed.admin;

/** Expected status: allowed → the route's own answer to the sample; wrong or no session → 401; too little → 403. */
function expectedStatus(access: Access, role: Role, allowedStatus: number): number {
  if (allowed[access].includes(role)) return allowedStatus;
  const isAdminLevel = access === "admin" || access === "superAdmin";
  const holdsRightCookie = isAdminLevel ? adminRoles.includes(role) : shopperRoles.includes(role);
  return holdsRightCookie ? 403 : 401;
}

/** How to call a route whose default sample (params filled, `{}` body, 200) does not fit. */
const samples: Partial<Record<RouteKey, { path?: string; body?: unknown; status: number }>> = {
  "GET /media/*": { path: "/media/none/missing.png", status: 404 },
  "POST /api/auth/login": { status: 400 },
  "POST /api/auth/admin/login": { status: 400 },
  "POST /api/front/contact": { status: 400 },
  "POST /api/front/reviews": { status: 400 },
  "POST /api/auth/register": { status: 400 },
  "POST /api/auth/verify-email": { status: 400 },
  "POST /api/auth/password/forgot": { status: 400 },
  "POST /api/auth/password/reset": { status: 400 },
  "POST /api/account/approval-form": { status: 400 },
  "GET /api/account/approval-form": { status: 404 },
  "PUT /api/account/profile": { status: 400 },
  "PUT /api/account/password": { status: 400 },
  "POST /api/account/addresses": { status: 400 },
  "PUT /api/account/addresses/:id": { path: "/api/account/addresses/999999999", status: 400 },
  "PUT /api/account/addresses/:id/default": { path: "/api/account/addresses/999999999/default", status: 404 },
  "DELETE /api/account/addresses/:id": { path: "/api/account/addresses/999999999", status: 404 },
  "GET /api/account/orders/:id": { path: "/api/account/orders/999999999", status: 404 },
  "PUT /api/account/wishlist/:id": { path: "/api/account/wishlist/999999999", status: 404 },
  "POST /api/account/wishlist/:id": { path: "/api/account/wishlist/999999999", status: 404 },
  "DELETE /api/account/wishlist/:id": { path: "/api/account/wishlist/999999999", status: 200 },
  "PUT /api/account/favorites/:id": { path: "/api/account/favorites/999999999", status: 404 },
  "POST /api/account/favorites/:id": { path: "/api/account/favorites/999999999", status: 404 },
  "DELETE /api/account/favorites/:id": { path: "/api/account/favorites/999999999", status: 200 },
  "GET /api/admin/customers/:id": { path: "/api/admin/customers/999999999", status: 404 },
  "GET /api/admin/customers/:id/approval-form": { path: "/api/admin/customers/999999999/approval-form", status: 404 },
  "POST /api/admin/customers/:id/approval": { status: 400 },
  "PATCH /api/admin/customers/:id": { path: "/api/admin/customers/999999999", status: 404 },
  "GET /api/productDetails/:slug": { path: "/api/productDetails/no-such-product", status: 404 },
  "GET /api/category/:category": { path: "/api/category/no-such-category", status: 404 },
};

/** Every method-and-path the app answers (route-level middleware repeats a route; `use` shows as ALL). */
const registered = [
  ...new Set(api.routes.filter((route) => route.method !== "ALL").map((route) => `${route.method} ${route.path}`)),
];

describe("the route table", () => {
  it("has an entry for every registered route", () => {
    const missing = registered.filter((key) => !(key in routeAccess));
    expect(missing, "add these routes to routeAccess in workers/api/route-access.ts").toEqual([]);
  });

  it("has no entry for a route that no longer exists", () => {
    expect(Object.keys(routeAccess).filter((key) => !registered.includes(key))).toEqual([]);
  });
});

describe("authorisation matrix", () => {
  beforeAll(async () => {
    await putSiteSettings(db);
    await putCompanyProfile(db);
  });

  const cases = Object.entries(routeAccess).flatMap(([key, access]) => {
    const [method = "GET", path = "/"] = key.split(" ");
    const sample = samples[key as RouteKey];
    return roles.map((role) => ({
      key,
      method,
      path: sample?.path ?? path.replace(/:\w+/g, "1").replace("*", "x"),
      body: sample?.body ?? {},
      role,
      status: expectedStatus(access, role, sample?.status ?? 200),
    }));
  });

  it.each(cases)("$key as $role → $status", async ({ method, path, body, role, status }) => {
    // A fresh user and session per case: a logout case must not sign out the next case's user.
    const fixture = await createRole(db, role);
    const headers = new Headers({ cookie: fixture.cookie, "cf-connecting-ip": `10.4.0.${roles.indexOf(role)}` });
    const init: RequestInit = { method, headers };
    if (method !== "GET") {
      headers.set("origin", "http://localhost");
      headers.set("content-type", "application/json");
      init.body = JSON.stringify(body);
    }
    const response = await api.request(path, init, env);
    expect(response.status).toBe(status);
  });
});

// Issue #4, issue #9 item 4: every route × every role → the status the route's declared access
// level implies. Each route declares its level once, next to it, with `access(level)`; the cases
// are read from the app's own routes, so a route added without a declaration fails here instead of
// shipping unguarded.
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../workers/api/app.ts";
import { access, declaredAccess, type Access } from "../../workers/api/auth/access.ts";
import { openDb } from "../../workers/lib/db.ts";
import { createRole, roles, type Role } from "../fixtures/accounts.ts";
import { putCompanyProfile, putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);

/** Who each level lets in. */
const allowed = {
  public: roles,
  shopper: ["unverifiedCustomer", "unapprovedCustomer", "approvedCustomer", "restrictedCustomer", "salesperson"],
  customer: ["unverifiedCustomer", "unapprovedCustomer", "approvedCustomer", "restrictedCustomer"],
  approvedCustomer: ["approvedCustomer", "restrictedCustomer"],
  orderingCustomer: ["approvedCustomer"],
  // Decision 0098: an admin (no shopper signed in) takes phone orders through the same routes
  orderer: ["approvedCustomer", "salesperson", "admin", "superAdmin"],
  salesperson: ["salesperson"],
  admin: ["admin", "superAdmin"],
  superAdmin: ["superAdmin"],
} as const satisfies Record<Access, readonly Role[]>;
const shopperRoles: readonly Role[] = allowed.shopper;
const adminRoles: readonly Role[] = allowed.admin;

/** Expected status: allowed → the route's own answer to the sample; wrong or no session → 401; too little → 403. */
function expectedStatus(level: Access, role: Role, allowedStatus: number): number {
  if ((allowed[level] as readonly Role[]).includes(role)) return allowedStatus;
  const isAdminLevel = level === "admin" || level === "superAdmin";
  const holdsRightCookie = isAdminLevel ? adminRoles.includes(role) : shopperRoles.includes(role);
  return holdsRightCookie ? 403 : 401;
}

/** An admin resource of decision 0054 (`base` its collection): an empty body is refused, a missing row not found. */
const adminResource = (base: string) => ({
  [`POST ${base}`]: { status: 400 },
  [`GET ${base}/:id`]: { path: `${base}/999999999`, status: 404 },
  [`PUT ${base}/:id`]: { path: `${base}/999999999`, status: 400 },
  [`PATCH ${base}/:id`]: { path: `${base}/999999999`, status: 404 },
  [`DELETE ${base}/:id`]: { path: `${base}/999999999`, status: 404 },
});

/** How to call a route whose default sample (params filled, `{}` body, 200) does not fit. */
const samples: Record<string, { path?: string; body?: unknown; status: number }> = {
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
  "PUT /api/account/cart": { status: 400 },
  "POST /api/purchase/lookup": { status: 400 },
  "GET /api/account/orders/:id": { path: "/api/account/orders/999999999", status: 404 },
  "POST /api/account/orders/:id/cancel": { path: "/api/account/orders/999999999/cancel", status: 404 },
  "POST /api/checkout/quote": { status: 400 },
  "POST /api/orders": { status: 400 },
  "POST /api/account/orders/:id/refunds": { path: "/api/account/orders/999999999/refunds", status: 400 },
  "PUT /api/account/wishlist/:id": { path: "/api/account/wishlist/999999999", status: 404 },
  "POST /api/account/wishlist/:id": { path: "/api/account/wishlist/999999999", status: 404 },
  "DELETE /api/account/wishlist/:id": { path: "/api/account/wishlist/999999999", status: 200 },
  "PUT /api/account/favorites/:id": { path: "/api/account/favorites/999999999", status: 404 },
  "POST /api/account/favorites/:id": { path: "/api/account/favorites/999999999", status: 404 },
  "DELETE /api/account/favorites/:id": { path: "/api/account/favorites/999999999", status: 200 },
  // Saved order lists (decision 0099): an empty body is refused, another's or no list is not found
  "POST /api/account/lists": { status: 400 },
  "GET /api/account/lists/:id": { path: "/api/account/lists/999999999", status: 404 },
  "PUT /api/account/lists/:id": { path: "/api/account/lists/999999999", status: 400 },
  "DELETE /api/account/lists/:id": { path: "/api/account/lists/999999999", status: 404 },
  "POST /api/account/lists/:id/lines": { path: "/api/account/lists/999999999/lines", status: 400 },
  "PUT /api/account/lists/:id/lines/:lineId": { path: "/api/account/lists/999999999/lines/1", status: 400 },
  "DELETE /api/account/lists/:id/lines/:lineId": { path: "/api/account/lists/999999999/lines/1", status: 404 },
  // Company accounts (decision 0103): an empty body is refused, another company's or no row is not found
  "POST /api/account/company/people": { status: 400 },
  "PUT /api/account/company/people/:id": { path: "/api/account/company/people/999999999", status: 400 },
  "POST /api/account/company/people/:id/deactivate": {
    path: "/api/account/company/people/999999999/deactivate",
    status: 404,
  },
  "POST /api/account/company/approvals": { status: 400 },
  "GET /api/account/company/approvals/:id": { path: "/api/account/company/approvals/999999999", status: 404 },
  "POST /api/account/company/approvals/:id/approve": {
    path: "/api/account/company/approvals/999999999/approve",
    status: 404,
  },
  "POST /api/account/company/approvals/:id/reject": {
    path: "/api/account/company/approvals/999999999/reject",
    status: 400,
  },
  "POST /api/account/company/approvals/:id/withdraw": {
    path: "/api/account/company/approvals/999999999/withdraw",
    status: 404,
  },
  "PUT /api/admin/companies/:id/people/:personId": {
    path: "/api/admin/companies/999999999/people/999999999",
    status: 400,
  },
  "POST /api/admin/companies/:id/people/:personId/deactivate": {
    path: "/api/admin/companies/999999999/people/999999999/deactivate",
    status: 404,
  },
  // Quotes (decision 0104): an empty body is refused, another's or no quote is not found
  "POST /api/account/quotes": { status: 400 },
  "GET /api/account/quotes/:id": { path: "/api/account/quotes/999999999", status: 404 },
  "POST /api/account/quotes/:id/accept": { path: "/api/account/quotes/999999999/accept", status: 404 },
  "POST /api/account/quotes/:id/decline": { path: "/api/account/quotes/999999999/decline", status: 404 },
  "POST /api/account/quotes/:id/withdraw": { path: "/api/account/quotes/999999999/withdraw", status: 404 },
  "POST /api/account/quotes/:id/counter": { path: "/api/account/quotes/999999999/counter", status: 400 },
  "GET /api/sales/quotes/:id": { path: "/api/sales/quotes/999999999", status: 404 },
  "POST /api/sales/quotes/:id/answer": { path: "/api/sales/quotes/999999999/answer", status: 400 },
  "GET /api/admin/quotes/:id": { path: "/api/admin/quotes/999999999", status: 404 },
  "POST /api/admin/quotes/:id/answer": { path: "/api/admin/quotes/999999999/answer", status: 400 },
  "GET /api/sales/customers/:customerId/lists": { path: "/api/sales/customers/999999999/lists", status: 404 },
  "POST /api/sales/customers/:customerId/lists": { path: "/api/sales/customers/999999999/lists", status: 400 },
  "GET /api/sales/customers/:customerId/lists/:id": {
    path: "/api/sales/customers/999999999/lists/999999999",
    status: 404,
  },
  "PUT /api/sales/customers/:customerId/lists/:id": {
    path: "/api/sales/customers/999999999/lists/999999999",
    status: 400,
  },
  "DELETE /api/sales/customers/:customerId/lists/:id": {
    path: "/api/sales/customers/999999999/lists/999999999",
    status: 404,
  },
  "POST /api/sales/customers/:customerId/lists/:id/lines": {
    path: "/api/sales/customers/999999999/lists/999999999/lines",
    status: 400,
  },
  "PUT /api/sales/customers/:customerId/lists/:id/lines/:lineId": {
    path: "/api/sales/customers/999999999/lists/999999999/lines/1",
    status: 400,
  },
  "DELETE /api/sales/customers/:customerId/lists/:id/lines/:lineId": {
    path: "/api/sales/customers/999999999/lists/999999999/lines/1",
    status: 404,
  },
  "GET /api/admin/customers/:id": { path: "/api/admin/customers/999999999", status: 404 },
  "GET /api/admin/customers/:id/approval-form": { path: "/api/admin/customers/999999999/approval-form", status: 404 },
  "POST /api/admin/customers/:id/approval": { status: 400 },
  "PATCH /api/admin/customers/:id": { path: "/api/admin/customers/999999999", status: 404 },
  "POST /api/admin/customers": { status: 400 },
  "POST /api/admin/customers/:id/password-reset": {
    path: "/api/admin/customers/999999999/password-reset",
    status: 404,
  },
  // The order desk (decision 0080): an unknown order is not found; the list and its CSV answer 200
  "GET /api/admin/orders/:id": { path: "/api/admin/orders/999999999", status: 404 },
  "PATCH /api/admin/orders/:id": { path: "/api/admin/orders/999999999", status: 400 },
  "PATCH /api/admin/orders/:id/shipping": { path: "/api/admin/orders/999999999/shipping", status: 404 },
  "POST /api/admin/orders/:id/payments": { path: "/api/admin/orders/999999999/payments", status: 400 },
  "POST /api/admin/orders/:id/notes": { path: "/api/admin/orders/999999999/notes", status: 400 },
  "POST /api/admin/invoices": { status: 400 },
  "GET /api/admin/invoices/:id": { path: "/api/admin/invoices/999999999", status: 404 },
  "PATCH /api/admin/invoices/:id": { path: "/api/admin/invoices/999999999", status: 404 },
  "POST /api/admin/invoices/:id/print": { path: "/api/admin/invoices/999999999/print", status: 404 },
  "POST /api/admin/invoices/:id/credit-note": { path: "/api/admin/invoices/999999999/credit-note", status: 400 },
  "POST /api/admin/orders/:id/lines": { path: "/api/admin/orders/999999999/lines", status: 400 },
  // Abandoned carts (decision 0093): a customer without a cart has none to show or remind of
  "GET /api/admin/abandoned-carts/:id": { path: "/api/admin/abandoned-carts/999999999", status: 404 },
  "POST /api/admin/abandoned-carts/:id/remind": { path: "/api/admin/abandoned-carts/999999999/remind", status: 404 },
  // Returns and refunds (decision 0083): an empty body is refused, an unknown return is not found
  "POST /api/admin/refunds": { status: 400 },
  "GET /api/admin/refunds/:id": { path: "/api/admin/refunds/999999999", status: 404 },
  "PATCH /api/admin/refunds/:id": { path: "/api/admin/refunds/999999999", status: 400 },
  "POST /api/admin/refunds/:id/refund": { path: "/api/admin/refunds/999999999/refund", status: 400 },
  // The salesperson's area and the office's collections (decision 0094): another's or no row is
  // not found; an empty body is refused field by field
  "POST /api/sales/customers": { status: 400 },
  "GET /api/sales/customers/:id": { path: "/api/sales/customers/999999999", status: 404 },
  "GET /api/sales/orders/:id": { path: "/api/sales/orders/999999999", status: 404 },
  "POST /api/sales/returns": { status: 400 },
  "POST /api/sales/collections": { status: 400 },
  "GET /api/sales/collections/:id": { path: "/api/sales/collections/999999999", status: 404 },
  "POST /api/sales/collections/:id/void": { path: "/api/sales/collections/999999999/void", status: 400 },
  "POST /api/sales/collections/:id/email": { path: "/api/sales/collections/999999999/email", status: 404 },
  "GET /api/admin/collections/:id": { path: "/api/admin/collections/999999999", status: 404 },
  "POST /api/admin/collections/:id/confirm": { path: "/api/admin/collections/999999999/confirm", status: 404 },
  "POST /api/admin/collections/:id/void": { path: "/api/admin/collections/999999999/void", status: 400 },
  "GET /api/admin/customers/:id/statement": { path: "/api/admin/customers/999999999/statement", status: 404 },
  // A company's terms (decision 0102): an empty body is refused field by field
  "PUT /api/admin/companies/:id/terms": { path: "/api/admin/companies/999999999/terms", status: 400 },
  // Shipments (decision 0084): an empty body is refused field by field
  "POST /api/admin/shipments": { status: 400 },
  ...adminResource("/api/admin/salespeople"),
  ...adminResource("/api/admin/measure-units"),
  ...adminResource("/api/admin/tax-groups"),
  ...adminResource("/api/admin/shipping-zones"),
  ...adminResource("/api/admin/coupons"),
  // Price lists, their prices and breaks, customer groups, a company's pricing (decision 0101)
  ...adminResource("/api/admin/price-lists"),
  "GET /api/admin/price-lists/:id/prices": { path: "/api/admin/price-lists/999999999/prices", status: 404 },
  "PUT /api/admin/price-lists/:id/prices": { path: "/api/admin/price-lists/999999999/prices", status: 400 },
  "PUT /api/admin/price-lists/:id/prices/item": { path: "/api/admin/price-lists/999999999/prices/item", status: 400 },
  "DELETE /api/admin/price-lists/:id/prices/item": {
    path: "/api/admin/price-lists/999999999/prices/item?productId=1",
    status: 404,
  },
  "GET /api/admin/price-lists/:id/prices.csv": { path: "/api/admin/price-lists/999999999/prices.csv", status: 404 },
  "POST /api/admin/price-lists/:id/prices/import": {
    path: "/api/admin/price-lists/999999999/prices/import",
    status: 400,
  },
  "GET /api/admin/price-breaks": { status: 400 },
  "PUT /api/admin/price-breaks": { status: 400 },
  ...adminResource("/api/admin/customer-groups"),
  "GET /api/admin/customers/:id/pricing": { path: "/api/admin/customers/999999999/pricing", status: 404 },
  "PUT /api/admin/customers/:id/pricing": { path: "/api/admin/customers/999999999/pricing", status: 400 },
  // Payment methods (decision 0089): a method's zones, not found without the method; a PUT without zones refused
  ...adminResource("/api/admin/payment-methods"),
  "GET /api/admin/payment-methods/:id/zones": { path: "/api/admin/payment-methods/999999999/zones", status: 404 },
  "PUT /api/admin/payment-methods/:id/zones": { path: "/api/admin/payment-methods/999999999/zones", status: 400 },
  ...adminResource("/api/admin/brands"),
  ...adminResource("/api/admin/tags"),
  ...adminResource("/api/admin/main-categories"),
  ...adminResource("/api/admin/categories"),
  ...adminResource("/api/admin/menus"),
  ...adminResource("/api/admin/slides"),
  "POST /api/admin/gallery": { status: 400 },
  "GET /api/admin/gallery/:id": { path: "/api/admin/gallery/999999999", status: 404 },
  "PUT /api/admin/gallery/:id": { path: "/api/admin/gallery/999999999", status: 404 },
  "PATCH /api/admin/gallery/:id": { path: "/api/admin/gallery/999999999", status: 404 },
  "DELETE /api/admin/gallery/:id": { path: "/api/admin/gallery/999999999", status: 404 },
  ...adminResource("/api/admin/variants"),
  ...adminResource("/api/admin/option-groups"),
  "GET /api/admin/products/:productId/variants": { path: "/api/admin/products/999999999/variants", status: 404 },
  "PUT /api/admin/products/:productId/variants": { path: "/api/admin/products/999999999/variants", status: 400 },
  "PATCH /api/admin/products/:productId/variants/:variantId": {
    path: "/api/admin/products/999999999/variants/999999999",
    status: 404,
  },
  "GET /api/admin/products/:productId/attributes": { path: "/api/admin/products/999999999/attributes", status: 404 },
  "PUT /api/admin/products/:productId/attributes": { path: "/api/admin/products/999999999/attributes", status: 400 },
  "POST /api/admin/product-csv/import": { status: 400 },
  ...adminResource("/api/admin/products"),
  ...adminResource("/api/admin/admins"),
  "PUT /api/admin/settings/company-info": { status: 400 },
  "PUT /api/admin/settings/personal": { status: 400 },
  "PUT /api/admin/settings/site": { status: 400 },
  "PUT /api/admin/settings/site/catalogue-pdf": { status: 400 },
  "PUT /api/admin/settings/site/application-form-pdf": { status: 400 },
  "PUT /api/admin/settings/theme": { status: 400 },
  "GET /api/admin/reviews/:id": { path: "/api/admin/reviews/999999999", status: 404 },
  "PATCH /api/admin/reviews/:id": { path: "/api/admin/reviews/999999999", status: 400 },
  "DELETE /api/admin/reviews/:id": { path: "/api/admin/reviews/999999999", status: 404 },
  ...adminResource("/api/admin/cms-pages"),
  ...adminResource("/api/admin/email-templates"),
  "POST /api/admin/email-preview": { status: 400 },
  "POST /api/payments/stripe/webhook": { status: 400 },
  "POST /api/payments/moyasar/webhook": { status: 400 },
  "POST /api/payments/sessions": { status: 400 },
  "GET /api/payments/orders/:token": { path: "/api/payments/orders/none", status: 404 },
  "GET /api/productDetails/:slug": { path: "/api/productDetails/no-such-product", status: 404 },
  "GET /api/category/:category": { path: "/api/category/no-such-category", status: 404 },
  "GET /api/purchase/products/:id": { path: "/api/purchase/products/999999999", status: 404 },
};

interface DeclaredRoute {
  key: string;
  method: string;
  path: string;
  /** The levels the route's own handlers declare (a route's middleware repeat it; `use` shows as ALL). */
  levels: Access[];
  /** Whether the route's first handler is its access guard, so nothing runs before the check. */
  isGuardFirst: boolean;
}

/** Every method-and-path an app answers, with the access its handlers declare. */
function declaredRoutes(app: {
  routes: readonly { method: string; path: string; handler: unknown }[];
}): DeclaredRoute[] {
  const byKey = new Map<string, DeclaredRoute>();
  for (const route of app.routes) {
    if (route.method === "ALL") continue;
    const key = `${route.method} ${route.path}`;
    const level = declaredAccess(route.handler);
    const entry = byKey.get(key);
    if (!entry) {
      byKey.set(key, { key, method: route.method, path: route.path, levels: [], isGuardFirst: level !== undefined });
    }
    if (level) byKey.get(key)?.levels.push(level);
  }
  return [...byKey.values()];
}

/** The routes that do not declare exactly one access level as their first handler. */
const undeclared = (app: Parameters<typeof declaredRoutes>[0]) =>
  declaredRoutes(app)
    .filter((route) => route.levels.length !== 1 || !route.isGuardFirst)
    .map((route) => route.key);

const routes = declaredRoutes(api);

describe("access declarations", () => {
  it("declare exactly one level per route, as its first handler", () => {
    expect(undeclared(api), "guard these routes with access(level) first").toEqual([]);
  });

  it("are required: a route without one, with two, or with its guard after another handler is caught", () => {
    const unguarded = new Hono()
      .get("/open", (c) => c.text("no declaration"))
      .get("/twice", access("public"), access("admin"), (c) => c.text("two"))
      .get(
        "/late",
        (_c, next) => next(),
        access("admin"),
        (c) => c.text("late"),
      )
      .get("/fine", access("public"), (c) => c.text("fine"));
    expect(undeclared(unguarded)).toEqual(["GET /open", "GET /twice", "GET /late"]);
  });

  it("has a sample for a route only while it exists", () => {
    expect(Object.keys(samples).filter((key) => !routes.some((route) => route.key === key))).toEqual([]);
  });
});

describe("authorisation matrix", () => {
  beforeAll(async () => {
    await putSiteSettings(db);
    await putCompanyProfile(db);
  });

  const cases = routes.flatMap(({ key, method, path, levels: [level = "public"] }) => {
    const sample = samples[key];
    return roles.map((role) => ({
      key,
      method,
      path: sample?.path ?? path.replace(/:\w+/g, "1").replace("*", "x"),
      body: sample?.body ?? {},
      role,
      status: expectedStatus(level, role, sample?.status ?? 200),
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

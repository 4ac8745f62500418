// Issue #9 item 7: a route that writes catalogue data must bump the catalogue version and drain
// the search queue (decision 0025). The detector is behavioural: temporary SQLite triggers on every
// catalogue table (derived from the schema modules) log each write; every mutating route of the app
// is called with a sample that succeeds, and any route that wrote catalogue rows must have bumped
// the version and left the search queue empty. A route built without the hook is caught (control).
// Runs on its own database, as every API test file does (decision 0078), so no other file's
// writes reach the log.
import { env } from "cloudflare:workers";
import { eq, getTableColumns, getTableName, is, sql } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as catalogueSchema from "../../db/schema/catalogue.ts";
import { contentPages, contentPageTranslations, emailTemplates } from "../../db/schema/content.ts";
import {
  addresses,
  brands,
  brandTranslations,
  carts,
  outbox,
  paymentMethods,
  priceListPrices,
  priceLists,
  products,
  quoteLines,
  quotes,
  taxGroups,
} from "../../db/schema/index.ts";
import * as navigationSchema from "../../db/schema/navigation.ts";
import * as pricingSchema from "../../db/schema/pricing.ts";
import * as settingsSchema from "../../db/schema/settings.ts";
import { encodePng } from "../../db/seed/png.ts";
import { syncProductSearch } from "../../db/sync-product-search.ts";
import { catalogueRoutes } from "../../workers/api/admin/catalogue-routes.ts";
import { api } from "../../workers/api/app.ts";
import { access } from "../../workers/api/auth/access.ts";
import type { ApiEnv } from "../../workers/api/env.ts";
import { openDb, requestDatabase } from "../../workers/lib/db.ts";
import { AppError, errorCodes } from "../../workers/lib/errors.ts";
import { ok } from "../../workers/lib/http/respond.ts";
import { emailOf } from "../../workers/lib/mail.ts";
import { catalogueVersionKey } from "../../workers/lib/page-cache.ts";
import { Hono } from "hono";
import { freshIp, linkAndCode, registration } from "../fixtures/account-flow.ts";
import {
  createAdmin,
  createColleague,
  createCustomer,
  createSalesperson,
  fixturePassword,
  signIn,
} from "../fixtures/accounts.ts";
import { createGalleryImage, createProduct, createVariantProduct, uniqueToken } from "../fixtures/catalogue.ts";
import { createBuyer, createDeliveryWorld, createStockedProduct } from "../fixtures/checkout.ts";
import { putCompanyProfile, putSiteSettings } from "../fixtures/factories.ts";
import { createOrder, createRefund } from "../fixtures/orders.ts";
import { testPaymentKeys } from "../fixtures/payments.ts";
import { hmacSha256Hex } from "../../workers/lib/payments/webhook-checks.ts";
import type { PaymentGateway } from "../../workers/lib/payments/provider.ts";
import { newPaymentToken } from "../../workers/lib/payments/providers.ts";
import { executionContext } from "../fixtures/execution-context.ts";
import { defaultTheme } from "../../core/theme.ts";
import { createReview } from "../fixtures/reviews.ts";

const db = openDb(env);
const origin = "http://localhost";

const tablesOf = (module: Record<string, unknown>) =>
  Object.values(module).flatMap((value) => (is(value, SQLiteTable) ? [getTableName(value)] : []));

/**
 * What cached pages show (decision 0025): every table of the catalogue, navigation, pricing and
 * settings schema modules, and the content pages. Reviews, contact messages, saved products, accounts and
 * orders are not catalogue data.
 */
const catalogueTables = [
  ...tablesOf(catalogueSchema),
  ...tablesOf(navigationSchema),
  // Price lists (decision 0101): the pages will show a buyer's list (decision 0100's price book)
  ...tablesOf(pricingSchema),
  ...tablesOf(settingsSchema),
  getTableName(contentPages),
  getTableName(contentPageTranslations),
];

const operations = ["insert", "update", "delete"] as const;
const triggerName = (table: string, operation: string) => `test_catalogue_log_${table}_${operation}`;

/**
 * Stock is not catalogue data (decision 0047): placing and cancelling orders move `quantity` live,
 * and cached pages are not orphaned for it. An update that sets any other column still counts.
 */
const stockTables = [catalogueSchema.products, catalogueSchema.productVariants];

/** The trigger's event: an update of a stock table counts only when it sets another column than quantity. */
function triggerEvent(table: string, operation: (typeof operations)[number]): string {
  const stock = stockTables.find((candidate) => getTableName(candidate) === table);
  if (operation !== "update" || !stock) return operation;
  const columns = Object.values(getTableColumns(stock)).map((column) => column.name);
  return `update of ${columns.filter((name) => name !== "quantity").join(", ")}`;
}

interface Observation {
  status: number;
  /** Catalogue tables the request wrote, as "table:operation". */
  writes: string[];
  isVersionBumped: boolean;
  /** Products still waiting in the search queue after the answer. */
  queued: number;
}

/** Calls `fetcher` with `request` and watches what it did to the catalogue, the version and the queue. */
async function observe(
  fetcher: (request: Request) => Response | Promise<Response>,
  request: Request,
): Promise<Observation> {
  await syncProductSearch(db);
  await db.run(sql`delete from test_catalogue_log`);
  const before = await env.KV.get(catalogueVersionKey);
  const response = await fetcher(request);
  await response.arrayBuffer();
  const writes = await db.all<{ entry: string }>(
    sql`select distinct table_name || ':' || operation as entry from test_catalogue_log order by entry`,
  );
  const [queue] = await db.all<{ n: number }>(sql`select count(*) as n from product_search_queue`);
  return {
    status: response.status,
    writes: writes.map((row) => row.entry),
    isVersionBumped: (await env.KV.get(catalogueVersionKey)) !== before,
    queued: Number(queue?.n ?? 0),
  };
}

/** Whether a request wrote catalogue rows without the hook's two effects. */
const skippedTheHook = (seen: Observation) => seen.writes.length > 0 && (!seen.isVersionBumped || seen.queued > 0);

/** Calls the app as workerd would, answering once the work the route deferred is done too. */
async function callApi(request: Request) {
  const ctx = executionContext();
  const response = await api.request(request, undefined, env, ctx);
  await ctx.settle();
  return response;
}

/** A same-origin request as the shop's own pages send it. */
function request(
  method: string,
  path: string,
  options: { cookie?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
) {
  const headers = new Headers({ origin, "accept-language": "en", "cf-connecting-ip": freshIp(), ...options.headers });
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.json !== undefined) headers.set("content-type", "application/json");
  const body = options.form ?? (options.json === undefined ? null : JSON.stringify(options.json));
  return new Request(`${origin}${path}`, { method, headers, body });
}

/** The newest email to an address in the isolated database. */
async function lastEmailTo(address: string) {
  const rows = await db
    .select()
    .from(outbox)
    .orderBy(sql`${outbox.id} desc`)
    .limit(50);
  const email = rows.map(emailOf).find((found) => found?.to === address);
  if (!email) throw new Error(`no email to ${address}`);
  return email;
}

const pdf = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

async function customerCookie(state: "unverified" | "unapproved" | "approved" = "approved") {
  const customer = await createCustomer(db, { state });
  return { customer, cookie: (await signIn(db, { kind: "customer", id: customer.id })).cookie };
}

/** A salesperson, signed in, with one approved customer of their own (issue #22). */
async function salesCookie() {
  const salesperson = await createSalesperson(db);
  const customer = await createCustomer(db, { salespersonId: salesperson.id });
  return { customer, cookie: (await signIn(db, { kind: "salesperson", id: salesperson.id })).cookie };
}

/** A cash collection of 500 recorded by a salesperson for their customer: its id, and their cookie. */
async function collectionSample() {
  const { customer, cookie } = await salesCookie();
  const response = await callApi(
    request("POST", "/api/sales/collections", {
      cookie,
      json: { customerId: customer.id, method: "cash", amount: 500, collectedOn: "28/11/2026", allocations: [] },
    }),
  );
  const { data } = (await response.json()) as { data: { id: number } };
  return { id: data.id, cookie };
}

/**
 * A saved order list of one line (issue #23 item 6), made through the API by a customer or by their
 * salesperson: the path its routes hang under, its id, its line's id and the cookie that owns it.
 */
async function orderListSample(by: "customer" | "salesperson") {
  const { customer, cookie } = by === "customer" ? await customerCookie() : await salesCookie();
  const base = by === "customer" ? "/api/account/lists" : `/api/sales/customers/${customer.id}/lists`;
  const product = await createProduct(db);
  const response = await callApi(
    request("POST", base, {
      cookie,
      json: { name: `List ${uniqueToken()}`, lines: [{ productId: product.id, quantity: 2 }] },
    }),
  );
  const { data } = (await response.json()) as { data: { list: { id: number }; lines: { id: number }[] } };
  return { base, cookie, listId: data.list.id, lineId: data.lines[0]?.id ?? 0, sku: (await createProduct(db)).sku };
}

/** The six samples of one owner's order list routes. */
function orderListSamples(prefix: string, by: "customer" | "salesperson") {
  return {
    [`POST ${prefix}`]: async () => {
      const { base, cookie } = await orderListSample(by);
      return request("POST", base, { cookie, json: { name: `List ${uniqueToken()}` } });
    },
    [`PUT ${prefix}/:id`]: async () => {
      const { base, cookie, listId } = await orderListSample(by);
      return request("PUT", `${base}/${listId}`, { cookie, json: { name: `Renamed ${uniqueToken()}` } });
    },
    [`DELETE ${prefix}/:id`]: async () => {
      const { base, cookie, listId } = await orderListSample(by);
      return request("DELETE", `${base}/${listId}`, { cookie });
    },
    [`POST ${prefix}/:id/lines`]: async () => {
      const { base, cookie, listId, sku } = await orderListSample(by);
      return request("POST", `${base}/${listId}/lines`, { cookie, json: { sku, quantity: 3 } });
    },
    [`PUT ${prefix}/:id/lines/:lineId`]: async () => {
      const { base, cookie, listId, lineId } = await orderListSample(by);
      return request("PUT", `${base}/${listId}/lines/${lineId}`, { cookie, json: { quantity: 5 } });
    },
    [`DELETE ${prefix}/:id/lines/:lineId`]: async () => {
      const { base, cookie, listId, lineId } = await orderListSample(by);
      return request("DELETE", `${base}/${listId}/lines/${lineId}`, { cookie });
    },
  };
}

/**
 * A quote (issue #23 item 4) a customer asked for through the API, of one product, and with
 * `answered` its answer written as the salesperson's would be: its id, line, the customer's cookie
 * and their salesperson's.
 */
async function quoteSample(status: "requested" | "answered" | "accepted" = "requested") {
  const salesperson = await createSalesperson(db);
  const customer = await createCustomer(db, { salespersonId: salesperson.id });
  const cookie = (await signIn(db, { kind: "customer", id: customer.id })).cookie;
  const seller = (await signIn(db, { kind: "salesperson", id: salesperson.id })).cookie;
  const product = await createProduct(db, { withImage: false });
  const response = await callApi(
    request("POST", "/api/account/quotes", { cookie, json: { lines: [{ productId: product.id, quantity: 2 }] } }),
  );
  const { data } = (await response.json()) as { data: { quote: { id: number }; lines: { id: number }[] } };
  const id = data.quote.id;
  if (status !== "requested") {
    await db
      .update(quotes)
      .set({ status, expiresOn: Date.parse("2099-12-31T00:00:00Z") })
      .where(eq(quotes.id, id));
    await db.update(quoteLines).set({ unitPrice: 100 }).where(eq(quoteLines.quoteId, id));
  }
  return { id, lineId: data.lines[0]?.id ?? 0, cookie, seller };
}

/** An answer of every line of a quote, until 2099. */
const quoteAnswer = (lineId: number) => ({ lines: [{ id: lineId, unitPrice: 90 }], expiresOn: "31/12/2099" });

async function adminCookie(isSuperAdmin = false) {
  const admin = await createAdmin(db, { isSuperAdmin });
  return { admin, cookie: (await signIn(db, { kind: "admin", id: admin.id })).cookie };
}

async function addressOf(customerId: number) {
  const [row] = await db
    .insert(addresses)
    .values({ customerId, country: "Saudi Arabia", city: "Riyadh", address1: "King Fahd Road", isDefault: false })
    .returning({ id: addresses.id });
  return row?.id ?? 0;
}

/** An order of a signed-in customer, written for a Moyasar card payment (decision 0049). */
async function cardOrder(status: "init" | "payment-pending", gateway: PaymentGateway = "moyasar") {
  const { customer, cookie } = await customerCookie();
  const [method] = await db
    .insert(paymentMethods)
    .values({ name: `card-${uniqueToken()}`, kind: "online", gateway, isOnline: true })
    .returning({ id: paymentMethods.id });
  const token = newPaymentToken();
  const order = await createOrder(db, customer.id, {
    status,
    columns: { paymentMethodId: method?.id ?? null, paymentToken: token },
  });
  return { order, token, cookie };
}

async function savedProductRequest(method: string, list: "wishlist" | "favorites") {
  const { cookie } = await customerCookie();
  const product = await createProduct(db);
  return request(method, `/api/account/${list}/${product.id}`, { cookie, json: {} });
}

/** A buyer in a delivery world of their own, a product, and a request placing an order of it. */
async function checkoutSample() {
  const world = await createDeliveryWorld(db);
  const buyer = await createBuyer(db, world);
  const product = await createStockedProduct(db, world);
  const orderRequest = () => {
    const placing = request("POST", "/api/orders", {
      cookie: buyer.cookie,
      json: {
        lines: [{ productId: product.id, quantity: 1 }],
        addressId: buyer.address.id,
        paymentMethodId: world.methods.bankTransfer.id,
      },
    });
    placing.headers.set("idempotency-key", crypto.randomUUID());
    return placing;
  };
  return { buyer, product, orderRequest };
}

/**
 * A company (decision 0103): its owner's cookie, a requester with their cookie, and a request the
 * requester sent for approval (through the API, as the samples below take it further).
 */
async function companySample() {
  const world = await createDeliveryWorld(db);
  const owner = await createBuyer(db, world);
  const product = await createStockedProduct(db, world);
  const requester = await createColleague(db, owner.customer.id, { role: "requester" });
  const requesterCookie = (await signIn(db, { kind: "colleague", id: requester.id })).cookie;
  const checkoutRequest = {
    lines: [{ productId: product.id, quantity: 1 }],
    addressId: owner.address.id,
    paymentMethodId: world.methods.bankTransfer.id,
  };
  const sent = await callApi(
    request("POST", "/api/account/company/approvals", { cookie: requesterCookie, json: checkoutRequest }),
  );
  const approvalId = ((await sent.json()) as { data: { id: number } }).data.id;
  return { owner, requester, requesterCookie, checkoutRequest, approvalId };
}

/** The success samples of the company routes, the customer area's and the office's (decision 0103). */
const companySamples: Record<string, () => Promise<Request>> = {
  "POST /api/account/company/people": async () => {
    const { owner } = await companySample();
    return request("POST", "/api/account/company/people", {
      cookie: owner.cookie,
      json: { name: "Invited", email: `invited-${uniqueToken()}@jumla.test`, role: "buyer" },
    });
  },
  "PUT /api/account/company/people/:id": async () => {
    const { owner, requester } = await companySample();
    return request("PUT", `/api/account/company/people/${requester.id}`, {
      cookie: owner.cookie,
      json: { role: "buyer" },
    });
  },
  "POST /api/account/company/people/:id/deactivate": async () => {
    const { owner, requester } = await companySample();
    return request("POST", `/api/account/company/people/${requester.id}/deactivate`, { cookie: owner.cookie });
  },
  "POST /api/account/company/approvals": async () => {
    const { requesterCookie, checkoutRequest } = await companySample();
    return request("POST", "/api/account/company/approvals", { cookie: requesterCookie, json: checkoutRequest });
  },
  "POST /api/account/company/approvals/:id/approve": async () => {
    const { owner, approvalId } = await companySample();
    return request("POST", `/api/account/company/approvals/${approvalId}/approve`, { cookie: owner.cookie, json: {} });
  },
  "POST /api/account/company/approvals/:id/reject": async () => {
    const { owner, approvalId } = await companySample();
    return request("POST", `/api/account/company/approvals/${approvalId}/reject`, {
      cookie: owner.cookie,
      json: { reason: "Not this week" },
    });
  },
  "POST /api/account/company/approvals/:id/withdraw": async () => {
    const { requesterCookie, approvalId } = await companySample();
    return request("POST", `/api/account/company/approvals/${approvalId}/withdraw`, { cookie: requesterCookie });
  },
  "PUT /api/admin/companies/:id/people/:personId": async () => {
    const { owner, requester } = await companySample();
    return request("PUT", `/api/admin/companies/${owner.customer.id}/people/${requester.id}`, {
      cookie: (await adminCookie()).cookie,
      json: { role: "buyer", perOrderLimit: 100_000 },
    });
  },
  "POST /api/admin/companies/:id/people/:personId/deactivate": async () => {
    const { owner, requester } = await companySample();
    return request("POST", `/api/admin/companies/${owner.customer.id}/people/${requester.id}/deactivate`, {
      cookie: (await adminCookie()).cookie,
    });
  },
};

/**
 * Success samples for an admin resource of decision 0054 (`base` is its collection): POST creates
 * from `body()`; PUT, PATCH and DELETE act on a row the API has just created (before observing).
 */
function adminResourceSamples(
  base: string,
  body: () => Record<string, unknown> | Promise<Record<string, unknown>>,
  { isSuperAdmin = false } = {},
) {
  const created = async () => {
    const { cookie } = await adminCookie(isSuperAdmin);
    const response = await callApi(request("POST", base, { cookie, json: await body() }));
    const { data } = (await response.json()) as { data: { id: number } };
    return { cookie, path: `${base}/${data.id}` };
  };
  return {
    [`POST ${base}`]: async () =>
      request("POST", base, { cookie: (await adminCookie(isSuperAdmin)).cookie, json: await body() }),
    [`PUT ${base}/:id`]: async () => {
      const { cookie, path } = await created();
      return request("PUT", path, { cookie, json: await body() });
    },
    [`PATCH ${base}/:id`]: async () => {
      const { cookie, path } = await created();
      return request("PATCH", path, { cookie, json: await body() });
    },
    [`DELETE ${base}/:id`]: async () => {
      const { cookie, path } = await created();
      return request("DELETE", path, { cookie });
    },
  };
}

/** A general zone with one band, as a sample body of /api/admin/shipping-zones. */
function zoneSample() {
  return {
    name: `Zone ${uniqueToken()}`,
    definitionMethod: "general",
    rates: [{ minOrderAmount: 0, maxOrderAmount: null, charge: 1_000, minDeliveryDays: 1, maxDeliveryDays: 2 }],
  };
}

/** A product with one variant (decision 0058), the variant as the matrix API reads it, and an admin. */
async function variantSample() {
  const product = await createVariantProduct(db, {
    sizes: [{ en: "S", ar: "ص" }],
    colours: [{ en: "Red", ar: "أحمر" }],
  });
  const { cookie } = await adminCookie();
  const matrix = await callApi(request("GET", `/api/admin/products/${product.id}/variants`, { cookie }));
  const { data } = (await matrix.json()) as { data: { variants: { id: number; price: number }[] } };
  const [variant] = data.variants;
  if (!variant) throw new Error("the variant product has no variant");
  return { cookie, product, variant };
}

const optionGroupBody = () => ({
  translations: { en: { name: `Packaging ${uniqueToken()}` } },
  minSelections: 0,
  choices: [{ translations: { en: { name: "Carton" } } }],
});

/** An option group the API has just created, and an admin. */
async function optionGroupSample() {
  const { cookie } = await adminCookie();
  const created = await callApi(request("POST", "/api/admin/option-groups", { cookie, json: optionGroupBody() }));
  const { data } = (await created.json()) as { data: { id: number; choices: { id: number }[] } };
  return { cookie, path: `/api/admin/option-groups/${data.id}`, choices: data.choices };
}

const templateBody = () => ({
  settingName: "order_status",
  orderStatus: "accepted",
  translations: { en: { subject: `Accepted ${uniqueToken()}`, body: "Hello {{name}}" } },
});

/** A fresh email template of the "accepted" status, written as the API writes it, and an admin. */
async function templateSample() {
  await db.delete(emailTemplates).where(eq(emailTemplates.orderStatus, "accepted"));
  const { cookie } = await adminCookie();
  const created = await callApi(request("POST", "/api/admin/email-templates", { cookie, json: templateBody() }));
  const { data } = (await created.json()) as { data: { id: number } };
  return { cookie, path: `/api/admin/email-templates/${data.id}` };
}

/** A draft invoice of a fresh order, made (and printed when asked) as the API does, for `cookie`'s admin. */
async function invoiceSample(cookie: string, options: { isPrinted?: boolean } = {}) {
  const order = await createOrder(db, (await createCustomer(db)).id, { status: "processing" });
  const created = await callApi(
    request("POST", "/api/admin/invoices", { cookie, json: { orderId: order.id, date: "28/11/2026" } }),
  );
  const { data } = (await created.json()) as { data: { id: number } };
  if (options.isPrinted) await callApi(request("POST", `/api/admin/invoices/${data.id}/print`, { cookie }));
  return data.id;
}

/** For every mutating route of the app, a request that succeeds (issue #9 item 7: "a success sample"). */
const successSamples: Record<string, () => Promise<Request>> = {
  "POST /api/auth/login": async () => {
    const customer = await createCustomer(db);
    return request("POST", "/api/auth/login", { json: { login: customer.email, password: fixturePassword } });
  },
  "POST /api/auth/logout": async () => request("POST", "/api/auth/logout", { cookie: (await customerCookie()).cookie }),
  "POST /api/auth/admin/login": async () => {
    const admin = await createAdmin(db);
    return request("POST", "/api/auth/admin/login", { json: { email: admin.email, password: fixturePassword } });
  },
  "POST /api/auth/admin/logout": async () =>
    request("POST", "/api/auth/admin/logout", { cookie: (await adminCookie()).cookie }),
  "POST /api/auth/register": async () => request("POST", "/api/auth/register", { json: registration() }),
  "POST /api/auth/verify-email": async () => {
    const body = registration();
    await callApi(request("POST", "/api/auth/register", { json: body }));
    const token = linkAndCode(await lastEmailTo(body.email)).link.searchParams.get("token");
    return request("POST", "/api/auth/verify-email", { json: { token } });
  },
  "POST /api/auth/verify-email/resend": async () =>
    request("POST", "/api/auth/verify-email/resend", { cookie: (await customerCookie("unverified")).cookie, json: {} }),
  "POST /api/auth/password/forgot": async () =>
    request("POST", "/api/auth/password/forgot", { json: { email: (await createCustomer(db)).email } }),
  "POST /api/auth/password/reset": async () => {
    const customer = await createCustomer(db);
    await callApi(request("POST", "/api/auth/password/forgot", { json: { email: customer.email } }));
    const token = /\/password\/reset\/([^/]+)\//.exec(
      linkAndCode(await lastEmailTo(customer.email)).link.pathname,
    )?.[1];
    const password = "Fresh-Wholesale-78";
    return request("POST", "/api/auth/password/reset", {
      json: { token, email: customer.email, password, passwordConfirmation: password },
    });
  },
  "POST /api/account/approval-form": async () => {
    const customer = await createCustomer(db, {
      state: "unapproved",
      approvalStatus: "not_submitted",
      approvalFormKey: null,
    });
    const form = new FormData();
    form.set("companyNumber", customer.companyNumber);
    form.set("file", new File([pdf], "form.pdf", { type: "application/pdf" }));
    const { cookie } = await signIn(db, { kind: "customer", id: customer.id });
    return request("POST", "/api/account/approval-form", { cookie, form });
  },
  "PUT /api/account/profile": async () =>
    request("PUT", "/api/account/profile", {
      cookie: (await customerCookie()).cookie,
      // Eight digits after 05 whatever the clock says (without the padding, one run in ten sent fewer: 400)
      json: {
        firstName: "Huda",
        lastName: "Al-Otaibi",
        companyName: "Otaibi Linen",
        phone: `05${String(Date.now() % 1e8).padStart(8, "0")}`,
      },
    }),
  "PUT /api/account/cart": async () => {
    const product = await createProduct(db);
    return request("PUT", "/api/account/cart", {
      cookie: (await customerCookie()).cookie,
      json: { items: [{ id: `p${product.id}`, productId: product.id, quantity: 1 }] },
    });
  },
  "POST /api/purchase/lookup": async () =>
    request("POST", "/api/purchase/lookup", { json: { skus: [(await createProduct(db)).sku] } }),
  "PUT /api/account/password": async () =>
    request("PUT", "/api/account/password", {
      cookie: (await customerCookie()).cookie,
      json: {
        oldPassword: fixturePassword,
        password: "Linen-Wholesale-2026",
        passwordConfirmation: "Linen-Wholesale-2026",
      },
    }),
  "POST /api/account/addresses": async () =>
    request("POST", "/api/account/addresses", {
      cookie: (await customerCookie()).cookie,
      json: { country: "Saudi Arabia", city: "Riyadh", address1: "King Fahd Road" },
    }),
  "PUT /api/account/addresses/:id": async () => {
    const { customer, cookie } = await customerCookie();
    return request("PUT", `/api/account/addresses/${await addressOf(customer.id)}`, {
      cookie,
      json: { country: "Saudi Arabia", city: "Jeddah", address1: "Tahlia Street" },
    });
  },
  "PUT /api/account/addresses/:id/default": async () => {
    const { customer, cookie } = await customerCookie();
    return request("PUT", `/api/account/addresses/${await addressOf(customer.id)}/default`, { cookie });
  },
  "DELETE /api/account/addresses/:id": async () => {
    const { customer, cookie } = await customerCookie();
    return request("DELETE", `/api/account/addresses/${await addressOf(customer.id)}`, { cookie });
  },
  "POST /api/account/orders/:id/refunds": async () => {
    const { customer, cookie } = await customerCookie();
    const order = await createOrder(db, customer.id, {
      status: "delivered",
      history: [{ status: "delivered", createdAt: Date.now() }],
    });
    return request("POST", `/api/account/orders/${order.id}/refunds`, {
      cookie,
      json: { reason: "Torn", [`quantity-${order.lines[0]?.id}`]: 1 },
    });
  },
  "PUT /api/account/wishlist/:id": () => savedProductRequest("PUT", "wishlist"),
  "POST /api/account/wishlist/:id": () => savedProductRequest("POST", "wishlist"),
  "DELETE /api/account/wishlist/:id": () => savedProductRequest("DELETE", "wishlist"),
  "PUT /api/account/favorites/:id": () => savedProductRequest("PUT", "favorites"),
  "POST /api/account/favorites/:id": () => savedProductRequest("POST", "favorites"),
  "DELETE /api/account/favorites/:id": () => savedProductRequest("DELETE", "favorites"),
  // A paid event (orders only). A failed or expired one restocks, writing products.quantity: see
  // changeOrderStatus, whose stock writes are checkout's (issue #10) to square with this sweep.
  "POST /api/payments/stripe/webhook": async () => {
    const { order, token } = await cardOrder("payment-pending", "stripe");
    const event = {
      id: `evt_${crypto.randomUUID()}`,
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_test_x",
          payment_status: "paid",
          amount_total: order.grandTotal,
          currency: "sar",
          client_reference_id: token,
        },
      },
    };
    const t = Math.floor(Date.now() / 1000);
    const v1 = await hmacSha256Hex(testPaymentKeys.STRIPE_WEBHOOK_SECRET, `${t}.${JSON.stringify(event)}`);
    return request("POST", "/api/payments/stripe/webhook", {
      json: event,
      headers: { "stripe-signature": `t=${t},v1=${v1}` },
    });
  },
  "POST /api/payments/moyasar/webhook": async () => {
    const { order, token } = await cardOrder("payment-pending");
    return request("POST", "/api/payments/moyasar/webhook", {
      json: {
        id: crypto.randomUUID(),
        type: "payment_paid",
        created_at: new Date().toISOString(),
        secret_token: testPaymentKeys.MOYASAR_WEBHOOK_SECRET,
        data: {
          id: crypto.randomUUID(),
          status: "paid",
          amount: order.grandTotal,
          currency: "SAR",
          metadata: { order_token: token },
        },
      },
    });
  },
  "POST /api/payments/sessions": async () => {
    const { order, cookie } = await cardOrder("init");
    return request("POST", "/api/payments/sessions", { cookie, json: { orderId: order.id } });
  },
  "POST /api/admin/customers/:id/approval": async () => {
    const customer = await createCustomer(db, { state: "unapproved" });
    return request("POST", `/api/admin/customers/${customer.id}/approval`, {
      cookie: (await adminCookie()).cookie,
      json: { decision: "approved" },
    });
  },
  "PATCH /api/admin/customers/:id": async () => {
    const customer = await createCustomer(db);
    return request("PATCH", `/api/admin/customers/${customer.id}`, {
      cookie: (await adminCookie()).cookie,
      json: { restricted: true },
    });
  },
  "PATCH /api/admin/orders/:id": async () => {
    const order = await createOrder(db, (await createCustomer(db)).id, { status: "pending" });
    return request("PATCH", `/api/admin/orders/${order.id}`, {
      cookie: (await adminCookie()).cookie,
      json: { status: "processing", from: "pending" },
    });
  },
  "PATCH /api/admin/orders/:id/shipping": async () => {
    const order = await createOrder(db, (await createCustomer(db)).id, { status: "processing" });
    return request("PATCH", `/api/admin/orders/${order.id}/shipping`, {
      cookie: (await adminCookie()).cookie,
      json: { shippingCompany: "SMSA" },
    });
  },
  "POST /api/admin/orders/:id/payments": async () => {
    const order = await createOrder(db, (await createCustomer(db)).id);
    return request("POST", `/api/admin/orders/${order.id}/payments`, {
      cookie: (await adminCookie()).cookie,
      json: { amount: 1_000, receivedOn: "23/11/2026", method: "bank_transfer" },
    });
  },
  // Short shipping gives stock back (quantity only, not catalogue data)
  "POST /api/admin/orders/:id/lines": async () => {
    const product = await createProduct(db, { quantity: 10 });
    const order = await createOrder(db, (await createCustomer(db)).id, {
      status: "processing",
      lines: [{ unitPrice: 1_000, quantity: 4, productId: product.id }],
    });
    return request("POST", `/api/admin/orders/${order.id}/lines`, {
      cookie: (await adminCookie()).cookie,
      json: { lines: [{ id: order.lines[0]?.id, quantity: 2 }] },
    });
  },
  "POST /api/admin/refunds": async () => {
    const order = await createOrder(db, (await createCustomer(db)).id, {
      status: "delivered",
      history: [{ status: "delivered", createdAt: Date.now() }],
    });
    return request("POST", "/api/admin/refunds", {
      cookie: (await adminCookie()).cookie,
      json: { orderId: order.id, reason: "Torn", [`quantity-${order.lines[0]?.id}`]: 1 },
    });
  },
  "PATCH /api/admin/refunds/:id": async () => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, { status: "delivered" });
    const refund = await createRefund(db, customer.id, order.id);
    return request("PATCH", `/api/admin/refunds/${refund.id}`, {
      cookie: (await adminCookie()).cookie,
      json: { status: "approved", from: "requested" },
    });
  },
  "POST /api/admin/refunds/:id/refund": async () => {
    const customer = await createCustomer(db);
    const order = await createOrder(db, customer.id, { status: "delivered", columns: { paidAt: Date.now() } });
    const refund = await createRefund(db, customer.id, order.id, "Torn", { status: "approved" });
    return request("POST", `/api/admin/refunds/${refund.id}/refund`, {
      cookie: (await adminCookie()).cookie,
      json: { amount: 1_000, method: "bank_transfer", reference: "TR-1" },
    });
  },
  "POST /api/admin/shipments": async () => {
    const order = await createOrder(db, (await createCustomer(db)).id, { status: "processing" });
    return request("POST", "/api/admin/shipments", {
      cookie: (await adminCookie()).cookie,
      json: { orderId: order.id, carrier: "SMSA", trackingNumber: "SM-1" },
    });
  },
  "POST /api/admin/orders/:id/notes": async () => {
    const order = await createOrder(db, (await createCustomer(db)).id);
    return request("POST", `/api/admin/orders/${order.id}/notes`, {
      cookie: (await adminCookie()).cookie,
      json: { text: "Credit line checked" },
    });
  },
  "POST /api/admin/invoices": async () => {
    const order = await createOrder(db, (await createCustomer(db)).id, { status: "processing" });
    return request("POST", "/api/admin/invoices", {
      cookie: (await adminCookie()).cookie,
      json: { orderId: order.id, date: "28/11/2026" },
    });
  },
  "PATCH /api/admin/invoices/:id": async () => {
    const { cookie } = await adminCookie();
    const id = await invoiceSample(cookie);
    return request("PATCH", `/api/admin/invoices/${id}`, { cookie, json: { note: "Net 30" } });
  },
  "POST /api/admin/invoices/:id/print": async () => {
    const { cookie } = await adminCookie();
    const id = await invoiceSample(cookie);
    return request("POST", `/api/admin/invoices/${id}/print`, { cookie });
  },
  "POST /api/admin/invoices/:id/credit-note": async () => {
    const { cookie } = await adminCookie();
    const id = await invoiceSample(cookie, { isPrinted: true });
    return request("POST", `/api/admin/invoices/${id}/credit-note`, { cookie, json: { date: "30/11/2026" } });
  },
  ...orderListSamples("/api/account/lists", "customer"),
  ...companySamples,
  "POST /api/account/quotes": async () => {
    const { cookie } = await quoteSample();
    const product = await createProduct(db, { withImage: false });
    return request("POST", "/api/account/quotes", {
      cookie,
      json: { lines: [{ productId: product.id, quantity: 1 }] },
    });
  },
  "POST /api/account/quotes/:id/accept": async () => {
    const { id, cookie } = await quoteSample("answered");
    return request("POST", `/api/account/quotes/${id}/accept`, { cookie, json: {} });
  },
  "POST /api/account/quotes/:id/decline": async () => {
    const { id, cookie } = await quoteSample("answered");
    return request("POST", `/api/account/quotes/${id}/decline`, { cookie, json: {} });
  },
  "POST /api/account/quotes/:id/withdraw": async () => {
    const { id, cookie } = await quoteSample();
    return request("POST", `/api/account/quotes/${id}/withdraw`, { cookie, json: {} });
  },
  "POST /api/account/quotes/:id/counter": async () => {
    const { id, cookie } = await quoteSample("answered");
    return request("POST", `/api/account/quotes/${id}/counter`, { cookie, json: { note: "Lower, please" } });
  },
  "POST /api/sales/quotes/:id/answer": async () => {
    const { id, lineId, seller } = await quoteSample();
    return request("POST", `/api/sales/quotes/${id}/answer`, { cookie: seller, json: quoteAnswer(lineId) });
  },
  "POST /api/admin/quotes/:id/answer": async () => {
    const { id, lineId } = await quoteSample();
    return request("POST", `/api/admin/quotes/${id}/answer`, {
      cookie: (await adminCookie()).cookie,
      json: quoteAnswer(lineId),
    });
  },
  ...orderListSamples("/api/sales/customers/:customerId/lists", "salesperson"),
  "POST /api/sales/customers": async () => {
    const { cookie } = await salesCookie();
    const form = new FormData();
    const { password, passwordConfirmation, ...details } = registration();
    void password;
    void passwordConfirmation;
    for (const [key, value] of Object.entries(details)) form.set(key, String(value));
    form.set("file", new File([pdf], "form.pdf", { type: "application/pdf" }));
    return request("POST", "/api/sales/customers", { cookie, form });
  },
  "POST /api/sales/returns": async () => {
    // An earlier sample may have saved the site settings with returns off
    await putSiteSettings(db, { refundsEnabled: true, refundDays: 14 });
    const { customer, cookie } = await salesCookie();
    const order = await createOrder(db, customer.id, {
      status: "delivered",
      history: [{ status: "delivered", createdAt: Date.now() }],
    });
    return request("POST", "/api/sales/returns", {
      cookie,
      json: { orderId: order.id, reason: "Torn", [`quantity-${order.lines[0]?.id}`]: 1 },
    });
  },
  "POST /api/sales/collections": async () => {
    const { customer, cookie } = await salesCookie();
    return request("POST", "/api/sales/collections", {
      cookie,
      json: { customerId: customer.id, method: "cash", amount: 500, collectedOn: "28/11/2026", allocations: [] },
    });
  },
  "POST /api/sales/collections/:id/void": async () => {
    const { id, cookie } = await collectionSample();
    return request("POST", `/api/sales/collections/${id}/void`, { cookie, json: { reason: "Entered twice" } });
  },
  "POST /api/sales/collections/:id/email": async () => {
    const { id, cookie } = await collectionSample();
    return request("POST", `/api/sales/collections/${id}/email`, { cookie });
  },
  "POST /api/admin/collections/:id/confirm": async () => {
    const { id } = await collectionSample();
    return request("POST", `/api/admin/collections/${id}/confirm`, { cookie: (await adminCookie()).cookie, json: {} });
  },
  "POST /api/admin/collections/:id/void": async () => {
    const { id } = await collectionSample();
    return request("POST", `/api/admin/collections/${id}/void`, {
      cookie: (await adminCookie()).cookie,
      json: { reason: "Entered twice" },
    });
  },
  "POST /api/admin/abandoned-carts/:id/remind": async () => {
    const customer = await createCustomer(db);
    await db.insert(carts).values({
      customerId: customer.id,
      items: [{ id: "1", productId: 1, quantity: 1, price: 1_000 }],
      totalItems: 1,
      cartTotal: 1_000,
      state: "left",
    });
    return request("POST", `/api/admin/abandoned-carts/${customer.id}/remind`, {
      cookie: (await adminCookie()).cookie,
    });
  },
  "POST /api/admin/customers": async () =>
    request("POST", "/api/admin/customers", { cookie: (await adminCookie()).cookie, json: registration() }),
  "POST /api/admin/customers/:id/password-reset": async () => {
    const customer = await createCustomer(db);
    return request("POST", `/api/admin/customers/${customer.id}/password-reset`, {
      cookie: (await adminCookie()).cookie,
    });
  },
  ...adminResourceSamples("/api/admin/salespeople", () => {
    const token = uniqueToken().slice(0, 8);
    return {
      firstName: "Omar",
      lastName: "Saleh",
      phone: `05${Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte % 10).join("")}`,
      email: `sales-${token}@jumla.test`,
      code: `SP-${token}`,
      password: fixturePassword,
      passwordConfirmation: fixturePassword,
    };
  }),
  ...adminResourceSamples("/api/admin/measure-units", () => {
    const code = `u${uniqueToken().slice(0, 8)}`;
    return { code, translations: { en: { name: `Unit ${code}` } } };
  }),
  // A rate changes the VAT of the shop's quotes (decision 0087). A default exists first, so the
  // group the sample creates is not made the default, which could not be deleted.
  ...adminResourceSamples("/api/admin/tax-groups", async () => {
    await db
      .insert(taxGroups)
      .values({ name: `Default ${uniqueToken()}`, rateBasisPoints: 1500, isDefault: true })
      .onConflictDoNothing();
    return { name: `Tax ${uniqueToken()}`, rateBasisPoints: 500 };
  }),
  // Not catalogue data: the quote reads zones by their own version (decision 0091). A PUT sends the
  // zone's bands back with their ids: leaving out the first or last is refused (SPEC §8).
  ...(() => {
    const base = "/api/admin/shipping-zones";
    const samples = adminResourceSamples(base, zoneSample);
    const withBands = (method: "PUT" | "PATCH") => async () => {
      const { cookie } = await adminCookie(false);
      const created = await callApi(request("POST", base, { cookie, json: zoneSample() }));
      const { data } = (await created.json()) as { data: { id: number; rates: unknown[] } };
      return request(method, `${base}/${data.id}`, { cookie, json: { ...zoneSample(), rates: data.rates } });
    };
    return { ...samples, [`PUT ${base}/:id`]: withBands("PUT"), [`PATCH ${base}/:id`]: withBands("PATCH") };
  })(),
  // Not catalogue data: no page shows a coupon, and each quote reads it live (decision 0088)
  ...adminResourceSamples("/api/admin/coupons", () => ({
    code: `C${uniqueToken().slice(0, 10).toUpperCase()}`,
    type: "percent",
    value: 1000,
  })),
  // Price lists and what hangs on them (decision 0101)
  ...adminResourceSamples("/api/admin/price-lists", () => ({ name: `List ${uniqueToken()}` })),
  ...(() => {
    const list = async () => {
      const [row] = await db
        .insert(priceLists)
        .values({ name: `List ${uniqueToken()}` })
        .returning();
      if (!row) throw new Error("price list not created");
      return row;
    };
    return {
      "PUT /api/admin/price-lists/:id/prices": async () => {
        const [{ id }, product] = [await list(), await createProduct(db)];
        return request("PUT", `/api/admin/price-lists/${id}/prices`, {
          cookie: (await adminCookie()).cookie,
          json: { prices: [{ productId: product.id, unitPrice: 900 }] },
        });
      },
      "PUT /api/admin/price-lists/:id/prices/item": async () => {
        const [{ id }, product] = [await list(), await createProduct(db)];
        return request("PUT", `/api/admin/price-lists/${id}/prices/item`, {
          cookie: (await adminCookie()).cookie,
          json: { productId: product.id, unitPrice: 900 },
        });
      },
      "DELETE /api/admin/price-lists/:id/prices/item": async () => {
        const [{ id }, product] = [await list(), await createProduct(db)];
        await db.insert(priceListPrices).values({ listId: id, productId: product.id, unitPrice: 900 });
        return request("DELETE", `/api/admin/price-lists/${id}/prices/item?productId=${product.id}`, {
          cookie: (await adminCookie()).cookie,
        });
      },
      "POST /api/admin/price-lists/:id/prices/import": async () => {
        const [{ id }, { sku }] = [await list(), await createProduct(db)];
        const form = new FormData();
        form.set("file", new File([`sku,price\n${sku},9.00`], "prices.csv"));
        form.set("dryRun", "false");
        return request("POST", `/api/admin/price-lists/${id}/prices/import`, {
          cookie: (await adminCookie()).cookie,
          form,
        });
      },
      "PUT /api/admin/price-breaks": async () => {
        const product = await createProduct(db);
        return request("PUT", "/api/admin/price-breaks", {
          cookie: (await adminCookie()).cookie,
          json: { listId: null, productId: product.id, breaks: [{ minQuantity: 12, unitPrice: 800 }] },
        });
      },
      ...adminResourceSamples("/api/admin/customer-groups", async () => ({
        name: `Group ${uniqueToken()}`,
        priceListId: (await list()).id,
      })),
      "PUT /api/admin/customers/:id/pricing": async () => {
        const [customer, { id }] = [await createCustomer(db), await list()];
        return request("PUT", `/api/admin/customers/${customer.id}/pricing`, {
          cookie: (await adminCookie()).cookie,
          json: { groupId: null, priceListId: id },
        });
      },
    };
  })(),
  // A company's terms for paying on account (decision 0102): read at checkout, never cached.
  "PUT /api/admin/companies/:id/terms": async () => {
    const customer = await createCustomer(db);
    return request("PUT", `/api/admin/companies/${customer.id}/terms`, {
      cookie: (await adminCookie()).cookie,
      json: { paymentTermsDays: 30, creditLimit: 500_000 },
    });
  },
  // Payment methods are read on every quote, not cached (decision 0089): their writes bump nothing.
  ...adminResourceSamples("/api/admin/payment-methods", () => ({
    name: `transfer-${uniqueToken()}`,
    kind: "bank_transfer",
    translations: { en: { displayName: "Bank transfer" }, ar: { displayName: "تحويل بنكي" } },
  })),
  "PUT /api/admin/payment-methods/:id/zones": async () => {
    const world = await createDeliveryWorld(db);
    return request("PUT", `/api/admin/payment-methods/${world.methods.cash.id}/zones`, {
      cookie: (await adminCookie()).cookie,
      json: { zoneIds: [world.zone.id] },
    });
  },
  ...adminResourceSamples("/api/admin/brands", async () => ({
    status: "available",
    imageId: (await createGalleryImage(db)).id,
    translations: { en: { name: `Brand ${uniqueToken()}` } },
  })),
  ...adminResourceSamples("/api/admin/tags", () => ({ translations: { en: { name: `Tag ${uniqueToken()}` } } })),
  ...adminResourceSamples("/api/admin/main-categories", () => ({
    status: "available",
    translations: { en: { title: `Main ${uniqueToken()}` } },
  })),
  ...adminResourceSamples("/api/admin/categories", () => ({
    status: "available",
    translations: { en: { title: `Category ${uniqueToken()}` } },
  })),
  ...adminResourceSamples("/api/admin/menus", async () => {
    const token = uniqueToken();
    return {
      translations: { en: { title: `Menu ${token}` } },
      status: "available",
      type: "carousel",
      deviceType: "web",
      placement: "home",
      menuTypeKey: "carousel",
      itemType: "products",
      items: [{ type: "products", id: (await createProduct(db)).id }],
    };
  }),
  ...adminResourceSamples("/api/admin/slides", async () => ({
    translations: { en: { title: `Slide ${uniqueToken()}` } },
    url: "/products",
    imageId: (await createGalleryImage(db)).id,
    status: "available",
  })),
  "POST /api/admin/gallery": async () => {
    const form = new FormData();
    const pixels = crypto.getRandomValues(new Uint8Array(4 * 4 * 3));
    form.append("files", new File([new Uint8Array(encodePng(4, 4, pixels))], "sample.png", { type: "image/png" }));
    return request("POST", "/api/admin/gallery", { cookie: (await adminCookie()).cookie, form });
  },
  "PUT /api/admin/gallery/:id": async () =>
    request("PUT", `/api/admin/gallery/${(await createGalleryImage(db)).id}`, {
      cookie: (await adminCookie()).cookie,
      json: { alt: "Folded towels" },
    }),
  "PATCH /api/admin/gallery/:id": async () =>
    request("PATCH", `/api/admin/gallery/${(await createGalleryImage(db)).id}`, {
      cookie: (await adminCookie()).cookie,
      json: { alt: "Folded towels" },
    }),
  "DELETE /api/admin/gallery/:id": async () =>
    request("DELETE", `/api/admin/gallery/${(await createGalleryImage(db, { bucket: env.BUCKET })).id}`, {
      cookie: (await adminCookie()).cookie,
    }),
  ...adminResourceSamples("/api/admin/variants", () => ({
    translations: { en: { name: `Size ${uniqueToken()}` } },
    values: [{ translations: { en: { name: "S" } } }, { translations: { en: { name: "M" } } }],
  })),
  ...adminResourceSamples("/api/admin/option-groups", optionGroupBody),
  // A group keeps its first choice (SPEC §5 "the first option cannot be deleted"): sent back by id
  "PUT /api/admin/option-groups/:id": async () => {
    const { cookie, path, choices } = await optionGroupSample();
    return request("PUT", path, { cookie, json: { ...optionGroupBody(), choices } });
  },
  "PATCH /api/admin/option-groups/:id": async () => {
    const { cookie, path } = await optionGroupSample();
    return request("PATCH", path, { cookie, json: { maxSelections: 1 } });
  },
  "PUT /api/admin/products/:productId/variants": async () => {
    const { cookie, product, variant } = await variantSample();
    return request("PUT", `/api/admin/products/${product.id}/variants`, {
      cookie,
      json: { variants: [{ ...variant, price: variant.price + 100 }] },
    });
  },
  "PATCH /api/admin/products/:productId/variants/:variantId": async () => {
    const { cookie, product, variant } = await variantSample();
    return request("PATCH", `/api/admin/products/${product.id}/variants/${variant.id}`, {
      cookie,
      json: { price: 1_999 },
    });
  },
  "PUT /api/admin/products/:productId/attributes": async () => {
    const { id } = await createProduct(db);
    return request("PUT", `/api/admin/products/${id}/attributes`, {
      cookie: (await adminCookie()).cookie,
      json: { attributes: [{ translations: { en: { name: "Fabric", value: "100% cotton" } } }] },
    });
  },
  "POST /api/admin/product-csv/import": async () => {
    const { sku } = await createProduct(db);
    const form = new FormData();
    form.set("file", new File([`sku,price,title_en\n${sku},12.50,Imported towel`], "products.csv"));
    form.set("dryRun", "false");
    return request("POST", "/api/admin/product-csv/import", { cookie: (await adminCookie()).cookie, form });
  },
  ...adminResourceSamples("/api/admin/products", () => {
    const token = uniqueToken();
    return {
      sku: `C${token.slice(0, 7)}`,
      price: 1_000,
      quantity: 5,
      translations: { en: { title: `Towel ${token}` } },
    };
  }),
  ...adminResourceSamples(
    "/api/admin/admins",
    () => {
      const token = uniqueToken().slice(0, 10);
      const password = "Shelves-and-Ledgers-8";
      return { name: `Admin ${token}`, email: `a${token}@example.com`, password, passwordConfirmation: password };
    },
    { isSuperAdmin: true },
  ),
  "PUT /api/admin/settings/company-info": async () =>
    request("PUT", "/api/admin/settings/company-info", {
      cookie: (await adminCookie()).cookie,
      json: { translations: { en: { name: `Jumla ${uniqueToken()}`, address: "King Fahd Road" } } },
    }),
  "PUT /api/admin/settings/personal": async () =>
    request("PUT", "/api/admin/settings/personal", {
      cookie: (await adminCookie()).cookie,
      // A new sign-in email needs the current password (decision 0074).
      json: { name: "Sara Admin", email: `me-${uniqueToken()}@example.com`, oldPassword: fixturePassword },
    }),
  "PUT /api/admin/settings/site": async () =>
    request("PUT", "/api/admin/settings/site", {
      cookie: (await adminCookie()).cookie,
      json: {
        maxQuantityPerProduct: 400,
        refundDays: 14,
        lowStockThreshold: 5,
        additional_front_routes: ["shipping-policy"],
      },
    }),
  ...Object.fromEntries(
    ["catalogue-pdf", "application-form-pdf"].map((document) => [
      `PUT /api/admin/settings/site/${document}`,
      async () => {
        const form = new FormData();
        const pdf = `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${uniqueToken()}\n%%EOF\n`;
        form.set("file", new File([pdf], `${document}.pdf`, { type: "application/pdf" }));
        return request("PUT", `/api/admin/settings/site/${document}`, { cookie: (await adminCookie()).cookie, form });
      },
    ]),
  ),
  "PUT /api/admin/settings/theme": async () =>
    request("PUT", "/api/admin/settings/theme", {
      cookie: (await adminCookie()).cookie,
      json: { ...defaultTheme, light: { ...defaultTheme.light, primary: "#7c3aed" } },
    }),
  "DELETE /api/admin/settings/theme": async () =>
    request("DELETE", "/api/admin/settings/theme", { cookie: (await adminCookie()).cookie }),
  "PATCH /api/admin/reviews/:id": async () =>
    request("PATCH", `/api/admin/reviews/${(await createReview(db)).id}`, {
      cookie: (await adminCookie()).cookie,
      json: { approved: true },
    }),
  "DELETE /api/admin/reviews/:id": async () =>
    request("DELETE", `/api/admin/reviews/${(await createReview(db)).id}`, { cookie: (await adminCookie()).cookie }),
  ...adminResourceSamples("/api/admin/cms-pages", () => {
    const url = `cms-${uniqueToken().slice(0, 8)}`;
    return { layout: "page", translations: { en: { url, title: `Page ${url}`, body: "<p>Terms</p>" } } };
  }),
  // One template per status: each sample starts from a fresh "accepted" one (this database only)
  "POST /api/admin/email-templates": async () => {
    await db.delete(emailTemplates).where(eq(emailTemplates.orderStatus, "accepted"));
    return request("POST", "/api/admin/email-templates", {
      cookie: (await adminCookie()).cookie,
      json: templateBody(),
    });
  },
  "PUT /api/admin/email-templates/:id": async () => {
    const { cookie, path } = await templateSample();
    return request("PUT", path, { cookie, json: templateBody() });
  },
  "PATCH /api/admin/email-templates/:id": async () => {
    const { cookie, path } = await templateSample();
    return request("PATCH", path, { cookie, json: { sentToAdmins: true } });
  },
  "DELETE /api/admin/email-templates/:id": async () => {
    const { cookie, path } = await templateSample();
    return request("DELETE", path, { cookie });
  },
  "POST /api/admin/email-preview": async () =>
    request("POST", "/api/admin/email-preview", {
      cookie: (await adminCookie()).cookie,
      json: { settingName: "registration", locale: "en", subject: "Welcome", body: "Hello {{name}}" },
    }),
  "POST /api/checkout/quote": async () => {
    const { buyer, product } = await checkoutSample();
    return request("POST", "/api/checkout/quote", {
      cookie: buyer.cookie,
      json: { lines: [{ productId: product.id, quantity: 1 }], addressId: buyer.address.id },
    });
  },
  "POST /api/orders": async () => (await checkoutSample()).orderRequest(),
  "POST /api/account/orders/:id/cancel": async () => {
    const { buyer, orderRequest } = await checkoutSample();
    const placed = (await (await callApi(orderRequest())).json()) as { data: { id: number } };
    return request("POST", `/api/account/orders/${placed.data.id}/cancel`, { cookie: buyer.cookie });
  },
  "POST /api/front/contact": async () =>
    request("POST", "/api/front/contact", {
      json: { name: "Noura", email: "noura@example.com", subject: "Towels", message: "Do you stock hotel towels?" },
    }),
  "POST /api/front/reviews": async () =>
    request("POST", "/api/front/reviews", {
      json: { overallRating: 5, name: "Mark Ellison", email: "mark@example.com" },
    }),
};

/** Every method-and-path of the app that may change state. */
const mutatingRoutes = [
  ...new Set(
    api.routes
      .filter((route) => !["ALL", "GET", "HEAD", "OPTIONS"].includes(route.method))
      .map((route) => `${route.method} ${route.path}`),
  ),
];

/** A test-only admin domain writing a brand, built with or without the hook. */
function brandWriter(withHook: boolean) {
  const domain = (withHook ? catalogueRoutes() : new Hono<ApiEnv>()).post("/brands", access("admin"), async (c) => {
    const database = c.var.db;
    const [brand] = await database.insert(brands).values({ status: "available" }).returning();
    const id = brand?.id ?? 0;
    const token = uniqueToken();
    await database.insert(brandTranslations).values([
      { brandId: id, locale: "ar", name: `علامة ${token}`, slug: `brand-ar-${token}` },
      { brandId: id, locale: "en", name: `Brand ${token}`, slug: `brand-en-${token}` },
    ]);
    // A brand's name is indexed with its products: the triggers queue them for the search index.
    const [product] = await database.select({ id: products.id }).from(products).limit(1);
    if (product) await database.update(products).set({ brandId: id }).where(eq(products.id, product.id));
    return ok(c, { id }, { status: 201 });
  });
  // The request's own database client, as the app gives every route (access() reads the session with it).
  return new Hono<ApiEnv>()
    .use("*", requestDatabase())
    .route("/api/admin", domain)
    .onError((error, c) =>
      c.json({ error: error.message }, error instanceof AppError ? errorCodes[error.code].status : 500),
    );
}

beforeAll(async () => {
  await putSiteSettings(db);
  await putCompanyProfile(db);
  await createProduct(db);
  await db.run(sql`create table if not exists test_catalogue_log (table_name text not null, operation text not null)`);
  await db.batch(
    catalogueTables.flatMap((table) =>
      operations.map((operation) =>
        db.run(
          sql.raw(`create trigger if not exists ${triggerName(table, operation)} after ${triggerEvent(table, operation)} on ${table}
            begin insert into test_catalogue_log values ('${table}', '${operation}'); end`),
        ),
      ),
    ) as [ReturnType<typeof db.run>, ...ReturnType<typeof db.run>[]],
  );
});

afterAll(async () => {
  await db.batch(
    catalogueTables.flatMap((table) =>
      operations.map((operation) => db.run(sql.raw(`drop trigger if exists ${triggerName(table, operation)}`))),
    ) as [ReturnType<typeof db.run>, ...ReturnType<typeof db.run>[]],
  );
});

describe("the catalogue tables, derived from the schema modules", () => {
  it("cover products, categories, brands, menus, slides, settings, the company profile and content pages", () => {
    expect(catalogueTables).toEqual(
      expect.arrayContaining([
        "products",
        "product_translations",
        "categories",
        "brands",
        "menus",
        "slides",
        "tags",
        "measure_units",
        "tax_groups",
        "option_groups",
        "site_settings",
        "company_profile",
        "content_pages",
      ]),
    );
    expect(catalogueTables).not.toEqual(expect.arrayContaining(["reviews"]));
  });
});

describe("the detector", () => {
  it("catches a route that writes catalogue rows without the hook (control)", async () => {
    const { cookie } = await adminCookie();
    const seen = await observe(
      (req) => brandWriter(false).request(req, undefined, env),
      request("POST", "/api/admin/brands", { cookie, json: {} }),
    );
    expect(seen.status).toBe(201);
    expect(seen.writes).toEqual(expect.arrayContaining(["brands:insert", "brand_translations:insert"]));
    expect(seen.isVersionBumped).toBe(false);
    expect(seen.queued).toBeGreaterThan(0);
    expect(skippedTheHook(seen)).toBe(true);
  });

  it("passes the same route built with catalogueRoutes(): version bumped, search queue drained", async () => {
    const { cookie } = await adminCookie();
    const seen = await observe(
      (req) => brandWriter(true).request(req, undefined, env),
      request("POST", "/api/admin/brands", { cookie, json: {} }),
    );
    expect(seen.status).toBe(201);
    expect(seen.writes).toEqual(expect.arrayContaining(["brands:insert", "products:update"]));
    expect(seen).toMatchObject({ isVersionBumped: true, queued: 0 });
    expect(skippedTheHook(seen)).toBe(false);
  });

  it("leaves the version alone when the write is refused", async () => {
    const seen = await observe(
      (req) => brandWriter(true).request(req, undefined, env),
      request("POST", "/api/admin/brands", { json: {} }),
    );
    expect(seen).toMatchObject({ status: 401, writes: [], isVersionBumped: false });
  });
});

describe("every mutating route of the app", () => {
  it("has a success sample", () => {
    expect(mutatingRoutes.filter((key) => !(key in successSamples))).toEqual([]);
    expect(Object.keys(successSamples).filter((key) => !mutatingRoutes.includes(key))).toEqual([]);
  });

  it.each(mutatingRoutes)("%s: succeeds, and bumps and drains if it wrote catalogue rows", async (key) => {
    const sample = successSamples[key];
    if (!sample) throw new Error(`no success sample for ${key}`);
    const seen = await observe(callApi, await sample());
    expect(seen.status, `${key} must succeed for the sweep to mean anything`).toBeLessThan(400);
    expect(skippedTheHook(seen), `${key} wrote ${seen.writes.join(", ")} without the catalogue hook`).toBe(false);
  });
});

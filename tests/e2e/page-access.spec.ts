import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { getProfile } from "../../core/profiles.ts";
import { localizePath } from "../../i18n/routing.ts";
import { areaDoor, doorLocation, findPageArea, roles, type Role } from "../../src/lib/page-access.ts";
import { freshCustomer } from "./forms-db.ts";
import { customerWithOrders } from "./customer-orders-db.ts";
import { openE2eDb } from "./db.ts";

// Issue #9 item 3: every page under an area of src/lib/page-access.ts answers every role as the
// table says. The pages are found on disk, so a new area page is swept without a line here, and a
// page that gates on its own (or forgets the table) fails.
const profile = getProfile(process.env.PROFILE ?? "testing_v1");

/** Every page route under src/pages with its dynamic segments named, e.g. /dashboard/orders/[id]. */
function pageRoutes(dir = "src/pages"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) return pageRoutes(file);
    if (!entry.name.endsWith(".astro")) return [];
    const route = `/${relative("src/pages", file).replace(/\.astro$/, "")}`.replace(/\/index$/, "");
    return [route === "" ? "/" : route];
  });
}

/** Print views and the buyer's invoice page: shown in their document's own language. */
const isDocument = (route: string) => route.endsWith("/print") || route.startsWith("/dashboard/invoices/");

/** A seeded customer's id, by email. */
async function seededCustomerId(email: string): Promise<number> {
  const client = openE2eDb(profile.key);
  try {
    const { rows } = await client.execute({ sql: "select id from customers where email = ?", args: [email] });
    return Number(rows[0]?.id);
  } finally {
    client.close();
  }
}

/** Gives a customer to the demo salesperson, whose area's order page shows only their customers' orders. */
async function giveToDemoSalesperson(email: string) {
  const client = openE2eDb(profile.key);
  try {
    await client.execute({
      sql: "update customers set salesperson_id = (select id from salespeople where email = ?) where email = ?",
      args: [demoAccounts.salesperson.email, email],
    });
  } finally {
    client.close();
  }
}

const areaRoutes = pageRoutes().filter((route) => findPageArea(route.replace(/\[[^\]]+\]/g, "1")));

test("the sweep finds the customer area, onboarding, sign-in and admin pages", () => {
  expect(areaRoutes).toEqual(
    expect.arrayContaining([
      "/dashboard",
      "/dashboard/orders/[id]",
      "/approval-form",
      "/verify-email",
      "/register",
      "/login",
      "/admin-panel/secure/login",
    ]),
  );
});

test("every area page lets in, turns away or redirects each role as the table says", async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [ordersCustomer, unverified] = await Promise.all([
    customerWithOrders(demoAccounts.approvedCustomer.email),
    freshCustomer("unverified"),
  ]);
  await giveToDemoSalesperson(ordersCustomer.email);
  const contexts: APIRequestContext[] = [];
  try {
    /** A browser-like client signed in through the API as the role (guests sign in nowhere). */
    const visitor = async (role: Role) => {
      const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL ?? "" } });
      contexts.push(context);
      const shopper = {
        unverified: { login: unverified.email, password: demoAccounts.approvedCustomer.password },
        unapproved: { login: demoAccounts.pendingCustomer.email, password: demoAccounts.pendingCustomer.password },
        customer: { login: ordersCustomer.email, password: demoAccounts.approvedCustomer.password },
        salesperson: { login: demoAccounts.salesperson.email, password: demoAccounts.salesperson.password },
      };
      if (role === "admin") {
        const answer = await context.post("/api/auth/admin/login", { data: demoAccounts.admin });
        expect(answer.status()).toBe(200);
      } else if (role !== "guest") {
        // Unverified and unapproved accounts are signed in and sent to their step (decision 0075).
        const answer = await context.post("/api/auth/login", { data: shopper[role] });
        expect(answer.status()).toBe(200);
      }
      return context;
    };
    const visitors = Object.fromEntries(
      await Promise.all(roles.map(async (role) => [role, await visitor(role)] as const)),
    ) as Record<Role, APIRequestContext>;

    // A printed invoice of the customer's delivered order, for the invoice pages (decision 0082)
    const created = await visitors.admin.post("/api/admin/invoices", {
      data: { orderId: ordersCustomer.orderIds[0], date: new Date().toLocaleDateString("en-GB") },
    });
    expect(created.status(), await created.text()).toBe(201);
    const invoiceId = ((await created.json()) as { data: { id: number } }).data.id;
    expect((await visitors.admin.post(`/api/admin/invoices/${invoiceId}/print`)).status()).toBe(200);

    // The sales area's pages (decision 0095) and a customer's statement (0096): a customer the demo
    // salesperson manages, and a collection of theirs (voided at the end: never deleted, 0094).
    const salesCustomerId = await seededCustomerId(demoAccounts.approvedCustomer.email);
    const recorded = await visitors.salesperson.post("/api/sales/collections", {
      data: {
        customerId: salesCustomerId,
        method: "cash",
        amount: 100,
        collectedOn: new Date().toLocaleDateString("en-GB"),
      },
    });
    expect(recorded.status(), await recorded.text()).toBe(201);
    const collectionId = ((await recorded.json()) as { data: { id: number } }).data.id;
    // A saved order list of each (decision 0099): the customer's own, and one the salesperson keeps
    // for their customer (deleted at the end; the customer's goes with the customer).
    const listIdOf = async (answer: APIResponse) => {
      expect(answer.status(), await answer.text()).toBe(201);
      return ((await answer.json()) as { data: { list: { id: number } } }).data.list.id;
    };
    const listName = `Access ${Date.now()}`;
    const [customerListId, salesListId] = await Promise.all([
      listIdOf(await visitors.customer.post("/api/account/lists", { data: { name: listName } })),
      listIdOf(
        await visitors.salesperson.post(`/api/sales/customers/${salesCustomerId}/lists`, { data: { name: listName } }),
      ),
    ]);
    // A quote of the customer (decision 0104), whom the demo salesperson manages: the customer's
    // and the salesperson's quote pages (it goes with the customer)
    const quoted = await visitors.customer.post("/api/account/quotes", {
      data: { lines: [{ productId: ordersCustomer.products[0]?.id, quantity: 10 }], note: "Page access" },
    });
    expect(quoted.status(), await quoted.text()).toBe(201);
    const quoteId = ((await quoted.json()) as { data: { quote: { id: number } } }).data.quote.id;
    const idFor = (route: string) =>
      route.startsWith("/dashboard/quotes/") || route.startsWith("/sales/quotes/")
        ? quoteId
        : route.startsWith("/sales/customers/") || route.startsWith("/admin-panel/secure/users/")
          ? salesCustomerId
          : route.startsWith("/sales/collections/") || route.startsWith("/admin-panel/secure/collections/")
            ? collectionId
            : route.includes("/invoices/")
              ? invoiceId
              : route.startsWith("/dashboard/lists/")
                ? customerListId
                : ordersCustomer.orderIds[0];

    for (const route of areaRoutes) {
      const path = route
        .replace("[id]", String(idFor(route)))
        .replace("[listId]", String(salesListId))
        .replace("[token]", ordersCustomer.paymentTokens[0] ?? "");
      const area = findPageArea(path);
      if (!area) throw new Error(`no area for ${path}`);
      // A door opened by a query parameter (an emailed link) is tried with and without it.
      const queries = [
        "",
        ...Object.values(area.doors).flatMap((door) =>
          "unlessQuery" in door && door.unlessQuery ? [`?${door.unlessQuery}=x`] : [],
        ),
      ];
      for (const locale of ["ar", "en"] as const) {
        const localize = (p: string) => localizePath(p, locale, profile);
        for (const query of new Set(queries)) {
          const asked = localize(path) + query;
          for (const role of roles) {
            const door = areaDoor(area, role, profile.flags);
            const answer = await visitors[role].get(asked, { maxRedirects: 0 });
            const where = `${role} at ${asked}`;
            const location =
              door.kind === "redirect" ? doorLocation(door, asked, new URLSearchParams(query), localize) : null;
            if (door.kind === "notFound") expect(answer.status(), where).toBe(404);
            else if (location) {
              expect(answer.status(), where).toBe(303);
              const target = new URL(answer.headers()["location"] ?? "", baseURL);
              expect(target.pathname + target.search, where).toBe(location);
            } else if (isDocument(route) && answer.status() === 302) {
              // A print view is in its document's language: the other language's address sends
              // the visitor to it there (decisions 0081, 0082), never to a sign-in
              const target = new URL(answer.headers()["location"] ?? "", baseURL);
              expect(target.pathname, where).toBe(localizePath(path, locale === "ar" ? "en" : "ar", profile));
            } else expect(answer.status(), where).toBe(200);
          }
        }
      }
    }
    const voided = await visitors.salesperson.post(`/api/sales/collections/${collectionId}/void`, {
      data: { reason: "Recorded by the page access test" },
    });
    expect(voided.status()).toBe(200);
    const removed = await visitors.salesperson.delete(`/api/sales/customers/${salesCustomerId}/lists/${salesListId}`);
    expect(removed.status()).toBe(200);
  } finally {
    await Promise.all(contexts.map((context) => context.dispose()));
    await Promise.all([ordersCustomer.remove(), unverified.remove()]);
  }
});

test("the admin area needs an admin session; a shopper's is not one", async ({ page }) => {
  const answer = await page.request.get("/admin-panel/secure/product", { maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(answer.headers()["location"]).toMatch(/\/admin-panel\/secure\/login$/);
});

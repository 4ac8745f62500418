import { expect, test, type Page } from "@playwright/test";
import { getProfile } from "../../core/profiles.ts";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { pickMessages } from "../../i18n/index.ts";
import { formatMoney } from "../../i18n/money.ts";
import { localizePath } from "../../i18n/routing.ts";
import { axeFindings } from "./accessibility.ts";
import { cartText, checkoutCustomer, putInCart } from "./checkout-db.ts";
import { photograph } from "./photograph.ts";
import type { QueuedOrder } from "../../src/islands/checkout/offline-orders.ts";
import { signIn } from "./sign-in.ts";
import { openE2eDb } from "./db.ts";

// Issue #22 item 4 (decision 0097): a salesperson's order that finds no connection is kept on the
// phone with its Idempotency-Key, shown as waiting, and sent when the connection returns: exactly
// one order, whether the network was cut before the submit or in the middle of it. The service
// worker serves the salesperson's pages without a network.
const profile = getProfile(process.env.PROFILE ?? "testing_v1");

/** The checkout up to the last click that places the order, for the customer chosen on the cart. */
async function readyToPlace(page: Page, path: (to: string) => string) {
  await page.goto(path("/checkout"));
  await page.locator('[data-testid="payment-choice"][data-kind="bank_transfer"]').click();
  if (profile.flags.isOrderSummaryEnabled) {
    await page.getByTestId("place-order").click();
    await page.waitForURL(`**${path("/order-summary")}`);
  }
  // The server's totals are in: the order can be confirmed
  await expect(page.getByTestId("place-order")).toBeEnabled();
}

/**
 * The service worker is in control and has kept the page that installed it and every built asset
 * the page loaded: the page hands them over in one message, and the worker stores them one by one,
 * so a test that cut the network as soon as the page was kept could still miss an island's script.
 */
async function workerHasKept(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        if (!navigator.serviceWorker.controller || !(await caches.match(location.href))) return false;
        const assets = performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.startsWith("/_astro/"));
        return (await Promise.all(assets.map((url) => caches.match(url)))).every(Boolean);
      }),
    )
    .toBe(true);
}

test.describe("orders with a bad connection", () => {
  test("an order confirmed offline waits on the phone and is sent once when the network returns (ar)", async ({
    page,
    context,
    baseURL,
  }) => {
    const path = (to: string) => localizePath(to, "ar", profile);
    const t = pickMessages("ar", ["offline.saved", "offline.state.waiting"]);
    const customer = await checkoutCustomer({ salespersonEmail: demoAccounts.salesperson.email });
    try {
      await signIn(page, baseURL, demoAccounts.salesperson);
      await putInCart(page, [customer.line], { customerId: customer.customerId });
      // The area, seen once: the service worker keeps its shell
      await page.goto(path("/sales"));
      await workerHasKept(page);
      await readyToPlace(page, path);
      const keys: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith("/api/orders"))
          keys.push(request.headers()["idempotency-key"] ?? "");
      });

      await context.setOffline(true);
      await page.getByTestId("place-order").click();
      await expect(page.getByTestId("order-kept")).toHaveText(t["offline.saved"]);
      await expect(page.getByTestId("offline-order-state")).toHaveText(t["offline.state.waiting"]);
      expect(await customer.orders()).toHaveLength(0);
      expect((await axeFindings(page)).failing).toEqual([]);

      // Still offline, the area (from the service worker) lists it as waiting
      await page.goto(path("/sales"));
      await expect(page.getByTestId("offline-order-state")).toHaveText(t["offline.state.waiting"]);
      expect((await axeFindings(page)).failing).toEqual([]);

      await context.setOffline(false);
      await expect.poll(async () => (await customer.orders()).length).toBe(1);
      const [order] = await customer.orders();
      await expect(page.getByTestId("offline-sent")).toContainText(String(order?.order_number));
      await expect(page.getByTestId("offline-order")).toHaveCount(0);
      expect(new Set(keys).size).toBe(1);
      // The next page load finds nothing left to send
      await page.reload();
      await expect(page.getByTestId("sales-nav")).toBeVisible();
      await expect(page.getByTestId("offline-queue")).toHaveCount(0);
      expect(await customer.orders()).toHaveLength(1);
    } finally {
      await customer.remove();
    }
  });

  test("the connection drops after the server placed the order: resent with the same key, one order (en)", async ({
    page,
    baseURL,
  }) => {
    const path = (to: string) => localizePath(to, "en", profile);
    const t = pickMessages("en", ["offline.state.waiting"]);
    const customer = await checkoutCustomer({ salespersonEmail: demoAccounts.salesperson.email });
    try {
      await signIn(page, baseURL, demoAccounts.salesperson);
      await putInCart(page, [customer.line], { customerId: customer.customerId });
      await readyToPlace(page, path);
      const keys: string[] = [];
      let isCut = true;
      // The first POST reaches the server, which places the order; its answer never comes back, and
      // the connection stays down for the sends after it until the test brings it back
      await page.route("**/api/orders", async (route) => {
        keys.push(route.request().headers()["idempotency-key"] ?? "");
        if (!isCut) return route.continue();
        if (keys.length === 1) await route.fetch();
        await route.abort("connectionreset");
      });
      await page.getByTestId("place-order").click();
      await expect(page.getByTestId("offline-order-state")).toHaveText(t["offline.state.waiting"]);
      const placed = await customer.orders();
      expect(placed).toHaveLength(1);

      // The next page load sends what waits: the server answers the order it placed
      isCut = false;
      await page.reload();
      await expect(page.getByTestId("offline-sent")).toContainText(String(placed[0]?.order_number));
      await expect(page.getByTestId("offline-order")).toHaveCount(0);
      expect(await customer.orders()).toHaveLength(1);
      expect(keys.length).toBeGreaterThan(1);
      expect(new Set(keys).size).toBe(1);
    } finally {
      await customer.remove();
    }
  });

  test("with no connection from the start: the last quote kept for the cart, or none and the order kept to be priced (en)", async ({
    page,
    context,
    baseURL,
  }) => {
    const path = (to: string) => localizePath(to, "en", profile);
    const t = pickMessages("en", [
      "offline.saved",
      "offline.savedUnpriced",
      "offline.state.unpriced",
      "offline.unpriced",
    ]);
    const customer = await checkoutCustomer({ salespersonEmail: demoAccounts.salesperson.email });
    try {
      await signIn(page, baseURL, demoAccounts.salesperson);
      await page.goto(path("/cart"));
      await workerHasKept(page);
      // The checkout seen once with an empty cart: the worker keeps it, no quote was ever given
      await page.goto(path("/checkout"));
      await expect(page.getByTestId("checkout-blocked")).toBeVisible();
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith("/api/orders"))
          posts.push(request.headers()["idempotency-key"] ?? "");
      });

      await context.setOffline(true);
      // Offline, the salesperson fills the cart for the customer and goes on from the cart to the checkout
      await page.evaluate(
        (cart) => localStorage.setItem("react-use-cart", cart),
        cartText([customer.line], { customerId: customer.customerId, customerName: "Offline Buyer" }),
      );
      await page.goto(path("/cart"));
      await page.getByTestId("proceed").click();
      await page.waitForURL(`**${path("/checkout")}`);
      await expect(page.getByTestId("offline-unpriced")).toBeVisible();
      await page.getByTestId("place-order").click();
      await expect(page.getByTestId("order-kept")).toHaveText(t["offline.savedUnpriced"]);
      await expect(page.getByTestId("offline-order")).toContainText(t["offline.unpriced"]);
      await expect(page.getByTestId("offline-order-state")).toHaveText(t["offline.state.unpriced"]);
      expect((await axeFindings(page)).failing).toEqual([]);

      // Back online: the server prices it, and nothing is placed before the salesperson confirms
      await context.setOffline(false);
      await expect(page.getByTestId("offline-order")).toHaveAttribute("data-state", "changed");
      await photograph(page.getByTestId("offline-queue"), "test-results/sales-offline/priced-en.png");
      const shown = await page.getByTestId("offline-order-state").textContent();
      expect(await customer.orders()).toHaveLength(0);
      expect(posts).toEqual([]);
      await page.getByTestId("offline-confirm").click();
      await expect.poll(async () => (await customer.orders()).length).toBe(1);
      const [order] = await customer.orders();
      await expect(page.getByTestId("offline-sent")).toContainText(String(order?.order_number));
      await expect(page.getByTestId("offline-order")).toHaveCount(0);
      expect(posts).toHaveLength(1);
      // Placed at the total the salesperson was shown and confirmed
      expect(shown).toContain(formatMoney(Number(order?.grand_total), "en", profile));

      // The common case: the checkout priced this cart once with a connection; opened again with
      // none, it shows that quote (the summary too, seen once before), and the order is kept at it
      await page.goto(path("/order-summary"));
      await page.evaluate(
        (cart) => localStorage.setItem("react-use-cart", cart),
        cartText([customer.line], { customerId: customer.customerId, customerName: "Offline Buyer" }),
      );
      await page.goto(path("/checkout"));
      const total = await page.getByTestId("total-grand").textContent();
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId("offline-kept-quote")).toBeVisible();
      await expect(page.getByTestId("total-grand")).toHaveText(total ?? "");
      await page.locator('[data-testid="payment-choice"][data-kind="bank_transfer"]').click();
      await page.getByTestId("place-order").click();
      if (profile.flags.isOrderSummaryEnabled) {
        await page.waitForURL(`**${path("/order-summary")}`);
        await expect(page.getByTestId("offline-kept-quote")).toBeVisible();
        await page.getByTestId("place-order").click();
      }
      await expect(page.getByTestId("order-kept")).toHaveText(t["offline.saved"]);
      await context.setOffline(false);
      await expect.poll(async () => (await customer.orders()).length).toBe(2);
    } finally {
      await customer.remove();
    }
  });

  test("the service worker serves the salesperson's area and cart without a network", async ({
    page,
    context,
    baseURL,
  }) => {
    const path = (to: string) => localizePath(to, "en", profile);
    await signIn(page, baseURL, demoAccounts.salesperson);
    await page.goto(path("/cart"));
    await workerHasKept(page);
    await context.setOffline(true);
    // The worker itself has no network: what it answers comes from its cache
    const [worker] = context.serviceWorkers();
    expect(
      await worker?.evaluate(() =>
        fetch("/api/health").then(
          () => "network",
          () => "none",
        ),
      ),
    ).toBe("none");
    const cart = await page.goto(path("/cart"));
    expect(cart?.fromServiceWorker()).toBe(true);
    await expect(page.locator("#cart-heading")).toBeVisible();
    // Its scripts came from the worker's cache too: the island draws the (empty) cart
    await expect(page.getByTestId("empty-state")).toBeVisible();
    await context.setOffline(false);
    // The area's shell, once seen, is there without a network too
    await page.goto(path("/sales"));
    // An installable app, as Chromium judges it: the manifest in the page's language and the worker
    const cdp = await context.newCDPSession(page);
    expect(await cdp.send("Page.getInstallabilityErrors")).toEqual({ installabilityErrors: [] });
    expect((await cdp.send("Page.getAppManifest")).url).toMatch(/\/en\/manifest\.webmanifest$/);
    await context.setOffline(true);
    const area = await page.goto(path("/sales"));
    expect(area?.fromServiceWorker()).toBe(true);
    await expect(page.getByTestId("sales-nav")).toBeVisible();
    await context.setOffline(false);
    // A sign-in (here one refused) drops every kept page first: none is shown to the next user
    await page.evaluate(() =>
      fetch("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    );
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).length)).toBe(0);
  });

  test("the orders waiting on a phone fit it, every button in reach above the tab bar (ar) @phone", async ({
    page,
    baseURL,
  }) => {
    const path = (to: string) => localizePath(to, "ar", profile);
    const client = openE2eDb(process.env.PROFILE ?? "testing_v1");
    const { rows } = await client.execute({
      sql: "select id from salespeople where email = ?",
      args: [demoAccounts.salesperson.email],
    });
    client.close();
    await signIn(page, baseURL, demoAccounts.salesperson);
    await page.goto(path("/sales"));
    // Two kept orders the page does not send on its own: one at a changed total, one refused
    const kept = (key: string, change: Partial<QueuedOrder>): QueuedOrder => ({
      key,
      userId: Number(rows[0]?.id),
      customerId: 1,
      customerName: "مؤسسة الأفق التجارية للمواد الغذائية والمنظفات",
      request: { lines: [{ productId: 1, quantity: 12 }], customerId: 1, expectedGrandTotal: 1_234_550 },
      currency: profile.currency,
      confirmedAt: Date.now(),
      state: "waiting",
      reason: null,
      newTotal: null,
      ...change,
    });
    const orders = [
      kept("e2e-changed", { state: "changed", newTotal: 1_299_900 }),
      kept("e2e-refused", { state: "refused", reason: "الكمية المتاحة من هذا المنتج 3 فقط" }),
    ];
    // Written as idb-keyval writes them: out-of-line keys in the store "orders"
    await page.evaluate(
      (entries) =>
        new Promise<void>((resolve, reject) => {
          const opening = indexedDB.open("jumla-offline-orders");
          opening.onupgradeneeded = () => opening.result.createObjectStore("orders");
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const writing = opening.result.transaction("orders", "readwrite");
            for (const entry of entries) writing.objectStore("orders").put(entry, entry.key);
            writing.oncomplete = () => resolve();
            writing.onerror = () => reject(writing.error);
          };
        }),
      orders,
    );
    await page.reload();
    const list = page.getByTestId("offline-order");
    await expect(list).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    for (const button of await page.getByTestId("offline-queue").getByRole("button").all()) {
      await button.scrollIntoViewIfNeeded();
      // Nothing covers it (the fixed tab bar): a trial click finds it clickable
      await button.click({ trial: true, timeout: 5_000 });
    }
    await photograph(page.getByTestId("offline-queue"), "test-results/sales-offline/phone-queue-ar.png");
    // Discarding asks first, then the order is gone for good
    page.once("dialog", (dialog) => void dialog.accept());
    await list
      .nth(1)
      .getByRole("button", { name: pickMessages("ar", ["offline.discard"])["offline.discard"] })
      .click();
    await expect(list).toHaveCount(1);
    await page.reload();
    await expect(list).toHaveCount(1);
  });
});

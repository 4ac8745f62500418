import { expect, test } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { getProfile } from "../../core/profiles.ts";
import { pickMessages } from "../../i18n/index.ts";
import { localizePath } from "../../i18n/routing.ts";
import { axeFindings } from "./accessibility.ts";
import { bankTransferOrder, checkoutCustomer, putInCart } from "./checkout-db.ts";
import { signIn } from "./sign-in.ts";

// Issue #10 items 5 and 6 (decision 0052): /checkout, /order-summary and /thank-you in both
// languages, against the built Worker and its database.
const profile = getProfile(process.env.PROFILE ?? "testing_v1");

for (const locale of ["ar", "en"] as const) {
  const path = (to: string) => localizePath(to, locale, profile);
  const t = pickMessages(locale, [
    "auth.login.unapproved",
    "approval.title",
    "cart.empty",
    "cart.customerRequired",
    "checkout.addressIncomplete",
    "checkout.coupon.applied",
    "checkout.coupon.notApplicable",
    "thankYou.title",
  ]);

  test.describe(`checkout in ${locale}`, () => {
    test("an account awaiting approval is told so, with its next step", async ({ page, baseURL }) => {
      const answer = await page.request.post("/api/auth/login", {
        data: { login: demoAccounts.pendingCustomer.email, password: demoAccounts.pendingCustomer.password },
        headers: { origin: String(baseURL) },
      });
      expect([200, 403]).toContain(answer.status());
      await page.goto(path("/checkout"));
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(page.getByTestId("ordering-blocked")).toContainText(t["auth.login.unapproved"]);
      await expect(page.getByTestId("next-step")).toHaveText(t["approval.title"]);
      await expect(page.getByTestId("next-step")).toHaveAttribute("href", path("/approval-form"));
      await expect(page.getByTestId("checkout")).toHaveCount(0);
    });

    test("a guest signs in first and comes back", async ({ page }) => {
      const answer = await page.request.get(path("/checkout"), { maxRedirects: 0 });
      expect(answer.status()).toBe(303);
      expect(answer.headers()["location"]).toBe(`${path("/login")}?to=${encodeURIComponent(path("/checkout"))}`);
    });

    test("an empty cart cannot be checked out", async ({ page, baseURL }) => {
      const customer = await checkoutCustomer();
      try {
        await signIn(page, baseURL, customer);
        await page.goto(path("/checkout"));
        await expect(page.getByTestId("checkout-blocked")).toContainText(t["cart.empty"]);
      } finally {
        await customer.remove();
      }
    });

    test("the thank-you page shows the order to its owner with the bank details, to no one else", async ({
      page,
      baseURL,
    }) => {
      const [customer, other] = await Promise.all([checkoutCustomer(), checkoutCustomer()]);
      try {
        const order = await bankTransferOrder(customer.customerId);
        await signIn(page, baseURL, customer);
        await page.goto(`${path("/thank-you")}?order=${order.id}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t["thankYou.title"]);
        await expect(page.getByTestId("order-number")).toHaveText(order.number);
        await expect(page.getByTestId("order-total")).toContainText("1,380.00");
        // Bank transfer: the company's account and the order number as the transfer's reference.
        await expect(page.getByTestId("bank-details")).toContainText(order.number);
        await expect(page.getByTestId("view-order")).toHaveAttribute("href", path(`/dashboard/orders/${order.id}`));
        const { failing } = await axeFindings(page);
        expect(failing).toEqual([]);

        await page.context().clearCookies();
        await signIn(page, baseURL, other);
        const answer = await page.goto(`${path("/thank-you")}?order=${order.id}`);
        expect(answer?.status()).toBe(404);
      } finally {
        await Promise.all([customer.remove(), other.remove()]);
      }
    });

    test("a customer orders with a coupon, a zone's rate and bank transfer, and finds the order", async ({
      page,
      baseURL,
    }) => {
      const customer = await checkoutCustomer();
      try {
        await signIn(page, baseURL, customer);
        await putInCart(page, [customer.line]);
        await page.goto(path("/checkout"));
        await expect(page.getByTestId("checkout-line")).toHaveCount(1);
        await expect(page.getByTestId("delivery")).toBeVisible();
        await expect(page.getByTestId("delivery-dates")).toContainText(/\d{2}\/\d{2}\/\d{4}/);
        const grandBefore = await page.getByTestId("total-grand").innerText();

        // An expired coupon is refused with the SPEC §8 message; a valid one changes the totals.
        const coupon = page.locator("#checkout-coupon");
        await coupon.fill("summer2025");
        await coupon.press("Enter");
        await expect(page.locator("#checkout-coupon-error")).toHaveText(t["checkout.coupon.notApplicable"]);
        await coupon.fill("loyal5");
        await coupon.press("Enter");
        await expect(page.getByTestId("coupon-applied")).toContainText("LOYAL5");
        await expect(page.getByTestId("total-discount")).toBeVisible();
        expect(await page.getByTestId("total-grand").innerText()).not.toBe(grandBefore);
        await coupon.fill("LOYAL5");
        await coupon.press("Enter");
        await expect(page.locator("#checkout-coupon-error")).toHaveText(t["checkout.coupon.applied"]);

        await page.locator('[data-testid="payment-choice"][data-kind="bank_transfer"]').click();
        await expect(page.getByTestId("bank-details")).toBeVisible();
        await page.locator("#checkout-po").fill("PO-2026-11");
        const { failing } = await axeFindings(page);
        expect(failing).toEqual([]);
        await page.getByTestId("place-order").click();

        if (profile.flags.isOrderSummaryEnabled) {
          await page.waitForURL(`**${path("/order-summary")}`);
          await expect(page.getByTestId("summary-payment")).toBeVisible();
          await expect(page.getByTestId("coupon-applied")).toContainText("LOYAL5");
          await page.getByTestId("place-order").click();
        }
        await page.waitForURL(/\/thank-you\?order=\d+$/);
        const [order] = await customer.orders();
        await expect(page.getByTestId("order-number")).toHaveText(String(order?.order_number));
        expect(order).toMatchObject({ coupon_code: "LOYAL5", purchase_order_reference: "PO-2026-11" });
        await expect(page.getByTestId("bank-details")).toContainText(String(order?.order_number));
        // The cart is emptied once the order is placed.
        expect(JSON.parse((await page.evaluate(() => localStorage.getItem("react-use-cart"))) ?? "{}").items).toEqual(
          [],
        );

        await page.getByTestId("view-order").click();
        await expect(page.getByTestId("order-detail")).toBeVisible();
      } finally {
        await customer.remove();
      }
    });

    test("a retry after a lost answer places the order once (the attempt's idempotency key)", async ({
      page,
      baseURL,
    }) => {
      const customer = await checkoutCustomer();
      try {
        await signIn(page, baseURL, customer);
        await putInCart(page, [customer.line]);
        await page.goto(path("/checkout"));
        await page.locator('[data-testid="payment-choice"][data-kind="bank_transfer"]').click();
        await page.getByTestId("place-order").click();
        if (profile.flags.isOrderSummaryEnabled) {
          await page.waitForURL(`**${path("/order-summary")}`);
          await expect(page.getByTestId("totals")).toBeVisible();
        }
        // The first answer is lost on the way back: the order is placed, the browser never hears.
        const keys: string[] = [];
        let isFirst = true;
        await page.route("**/api/orders", async (route) => {
          keys.push(route.request().headers()["idempotency-key"] ?? "");
          if (!isFirst) return route.continue();
          isFirst = false;
          await route.fetch();
          await route.abort("connectionreset");
        });
        await page.getByTestId("place-order").click();
        await expect(page.locator("[data-toast]")).toBeVisible();
        expect(await customer.orders()).toHaveLength(1);
        await page.getByTestId("place-order").dblclick();
        await page.waitForURL(/\/thank-you\?order=\d+$/);
        const orders = await customer.orders();
        expect(orders).toHaveLength(1);
        await expect(page.getByTestId("order-number")).toHaveText(String(orders[0]?.order_number));
        expect(new Set(keys).size).toBe(1);
      } finally {
        await customer.remove();
      }
    });

    test("a salesperson orders for the customer chosen on the cart, to that customer's address", async ({
      page,
      baseURL,
    }) => {
      const customer = await checkoutCustomer({ salespersonEmail: demoAccounts.salesperson.email });
      try {
        await signIn(page, baseURL, demoAccounts.salesperson);
        await putInCart(page, [customer.line]);
        await page.goto(path("/checkout"));
        await expect(page.getByTestId("checkout-blocked")).toContainText(t["cart.customerRequired"]);

        // As the cart's picker keeps the choice: the customer's id and name
        await page.evaluate((customerId) => {
          const cart = JSON.parse(localStorage.getItem("react-use-cart") ?? "{}");
          const metadata = { customerId, customerName: "Checkout Buyer" };
          localStorage.setItem("react-use-cart", JSON.stringify({ ...cart, metadata }));
        }, customer.customerId);
        await page.reload();
        await expect(page.getByTestId("ordering-for")).toContainText("Checkout Buyer");
        await expect(page.getByTestId("address-choice")).toContainText("King Fahd Road 12");
        await page.locator('[data-testid="payment-choice"][data-kind="bank_transfer"]').click();
        await page.getByTestId("place-order").click();
        if (profile.flags.isOrderSummaryEnabled) {
          await page.waitForURL(`**${path("/order-summary")}`);
          await expect(page.getByTestId("summary-address")).toContainText("King Fahd Road 12");
          await page.getByTestId("place-order").click();
        }
        await page.waitForURL(/\/thank-you\?order=\d+$/);
        const [order] = await customer.orders();
        await expect(page.getByTestId("order-number")).toHaveText(String(order?.order_number));
        // Salespeople have no customer area: the order opens in theirs (decision 0095).
        await expect(page.getByTestId("view-order")).toHaveAttribute("href", path(`/sales/orders/${order?.id}`));
      } finally {
        await customer.remove();
      }
    });

    for (const address of ["none", "incomplete"] as const) {
      test(`an order without a complete address is refused (${address})`, async ({ page, baseURL }) => {
        const customer = await checkoutCustomer({ address });
        try {
          await signIn(page, baseURL, customer);
          await putInCart(page, [customer.line]);
          await page.goto(path("/checkout"));
          await expect(page.getByTestId("checkout-line")).toHaveCount(1);
          await page.getByTestId("place-order").click();
          await expect(page.locator("#checkout-address-error")).toHaveText(t["checkout.addressIncomplete"]);
          expect(await customer.orders()).toHaveLength(0);
          // No address at all: the form to add one is open on the page.
          if (address === "none") await expect(page.locator("#checkout-address-add")).toHaveAttribute("open", "");
        } finally {
          await customer.remove();
        }
      });
    }
  });
}

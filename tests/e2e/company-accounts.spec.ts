import { expect, test } from "@playwright/test";
import { getProfile } from "../../core/profiles.ts";
import { localizePath } from "../../i18n/routing.ts";
import { axeFindings } from "./accessibility.ts";
import { checkoutCustomer, putInCart } from "./checkout-db.ts";
import { companyRows } from "./company-db.ts";
import { signIn, signInThroughApi } from "./sign-in.ts";

// Issue #23 item 1 (decision 0103): an owner invites a buyer, the buyer sets a password from the
// emailed link and signs in, their order over their limit waits for approval, and the owner
// approves it. Once per language on a desktop; the API tests cover the rules.
const profile = getProfile(process.env.PROFILE ?? "testing_v1");

for (const locale of ["ar", "en"] as const) {
  test(`an owner invites a buyer whose big order waits for the owner's approval (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const path = (to: string) => localizePath(to, locale, profile);
    const owner = await checkoutCustomer();
    const company = companyRows(owner.customerId);
    const buyerEmail = `buyer-${Date.now()}-${locale}@jumla.test`;
    const buyerPassword = "Company-Buyer-2026";
    const buyerContext = await browser.newContext({ baseURL });
    try {
      await signIn(page, baseURL, owner);
      await page.goto(path("/dashboard/company"));
      const invite = page.getByTestId("company-invite");
      await invite.locator('input[name="name"]').fill("Sara Buyer");
      await invite.locator('input[name="email"]').fill(buyerEmail);
      await invite.locator('select[name="role"]').selectOption("buyer");
      await invite.locator('input[name="perOrderLimit"]').fill("1");
      await page.getByTestId("invite-submit").click();
      await expect(page.locator(`[data-testid="company-person"][data-email="${buyerEmail}"]`)).toBeVisible();

      // The buyer sets a password from the emailed link and signs in as the company
      const buyer = await buyerContext.newPage();
      await buyer.goto(await company.invitationPath(buyerEmail));
      // The form once React owns it (Astro removes `ssr` from the island when it hydrates)
      await expect(buyer.locator("astro-island[ssr]")).toHaveCount(0);
      await buyer.locator('input[name="email"]').fill(buyerEmail);
      await buyer.locator('input[name="password"]').fill(buyerPassword);
      await buyer.locator('input[name="passwordConfirmation"]').fill(buyerPassword);
      await buyer.locator('form:has(input[name="passwordConfirmation"]) button[type="submit"]').click();
      await buyer.waitForURL(/\/login\?done=resetPassword$/);
      await signInThroughApi(buyer, baseURL, { email: buyerEmail, password: buyerPassword }, "shop");
      await putInCart(buyer, [owner.line]);
      await buyer.goto(path("/checkout"));
      await buyer.locator('[data-testid="payment-choice"][data-kind="bank_transfer"]').click();
      await expect(buyer.getByTestId("approval-note")).toBeVisible();
      await buyer.getByTestId("place-order").click();
      if (profile.flags.isOrderSummaryEnabled) {
        await buyer.waitForURL(`**${path("/order-summary")}`);
        await buyer.getByTestId("place-order").click();
      }
      await buyer.waitForURL(/\/dashboard\/approvals\?done=sent$/);
      await expect(buyer.locator('[data-testid="approval"][data-status="waiting"]')).toHaveCount(1);
      expect(await company.orders()).toHaveLength(0);

      // The owner approves it: the order is placed, by the buyer and approved by the owner
      await page.goto(path("/dashboard/approvals"));
      const waiting = page.locator('[data-testid="approval"][data-status="waiting"]');
      if (locale === "en") expect((await axeFindings(page)).failing).toEqual([]);
      // The owner changes the line's quantity before approving (one value per line, sent as a list)
      const quantity = waiting.getByTestId("approval-quantity");
      await expect(quantity).toHaveCount(1);
      await quantity.fill(String(owner.line.quantity * 2));
      await waiting.getByTestId("approve").click();
      await expect(page.locator('[data-testid="approval"][data-status="approved"]')).toHaveCount(1);
      const [order] = await company.orders();
      expect(order).toMatchObject({
        placed_by_name: "Sara Buyer",
        approved_by_name: "Salma Al-Harbi",
        total_items_count: owner.line.quantity * 2,
      });
      await page.goto(path(`/dashboard/orders/${String(order?.id)}`));
      await expect(page.getByTestId("order-placed-by")).toContainText("Sara Buyer");
      await expect(page.getByTestId("order-placed-by")).toContainText("Salma Al-Harbi");
    } finally {
      await buyerContext.close();
      await company.remove();
      await owner.remove();
    }
  });
}

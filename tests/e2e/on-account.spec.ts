import { expect, test } from "@playwright/test";
import { dueDay } from "../../core/checkout/on-account.ts";
import { getProfile } from "../../core/profiles.ts";
import { isoDayOf } from "../../i18n/dates.ts";
import { useTranslations } from "../../i18n/index.ts";
import { localizePath } from "../../i18n/routing.ts";
import { axeFindings } from "./accessibility.ts";
import { checkoutCustomer, putInCart } from "./checkout-db.ts";
import { giveTerms } from "./on-account-db.ts";
import { signIn } from "./sign-in.ts";

// Issue #23 item 5 (decision 0102): a company on net 30 pays on account, sees the order's due day
// and its balance on account, in Arabic and in English (axe in English); the API tests cover the rules.
const profile = getProfile(process.env.PROFILE ?? "testing_v1");

for (const locale of ["ar", "en"] as const) {
  test(`a company on net 30 pays on account, and sees the due day and its balance (${locale})`, async ({
    page,
    baseURL,
  }) => {
    const t = useTranslations(locale);
    const path = (to: string) => localizePath(to, locale, profile);
    const customer = await checkoutCustomer();
    try {
      await giveTerms(customer.customerId, { days: 30, creditLimit: 100_000_000 });
      await signIn(page, baseURL, customer);
      await putInCart(page, [customer.line]);
      await page.goto(path("/checkout"));
      await page.locator('[data-testid="payment-choice"][data-kind="on_account"]').click();
      await page.getByTestId("place-order").click();
      if (profile.flags.isOrderSummaryEnabled) {
        await page.waitForURL(`**${path("/order-summary")}`);
        await page.getByTestId("place-order").click();
      }
      await page.waitForURL(/\/thank-you\?order=\d+$/);
      await page.getByTestId("view-order").click();
      const due = dueDay(isoDayOf(Date.now(), profile), 30).split("-").reverse().join("/");
      // The day is isolated in the sentence (bdi), so the words and the day are found apart
      await expect(page.getByTestId("order-due-on")).toContainText(t("dashboard.order.dueOn", { date: "" }).trim());
      await expect(page.getByTestId("order-due-on")).toContainText(due);

      await page.goto(path("/dashboard"));
      await expect(page.getByTestId("on-account")).toContainText(t("dashboard.onAccount.days", { days: "30" }));
      await expect(page.getByTestId("on-account-overdue")).toHaveText(t("dashboard.onAccount.nothingOverdue"));
      await expect(page.getByTestId("on-account-balance")).not.toHaveText(/^\D*0\.00\D*$/);
      if (locale === "en") {
        const { failing } = await axeFindings(page);
        expect(failing).toEqual([]);
      }
    } finally {
      await customer.remove();
    }
  });
}

import { expect, test } from "@playwright/test";
import { getProfile } from "../../core/profiles.ts";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { localizePath } from "../../i18n/routing.ts";
import { axeFindings } from "./accessibility.ts";
import { checkoutCustomer, putInCart } from "./checkout-db.ts";
import { signIn } from "./sign-in.ts";

// Issue #23 item 4 (decision 0104): a quote is requested from the cart, answered by the customer's
// salesperson, accepted and checked out at its prices, once per language (axe in English, on a
// desktop). The API tests cover the status rules, expiry, races and IDOR.
const profile = getProfile(process.env.PROFILE ?? "testing_v1");

for (const locale of ["ar", "en"] as const) {
  test(`a quote is requested, answered by the salesperson, accepted and checked out (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const path = (to: string) => localizePath(to, locale, profile);
    const customer = await checkoutCustomer({ salespersonEmail: demoAccounts.salesperson.email });
    const seller = await browser.newContext({ baseURL });
    try {
      await signIn(page, baseURL, customer);
      await putInCart(page, [customer.line]);
      await page.goto(path("/cart"));
      const request = page.getByTestId("request-quote");
      await request.locator("summary").click();
      await request.getByRole("textbox").fill("Best price for this case?");
      await request.getByRole("button").click();
      await page.getByTestId("request-quote-open").click();
      await page.waitForURL(/\/dashboard\/quotes\/\d+$/);
      const quotePath = new URL(page.url()).pathname;
      const quoteId = quotePath.split("/").at(-1) ?? "";
      await expect(page.getByTestId("quote-status")).toHaveText(
        locale === "en" ? "Waiting for an answer" : "بانتظار الرد",
      );

      // The salesperson answers from their area: a price below the shelf's, until the default day
      const sales = await seller.newPage();
      await signIn(sales, baseURL, demoAccounts.salesperson);
      await sales.goto(path(`/sales/quotes/${quoteId}`));
      // The answer form is an island: typed into before it hydrates, the price would be lost
      await expect(sales.locator("astro-island[ssr]")).toHaveCount(0);
      await sales.getByTestId("quote-answer-price").fill("1.50");
      await sales.getByTestId("quote-answer-submit").click();
      await expect(sales.getByTestId("quote-status")).toHaveText(locale === "en" ? "Answered" : "تم الرد");

      // The buyer accepts and checks out at the quoted price
      await page.reload();
      await page.getByTestId("quote-accept").getByRole("button").click();
      await expect(page.getByTestId("quote-status")).toHaveText(locale === "en" ? "Accepted" : "مقبول");
      if (locale === "en") expect((await axeFindings(page)).failing).toEqual([]);
      await page.getByTestId("quote-checkout").click();
      await expect(page.getByTestId("checkout-quote")).toContainText(quoteId);
      // The line's total at the quoted unit price
      const lineTotal = (customer.line.quantity * 1.5).toLocaleString("en", { minimumFractionDigits: 2 });
      await expect(page.getByTestId("checkout")).toContainText(lineTotal);
      await page.getByTestId("place-order").click();
      await page.waitForURL(/\/thank-you\?order=\d+$/);

      await page.goto(quotePath);
      await expect(page.getByTestId("quote-status")).toHaveText(locale === "en" ? "Ordered" : "تم الطلب");
      await expect(page.getByTestId("quote-order")).toBeVisible();
    } finally {
      await seller.close();
      await customer.remove();
    }
  });
}

import { expect, test, type Page } from "@playwright/test";
import type { CollectionReceipt, SalesCustomerDetail } from "../../core/contracts/sales.ts";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { useTranslations } from "../../i18n/index.ts";
import { axeFailures, chooseTheme } from "./accessibility.ts";
import { logToasts, openAdmin, seeToast, settleScreen } from "./admin-db.ts";
import { photograph } from "./photograph.ts";
import { salespersonsOrder } from "./sales-collections-db.ts";
import { signIn, signInAdmin } from "./sign-in.ts";

// Issue #22 item 6, decision 0096: a salesperson records a cheque against their customer's order;
// the receipt shows and is emailed; the customer's balance drops by it; the office confirms it from
// the collections list; the customer's statement shows it (its days typed DD/MM/YYYY); the office
// prints the receipt (and, on the desktop, a second receipt is voided with its reason from the
// receipt page, a third by the office). English on a desktop (with axe over the form, the
// receipt, the list, the collection and the statement), Arabic on a phone (nothing wider than the
// phone; decision 0078: axe on the desktop only).

const token = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;
/** Minor units as typed: "1234.50". */
const typed = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function balanceOf(page: Page, customerId: number): Promise<SalesCustomerDetail> {
  const answer = await page.request.get(`/api/sales/customers/${customerId}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: SalesCustomerDetail }).data;
}

for (const { locale, prefix, tag } of [
  { locale: "en", prefix: "/en", tag: "" },
  { locale: "ar", prefix: "", tag: " @phone" },
] as const) {
  test(`a salesperson records a cheque against an order, the office confirms it and the statement shows it (${locale})${tag}`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const t = useTranslations(locale);
    const isPhone = tag !== "";
    const failures: string[] = [];
    const wider: string[] = [];
    const look = async (label: string) => {
      if (isPhone) {
        const overflow = await overflowOf(page);
        if (overflow > 0) wider.push(`${label}: ${overflow} px wider than the phone`);
      } else failures.push(...(await axeFailures(page, label)));
    };
    // Arabic light on the phone, English dark on the desktop (decision 0078)
    await chooseTheme(page, isPhone ? "light" : "dark");
    await logToasts(page);
    const placed = await salespersonsOrder(page, baseURL, { locale, reference: `PO-COL-${token()}` });
    try {
      const { order, customer } = placed;
      await signIn(page, baseURL, demoAccounts.salesperson);
      const before = await balanceOf(page, customer.customerId);
      const open = before.openOrders.find((row) => row.id === order.id);
      expect(open?.openAmount).toBe(order.grandTotal);

      // The form: a cheque, its number, bank and due day, the whole amount on the order.
      await page.goto(`${prefix}/sales/collections/new?customer=${customer.customerId}`);
      const form = page.getByTestId("collection-form");
      // The island answers once hydrated: what is chosen before then is drawn over
      await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
      await form.getByLabel(t("collections.method")).selectOption("check");
      await form.getByRole("textbox", { name: t("collections.amount"), exact: true }).fill(typed(order.grandTotal));
      const chequeNumber = `CHQ-${token()}`;
      await form.getByLabel(t("collections.chequeNumber")).fill(chequeNumber);
      await form.getByLabel(t("collections.bank")).fill(locale === "ar" ? "البنك الأهلي" : "National Bank");
      await form
        .getByLabel(t("collections.dueDate"))
        .fill(new Date(Date.now() + 7 * 86_400_000).toLocaleDateString("en-GB"));
      await form.locator(`input[name="allocation-${order.id}"]`).fill(typed(order.grandTotal));
      await look("the collection form");
      await photograph(page, `test-results/sales-collections/form-${locale}.png`);
      await form.getByRole("button", { name: t("sales.collection.submit") }).click();

      // The receipt: its number, the cheque, the order paid, nothing on account, not a tax invoice.
      await expect(page).toHaveURL(new RegExp(`${prefix}/sales/collections/\\d+$`));
      const id = Number(new URL(page.url()).pathname.split("/").pop());
      const sheet = page.getByTestId("receipt-sheet");
      await expect(sheet).toHaveAttribute("data-state", "recorded");
      await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
      await expect(page.getByTestId("receipt-number")).toHaveText(/^[A-Z]+-\d{6}$/);
      const receiptNumber = (await page.getByTestId("receipt-number").innerText()).trim();
      await expect(page.getByTestId("receipt-reference")).toHaveText(chequeNumber);
      await expect(page.getByTestId("receipt-allocation")).toContainText(order.number);
      await expect(page.getByTestId("receipt-not-tax-invoice")).toHaveText(t("collections.notTaxInvoice"));
      await look("the receipt");
      // Emailed to the customer through the outbox.
      await page.getByTestId("receipt-email").click();
      await seeToast(page, "success", t("sales.receipt.emailSent"));
      expect((await placed.emails()).map((email) => email.subject).join(" ")).toContain(receiptNumber);
      await photograph(page, `test-results/sales-collections/receipt-${locale}.png`);
      // Printed, the receipt alone shows.
      await page.emulateMedia({ media: "print" });
      await expect(page.getByTestId("receipt-actions")).toBeHidden();
      await photograph(page, `test-results/sales-collections/receipt-print-${locale}.png`);
      await page.emulateMedia({ media: "screen" });

      // The customer's balance drops by it, and the order has nothing left to collect.
      const after = await balanceOf(page, customer.customerId);
      expect(after.customer.balance).toBe(before.customer.balance - order.grandTotal);
      expect(after.openOrders.map((row) => row.id)).not.toContain(order.id);

      // The list shows it.
      await page.goto(`${prefix}/sales/collections?state=recorded`);
      await expect(page.getByTestId("collection-row").filter({ hasText: receiptNumber })).toBeVisible();
      await look("the collections list");

      // A collection voided on its receipt, with its reason, until the office confirms it; another
      // the office voids (below).
      let officeVoidId: number | null = null;
      if (!isPhone) {
        const cash = await page.request.post("/api/sales/collections", {
          headers: { origin: String(baseURL) },
          data: { customerId: customer.customerId, method: "cash", amount: 5_000, collectedOn: "01/11/2026" },
        });
        expect(cash.status()).toBe(201);
        const cashId = ((await cash.json()) as { data: { id: number } }).data.id;
        await page.goto(`${prefix}/sales/collections/${cashId}`);
        await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
        await page.getByTestId("receipt-void").click();
        const dialog = page.getByTestId("void-dialog");
        await expect(dialog.getByTestId("void-confirm")).toBeDisabled();
        await dialog.getByTestId("void-reason").fill("Counted twice");
        await dialog.getByTestId("void-confirm").click();
        await expect(page.getByTestId("receipt-sheet")).toHaveAttribute("data-state", "voided");
        await expect(page.getByTestId("receipt-voided")).toContainText("Counted twice");
        await expect(page.getByTestId("receipt-void")).toHaveCount(0);
        const another = await page.request.post("/api/sales/collections", {
          headers: { origin: String(baseURL) },
          data: { customerId: customer.customerId, method: "cash", amount: 2_500, collectedOn: "02/11/2026" },
        });
        expect(another.status()).toBe(201);
        officeVoidId = ((await another.json()) as { data: { id: number } }).data.id;
      }

      // The office confirms it from the collections list.
      await signInAdmin(page, baseURL);
      const admin = `${prefix}/admin-panel/secure`;
      await openAdmin(page, `${admin}/collections?search=${receiptNumber}`);
      await settleScreen(page);
      const row = page.getByTestId("resource-row");
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(t("collections.state.recorded"));
      if (!isPhone) failures.push(...(await axeFailures(page, "the office's collections list")));
      else await look("the office's collections list");
      await row.getByRole("link").first().click();
      const detail = page.getByTestId("collection-detail");
      await expect(detail).toHaveAttribute("data-state", "recorded");
      await settleScreen(page);
      await look("the office's collection");
      await page.getByTestId("confirm-collection").click();
      await page.getByTestId("confirm-collection-yes").click();
      await expect(detail).toHaveAttribute("data-state", "confirmed");
      await expect(page.getByTestId("collection-confirmed")).toBeVisible();
      await photograph(page, `test-results/sales-collections/office-${locale}.png`);
      const read = await page.request.get(`/api/admin/collections/${id}`);
      expect(((await read.json()) as { data: CollectionReceipt }).data.state).toBe("confirmed");

      // The statement shows the order and the collection, and the balance they leave.
      await page.getByTestId("open-statement").click();
      await expect(page.getByTestId("statement-sheet")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const entries = page.getByTestId("statement-entry");
      await expect(entries.filter({ hasText: order.number }).first()).toBeVisible();
      await expect(entries.filter({ hasText: receiptNumber })).toHaveCount(1);
      await look("the statement");
      // Its days are typed DD/MM/YYYY (SPEC §9), whatever the browser's own date format
      await page.getByTestId("statement-from").fill("01/01/2020");
      await page.getByTestId("statement-dates").getByRole("button").click();
      await expect(page).toHaveURL(/[?&]from=01%2F01%2F2020/);
      await expect(page.getByTestId("statement-from")).toHaveValue("01/01/2020");
      await expect(page.getByTestId("statement-period")).toContainText("01/01/2020");
      await expect(entries.filter({ hasText: receiptNumber })).toHaveCount(1);
      await photograph(page, `test-results/sales-collections/statement-${locale}.png`);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByTestId("print-now")).toBeHidden();
      // The print rules reach the sheet (a child component): no shadow, no margin on paper
      await expect(page.getByTestId("statement-sheet")).toHaveCSS("box-shadow", "none");
      await photograph(page, `test-results/sales-collections/statement-print-${locale}.png`);
      await page.emulateMedia({ media: "screen" });

      // The office prints the receipt: the salesperson's sheet on an A4 page of its own, the seller at its head.
      await page.goto(`${admin}/collections/${id}/print`);
      const printed = page.getByTestId("receipt-sheet");
      await expect(printed).toHaveAttribute("data-state", "confirmed");
      await expect(printed.getByTestId("seller-header")).toBeVisible();
      await expect(printed.getByTestId("receipt-number")).toHaveText(receiptNumber);
      await look("the office's printed receipt");
      await photograph(page, `test-results/sales-collections/office-receipt-print-${locale}.png`);

      // The office voids a collection it has not confirmed: a reason first, then it shows voided.
      if (officeVoidId !== null) {
        await openAdmin(page, `${admin}/collections/${officeVoidId}`);
        await settleScreen(page);
        await page.getByTestId("void-collection").click();
        const dialog = page.getByTestId("void-dialog");
        await expect(dialog.getByTestId("void-collection-yes")).toBeDisabled();
        await dialog.getByTestId("void-reason").fill("Cash never handed in");
        await dialog.getByTestId("void-collection-yes").click();
        await expect(page.getByTestId("collection-detail")).toHaveAttribute("data-state", "voided");
        await expect(page.getByTestId("collection-voided")).toContainText("Cash never handed in");
        await expect(page.getByTestId("void-collection")).toHaveCount(0);
        await expect(page.getByTestId("confirm-collection")).toHaveCount(0);
      }
      expect(failures).toEqual([]);
      expect(wider).toEqual([]);
    } finally {
      await placed.remove();
    }
  });
}

import { expect, test, type Page } from "@playwright/test";
import { cartLineId } from "../../src/stores/cart.ts";
import { useTranslations } from "../../i18n/index.ts";
import { logToasts, openAdmin, seeToast, signInAdmin, tourAdminScreens } from "./admin-db.ts";
import { cartProducts } from "./cart-db.ts";
import { freshCustomer } from "./forms-db.ts";
import { signIn } from "./sign-in.ts";

// Issue #12 items 1 and 2 (decision 0067): a business registers and uploads its approval form; the
// admin finds it awaiting approval, downloads the form, approves it; the approval email is in the
// outbox; the customer signs in and reaches checkout. A salesperson is added, listed and given a
// customer. Every people screen passes axe in light and dark.

// Decision 0078: this part's journeys run once, in English; the kit they share runs in both
// languages (admin-app.spec.ts), and the screens' axe tour opens each screen in both.
const locales = [{ locale: "en", prefix: "/en", base: "/en/admin-panel/secure" }] as const;

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join(".")}`;
const digits = (length: number) => Array.from({ length }, () => Math.floor(Math.random() * 10)).join("");

test.beforeEach(async ({ context }) => {
  // The per-address brakes on registration: each test browses from its own address.
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
});

/** The newest dev-outbox email to `email` (reloaded until it is there): its subject, text and first link. */
async function outboxEmail(page: Page, email: string, linkContains: string) {
  const message = page
    .locator(`li[data-to="${email}"]`)
    .filter({ has: page.locator(`a[href*="${linkContains}"]`) })
    .first();
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return {
    subject: (await message.locator("h2").textContent()) ?? "",
    text: (await message.locator("pre").textContent()) ?? "",
  };
}

/** A business registers, verifies its email with the emailed code and uploads its approval form (SPEC §4). */
async function registeredBusiness(page: Page, baseURL: string, locale: "ar" | "en") {
  const headers = { origin: baseURL, "accept-language": locale };
  const email = `people-${locale}-${Date.now()}-${digits(4)}@jumla.test`;
  const password = "Bulk-Order-2026";
  const companyNumber = digits(10);
  const registered = await page.request.post("/api/auth/register", {
    headers,
    data: {
      firstName: "Huda",
      lastName: `Trader ${digits(3)}`,
      email,
      companyName: "Otaibi Linen",
      companyNumber,
      phone: `05${digits(8)}`,
      password,
      passwordConfirmation: password,
    },
  });
  expect(registered.status()).toBe(201);
  const { text } = await outboxEmail(page, email, "verify-email");
  const code = /\b(\d{6})\b/.exec(text)?.[1] ?? "";
  expect((await page.request.post("/api/auth/verify-email", { headers, data: { code } })).status()).toBe(200);
  const uploaded = await page.request.post("/api/account/approval-form", {
    headers,
    multipart: { companyNumber, file: { name: "application.pdf", mimeType: "application/pdf", buffer: pdf } },
  });
  expect(uploaded.status()).toBe(201);
  await page.context().clearCookies();
  return { email, password };
}

for (const { locale, prefix, base } of locales) {
  const t = useTranslations(locale);

  test(`a registered business is found awaiting approval, its form opened, approved, emailed, and it reaches checkout (${locale})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const business = await registeredBusiness(page, String(baseURL), locale);
    await logToasts(page);
    await signInAdmin(page, baseURL);

    await openAdmin(page, `${base}/users`);
    await page.locator("#filter-status").selectOption("pending");
    await expect(page).toHaveURL(/status=pending/);
    await page.getByTestId("list-search").fill(business.email);
    await page.getByTestId("list-search").press("Enter");
    const row = page.getByTestId("resource-row").filter({ hasText: business.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("customer-badges")).toContainText(t("admin.customers.status.pending"));
    await row.getByRole("link").first().click();
    await expect(page.getByTestId("customer-detail")).toBeVisible();

    // The form is a download (content-disposition attachment), never shown inline.
    const form = page.getByTestId("approval-form");
    await expect(form).toHaveAttribute("download", "");
    const download = await page.request.get(String(await form.getAttribute("href")));
    expect(download.headers()["content-disposition"]).toContain("attachment");
    expect(Buffer.from(await download.body())).toEqual(pdf);

    await page.getByTestId("approve").click();
    await expect(page.getByTestId("action-dialog")).toContainText(t("admin.customers.approveText"));
    await page.getByTestId("confirm-action").click();
    await seeToast(page, "success", t("admin.customers.approvedDone"));
    await expect(page.getByTestId("customer-badges")).toContainText(t("admin.customers.status.approved"));
    await expect(page.getByTestId("approve")).toHaveCount(0);

    // The approval email, in the customer's language, links to the sign-in.
    const approval = await outboxEmail(page, business.email, "/login");
    expect(approval.text).toContain("Huda");

    // The customer signs in, fills a cart and reaches checkout.
    await page.context().clearCookies();
    await signIn(page, baseURL, business);
    const { single } = await cartProducts(locale);
    await page.goto(`${prefix}/contact`);
    await page.evaluate(
      (item) =>
        localStorage.setItem(
          "react-use-cart",
          JSON.stringify({
            id: "cart",
            items: [item],
            isEmpty: false,
            totalItems: item.quantity,
            totalUniqueItems: 1,
            cartTotal: item.itemTotal,
            metadata: {},
          }),
        ),
      {
        id: cartLineId(single.id),
        price: single.price,
        quantity: single.minOrderQuantity,
        itemTotal: single.price * single.minOrderQuantity,
        productId: single.id,
        variantId: null,
        choiceIds: [],
        title: single.title,
        sku: single.sku,
        slug: single.slug,
        packSize: single.packSize,
        minOrderQuantity: single.minOrderQuantity,
      },
    );
    await page.goto(`${prefix}/cart`);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("sub-total")).toBeVisible();
    await page.getByTestId("proceed").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
  });

  test(`a salesperson is added, listed, and given a customer (${locale})`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const customer = await freshCustomer("approved");
    try {
      await logToasts(page);
      await signInAdmin(page, baseURL);
      const code = `E2E-${digits(6)}`;
      const email = `sp-${locale}-${Date.now()}@jumla.test`;
      await openAdmin(page, `${base}/salespeople/add`);
      const form = page.getByTestId("resource-form");
      await form.locator('input[name="firstName"]').fill("Omar");
      await form.locator('input[name="lastName"]').fill(`Saleh ${code}`);
      await form.locator('input[name="phone"]').fill(`05${digits(8)}`);
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="code"]').fill(code);
      await form.locator('input[name="password"]').fill("short");
      await form.locator('input[name="passwordConfirmation"]').fill("short");
      await form.locator('button[type="submit"]').click();
      await expect(form.getByText(t("validation.password.short"))).toBeVisible();
      await form.locator('input[name="password"]').fill("Field-Sales-2026");
      await form.locator('input[name="passwordConfirmation"]').fill("Field-Sales-2026");
      await form.locator('button[type="submit"]').click();
      await seeToast(page, "success", t("admin.form.added"));

      await openAdmin(page, `${base}/salespeople?search=${code}`);
      const row = page.getByTestId("resource-row").filter({ hasText: code });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(t("admin.salespeople.active"));

      // Given to a customer on the customer's screen, then found by the list's salesperson filter.
      await openAdmin(page, `${base}/users?search=${encodeURIComponent(customer.email)}`);
      await page.getByTestId("resource-row").first().getByRole("link").first().click();
      const select = page.getByTestId("salesperson-select");
      await expect(select.locator("option", { hasText: code })).toHaveCount(1);
      await select.selectOption({ label: `Omar Saleh ${code} (${code})` });
      await seeToast(page, "success", t("admin.form.saved"));
      await expect(select).not.toHaveValue("");
      const salespersonId = await select.inputValue();
      // The salesperson's screen links to their customers: the list's salesperson filter.
      await openAdmin(page, `${base}/salespeople/${salespersonId}`);
      await page.getByTestId("their-customers").click();
      await expect(page).toHaveURL(new RegExp(`/users\\?salesperson=${salespersonId}$`));
      await expect(page.getByTestId("resource-row")).toHaveCount(1);
      await expect(page.getByTestId("resource-row")).toContainText(customer.email);
      await openAdmin(page, `${base}/salespeople?search=${code}`);
      await expect(page.getByTestId("resource-row").first()).toContainText("1");
      // A customer that does not exist is not found, inside the layout.
      await openAdmin(page, `${base}/users/999999999`);
      await expect(page.getByTestId("admin-not-found")).toBeVisible();
    } finally {
      await customer.remove();
    }
  });
}

test("the people screens pass axe, light in Arabic and dark in English", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const customer = await freshCustomer("approved");
  try {
    await signInAdmin(page, baseURL);
    /** The path of the first row's screen on a list (a customer's, a salesperson's). */
    const firstRowPath = async (list: string, item: string) => {
      await openAdmin(page, `/admin-panel/secure${list}`);
      const href =
        (await page.getByTestId("resource-row").first().getByRole("link").first().getAttribute("href")) ?? "";
      return href.slice(href.indexOf(item));
    };
    const customerPath = await firstRowPath(`/users?search=${encodeURIComponent(customer.email)}`, "/users/");
    const salespersonPath = await firstRowPath("/salespeople?sort=-createdAt", "/salespeople/");
    const screens = ["/users", "/users/add", customerPath, "/salespeople", "/salespeople/add", salespersonPath];
    expect(await tourAdminScreens(page, screens)).toEqual([]);
  } finally {
    await customer.remove();
  }
});

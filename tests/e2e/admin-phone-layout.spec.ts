import { expect, test, type Page } from "@playwright/test";
import { createAttribute, openAdmin, productWithoutVariants, settleScreen, signInAdmin } from "./admin-db.ts";
import { placedOrder } from "./admin-orders-db.ts";
import { photograph } from "./photograph.ts";

// Decision 0032: a phone never scrolls sideways; a wide matrix or tab bar scrolls in its own box.
// The back-office screens the phone screen tours measured, measured here on a phone without axe
// (decision 0078: axe looks at each screen on a desktop), in both languages.

const token = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

/** How far the page is wider than the window, in CSS pixels (0 or less: it fits). */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const { locale, prefix } of [
  { locale: "ar", prefix: "" },
  { locale: "en", prefix: "/en" },
] as const) {
  test(`the theme, reviews, variants, options, matrix and attributes screens fit a phone (${locale}) @phone`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInAdmin(page, baseURL);
    const run = token();
    const colour = await createAttribute(page, baseURL, { en: `Tone ${run}`, ar: `لون ${run}` }, ["Red", "Blue"]);
    const product = await productWithoutVariants(run);
    try {
      const saved = await page.request.put(`/api/admin/products/${product.id}/attributes`, {
        headers: { origin: String(baseURL) },
        data: { attributes: [{ translations: { en: { name: "Carton", value: "24 pieces" } } }] },
      });
      expect(saved.status()).toBe(200);
      const wider: string[] = [];
      const measure = async (label: string) => {
        const overflow = await overflowOf(page);
        if (overflow > 0) wider.push(`${label}: ${overflow} px wider than the phone`);
      };
      const base = `${prefix}/admin-panel/secure`;
      for (const path of [
        "/settings/site/theme-wizard",
        "/settings/reviews",
        "/variants",
        "/variants/add",
        "/options",
        "/options/add",
        `/product/attributes/1/${product.id}`,
      ]) {
        await openAdmin(page, `${base}${path}`);
        await settleScreen(page);
        await measure(path);
      }
      // The wizard with a contrast warning and the dark preview showing.
      await openAdmin(page, `${base}/settings/site/theme-wizard`);
      await page.getByTestId("theme-light-primaryForeground").fill("#a78bfa");
      await page.getByTestId("preview-mode-dark").click();
      await expect(page.getByTestId("contrast-warning")).toBeVisible();
      await measure("the theme wizard's warning");
      // A generated matrix row.
      await openAdmin(page, `${base}/product/variants/${product.id}`);
      await page
        .getByRole("group", { name: locale === "ar" ? `لون ${run}` : `Tone ${run}` })
        .getByLabel("Red")
        .check();
      await page.getByTestId("matrix-generate").click();
      await expect(page.getByTestId("matrix-row")).toHaveCount(1);
      await measure("the variant matrix");
      // The storefront's product page with its specifications table.
      await page.goto(`${prefix}/productDetails/${product.slugs[locale]}`);
      await expect(page.getByTestId("specifications")).toBeVisible();
      await measure("the product page's specifications");
      expect(wider).toEqual([]);
    } finally {
      await product.remove();
      await page.request.delete(`/api/admin/variants/${colour}`, { headers: { origin: String(baseURL) } });
    }
  });

  test(`the order list and an order fit a phone: their tables scroll or stack in their own boxes (${locale}) @phone`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInAdmin(page, baseURL);
    const placed = await placedOrder(page, baseURL, { locale, reference: `PO-PHONE-${token()}` });
    try {
      const base = `${prefix}/admin-panel/secure`;
      const wider: string[] = [];
      for (const [path, name] of [
        ["/order", "list"],
        [`/order/${placed.order.id}`, "detail"],
      ] as const) {
        await openAdmin(page, `${base}${path}`);
        await settleScreen(page);
        const overflow = await overflowOf(page);
        if (overflow > 0) wider.push(`${path}: ${overflow} px wider than the phone`);
        await photograph(page, `test-results/orders-phone-${name}-${locale}.png`);
      }
      // An order's lines stack on a phone: each line a block, its figures labelled.
      await expect(page.getByTestId("order-line").first()).toBeVisible();
      expect(wider).toEqual([]);
    } finally {
      await placed.remove();
    }
  });
}

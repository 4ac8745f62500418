import { mkdir } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { useTranslations } from "../../i18n/index.ts";
import { axeFindings, tourThemes } from "./accessibility.ts";
import { logToasts, openAdmin, productWithoutVariants, seeToast, signInAdmin } from "./admin-db.ts";

// Issue #11 (decision 0071): a product's attributes screen, `product/attributes/{version}/{id}`,
// in Arabic and English on desktop and phone: opened from the product's edit screen under the
// profile's version (testing_v1: 1), two rows added with the kit's list field and moved, a
// missing English value refused at its field, saved with a toast, shown on the storefront's
// product page as its Specifications table; another version in the address lands on the
// profile's; axe clean in light and dark.

const locales = [
  { locale: "ar", base: "/admin-panel/secure", prefix: "" },
  { locale: "en", base: "/en/admin-panel/secure", prefix: "/en" },
] as const;

/** The profile's `product_attributes_version` (the e2e server runs testing_v1). */
const version = 1;

const token = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

/** A screenshot to look at (test-results/admin-product-attributes/). */
async function shoot(page: Page, name: string) {
  await mkdir("test-results/admin-product-attributes", { recursive: true });
  await page.screenshot({ path: `test-results/admin-product-attributes/${name}.png`, fullPage: true });
}

test.beforeEach(async ({ page }) => logToasts(page));

for (const { locale, base, prefix } of locales) {
  const t = useTranslations(locale);
  const english = (field: Parameters<typeof t>[0]) => t("admin.form.english", { field: t(field) });
  const arabic = (field: Parameters<typeof t>[0]) => t("admin.form.arabic", { field: t(field) });

  test(`two specifications added from the product's edit screen show on its page (${locale}) @mobile`, async ({
    page,
    baseURL,
    isMobile,
  }) => {
    await signInAdmin(page, baseURL);
    const product = await productWithoutVariants(token());
    try {
      await openAdmin(page, `${base}/product/${product.id}`);
      await shoot(page, `product-edit-${locale}${isMobile ? "-phone" : ""}`);
      await page.getByTestId("product-attributes").click();
      await expect(page).toHaveURL(new RegExp(`${base}/product/attributes/${version}/${product.id}$`));
      await expect(page.locator("#admin-main h1")).toHaveText(
        t("admin.productAttributes.title", { product: product.title[locale] }),
      );
      const form = page.getByTestId("attributes-form");
      const items = form.getByTestId("list-attributes").getByTestId("list-item");
      await expect(items).toHaveCount(0);
      await form.getByTestId("add-attributes").click();
      await expect(items.nth(0).getByLabel(english("admin.productAttributes.name"))).toBeFocused();
      await page.keyboard.type("Fabric");
      await items.nth(0).getByLabel(english("admin.productAttributes.value")).fill("100% cotton");
      await items.nth(0).getByLabel(arabic("admin.productAttributes.name")).fill("القماش");
      await items.nth(0).getByLabel(arabic("admin.productAttributes.value")).fill("قطن 100%");
      await form.getByTestId("add-attributes").click();
      await items.nth(1).getByLabel(english("admin.productAttributes.name")).fill("Origin");
      // The English value is required: refused at its field before anything is sent.
      await form.getByTestId("save").click();
      await expect(items.nth(1).getByLabel(english("admin.productAttributes.value"))).toHaveAccessibleDescription(
        t("validation.required"),
      );
      await items.nth(1).getByLabel(english("admin.productAttributes.value")).fill("Turkey");
      // Moved up: Origin first.
      await items
        .nth(1)
        .getByRole("button", {
          name: t("admin.listField.moveUp", { item: t("admin.productAttributes.row", { number: 2 }) }),
        })
        .click();
      await expect(items.nth(0).getByLabel(english("admin.productAttributes.name"))).toHaveValue("Origin");
      await shoot(page, `screen-${locale}${isMobile ? "-phone" : ""}`);
      await form.getByTestId("save").click();
      await seeToast(page, "success", t("admin.form.saved"));
      const stored = await page.request.get(`/api/admin/products/${product.id}/attributes`);
      const table = (
        (await stored.json()) as { data: { attributes: { translations: Record<string, { name: string }> }[] } }
      ).data;
      expect(table.attributes.map((row) => row.translations.en?.name)).toEqual(["Origin", "Fabric"]);
      expect(table.attributes.map((row) => row.translations.ar?.name ?? null)).toEqual([null, "القماش"]);

      // The storefront's product page shows the table on the next request, in the page's language
      // (English where a row has no Arabic).
      await page.goto(`${prefix}/productDetails/${product.slugs[locale]}`);
      const specifications = page.getByTestId("specifications");
      await expect(page.getByRole("heading", { name: t("product.specifications") })).toBeVisible();
      await expect(specifications.getByRole("row")).toHaveText(
        locale === "ar" ? ["Origin Turkey", "القماش قطن 100%"] : ["Origin Turkey", "Fabric 100% cotton"],
        { useInnerText: true },
      );
      await expect(specifications.getByRole("rowheader")).toHaveText(
        locale === "ar" ? ["Origin", "القماش"] : ["Origin", "Fabric"],
      );
      await shoot(page, `storefront-${locale}${isMobile ? "-phone" : ""}`);
    } finally {
      await product.remove();
    }
  });

  test(`another version in the address lands on the profile's; a missing product is not found (${locale})`, async ({
    page,
    baseURL,
  }) => {
    await signInAdmin(page, baseURL);
    const product = await productWithoutVariants(token());
    try {
      for (const other of ["2", "3", "9"]) {
        await openAdmin(page, `${base}/product/attributes/${other}/${product.id}`);
        await expect(page).toHaveURL(new RegExp(`${base}/product/attributes/${version}/${product.id}$`));
        await expect(page.getByTestId("attributes-form")).toBeVisible();
      }
      await openAdmin(page, `${base}/product/attributes/${version}/999999999`);
      await expect(page.getByTestId("admin-not-found")).toBeVisible();
    } finally {
      await product.remove();
    }
  });

  test(`the attributes screen and the product page's table pass axe in light and dark (${locale}) @mobile`, async ({
    page,
    baseURL,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    await signInAdmin(page, baseURL);
    const product = await productWithoutVariants(token());
    try {
      const saved = await page.request.put(`/api/admin/products/${product.id}/attributes`, {
        headers: { origin: String(baseURL) },
        data: {
          attributes: [
            { translations: { en: { name: "Fabric", value: "100% cotton" }, ar: { name: "القماش", value: "قطن" } } },
            { translations: { en: { name: "Carton", value: "24 pieces" } } },
          ],
        },
      });
      expect(saved.status()).toBe(200);
      const failures: string[] = [];
      const suffix = `${locale}${isMobile ? "-phone" : ""}`;
      for (const theme of tourThemes(isMobile)) {
        await openAdmin(page, `${base}/product/attributes/${version}/${product.id}`);
        if (theme === "dark") {
          await page.getByTestId("theme-toggle").click();
          await expect(page.locator("html")).toHaveClass(/dark/);
        }
        await expect(page.getByTestId("list-item")).toHaveCount(2);
        for (const where of ["admin", "storefront"] as const) {
          if (where === "storefront") {
            await page.goto(`${prefix}/productDetails/${product.slugs[locale]}`);
            await expect(page.getByTestId("specifications")).toBeVisible();
          }
          const { failing } = await axeFindings(page, theme === "dark" ? { only: ["color-contrast"] } : {});
          failures.push(...failing.map((finding) => `${theme} ${where}: ${finding}`));
          // Decision 0032: a phone never scrolls sideways.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (overflow > 0) failures.push(`${theme} ${where}: the page is ${overflow} px wider than the screen`);
          await shoot(page, `${where}-${suffix}-${theme}`);
        }
      }
      expect(failures).toEqual([]);
    } finally {
      await product.remove();
    }
  });
}

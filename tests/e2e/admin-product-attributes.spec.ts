import { expect, test, type Page } from "@playwright/test";
import { useTranslations } from "../../i18n/index.ts";
import { axeFailures, chooseTheme, tourPasses } from "./accessibility.ts";
import {
  logToasts,
  openAdmin,
  productWithoutVariants,
  seeToast,
  signInAdmin,
  tourAdminScreens,
  type TourStop,
} from "./admin-db.ts";
import { photograph } from "./photograph.ts";

// Issue #11 (decision 0071): a product's attributes screen, `product/attributes/{version}/{id}`,
// in Arabic and English: opened from the product's edit screen under the
// profile's version (testing_v1: 1), two rows added with the kit's list field and moved, a
// missing English value refused at its field, saved with a toast, shown on the storefront's
// product page as its Specifications table; another version in the address lands on the
// profile's; axe clean in light and dark.

// Decision 0078: this part's journeys run once, in English; the kit they share runs in both
// languages (admin-app.spec.ts), and the screens' axe tour opens each screen in both.
const locales = [{ locale: "en", base: "/en/admin-panel/secure", prefix: "/en" }] as const;

/** The profile's `product_attributes_version` (the e2e server runs testing_v1). */
const version = 1;

const token = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

/** A photograph to look at after a local run (test-results/admin-product-attributes/). */
const shoot = (page: Page, name: string) => photograph(page, `test-results/admin-product-attributes/${name}.png`);

test.beforeEach(async ({ page }) => logToasts(page));

for (const { locale, base, prefix } of locales) {
  const t = useTranslations(locale);
  const english = (field: Parameters<typeof t>[0]) => t("admin.form.english", { field: t(field) });
  const arabic = (field: Parameters<typeof t>[0]) => t("admin.form.arabic", { field: t(field) });

  test(`two specifications added from the product's edit screen show on its page (${locale})`, async ({
    page,
    baseURL,
  }) => {
    await signInAdmin(page, baseURL);
    const product = await productWithoutVariants(token());
    try {
      await openAdmin(page, `${base}/product/${product.id}`);
      await shoot(page, `product-edit-${locale}`);
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
      await shoot(page, `screen-${locale}`);
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
      // Both languages' pages are checked here, as this journey runs once (decision 0078).
      for (const shown of [
        { locale: "en", prefix, rows: ["Origin Turkey", "Fabric 100% cotton"], names: ["Origin", "Fabric"] },
        { locale: "ar", prefix: "", rows: ["Origin Turkey", "القماش قطن 100%"], names: ["Origin", "القماش"] },
      ] as const) {
        await page.goto(`${shown.prefix}/productDetails/${product.slugs[shown.locale]}`);
        const specifications = page.getByTestId("specifications");
        const heading = useTranslations(shown.locale)("product.specifications");
        await expect(page.getByRole("heading", { name: heading })).toBeVisible();
        await expect(specifications.getByRole("row")).toHaveText(shown.rows, { useInnerText: true });
        await expect(specifications.getByRole("rowheader")).toHaveText(shown.names);
        await shoot(page, `storefront-${shown.locale}`);
      }
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
}

test("the attributes screen and the product page's table pass axe, light in Arabic and dark in English", async ({
  page,
  baseURL,
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
    const screen: TourStop = {
      path: `/product/attributes/${version}/${product.id}`,
      prepare: () => expect(page.getByTestId("list-item")).toHaveCount(2),
    };
    const failures = await tourAdminScreens(page, [screen], { overflow: true });
    for (const { theme, locale, prefix } of tourPasses) {
      await chooseTheme(page, theme);
      await page.goto(`${prefix}/productDetails/${product.slugs[locale]}`);
      await expect(page.getByTestId("specifications")).toBeVisible();
      failures.push(...(await axeFailures(page, `${theme} ${locale} the product page's table`)));
    }
    expect(failures).toEqual([]);
  } finally {
    await product.remove();
  }
});

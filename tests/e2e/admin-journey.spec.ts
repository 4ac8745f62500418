import { expect, test, type Page } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { useTranslations } from "../../i18n/index.ts";
import { signIn as signInBuyer } from "./sign-in.ts";
import {
  createAttribute,
  createOptionGroup,
  logToasts,
  openAdmin,
  pickGalleryImage,
  randomPng,
  removeThrough,
  seeToast,
} from "./admin-db.ts";

// Issue #11 "Tests that must exist": one journey through the back office, in Arabic on a phone and
// in English on a desktop.
// The admin signs in through the form, makes a brand (with a gallery picture) and a category on
// their screens, a product with both and two option groups, builds its 3 × 4 variant matrix, sees
// it on the storefront's product page and in search, edits its price and deletes it. The option
// groups and variant attributes are made through the admin API (their screens have their own
// specs); everything the journey makes is removed in the end, whatever happens.

const locales = [
  { locale: "ar", base: "/admin-panel/secure", prefix: "", dir: "rtl" },
  { locale: "en", base: "/en/admin-panel/secure", prefix: "/en", dir: "ltr" },
] as const;

const runId = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

interface ProductAnswer {
  id: number;
  sku: string;
  price: number;
  quantity: number;
  brandId: number | null;
  categoryId: number | null;
  optionGroupIds: number[];
  translations: { en: { title: string; slug: string }; ar?: { title: string; slug: string } };
}

/** The one row of an admin list whose `field` is `value`, found through the list's search. */
async function rowWhere<Row extends { id: number }>(page: Page, resource: string, field: keyof Row, value: string) {
  const answer = await page.request.get(`/api/admin/${resource}?search=${encodeURIComponent(value)}`);
  expect(answer.status()).toBe(200);
  const rows = ((await answer.json()) as { data: { items: Row[] } }).data.items;
  const row = rows.find((item) => item[field] === value);
  if (!row) throw new Error(`no ${resource} with ${String(field)} ${value}`);
  return row;
}

async function productOf(page: Page, id: number): Promise<ProductAnswer> {
  const answer = await page.request.get(`/api/admin/products/${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: ProductAnswer }).data;
}

test.beforeEach(async ({ page }) => logToasts(page));

for (const { locale, base, prefix, dir } of locales) {
  const t = useTranslations(locale);
  const english = (label: Parameters<typeof t>[0]) => t("admin.form.english", { field: t(label) });
  const arabic = (label: Parameters<typeof t>[0]) => t("admin.form.arabic", { field: t(label) });
  const money = (label: Parameters<typeof t>[0]) =>
    t("admin.money.label", { field: t(label), currency: locale === "ar" ? "ر.س" : "SAR" });

  // Decision 0078: one of the two journeys phones run: in Arabic on a phone, in English on a desktop.
  test(`an admin makes a brand, a category and a product with two option groups and a 3 × 4 matrix, sees it on the shop, edits its price and deletes it (${locale})${locale === "ar" ? " @phone" : ""}`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const run = runId();
    const made: {
      image?: number;
      brand?: number;
      category?: number;
      product?: number;
      groups: number[];
      attributes: number[];
    } = { groups: [], attributes: [] };
    try {
      // Signs in through the form.
      await page.goto(`${base}/login`);
      await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
      const signIn = page.getByTestId("sign-in-form");
      await signIn.getByRole("textbox").first().fill(demoAccounts.admin.email);
      await signIn.locator("input[type=password]").fill(demoAccounts.admin.password);
      await signIn.getByRole("button", { name: t("auth.login.submit") }).click();
      await expect(page).toHaveURL(new RegExp(`${base}$`));
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.getByRole("heading", { level: 1, name: t("admin.nav.dashboard") })).toBeVisible();

      // What the screens are not under test for here: two option groups and two attributes.
      const groupNames = [
        { en: `Packing ${run}`, ar: `تغليف ${run}` },
        { en: `Printing ${run}`, ar: `طباعة ${run}` },
      ];
      for (const name of groupNames)
        made.groups.push(
          await createOptionGroup(page, baseURL, name, [
            { en: "Carton", ar: "كرتون" },
            { en: "Gift box", ar: "علبة هدايا" },
          ]),
        );
      const shade = { en: `Shade ${run}`, ar: `درجة ${run}` };
      const cut = { en: `Cut ${run}`, ar: `قصة ${run}` };
      made.attributes.push(await createAttribute(page, baseURL, shade, ["Red", "Blue", "Green"]));
      made.attributes.push(await createAttribute(page, baseURL, cut, ["S", "M", "L", "XL"]));

      // A picture in the gallery, with its alternative text.
      const alt = `e2e journey ${run}`;
      await openAdmin(page, `${base}/gallery`);
      const uploaded = page.waitForResponse(
        (response) => response.url().endsWith("/api/admin/gallery") && response.request().method() === "POST",
      );
      await page.getByTestId("gallery-upload").setInputFiles({
        name: `e2e-journey-${run}.png`,
        mimeType: "image/png",
        buffer: randomPng(),
      });
      const upload = await uploaded;
      expect(upload.status()).toBe(201);
      made.image = ((await upload.json()) as { data: { id: number }[] }).data[0]?.id;
      await seeToast(page, "success", t("admin.upload.done", { count: 1 }));
      const card = page.locator(`[data-image-id="${made.image}"]`);
      await card.getByTestId("gallery-alt").fill(alt);
      await card.getByTestId("gallery-alt-save").click();
      await seeToast(page, "success", t("admin.gallery.altSaved"));

      // A brand with that picture.
      const brandName = `E2E Journey Brand ${run}`;
      await openAdmin(page, `${base}/brand/add`);
      let form = page.getByTestId("resource-form");
      await form.getByRole("textbox", { name: english("admin.brands.name"), exact: true }).fill(brandName);
      await form.getByRole("combobox", { name: t("admin.fields.status"), exact: true }).selectOption("available");
      await page.getByTestId("pick-imageId").click();
      await pickGalleryImage(page, alt);
      await page.getByTestId("save").click();
      await seeToast(page, "success", t("admin.form.added"));
      await expect(page).toHaveURL(new RegExp(`${base}/brand$`));
      const brand = await rowWhere<{ id: number; name: string }>(page, "brands", "name", brandName);
      made.brand = brand.id;
      const storedBrand = await page.request.get(`/api/admin/brands/${brand.id}`);
      expect(((await storedBrand.json()) as { data: { imageId: number } }).data.imageId).toBe(made.image);

      // A category.
      const categoryTitle = `E2E Journey Category ${run}`;
      await openAdmin(page, `${base}/category/add`);
      form = page.getByTestId("resource-form");
      await form.getByRole("textbox", { name: english("admin.categories.title"), exact: true }).fill(categoryTitle);
      await form.getByRole("combobox", { name: t("admin.fields.status"), exact: true }).selectOption("available");
      await page.getByTestId("save").click();
      await seeToast(page, "success", t("admin.form.added"));
      await expect(page).toHaveURL(new RegExp(`${base}/category$`));
      made.category = (await rowWhere<{ id: number; title: string }>(page, "categories", "title", categoryTitle)).id;

      // The product, with that brand and category and both option groups.
      const title = { en: `E2E Journey Product ${run}`, ar: `منتج الرحلة ${run}` };
      const sku = `J${run}`.slice(0, 12);
      await openAdmin(page, `${base}/product/add`);
      await expect(page.getByRole("heading", { level: 1, name: t("admin.products.add") })).toBeVisible();
      form = page.getByTestId("resource-form");
      await form.getByRole("textbox", { name: english("admin.products.title"), exact: true }).fill(title.en);
      await form.getByRole("textbox", { name: arabic("admin.products.title"), exact: true }).fill(title.ar);
      await form.getByRole("textbox", { name: t("admin.products.sku"), exact: true }).fill(sku);
      await form.getByRole("combobox", { name: t("admin.fields.status"), exact: true }).selectOption("available");
      await form.getByRole("textbox", { name: money("admin.products.price"), exact: true }).fill("19.99");
      await form.getByLabel(t("admin.products.quantity"), { exact: true }).fill("30");
      await page.getByTestId("relation-search-brandId").fill(brandName);
      const brandField = form.getByLabel(t("admin.products.brand"), { exact: true });
      await expect(brandField.locator(`option[value="${made.brand}"]`)).toHaveCount(1);
      await brandField.selectOption(String(made.brand));
      await page.getByTestId("relation-search-categoryId").fill(categoryTitle);
      const categoryField = form.getByLabel(t("admin.products.category"), { exact: true });
      await expect(categoryField.locator(`option[value="${made.category}"]`)).toHaveCount(1);
      await categoryField.selectOption(String(made.category));
      await page.getByTestId("relations-search-optionGroupIds").fill(run);
      const groupsField = form.getByLabel(t("admin.products.optionGroups"), { exact: true });
      for (const group of made.groups) {
        await expect(groupsField.locator(`option[value="${group}"]`)).toHaveCount(1);
        await groupsField.selectOption(String(group));
        await page.getByTestId("relations-add-optionGroupIds").click();
      }
      const chosen = page.getByTestId("relations-optionGroupIds").getByRole("listitem");
      await expect(chosen).toHaveCount(2);
      for (const [index, name] of groupNames.entries()) await expect(chosen.nth(index)).toContainText(name[locale]);
      await page.getByTestId("save").click();
      await seeToast(page, "success", t("admin.form.added"));
      await expect(page).toHaveURL(new RegExp(`${base}/product$`));
      made.product = (await rowWhere<{ id: number; sku: string }>(page, "products", "sku", sku)).id;
      const product = await productOf(page, made.product);
      expect(product).toMatchObject({ price: 1999, quantity: 30, brandId: made.brand, categoryId: made.category });
      expect(product.optionGroupIds).toEqual(made.groups);

      // Its 3 × 4 variant matrix, reached from its edit screen.
      await openAdmin(page, `${base}/product/${made.product}`);
      await page.getByTestId("product-variants").click();
      await expect(page).toHaveURL(new RegExp(`${base}/product/variants/${made.product}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("admin.matrix.title", { id: made.product }));
      for (const [legend, values] of [
        [shade, ["Red", "Blue", "Green"]],
        [cut, ["S", "M", "L", "XL"]],
      ] as const) {
        const group = page.getByRole("group", { name: legend[locale] });
        for (const value of values) await group.getByLabel(value, { exact: true }).check();
      }
      await expect(page.getByText(t("admin.matrix.combinations", { count: 12 }))).toBeVisible();
      await page.getByTestId("matrix-generate").click();
      await expect(page.getByTestId("matrix-row")).toHaveCount(12);
      const fill = page.getByTestId("matrix-fill");
      await fill.getByLabel(t("admin.matrix.fillColumn")).selectOption("price");
      await fill.getByLabel(t("admin.matrix.fillValue")).fill("21");
      await fill.getByTestId("matrix-fill-apply").click();
      await fill.getByLabel(t("admin.matrix.fillColumn")).selectOption("quantity");
      await fill.getByLabel(t("admin.matrix.fillValue")).fill("5");
      await fill.getByTestId("matrix-fill-apply").click();
      await page.getByTestId("save").click();
      await seeToast(page, "success", t("admin.form.saved"));
      const stored = await page.request.get(`/api/admin/products/${made.product}/variants`);
      const matrix = ((await stored.json()) as { data: { quantity: number; variants: { price: number }[] } }).data;
      expect(matrix.variants).toHaveLength(12);
      expect(matrix.variants.every((variant) => variant.price === 2100)).toBe(true);
      expect(matrix.quantity).toBe(60);

      // The storefront shows it on the next request: its page, with its variants and option groups, and search.
      // As a buyer: a guest's product page has no purchase form, so no matrix (decision 0077).
      await signInBuyer(page, baseURL);
      const slug = product.translations[locale]?.slug ?? product.translations.en.slug;
      const shown = await page.goto(`${prefix}/productDetails/${slug}`);
      expect(shown?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title[locale]);
      await expect(page.getByTestId("variant-matrix").getByTestId("matrix-cell")).toHaveCount(12);
      const groups = page.getByTestId("option-groups").getByTestId("option-group");
      await expect(groups).toHaveCount(2);
      for (const name of groupNames) await expect(groups.filter({ hasText: name[locale] })).toHaveCount(1);
      await page.goto(`${prefix}/products?search=${encodeURIComponent(title[locale])}`);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.getByText(title[locale]).first()).toBeVisible();

      // Its price is edited on its edit screen.
      await openAdmin(page, `${base}/product?search=${encodeURIComponent(sku)}`);
      const rows = page.getByTestId("resource-row");
      await expect(rows).toHaveCount(1);
      await rows.getByTestId("row-edit").click();
      await expect(page.getByRole("heading", { level: 1, name: t("admin.products.edit") })).toBeVisible();
      const price = page.getByRole("textbox", { name: money("admin.products.price"), exact: true });
      await expect(price).toHaveValue("19.99");
      await price.fill("17.25");
      await page.getByTestId("save").click();
      await seeToast(page, "success", t("admin.form.saved"));
      expect((await productOf(page, made.product)).price).toBe(1725);

      // It has no orders, so it is deleted from the list.
      await openAdmin(page, `${base}/product?search=${encodeURIComponent(sku)}`);
      await expect(rows).toHaveCount(1);
      await rows.getByTestId("row-delete").click();
      await page.getByTestId("confirm-delete").click();
      await expect(page.getByTestId("delete-dialog")).toBeHidden();
      await seeToast(page, "success", t("admin.delete.done"));
      await expect(rows).toHaveCount(0);
      expect((await page.request.get(`/api/admin/products/${made.product}`)).status()).toBe(404);
      const gone = await page.goto(`${prefix}/productDetails/${slug}`);
      expect(gone?.status()).toBe(404);
    } finally {
      await removeThrough(page, baseURL, "products", made.product);
      await removeThrough(page, baseURL, "brands", made.brand);
      await removeThrough(page, baseURL, "gallery", made.image);
      await removeThrough(page, baseURL, "categories", made.category);
      for (const id of made.groups) await removeThrough(page, baseURL, "option-groups", id);
      for (const id of made.attributes) await removeThrough(page, baseURL, "variants", id);
    }
  });
}

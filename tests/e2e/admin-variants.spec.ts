import { expect, test, type Page } from "@playwright/test";
import { useTranslations } from "../../i18n/index.ts";
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
import { signIn as signInBuyer } from "./sign-in.ts";

// Issue #11 (decision 0063): the variants, options and product-variant-matrix screens in Arabic
// and English: an attribute with values and an option group with choices through the kit's list
// field (the first choice not removable, SPEC §5), a 3 × 4 matrix generated, filled and saved in
// one PUT and shown on the storefront's product page; refusals at their fields; axe clean.

// Decision 0078: this part's journeys run once, in English; the kit they share runs in both
// languages (admin-app.spec.ts), and the screens' axe tour opens each screen in both.
const locales = [{ locale: "en", base: "/en/admin-panel/secure", prefix: "/en" }] as const;

const token = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

/** A photograph to look at after a local run (test-results/admin-variants/). */
const shoot = (page: Page, name: string) => photograph(page, `test-results/admin-variants/${name}.png`);

/** Creates an attribute through the API; answers its id and its values' ids. */
async function createAttribute(page: Page, baseURL: string | undefined, en: string, ar: string, values: string[]) {
  const answer = await page.request.post("/api/admin/variants", {
    headers: { origin: String(baseURL) },
    data: {
      translations: { en: { name: en }, ar: { name: ar } },
      values: values.map((name) => ({ translations: { en: { name } } })),
    },
  });
  expect(answer.status()).toBe(201);
  const { data } = (await answer.json()) as { data: { id: number } };
  return data.id;
}

test.beforeEach(async ({ page }) => logToasts(page));

for (const { locale, base, prefix } of locales) {
  const t = useTranslations(locale);
  const english = (field: Parameters<typeof t>[0]) => t("admin.form.english", { field: t(field) });
  const arabic = (field: Parameters<typeof t>[0]) => t("admin.form.arabic", { field: t(field) });

  test(`a variant attribute is created with ordered values (${locale})`, async ({ page, baseURL }) => {
    await signInAdmin(page, baseURL);
    const name = `Fit ${token()}`;
    await openAdmin(page, `${base}/variants/add`);
    const form = page.getByTestId("resource-form");
    await form.getByRole("textbox", { name: english("admin.attributes.name"), exact: true }).fill(name);
    await form.getByRole("textbox", { name: arabic("admin.attributes.name"), exact: true }).fill(`مقاس ${name}`);
    const values = form.getByTestId("list-values");
    const items = values.getByTestId("list-item");
    await expect(items).toHaveCount(1);
    await items.nth(0).getByLabel(english("admin.attributes.valueName")).fill("Slim");
    // Added from the keyboard: focus lands in the new value's first field.
    await form.getByTestId("add-values").focus();
    await page.keyboard.press("Enter");
    await expect(items).toHaveCount(2);
    await expect(items.nth(1).getByLabel(english("admin.attributes.valueName"))).toBeFocused();
    await page.keyboard.type("Regular");
    await form.getByTestId("add-values").click();
    await items.nth(2).getByLabel(english("admin.attributes.valueName")).fill("Loose");
    await form.getByTestId("add-values").click();
    await items.nth(3).getByLabel(english("admin.attributes.valueName")).fill("Gone");
    // Moved up with the keyboard: focus follows the value.
    const third = t("admin.attributes.value", { number: 3 });
    await items
      .nth(2)
      .getByRole("button", { name: t("admin.listField.moveUp", { item: third }) })
      .focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(1).getByLabel(english("admin.attributes.valueName"))).toHaveValue("Loose");
    await expect(
      items.nth(1).getByRole("button", {
        name: t("admin.listField.moveUp", { item: t("admin.attributes.value", { number: 2 }) }),
      }),
    ).toBeFocused();
    await items.nth(3).getByTestId("item-remove").click();
    await expect(items).toHaveCount(3);
    await shoot(page, `attribute-add-${locale}`);
    await form.getByTestId("save").click();
    await seeToast(page, "success", t("admin.form.added"));
    await expect(page).toHaveURL(new RegExp(`${base}/variants$`));
    const listed = await page.request.get(`/api/admin/variants?search=${encodeURIComponent(name)}`);
    const [row] = ((await listed.json()) as { data: { items: { id: number; values: string[] }[] } }).data.items;
    expect(row?.values).toEqual(["Slim", "Loose", "Regular"]);
    await page.request.delete(`/api/admin/variants/${row?.id}`, { headers: { origin: String(baseURL) } });
  });

  test(`an option group with two choices: the first is not removable (${locale})`, async ({ page, baseURL }) => {
    await signInAdmin(page, baseURL);
    const name = `Packing ${token()}`;
    await openAdmin(page, `${base}/options/add`);
    const form = page.getByTestId("resource-form");
    await form.getByRole("textbox", { name: english("admin.optionGroups.name"), exact: true }).fill(name);
    await form.getByLabel(t("admin.optionGroups.minSelections")).fill("1");
    await form.getByLabel(t("admin.optionGroups.maxSelections")).fill("1");
    await form.getByLabel(t("admin.optionGroups.isRequired")).selectOption("true");
    const items = form.getByTestId("list-choices").getByTestId("list-item");
    await expect(items.nth(0).getByTestId("item-kept")).toHaveText(t("admin.optionGroups.firstKept"));
    await expect(items.nth(0).getByTestId("item-remove")).toHaveCount(0);
    await items.nth(0).getByLabel(english("admin.optionGroups.choiceName")).fill("Carton");
    await form.getByTestId("add-choices").click();
    await items.nth(1).getByLabel(english("admin.optionGroups.choiceName")).fill("Gift box");
    await items.nth(1).getByLabel(t("admin.optionGroups.priceDelta")).fill("2.5");
    await expect(items.nth(1).getByTestId("item-remove")).toBeVisible();
    await shoot(page, `option-add-${locale}`);
    await form.getByTestId("save").click();
    await seeToast(page, "success", t("admin.form.added"));
    const listed = await page.request.get(`/api/admin/option-groups?search=${encodeURIComponent(name)}`);
    const [row] = ((await listed.json()) as { data: { items: { id: number }[] } }).data.items;
    const detail = await page.request.get(`/api/admin/option-groups/${row?.id}`);
    const group = ((await detail.json()) as { data: { choices: { priceDelta: number }[]; isRequired: boolean } }).data;
    expect(group.isRequired).toBe(true);
    expect(group.choices.map((choice) => choice.priceDelta)).toEqual([0, 250]);

    // On the edit screen the stored first choice stays kept wherever it moves.
    await openAdmin(page, `${base}/options/${row?.id}`);
    await items
      .nth(0)
      .getByRole("button", {
        name: t("admin.listField.moveDown", { item: t("admin.optionGroups.choice", { number: 1 }) }),
      })
      .click();
    await expect(items.nth(1).getByTestId("item-kept")).toBeVisible();
    await expect(items.nth(0).getByTestId("item-remove")).toBeVisible();
    // The server's refusal shows at its field anyway (staged: the screen never drops the first).
    await page.route(`**/api/admin/option-groups/${row?.id}`, (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 400,
            json: {
              error: "invalid_input",
              message: "Invalid input",
              errors: {
                choices: t("admin.options.firstChoice"),
                "choices.0.translations.en.name": t("validation.taken"),
              },
            },
          })
        : route.continue(),
    );
    await form.getByTestId("save").click();
    await expect(form.getByTestId("list-choices")).toHaveAccessibleDescription(t("admin.options.firstChoice"));
    const refusedName = items.nth(0).getByLabel(english("admin.optionGroups.choiceName"));
    await expect(refusedName).toHaveAccessibleDescription(t("validation.taken"));
    await expect(refusedName).toBeFocused();
    await page.unroute(`**/api/admin/option-groups/${row?.id}`);
    await page.request.delete(`/api/admin/option-groups/${row?.id}`, { headers: { origin: String(baseURL) } });
  });

  test(`a 3 × 4 variant matrix is generated, saved and shown on the product page (${locale})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInAdmin(page, baseURL);
    const run = token();
    const colour = await createAttribute(page, baseURL, `Shade ${run}`, `درجة ${run}`, ["Red", "Blue", "Green"]);
    const size = await createAttribute(page, baseURL, `Cut ${run}`, `قصة ${run}`, ["S", "M", "L", "XL"]);
    const product = await productWithoutVariants(run);
    try {
      await openAdmin(page, `${base}/product/variants/${product.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("admin.matrix.title", { id: product.id }));
      for (const [legend, values] of [
        [{ en: `Shade ${run}`, ar: `درجة ${run}` }, ["Red", "Blue", "Green"]],
        [{ en: `Cut ${run}`, ar: `قصة ${run}` }, ["S", "M", "L", "XL"]],
      ] as const) {
        const group = page.getByRole("group", { name: legend[locale] });
        for (const value of values) await group.getByLabel(value, { exact: true }).check();
      }
      await expect(page.getByText(t("admin.matrix.combinations", { count: 12 }))).toBeVisible();
      await page.getByTestId("matrix-generate").click();
      const rows = page.getByTestId("matrix-row");
      await expect(rows).toHaveCount(12);
      const fill = page.getByTestId("matrix-fill");
      await fill.getByLabel(t("admin.matrix.fillColumn")).selectOption("price");
      await fill.getByLabel(t("admin.matrix.fillValue")).fill("12.50");
      await fill.getByTestId("matrix-fill-apply").click();
      await fill.getByLabel(t("admin.matrix.fillColumn")).selectOption("quantity");
      await fill.getByLabel(t("admin.matrix.fillValue")).fill("10");
      await fill.getByTestId("matrix-fill-apply").click();
      const codeOf = (index: number) => rows.nth(index).locator('input[name$=".code"]');
      // A duplicate code is refused at its cell before anything is sent (SPEC §5 no duplicate variants).
      const firstCode = await codeOf(0).inputValue();
      await codeOf(7).fill(firstCode);
      await page.getByTestId("save").click();
      await expect(codeOf(7)).toHaveAccessibleDescription(t("validation.taken"));
      await expect(codeOf(7)).toBeFocused();
      await codeOf(7).fill(`${firstCode}-B`);
      // The API's refusal (a code another product has) lands at its cell too.
      await page.route(`**/api/admin/products/${product.id}/variants`, (route) =>
        route.request().method() === "PUT"
          ? route.fulfill({
              status: 400,
              json: {
                error: "invalid_input",
                message: "Invalid input",
                errors: { "variants.7.code": t("validation.taken") },
              },
            })
          : route.continue(),
      );
      await page.getByTestId("save").click();
      await expect(codeOf(7)).toHaveAccessibleDescription(t("validation.taken"));
      await page.unroute(`**/api/admin/products/${product.id}/variants`);
      await shoot(page, `matrix-${locale}`);
      await page.getByTestId("save").click();
      await seeToast(page, "success", t("admin.form.saved"));
      const stored = await page.request.get(`/api/admin/products/${product.id}/variants`);
      const matrix = ((await stored.json()) as { data: { quantity: number; variants: { price: number }[] } }).data;
      expect(matrix.variants).toHaveLength(12);
      expect(matrix.variants.every((variant) => variant.price === 1250)).toBe(true);
      expect(matrix.quantity).toBe(120);

      // The storefront's product page shows the 12 variants on the next request, to a buyer (a
      // guest's page has no purchase form, decision 0077).
      await signInBuyer(page, baseURL);
      await page.goto(`${prefix}/productDetails/${product.slugs[locale]}`);
      await expect(page.getByTestId("variant-matrix").getByTestId("matrix-cell")).toHaveCount(12);
    } finally {
      await product.remove();
      for (const id of [colour, size])
        await page.request.delete(`/api/admin/variants/${id}`, { headers: { origin: String(baseURL) } });
    }
  });
}

test("the variants, options and matrix screens pass axe, light in Arabic and dark in English", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAdmin(page, baseURL);
  const run = token();
  const colour = await createAttribute(page, baseURL, `Tone ${run}`, `لون ${run}`, ["Red", "Blue"]);
  const product = await productWithoutVariants(run);
  try {
    const matrix: TourStop = {
      path: `/product/variants/${product.id}`,
      prepare: async (_, { locale }) => {
        await page
          .getByRole("group", { name: locale === "ar" ? `لون ${run}` : `Tone ${run}` })
          .getByLabel("Red")
          .check();
        await page.getByTestId("matrix-generate").click();
        await expect(page.getByTestId("matrix-row")).toHaveCount(1);
      },
    };
    const screens = ["/variants", "/variants/add", "/options", "/options/add", matrix];
    // Decision 0032: a wide matrix scrolls in its own box, never the page.
    expect(await tourAdminScreens(page, screens, { overflow: true })).toEqual([]);
  } finally {
    await product.remove();
    await page.request.delete(`/api/admin/variants/${colour}`, { headers: { origin: String(baseURL) } });
  }
});

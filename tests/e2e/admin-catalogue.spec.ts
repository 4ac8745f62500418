import { expect, test, type Page } from "@playwright/test";
import { useTranslations } from "../../i18n/index.ts";
import {
  logToasts,
  openAdmin,
  pickGalleryImage,
  randomPng,
  seeToast,
  settleScreen,
  signInAdmin,
  tourAdminScreens,
  type TourStop,
} from "./admin-db.ts";

// Issue #11 item 3 (decision 0062): the gallery, brands, main categories and categories screens
// and the kit's image picker and relation fields; every screen passes axe in light and dark.

// Decision 0078: this part's journeys run once, in Arabic; the kit they share runs in both
// languages (admin-app.spec.ts), and the screens' axe tour opens each screen in both.
const locales = [{ locale: "ar", base: "/admin-panel/secure" }] as const;

/** A run's own suffix, so parallel runs and repeated runs never collide on a unique name. */
const runId = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

/** Uploads a fresh PNG on the gallery screen, gives it `alt`, and answers its id. */
async function uploadInGallery(page: Page, base: string, alt: string, t: ReturnType<typeof useTranslations>) {
  await openAdmin(page, `${base}/gallery`);
  const uploaded = page.waitForResponse(
    (response) => response.url().endsWith("/api/admin/gallery") && response.request().method() === "POST",
  );
  await page.getByTestId("gallery-upload").setInputFiles({
    name: `e2e-${alt}.png`,
    mimeType: "image/png",
    buffer: randomPng(),
  });
  const answer = await uploaded;
  expect(answer.status()).toBe(201);
  const [image] = ((await answer.json()) as { data: { id: number }[] }).data;
  if (!image) throw new Error("no image answered");
  await seeToast(page, "success", t("admin.upload.done", { count: 1 }));
  const card = page.locator(`[data-image-id="${image.id}"]`);
  await expect(card.locator("img")).toBeVisible();
  await card.getByTestId("gallery-alt").fill(alt);
  await card.getByTestId("gallery-alt-save").click();
  await seeToast(page, "success", t("admin.gallery.altSaved"));
  return image.id;
}

test.beforeEach(async ({ page }) => logToasts(page));

for (const { locale, base } of locales) {
  const t = useTranslations(locale);
  const english = (label: Parameters<typeof t>[0]) => t("admin.form.english", { field: t(label) });

  test(`the gallery takes an upload, a brand is made with that image, a short name is refused at its field (${locale})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await signInAdmin(page, baseURL);
    const run = runId();
    const alt = `e2e picture ${run}`;
    const imageId = await uploadInGallery(page, base, alt, t);

    await openAdmin(page, `${base}/brand/add`);
    await expect(page.getByRole("heading", { level: 1, name: t("admin.brands.add") })).toBeVisible();
    const form = page.getByTestId("resource-form");
    const name = form.getByRole("textbox", { name: english("admin.brands.name"), exact: true });
    // SPEC §5: a brand name of 2 letters is refused, under the field, in the SPEC's words.
    await name.fill("Ab");
    await form.getByRole("combobox", { name: t("admin.fields.status"), exact: true }).selectOption("available");
    await page.getByTestId("save").click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name.locator("xpath=..").locator("[data-field-error]")).toHaveText(t("validation.tooShort"));
    // (The image's "required" shows once the rest is valid: arktype checks the piped id after the
    // object's other rules; the API tests hold that message.)

    await name.fill(`E2E Brand ${run}`);
    await page.getByTestId("pick-imageId").click();
    const picker = page.getByTestId("gallery-picker");
    await expect(picker.getByRole("heading", { name: t("admin.picker.title") })).toBeVisible();
    await pickGalleryImage(page, alt);
    await expect(form.getByTestId("image-preview")).toHaveAttribute("alt", alt);
    await page.getByTestId("save").click();
    await seeToast(page, "success", t("admin.form.added"));
    await expect(page).toHaveURL(new RegExp(`${base}/brand$`));
    await page.getByTestId("list-search").fill(`E2E Brand ${run}`);
    await page.getByTestId("list-search").press("Enter");
    await expect(page.getByTestId("resource-row")).toHaveCount(1);
    await expect(page.getByTestId("resource-row").locator("img")).toHaveAttribute("src", /\/media\//);

    // The image is now in use: the gallery refuses to delete it (SPEC §8 "Problem deleting image").
    await openAdmin(page, `${base}/gallery`);
    const card = page.locator(`[data-image-id="${imageId}"]`);
    await expect(card).toContainText(t("admin.gallery.uses", { count: 1 }));
    await card.getByTestId("row-delete").click();
    await page.getByTestId("confirm-delete").click();
    await seeToast(page, "error", t("errors.deleteProblem", { item: t("admin.nouns.image") }));
  });

  test(`a category is made under a main category, and a brand in use cannot be deleted (${locale})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await signInAdmin(page, baseURL);
    const run = runId();

    await openAdmin(page, `${base}/main-category/add`);
    let form = page.getByTestId("resource-form");
    await form
      .getByRole("textbox", { name: english("admin.mainCategories.title"), exact: true })
      .fill(`E2E Main ${run}`);
    await form.getByRole("combobox", { name: t("admin.fields.status"), exact: true }).selectOption("available");
    await form.getByLabel(t("admin.fields.position"), { exact: true }).fill("7");
    await page.getByTestId("save").click();
    await seeToast(page, "success", t("admin.form.added"));
    await expect(page).toHaveURL(new RegExp(`${base}/main-category$`));

    await openAdmin(page, `${base}/category/add`);
    form = page.getByTestId("resource-form");
    await form
      .getByRole("textbox", { name: english("admin.categories.title"), exact: true })
      .fill(`E2E Category ${run}`);
    await form.getByRole("combobox", { name: t("admin.fields.status"), exact: true }).selectOption("available");
    await page.getByTestId("relation-search-mainCategoryId").fill(`E2E Main ${run}`);
    const main = form.getByLabel(t("admin.categories.mainCategory"), { exact: true });
    await expect(main.locator("option", { hasText: `E2E Main ${run}` })).toHaveCount(1);
    await main.selectOption({ label: `E2E Main ${run}` });
    await page.getByTestId("save").click();
    await seeToast(page, "success", t("admin.form.added"));
    await page.getByTestId("list-search").fill(`E2E Category ${run}`);
    await page.getByTestId("list-search").press("Enter");
    const row = page.getByTestId("resource-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`E2E Main ${run}`);
    // Its edit screen shows the main category chosen.
    await row.getByTestId("row-edit").click();
    await expect(page.getByRole("heading", { level: 1, name: t("admin.categories.edit") })).toBeVisible();
    await expect(
      page.getByLabel(t("admin.categories.mainCategory"), { exact: true }).locator("option:checked"),
    ).toHaveText(`E2E Main ${run}`);

    // SPEC §8: a brand with products is refused, "Problem deleting brand".
    await openAdmin(page, `${base}/brand?sort=-productCount`);
    await page.getByTestId("resource-row").first().getByTestId("row-delete").click();
    await page.getByTestId("confirm-delete").click();
    await seeToast(page, "error", t("errors.deleteProblem", { item: t("admin.nouns.brand") }));
    await expect(page.getByTestId("resource-row").first()).toBeVisible();
  });
}

test("the catalogue screens and the image picker pass axe, light in Arabic and dark in English", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAdmin(page, baseURL);
  const picker: TourStop = {
    path: "/brand/add",
    label: "the image picker",
    prepare: async () => {
      await page.getByTestId("pick-imageId").click();
      await expect(page.getByTestId("gallery-picker")).toBeVisible();
      await settleScreen(page);
    },
  };
  const screens = ["/gallery", "/brand", "/brand/add", "/tags", "/tags/add", "/main-category", "/main-category/add"];
  expect(await tourAdminScreens(page, [...screens, "/category", "/category/add", picker])).toEqual([]);
});

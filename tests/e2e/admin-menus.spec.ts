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

// Issue #11 item 3: the menus and slider screens (SPEC §2 `menu`, `slider`), in Arabic and
// English: a slide with a gallery image shows on the home page, a carousel menu of two products
// shows on the home page, SPEC §5's short menu title is refused at its field, and axe is clean.

// Decision 0078: this part's journeys run once, in Arabic; the kit they share runs in both
// languages (admin-app.spec.ts), and the screens' axe tour opens each screen in both.
const locales = [{ locale: "ar", base: "/admin-panel/secure", home: "/" }] as const;

/** A run's own suffix, so parallel runs and repeated runs never collide on a unique title. */
const runId = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

/** Puts a fresh PNG in the gallery with `alt` (the picker searches alt texts) and answers its id. */
async function galleryImage(page: Page, baseURL: string | undefined, alt: string): Promise<number> {
  const uploaded = await page.request.post("/api/admin/gallery", {
    multipart: { files: { name: `e2e-${alt}.png`, mimeType: "image/png", buffer: randomPng() } },
    headers: { origin: String(baseURL) },
  });
  expect(uploaded.status()).toBe(201);
  const [image] = ((await uploaded.json()) as { data: { id: number }[] }).data;
  if (!image) throw new Error("no image answered");
  const named = await page.request.patch(`/api/admin/gallery/${image.id}`, {
    data: { alt },
    headers: { origin: String(baseURL) },
  });
  expect(named.status()).toBe(200);
  return image.id;
}

test.beforeEach(async ({ page }) => logToasts(page));

for (const { locale, base, home } of locales) {
  const t = useTranslations(locale);
  const english = (label: Parameters<typeof t>[0]) => t("admin.form.english", { field: t(label) });

  test(`a slide made with a gallery image shows on the home page (${locale})`, async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await signInAdmin(page, baseURL);
    const run = runId();
    const alt = `e2e slide picture ${run}`;
    await galleryImage(page, baseURL, alt);

    await openAdmin(page, `${base}/slider/add`);
    await expect(page.getByRole("heading", { level: 1, name: t("admin.slides.add") })).toBeVisible();
    const form = page.getByTestId("resource-form");
    await form.getByRole("textbox", { name: english("admin.slides.title"), exact: true }).fill(`E2E Slide ${run}`);
    await form.getByRole("textbox", { name: t("admin.slides.url"), exact: true }).fill("/products");
    await form.getByRole("combobox", { name: t("admin.fields.status"), exact: true }).selectOption("available");
    await form.getByLabel(t("admin.fields.position"), { exact: true }).fill("0");
    await page.getByTestId("pick-imageId").click();
    await pickGalleryImage(page, alt);
    await expect(form.getByTestId("image-preview")).toHaveAttribute("alt", alt);
    await page.getByTestId("save").click();
    await seeToast(page, "success", t("admin.form.added"));
    await expect(page).toHaveURL(new RegExp(`${base}/slider$`));
    await page.getByTestId("list-search").fill(`E2E Slide ${run}`);
    await page.getByTestId("list-search").press("Enter");
    await expect(page.getByTestId("resource-row")).toHaveCount(1);
    await expect(page.getByTestId("resource-row").locator("img")).toHaveAttribute("src", /\/media\//);

    // The next home page view shows it (the write went through the catalogue-change hook).
    await page.goto(home);
    const caption = page.getByTestId("slide-caption").filter({ hasText: `E2E Slide ${run}` });
    await expect(caption).toHaveCount(1);
    const slide = page.getByTestId("slide").filter({ has: caption });
    await expect(slide.locator("img")).toHaveAttribute("src", /\/media\//);
  });

  test(`a carousel menu of two products shows on the home page; a 2-letter title is refused (${locale})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await signInAdmin(page, baseURL);
    const run = runId();
    const listed = await page.request.get("/api/admin/products?perPage=50&sort=sku");
    expect(listed.status()).toBe(200);
    const products = ((await listed.json()) as { data: { items: { sku: string; status: string }[] } }).data.items
      .filter((product) => product.status === "available")
      .slice(0, 2);
    expect(products).toHaveLength(2);

    await openAdmin(page, `${base}/menu/add`);
    await expect(page.getByRole("heading", { level: 1, name: t("admin.menus.add") })).toBeVisible();
    const form = page.getByTestId("resource-form");
    const title = form.getByRole("textbox", { name: english("admin.menus.title"), exact: true });
    const menuType = form.getByRole("combobox", { name: t("admin.menus.menuType"), exact: true });
    // The carousel menu type: a banner and a poster, no gallery, no video (SPEC §9).
    await menuType.selectOption("carousel");
    await expect(form.getByText(t("admin.menus.bannerImage"), { exact: true })).toBeVisible();
    await expect(form.getByText(t("admin.menus.posterImage"), { exact: true })).toBeVisible();
    await expect(form.getByText(t("admin.menus.galleryImages"), { exact: true })).toHaveCount(0);
    await expect(form.getByText(t("admin.menus.videoUrl"), { exact: true })).toHaveCount(0);
    await form.getByRole("combobox", { name: t("admin.menus.type"), exact: true }).selectOption("carousel");
    await form.getByRole("combobox", { name: t("admin.menus.placement"), exact: true }).selectOption("home");
    await form.getByRole("combobox", { name: t("admin.menus.deviceType"), exact: true }).selectOption("web");
    await form.getByRole("combobox", { name: t("admin.fields.status"), exact: true }).selectOption("available");
    await form.getByLabel(t("admin.fields.position"), { exact: true }).fill("0");
    const titles: string[] = [];
    for (const product of products) {
      await page.getByTestId("relations-search-items").fill(product.sku);
      const pick = page.getByTestId("relations-pick-items");
      const option = pick.locator("option", { hasText: `(${product.sku})` });
      await expect(option).toHaveCount(1);
      const label = (await option.textContent()) ?? "";
      titles.push(label.replace(` (${product.sku})`, ""));
      await pick.selectOption({ label });
      await page.getByTestId("relations-add-items").click();
    }
    await expect(page.getByTestId("relations-items").locator("li")).toHaveCount(2);

    // SPEC §5: a menu title of 2 letters is refused, under the field, in the SPEC's words.
    await title.fill("Ab");
    await page.getByTestId("save").click();
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(title.locator("xpath=..").locator("[data-field-error]")).toHaveText(t("validation.tooShort"));

    await title.fill(`E2E Menu ${run}`);
    await page.getByTestId("save").click();
    await seeToast(page, "success", t("admin.form.added"));
    await expect(page).toHaveURL(new RegExp(`${base}/menu$`));

    // The edit screen reads it back: its menu type and its two items, in order.
    await page.getByTestId("list-search").fill(`E2E Menu ${run}`);
    await page.getByTestId("list-search").press("Enter");
    await expect(page.getByTestId("resource-row")).toHaveCount(1);
    await page.getByTestId("resource-row").getByTestId("row-edit").click();
    await expect(page.getByRole("heading", { level: 1, name: t("admin.menus.edit") })).toBeVisible();
    await expect(page.getByRole("combobox", { name: t("admin.menus.menuType"), exact: true })).toHaveValue("carousel");
    const items = page.getByTestId("relations-items").locator("li");
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(titles[0] ?? "");
    await expect(items.last()).toContainText(titles[1] ?? "");

    await page.goto(home);
    const menu = page.getByTestId("home-menu").filter({ has: page.getByRole("heading", { name: `E2E Menu ${run}` }) });
    await expect(menu).toHaveCount(1);
    await expect(menu).toHaveAttribute("data-menu-type", "carousel");
    await expect(menu.locator("[data-track] > li")).toHaveCount(2);
  });
}

test("the menus and slider screens pass axe, light in Arabic and dark in English", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInAdmin(page, baseURL);
  const carousel: TourStop = {
    path: "/menu/add",
    prepare: async (_, { locale }) => {
      const menuType = useTranslations(locale)("admin.menus.menuType");
      await page.getByRole("combobox", { name: menuType, exact: true }).selectOption("carousel");
      await settleScreen(page);
    },
  };
  expect(await tourAdminScreens(page, ["/menu", carousel, "/slider", "/slider/add"])).toEqual([]);
});

import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import { defaultTheme } from "../../core/theme.ts";
import { useTranslations } from "../../i18n/index.ts";
import { logToasts, seeToast, signInAdmin, tourAdminScreens, type TourStop } from "./admin-db.ts";

// Issue #12 items 4 and 5 (decision 0069), in Arabic and English: the theme wizard changes the
// primary colour, warns about a poor contrast, saves, and the storefront shows the new colour;
// "Reset to defaults" brings the shop's colour back; a review approved in the reviews tab shows on
// the storefront's home. The screens pass axe, light and dark. The theme is the whole shop's, so
// this file runs in the shop-wide project (after the others, one test at a time) and leaves the
// defaults behind.

test.describe.configure({ mode: "serial" });

// The machine these run on is shared: a screen's first chunk may take more than expect's 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Opens an admin screen and waits for its heading (admin-db.ts `openAdmin`, with this file's patience). */
async function openAdmin(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator("#admin-main h1")).toBeVisible();
}

// Decision 0078: this part's journeys run once, in Arabic; the kit they share runs in both
// languages (admin-app.spec.ts), and the screens' axe tour opens each screen in both.
const locales = [{ locale: "ar", base: "/admin-panel/secure", home: "/" }] as const;

const violet = { hex: "#7c3aed", rgb: "rgb(124, 58, 237)" };
const crimson = { hex: "#be123c", rgb: "rgb(190, 18, 60)" };
const defaultPrimary = "rgb(15, 118, 110)";
if (defaultTheme.light.primary !== "#0f766e") throw new Error("the default primary colour changed: update this spec");

/** Sends a site review as a visitor would, from an address of its own (reviews are braked per address, decision 0036). */
async function sendReview(request: APIRequestContext, baseURL: string | undefined, name: string, comment: string) {
  const octet = () => Math.floor(Math.random() * 250);
  const answer = await request.post("/api/front/reviews", {
    data: { name, email: `e2e-${Date.now()}-${octet()}@example.com`, overallRating: 5, comment },
    headers: { origin: String(baseURL), "cf-connecting-ip": `10.12.${octet()}.${octet()}` },
  });
  expect(answer.status()).toBe(201);
}

/** Deletes the reviews whose text holds `search`, through the admin API, so runs leave none behind. */
async function removeReviews(request: APIRequestContext, baseURL: string | undefined, search: string) {
  const listed = await request.get(`/api/admin/reviews?perPage=100&search=${encodeURIComponent(search)}`);
  const { data } = (await listed.json()) as { data: { items: { id: number }[] } };
  for (const { id } of data.items) {
    const answer = await request.delete(`/api/admin/reviews/${id}`, { headers: { origin: String(baseURL) } });
    expect(answer.status()).toBe(200);
  }
}

/** Puts the defaults back through the API, whatever a failed test left. */
async function resetTheme(request: APIRequestContext, baseURL: string | undefined) {
  const answer = await request.delete("/api/admin/settings/theme", { headers: { origin: String(baseURL) } });
  expect(answer.status()).toBe(200);
}

test.beforeEach(async ({ page }) => logToasts(page));

for (const { locale, base, home } of locales) {
  const t = useTranslations(locale);

  test(`the theme wizard changes the primary colour, warns about poor contrast, and the shop shows it until reset (${locale})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInAdmin(page, baseURL);
    try {
      await openAdmin(page, `${base}/settings/site/theme-wizard`);
      await expect(page.getByRole("heading", { level: 1, name: t("admin.theme.title") })).toBeVisible();
      // A screen of the site settings tab: that tab is the current one.
      await expect(page.getByTestId("settings-tab-site")).toHaveAttribute("aria-current", "page");
      await expect(page.getByTestId("theme-preview-ar")).toHaveAttribute("dir", "rtl");
      await expect(page.getByTestId("theme-preview-en")).toHaveAttribute("dir", "ltr");

      const primary = page.getByTestId("theme-light-primary");
      await primary.fill(violet.hex);
      // The preview follows as the admin types, in both directions.
      for (const preview of ["theme-preview-ar", "theme-preview-en"]) {
        await expect(page.getByTestId(preview).getByTestId("preview-button")).toHaveCSS("background-color", violet.rgb);
      }

      // A text colour too close to its background is warned about (WCAG AA 4.5:1), not refused.
      const lightSet = page.getByTestId("theme-set-light");
      await expect(lightSet.getByTestId("contrast-warning")).toHaveCount(0);
      await page.getByTestId("theme-light-primaryForeground").fill("#a78bfa");
      const warning = lightSet.getByTestId("contrast-warning");
      await expect(warning).toBeVisible();
      await expect(warning).toContainText(t("admin.theme.colour.primaryForeground"));
      await page.getByTestId("theme-light-primaryForeground").fill("#ffffff");
      await expect(warning).toHaveCount(0);

      // A bad value is the API's message at its field.
      await page.getByTestId("theme-perPage").fill("0");
      await page.getByTestId("theme-save").click();
      await expect(page.getByTestId("theme-perPage")).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#theme-perPage-error")).toHaveText(t("validation.theme.pageSize"));
      await page.getByTestId("theme-perPage").fill(String(defaultTheme.perPage));
      // The header colour and the back office's page size (admin_limit) are saved with the rest.
      await page.getByTestId("theme-site-header").fill(crimson.hex);
      await page.getByTestId("theme-admin_limit").fill("7");

      await page.getByTestId("theme-save").click();
      await seeToast(page, "success", t("admin.theme.saved"));
      await expect(page.locator("#theme-perPage-error")).toHaveCount(0);

      const shop = await page.context().newPage();
      await shop.goto(home);
      await expect(shop.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(shop.getByTestId("home-link")).toHaveCSS("color", violet.rgb);
      await expect(shop.getByTestId("site-header")).toHaveCSS("border-top-color", crimson.rgb);

      // admin_limit is how many rows a list shows when its address names no page size.
      const asked = page.waitForRequest((request) => request.url().includes("/api/admin/measure-units?"));
      await openAdmin(page, `${base}/measureUnits`);
      expect(new URL((await asked).url()).searchParams.get("perPage")).toBe("7");
      await expect(page.getByTestId("per-page")).toHaveValue("7");
      await openAdmin(page, `${base}/settings/site/theme-wizard`);

      await page.getByTestId("theme-reset").click();
      const dialog = page.getByTestId("theme-reset-dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t("admin.theme.resetTitle"));
      await dialog.getByTestId("theme-reset-confirm").click();
      await seeToast(page, "success", t("admin.theme.resetDone"));
      await expect(primary).toHaveValue(defaultTheme.light.primary);

      await shop.reload();
      await expect(shop.getByTestId("home-link")).toHaveCSS("color", defaultPrimary);
    } finally {
      await resetTheme(page.request, baseURL);
    }
  });

  test(`a review approved in the reviews tab shows on the shop's home, and is gone once deleted (${locale})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const name = `E2E reviewer ${locale} ${Date.now().toString(36)}`;
    await sendReview(page.request, baseURL, name, `Great towels (${locale})`);
    await signInAdmin(page, baseURL);

    await page.goto(home);
    await expect(page.getByText(name)).toHaveCount(0);

    await openAdmin(page, `${base}/settings/reviews?approved=false`);
    await expect(page.getByRole("heading", { level: 1, name: t("admin.settings.tab.reviews") })).toBeVisible();
    await page.getByTestId("list-search").fill(name);
    await page.getByTestId("list-search").press("Enter");
    const row = page.getByTestId("review-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("review-status")).toHaveText(t("admin.reviews.unapproved"));
    await row.getByTestId("review-approve").click();
    await seeToast(page, "success", t("admin.reviews.approvedDone"));
    // Still filtered on "awaiting approval": the approved review leaves the list.
    await expect(row).toHaveCount(0);

    const shop = await page.context().newPage();
    await shop.goto(home);
    await expect(shop.getByTestId("home-reviews").getByText(name)).toBeVisible();

    await openAdmin(page, `${base}/settings/reviews?approved=true&search=${encodeURIComponent(name)}`);
    const approved = page.getByTestId("review-row").filter({ hasText: name });
    await expect(approved.getByTestId("review-status")).toHaveText(t("admin.reviews.approved"));
    await approved.getByTestId("row-delete").click();
    await page.getByTestId("confirm-delete").click();
    await seeToast(page, "success", t("admin.delete.done"));
    await shop.reload();
    await expect(shop.getByText(name)).toHaveCount(0);
  });
}

test("the theme wizard, its contrast warning and the reviews tab pass axe, light in Arabic and dark in English", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await sendReview(page.request, baseURL, "Axe reviewer", "Fine towels, slow reply");
  await signInAdmin(page, baseURL);
  const warning: TourStop = {
    path: "/settings/site/theme-wizard",
    label: "the wizard with a contrast warning and the dark preview",
    prepare: async () => {
      await page.getByTestId("theme-light-primaryForeground").fill("#a78bfa");
      await page.getByTestId("preview-mode-dark").click();
      // axe reads colours as drawn: wait for the chosen button's colour change to finish.
      await page.waitForFunction(() => document.getAnimations().length === 0);
      await expect(page.getByTestId("contrast-warning")).toBeVisible();
      // The pointer leaves the button it clicked: axe would read its hover colour, not the screen's.
      await page.mouse.move(0, 0);
    },
  };
  // Nothing wider than the window (the tab bar scrolls on its own).
  const screens = ["/settings/site/theme-wizard", "/settings/reviews", warning];
  const failures = await tourAdminScreens(page, screens, { overflow: true });
  await removeReviews(page.request, baseURL, "Axe reviewer");
  expect(failures).toEqual([]);
});

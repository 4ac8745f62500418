import { expect, test, type Page } from "@playwright/test";
import { axeFindings, htmlFindings } from "./accessibility.ts";

// Issue #11 item 7, decision 0060: the API reference page draws the OpenAPI document the API
// serves, grouped by tag, in Arabic and English, light and dark, with no script of its own.

const locales = [
  { locale: "ar", prefix: "", dir: "rtl", title: "مرجع واجهة برمجة التطبيقات", required: "مطلوب" },
  { locale: "en", prefix: "/en", dir: "ltr", title: "API reference", required: "required" },
] as const;

/** Opens every operation, so axe and the screenshot see their parameters and fields. */
async function openAll(page: Page) {
  await page.locator("details[data-testid=api-operation]").evaluateAll((elements) => {
    for (const element of elements) (element as HTMLDetailsElement).open = true;
  });
}

for (const { locale, prefix, dir, title, required } of locales) {
  test(`the API reference lists every operation of the document (${locale}) @mobile`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const size = testInfo.project.name;
    const response = await page.goto(`${prefix}/api-reference`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    // The page lists exactly the document's operations.
    const document = (await (await page.request.get("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const count = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
    await expect(page.getByTestId("api-operation")).toHaveCount(count);
    await expect(page.getByTestId("openapi-link")).toHaveAttribute("href", "/api/openapi.json");
    await page.screenshot({ path: `test-results/api-reference-${locale}-${size}-light.png` });

    // The measure units' create: admin access and the unit's fields, the English name required.
    const create = page.locator("#postAdminMeasureUnits");
    await create.locator("summary").click();
    await expect(create.locator("[data-field='code']")).toContainText(required);
    await expect(create.locator("[data-field='translations.en.name']")).toContainText(required);
    await expect(create.locator("[data-field='translations.en.name'] code").first()).toHaveText("translations.en.name");
    // Its delete answers 409 while a product is measured in the unit.
    const remove = page.locator("#deleteAdminMeasureUnitsById");
    await remove.locator("summary").click();
    await expect(remove.locator("li", { hasText: "409" })).toBeVisible();
    await create.screenshot({ path: `test-results/api-reference-operation-${locale}-${size}-light.png` });

    // Accessible and valid with every operation open, in both themes; the phone draws the same
    // markup, so it is only looked at (axe over every operation open is slow).
    const isScanned = size === "desktop";
    await openAll(page);
    if (isScanned) {
      const html = await (await page.request.get(`${prefix}/api-reference`)).text();
      const [axe, invalid] = await Promise.all([axeFindings(page), htmlFindings(html)]);
      expect(axe.failing).toEqual([]);
      expect(invalid).toEqual([]);
    }
    await page.locator("#theme-toggle").click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    if (isScanned) expect((await axeFindings(page, { only: ["color-contrast"] })).failing).toEqual([]);
    await page.locator("#postAdminMeasureUnits").screenshot({
      path: `test-results/api-reference-operation-${locale}-${size}-dark.png`,
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/api-reference-${locale}-${size}-dark.png` });
  });
}

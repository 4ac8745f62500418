import { expect, test, type Page } from "@playwright/test";
import { axeFindings, htmlFindings } from "./accessibility.ts";
import { photograph } from "./photograph.ts";

// Issue #11 item 7, decision 0060: the API reference page draws the OpenAPI document the API
// serves, grouped by tag, in Arabic and English, light and dark, with no script of its own.

const locales = [
  { locale: "ar", prefix: "", dir: "rtl", title: "مرجع واجهة برمجة التطبيقات", required: "مطلوب" },
  { locale: "en", prefix: "/en", dir: "ltr", title: "API reference", required: "required" },
] as const;

/**
 * Opens the first operation of every tag, for axe and the screenshot: each group with one
 * operation's parameters, fields and answers drawn. Every operation is the same markup with other
 * words, so axe reads the open one per group and leaves the closed ones out (axe over all of them
 * took over a minute of CI); the HTML validator still reads the whole page, every operation included.
 */
async function openEachGroup(page: Page) {
  await page.locator("section:has(> details[data-testid=api-operation])").evaluateAll((sections) => {
    for (const section of sections) {
      const first = section.querySelector("details[data-testid=api-operation]");
      if (first) (first as HTMLDetailsElement).open = true;
    }
  });
}

for (const { locale, prefix, dir, title, required } of locales) {
  test(`the API reference lists every operation of the document (${locale})`, async ({ page }) => {
    test.setTimeout(300_000);
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
    await photograph(page, `test-results/api-reference-${locale}.png`, { fullPage: false });

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

    // Accessible with each group's first operation open, and valid as a whole; axe looks once per
    // theme (decision 0078): light in Arabic, dark in English.
    const theme = locale === "ar" ? "light" : "dark";
    await openEachGroup(page);
    if (theme === "dark") {
      await page.locator("#theme-toggle").click();
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    }
    const html = await (await page.request.get(`${prefix}/api-reference`)).text();
    const [axe, invalid] = await Promise.all([
      axeFindings(page, { exclude: "details[data-testid=api-operation]:not([open])" }),
      htmlFindings(html),
    ]);
    expect(axe.failing).toEqual([]);
    expect(invalid).toEqual([]);
    await photograph(create, `test-results/api-reference-operation-${locale}-${theme}.png`);
  });
}

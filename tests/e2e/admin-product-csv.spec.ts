import { expect, test, type Page } from "@playwright/test";
import { useTranslations } from "../../i18n/index.ts";
import { axeFailures, chooseTheme, tourPasses } from "./accessibility.ts";
import { signInAdmin } from "./admin-db.ts";

// Issue #11 item 6 (decision 0061): the products import and export screen: a CSV with a bad row →
// the dry run lists it with its line, column and message, the import stays disabled and nothing
// changes; the screen with its report passes axe, light in Arabic and dark in English (decision 0078).

/** The export's row of the first product (no variant), as the file says it. */
async function firstProductRow(page: Page): Promise<string> {
  const text = await (await page.request.get("/api/admin/product-csv/export")).text();
  const row = text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .slice(1)
    .find((line) => /^[^,]+,,/.test(line));
  if (!row) throw new Error("the export has no product row");
  return row;
}

test("CSV import dry run lists a bad row and changes nothing, and passes axe light and dark", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInAdmin(page, baseURL);
  const row = await firstProductRow(page);
  const sku = row.split(",")[0] ?? "";
  const csv = `sku,title_en,price\n${sku},Renamed towel,12.00\n${sku.slice(0, 3)},ab,abc\n`;
  const failures: string[] = [];
  for (const { theme, locale, prefix } of tourPasses) {
    const t = useTranslations(locale);
    await chooseTheme(page, theme);
    await page.goto(`${prefix}/admin-panel/secure/product/import`);
    await expect(page.getByRole("heading", { level: 1, name: t("admin.productCsv.title") })).toBeVisible();
    await expect(page.getByTestId("export")).toHaveAttribute("href", "/api/admin/product-csv/export");
    await page
      .getByTestId("csv-file")
      .setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByTestId("check").click();

    const problems = page.getByTestId("problems");
    await expect(problems).toBeVisible();
    const cells = problems.locator("tbody tr").first().locator("td");
    await expect(cells.nth(0)).toHaveText("3");
    await expect(cells.nth(1)).toHaveText("sku");
    await expect(cells.nth(2)).toHaveText(t("validation.sku"));
    await expect(page.getByTestId("report")).toContainText(t("admin.productCsv.problems", { count: "1" }));
    await expect(page.getByTestId("import")).toBeDisabled();
    expect(await firstProductRow(page)).toBe(row);
    failures.push(...(await axeFailures(page, `${theme} ${locale} the import report`)));
  }
  expect(failures).toEqual([]);
});

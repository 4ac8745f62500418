import { expect, test } from "@playwright/test";
import { useTranslations } from "../../i18n/index.ts";
import { axeFailures, chooseTheme, tourPasses } from "./accessibility.ts";
import { openAdmin, settleScreen, signInAdmin } from "./admin-db.ts";
import { photograph } from "./photograph.ts";

// Issue #21 item 6 (decision 0090): the dashboard, the admin's first screen, in Arabic light and
// English dark on a desktop (axe on each, decision 0078): its figures drawn, the chart right to
// left in Arabic, the period picker asking the API again, and a widget opening the list it sums
// up with the same filter. The phone layout is measured in admin-phone-layout.spec.ts.

for (const pass of tourPasses) {
  test(`the dashboard shows the period's figures and opens the filtered lists (${pass.locale}, ${pass.theme})`, async ({
    page,
    baseURL,
  }) => {
    const t = useTranslations(pass.locale);
    await signInAdmin(page, baseURL);
    await chooseTheme(page, pass.theme);
    const base = `${pass.prefix}/admin-panel/secure`;
    await openAdmin(page, base);
    await settleScreen(page);
    for (const stat of [
      "stat-sales",
      "stat-orders",
      "stat-aov",
      "stat-returns",
      "stat-pending",
      "stat-low-stock",
      "stat-left-carts",
    ]) {
      await expect(page.getByTestId(stat).getByTestId("stat-value")).toHaveText(/\d/);
    }
    await expect(page.getByTestId("stat-left-carts").getByRole("link")).toHaveAttribute(
      "href",
      /\/abandoned-carts\?state=left$/,
    );
    const chart = page.getByTestId("sales-chart");
    await expect(chart.locator("svg.recharts-surface").first()).toBeVisible();
    // Time runs with the reading direction: the period's first day is on the right in Arabic
    // The x axis's labels are the days (DD/MM); Recharts draws every axis's labels in one layer
    const ticks = chart.locator("text.recharts-cartesian-axis-tick-value").filter({ hasText: /^\d{2}\/\d{2}$/ });
    await expect(ticks.first()).toBeVisible();
    const first = (await ticks.first().boundingBox())?.x ?? 0;
    const last = (await ticks.last().boundingBox())?.x ?? 0;
    expect(pass.locale === "ar" ? first > last : first < last).toBe(true);
    expect(await axeFailures(page, `${pass.theme} ${pass.locale} dashboard`)).toEqual([]);
    await photograph(page, `test-results/dashboard/desktop-${pass.locale}-${pass.theme}.png`);

    // Another period and interval ask the API again
    const asked = page.waitForResponse((response) => response.url().includes("/api/admin/dashboard?"));
    await page.getByRole("button", { name: t("admin.dashboard.period.last7") }).click();
    expect((await asked).url()).toContain("from=");
    const weekly = page.waitForResponse((response) => response.url().includes("interval=week"));
    await page.getByTestId("dashboard-interval").selectOption("week");
    expect((await weekly).status()).toBe(200);

    // A widget opens its list with the same filter
    if (pass.locale === "ar") {
      await page.getByTestId("stat-pending").getByRole("link").click();
      await expect(page).toHaveURL(/\/users\?status=pending$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    } else {
      await page.getByTestId("stat-orders").getByRole("link").click();
      await expect(page).toHaveURL(/\/order\?(?=.*from=\d{4}-\d{2}-\d{2})(?=.*to=\d{4}-\d{2}-\d{2})/);
      await expect(page.getByRole("heading", { level: 1, name: t("admin.nav.order") })).toBeVisible();
    }
  });
}

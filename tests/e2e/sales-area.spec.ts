import { expect, test, type Page } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { useTranslations } from "../../i18n/index.ts";
import { axeFindings, chooseTheme } from "./accessibility.ts";
import { photograph } from "./photograph.ts";

// Issue #22 items 1, 2, 3, 5, 7 (decision 0095): the salesperson's area. Signing in lands there;
// English on a desktop in dark colours (axe), Arabic on a phone in light ones (layout, no axe).
const passes = [
  { locale: "en", prefix: "/en", dir: "ltr", theme: "dark", tag: "" },
  { locale: "ar", prefix: "", dir: "rtl", theme: "light", tag: " @phone" },
] as const;

/** How far the page is wider than the window, in CSS pixels (0 or less: it fits). */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const { locale, prefix, dir, theme, tag } of passes) {
  const t = useTranslations(locale);
  const isPhone = tag !== "";

  test(`a salesperson signs in and lands on their area (${locale})${tag}`, async ({ page }) => {
    await chooseTheme(page, theme);
    const { salesperson } = demoAccounts;
    await page.goto(`${prefix}/login`);
    await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
    const form = page.getByTestId("sign-in-form");
    await form.getByRole("textbox").first().fill(salesperson.email);
    await form.locator("input[type=password]").fill(salesperson.password);
    await form.getByRole("button", { name: t("auth.login.submit") }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/sales$`));
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("sales.home.title"));
    const nav = page.getByRole("navigation", { name: t("sales.nav") });
    await expect(nav.getByRole("link", { name: t("sales.nav.home") })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("account-link")).toHaveAttribute("href", `${prefix}/sales`);
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    if (isPhone) {
      // The tab bar sits at the bottom of the phone's screen, every section in reach.
      const box = await nav.boundingBox();
      const height = page.viewportSize()?.height ?? 0;
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(height);
    } else {
      expect((await axeFindings(page)).failing).toEqual([]);
    }
    await photograph(page, `test-results/sales-home-${locale}-${theme}${isPhone ? "-phone" : ""}.png`, {
      fullPage: false,
    });
  });
}

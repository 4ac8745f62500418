import { expect, test } from "@playwright/test";

// Issue #9 item 23: a path whose percent-escapes do not decode is no page of ours. It answered 500
// on /en/… (the locale rewrite decoded it) and on the password-reset page (which decoded the
// address again); now it is the not-found page, in the path's language.
const paths = [
  { path: "/en/%E0%A4%A", lang: "en" },
  { path: "/en/category/%ZZ", lang: "en" },
  { path: "/en/productDetails/%C3", lang: "en" },
  { path: "/en/%", lang: "en" },
  { path: "/%E0%A4%A", lang: "ar" },
  { path: "/password/reset/0123456789abcdef/%E0%A4%A", lang: "ar" },
  { path: "/en/password/reset/0123456789abcdef/a%ZZb", lang: "en" },
] as const;

for (const { path, lang } of paths) {
  test(`${path} is the not-found page (${lang})`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
  });
}

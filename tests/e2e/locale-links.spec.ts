import { expect, test } from "@playwright/test";
import { attributeOf, serverPage, textOf, withAttribute, withTag, withTestId } from "./server-html.ts";

// Issue #9 items 12 and 15: every link a page offers stays in the page's language, and the
// listings lead back home the same way.

test.describe("home slides", () => {
  for (const { home, isEnglish } of [
    { home: "/en/", isEnglish: true },
    { home: "/", isEnglish: false },
  ]) {
    test(`lead to pages in the language of ${home}`, async ({ page }) => {
      await page.goto(home);
      const hrefs = await page
        .getByTestId("slide")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        expect(href).toMatch(/^\//);
        if (isEnglish) expect(href).toMatch(/^\/en\//);
        else expect(href).not.toMatch(/^\/en(\/|$)/);
      }
      // The first slide opens a page in the same language.
      await page.getByTestId("slide").first().click();
      await expect(page.locator("html")).toHaveAttribute("lang", isEnglish ? "en" : "ar");
    });
  }
});

test.describe("not-found page", () => {
  for (const [path, other] of [
    ["/en/no-such-page", "/no-such-page"],
    ["/no-such-page", "/en/no-such-page"],
    ["/en/productDetails/no-such-product", "/productDetails/no-such-product"],
    ["/category/no-such-category", "/en/category/no-such-category"],
  ] as const) {
    // The server's HTML (decision 0078: no browser for what the server answers).
    test(`switches language to the same path: ${path} → ${other}`, async ({ request }) => {
      const page = await serverPage(request, path);
      expect(page.status).toBe(404);
      expect(page.all(withTestId("language-switch")).map((link) => attributeOf(link, "href"))).toEqual([other]);
    });
  }
});

test.describe("listing breadcrumbs", () => {
  for (const { path, home, current } of [
    { path: "/main-categories", home: "/", current: "الأقسام" },
    { path: "/en/main-categories", home: "/en/", current: "Departments" },
    { path: "/categories", home: "/", current: "كل الفئات" },
    { path: "/en/categories", home: "/en/", current: "All categories" },
  ]) {
    test(`lead from ${path} back home`, async ({ request }) => {
      const page = await serverPage(request, path);
      const crumbs = page.one(withTestId("breadcrumbs"), "breadcrumbs");
      expect(page.all(withTag("a"), crumbs).map((link) => attributeOf(link, "href"))).toEqual([home]);
      expect(page.all(withAttribute("aria-current", "page"), crumbs).map(textOf)).toEqual([current]);
    });
  }
});

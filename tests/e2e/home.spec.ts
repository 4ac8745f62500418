import { expect, test } from "@playwright/test";
import { featuredTitles } from "./db.ts";

test.describe("home page", () => {
  test("is Arabic and right to left by default, with the seeded slides and featured products", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    // Home menus (issue #3) have product cards too: look inside the featured section.
    const featured = page.locator('section[aria-labelledby="featured-heading"]');
    await expect(featured.getByRole("heading", { name: "منتجات مميزة" })).toBeVisible();
    expect(await page.getByTestId("slide").count()).toBeGreaterThan(0);
    const titles = await featuredTitles("ar");
    expect(titles.length).toBeGreaterThan(0);
    await expect(featured.getByTestId("product-card").first()).toContainText(String(titles[0]));
    await expect(featured.getByTestId("product-card")).toHaveCount(titles.length);
  });

  test("is English and left to right under /en/", async ({ page }) => {
    await page.goto("/en/");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const featured = page.locator('section[aria-labelledby="featured-heading"]');
    await expect(featured.getByRole("heading", { name: "Featured products" })).toBeVisible();
    const titles = await featuredTitles("en");
    expect(titles.length).toBeGreaterThan(0);
    await expect(featured.getByTestId("product-card").first()).toContainText(String(titles[0]));
  });

  test("shows a guest no prices", async ({ page }) => {
    await page.goto("/en/");
    await expect(page.getByTestId("price")).toHaveCount(0);
    await expect(page.getByText("Sign in for wholesale prices").first()).toBeVisible();
  });

  test("falls back to the site description of SPEC §1", async ({ page }) => {
    await page.goto("/en/");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /bulk buying/);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", /\/$/);
  });

  test("submits the header search to /products", async ({ page }) => {
    await page.goto("/en/");
    await page.getByRole("searchbox", { name: "Search products" }).fill("linen shirt");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/products\?search=linen\+shirt$/);
  });
});

test.describe("language switch", () => {
  test("keeps the current page", async ({ page }) => {
    // Slug pages redirect to the other locale's slug (decision 0015); the catalogue keeps its path.
    await page.goto("/products?page=2");
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/en\/products\?page=2$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/:\d+\/products\?page=2$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });

  test("redirects the prefixed default locale to its canonical path", async ({ page }) => {
    await page.goto("/ar/");
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});

test.describe("not-found page", () => {
  for (const [path, heading, dir] of [
    ["/no-such-page", "الصفحة غير موجودة", "rtl"],
    ["/en/no-such-page", "Page not found", "ltr"],
  ] as const) {
    test(`answers 404 at ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
    });
  }
});

test.describe("theme", () => {
  test("toggle persists across reloads with no flash of the wrong theme", async ({ page }) => {
    await page.goto("/en/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Toggle dark mode" })).toHaveAttribute("aria-pressed", "true");
    // The class must already be there in the first paint: check it before any module script runs.
    await page.route("**/_astro/*.js", (route) => route.abort());
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await page.unroute("**/_astro/*.js");
    await page.reload();
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(html).not.toHaveClass(/dark/);
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
  });
});

test.describe("platform", () => {
  test("sends the security headers on pages", async ({ request }) => {
    const response = await request.get("/");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    // Scripts are allowed by hash only, never by 'unsafe-inline'.
    const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toContain("unsafe-inline");
  });

  test("runs every page script and loads every picture under the policy without a violation @images", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ["/", "/en/login", "/en/contact", "/en/products"]) {
      // Loaded (styles, scripts, images), every island hydrated and every font fetched: whatever the
      // policy would refuse has been asked for.
      await page.goto(path);
      await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
    }
    expect(violations).toEqual([]);
  });

  test("the built Worker reports a healthy database", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  });

  test("serves /version.json generated at build", async ({ request }) => {
    const response = await request.get("/version.json");
    expect(response.status()).toBe(200);
    expect((await response.json()).version).toMatch(/^\d+\.\d+\.\d+\+\w+$/);
  });

  test("serves seeded images from R2 through the media route", async ({ page, request }) => {
    await page.goto("/en/");
    const src = await page.getByTestId("product-card").first().locator("img").getAttribute("src");
    expect(src).toMatch(/^\/media\//);
    const image = await request.get(String(src));
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  });
});

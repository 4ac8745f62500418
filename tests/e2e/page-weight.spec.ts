// Issue #19 item 9 (decision 0077): guests download nothing they cannot use. A guest's product
// page is the plain variant: no purchase island, no React, at most 15 KB of JavaScript like a
// listing page; a buyer's page hydrates the purchase island when it comes into view. Measured as
// the bench measures it (bench/page-weights.ts).
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { guestProductJsTarget, measurePageLoad, type PageLoad } from "../../bench/page-weights.ts";
import { roleStatePath, signIn, type SharedRole } from "./sign-in.ts";

const product = "/productDetails/classic-linen-tunic-dusty-pink-bls00001";
/** React's element symbol, in every build of React whatever its chunk is called. */
const reactMark = "react.transitional.element";
const reactScripts = (load: PageLoad) =>
  load.files.filter((file) => file.type === "script" && file.text.includes(reactMark)).map((file) => file.url);

for (const [locale, prefix] of [
  ["ar", ""],
  ["en", "/en"],
] as const) {
  test(`a guest's product page carries no purchase island and at most 15 KB of JavaScript (${locale})`, async ({
    page,
  }) => {
    // Loading, scrolling and waiting for quiet twice (as the bench does) takes a while on a busy machine.
    test.setTimeout(90_000);
    const load = await measurePageLoad(page, `${prefix}${product}`);
    await expect(page.getByTestId("product-title")).toBeVisible();
    await expect(page.locator("astro-island")).toHaveCount(0);
    await expect(page.getByTestId("purchase")).toHaveCount(0);
    expect(reactScripts(load)).toEqual([]);
    expect(load.files.filter((file) => file.url.includes("ProductPurchase"))).toEqual([]);
    console.log(`guest product page (${locale}): ${load.jsGzipBytes} B of JavaScript, gzip`);
    expect(load.jsGzipBytes).toBeLessThanOrEqual(guestProductJsTarget);
    // A guest is sent to sign in, and brought back to this product.
    await expect(page.locator("[data-price-note] a")).toHaveAttribute("href", /\/login\?to=.*bls00001/);
  });
}

test("a buyer's purchase form hydrates once it comes into view, then adds to the cart", async ({ page, baseURL }) => {
  // A phone-sized window: the picture fills it, the purchase form is further down.
  await page.setViewportSize({ width: 390, height: 500 });
  await signIn(page, baseURL);
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
  });
  // Quiet on purpose (decision 0078 keeps this one): the check is that nothing more is fetched until
  // the form is scrolled to (with client:idle it would load here), which no element can signal.
  await page.goto(`/en${product}`, { waitUntil: "networkidle" });
  await expect(page.getByTestId("product-details").getByTestId("price")).toBeVisible();
  const island = page.locator("astro-island").filter({ has: page.getByTestId("purchase") });
  await expect(island).toHaveAttribute("ssr");
  expect(scripts.filter((text) => text.includes(reactMark))).toEqual([]);

  await page.getByTestId("purchase").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("purchase")).toHaveAttribute("data-live", "true");
  await expect(island).not.toHaveAttribute("ssr");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("purchase-notice")).toContainText("Added to your cart");
  await expect(page.locator("#cart-count")).toHaveText("50");
});

/** The built scripts a page names, and every script they import, statically or on demand. */
function scriptsOf(html: string): Set<string> {
  const found = new Set<string>();
  const pending = [...html.matchAll(/\/_astro\/([\w.-]+\.js)/g)].map(([, name]) => name ?? "");
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (found.has(name)) continue;
    found.add(name);
    const code = readFileSync(`dist/client/_astro/${name}`, "utf8");
    pending.push(
      ...[...code.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([\w.-]+\.js)["']/g)].map(([, file]) => file ?? ""),
    );
  }
  return found;
}

test("no storefront or salesperson page loads the back office's own chunk (decision 0109)", async ({
  playwright,
  baseURL,
}) => {
  const pages = {
    approvedCustomer: ["/", "/en/products", product, "/cart", "/checkout", "/quick-order", "/dashboard"],
    salesperson: ["/sales", "/en/sales/customers", "/en/sales/quotes", "/cart"],
    admin: ["/admin-panel/secure"],
  } as const;
  const loaded: Record<string, Set<string>> = {};
  for (const [role, paths] of Object.entries(pages)) {
    const request = await playwright.request.newContext({ baseURL, storageState: roleStatePath(role as SharedRole) });
    for (const path of paths) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      loaded[path] = scriptsOf(await answer.text());
    }
    await request.dispose();
  }
  const adminChunk = /^admin\.[\w-]+\.js$/;
  expect([...(loaded["/admin-panel/secure"] ?? [])].filter((name) => adminChunk.test(name))).toHaveLength(1);
  for (const [path, scripts] of Object.entries(loaded)) {
    if (path.startsWith("/admin-panel")) continue;
    expect(
      [...scripts].filter((name) => adminChunk.test(name)),
      path,
    ).toEqual([]);
  }
});

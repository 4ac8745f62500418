// The storefront's part of `npm run bench` that counts bytes, not milliseconds (issue #9, issue #19
// item 9): the JavaScript and CSS Chromium loads for each page and role, gzip (default level) of
// every script and stylesheet it fetches and of the inline scripts, once the page is scrolled to its
// end (islands that hydrate when they become visible are counted). tests/e2e/page-weight.spec.ts
// holds a guest's product page to the target with the same measure. Target: a guest's product
// page, like a listing page, at most 15 KB (15,000 B) of JavaScript: a guest cannot buy, so it
// downloads no purchase island.
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";

export const pageWeightRoles = ["guest", "buyer"] as const;
export type PageWeightRole = (typeof pageWeightRoles)[number];

export interface PageWeight {
  /** The page's name, e.g. "product". */
  page: string;
  locale: "ar" | "en";
  role: PageWeightRole;
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** The script files fetched (inline scripts not counted here). */
  scripts: number;
}

/** Issue #19 item 9: a guest's product page loads at most this much JavaScript, gzip. */
export const guestProductJsTarget = 15_000;

/** What one page loaded: each script and stylesheet file (gzip size and text), and its inline scripts. */
export interface PageLoad {
  files: { url: string; type: "script" | "stylesheet"; gzipBytes: number; text: string }[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/**
 * Opens `url` in `tab`, scrolls to the end of the page (islands that hydrate when visible load
 * then) and waits until nothing more loads for half a second: the JavaScript and CSS it loaded.
 */
export async function measurePageLoad(tab: Page, url: string): Promise<PageLoad> {
  const fetched: Promise<PageLoad["files"][number]>[] = [];
  tab.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet")
      fetched.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => ({
            url: response.url(),
            type,
            gzipBytes: gzipSync(body).length,
            text: body.toString("utf8"),
          })),
      );
  });
  await tab.goto(url, { waitUntil: "networkidle" });
  await tab.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  for (let seen = -1; seen !== fetched.length;) {
    seen = fetched.length;
    await tab.waitForTimeout(500);
  }
  await tab.waitForLoadState("networkidle");
  const inline = await tab.$$eval("script:not([src])", (scripts) =>
    scripts
      .filter((script) => script.getAttribute("type") !== "application/ld+json")
      .map((script) => script.textContent ?? ""),
  );
  const files = await Promise.all(fetched);
  const sum = (type: string) =>
    files.filter((file) => file.type === type).reduce((total, file) => total + file.gzipBytes, 0);
  return {
    files,
    jsGzipBytes: sum("script") + inline.reduce((total, text) => total + gzipSync(text).length, 0),
    cssGzipBytes: sum("stylesheet"),
  };
}

/**
 * Each page's JavaScript and CSS for each role: a guest, and the approved demo buyer whose
 * session, price claim and account cookies `buyerCookies()` gives.
 */
export async function measurePageWeights(
  browser: Browser,
  origin: string,
  pages: readonly { name: string; locale: "ar" | "en"; path: string }[],
  buyerCookies: () => Promise<string>,
): Promise<PageWeight[]> {
  const weights: PageWeight[] = [];
  for (const role of pageWeightRoles) {
    const context = await browser.newContext();
    if (role === "buyer") {
      const cookies = (await buyerCookies()).split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
      });
      await context.addCookies(cookies);
    }
    for (const page of pages) {
      const tab = await context.newPage();
      const load = await measurePageLoad(tab, origin + page.path);
      weights.push({
        page: page.name,
        locale: page.locale,
        role,
        path: page.path,
        jsGzipBytes: load.jsGzipBytes,
        cssGzipBytes: load.cssGzipBytes,
        scripts: load.files.filter((file) => file.type === "script").length,
      });
      await tab.close();
    }
    await context.close();
  }
  return weights;
}

/** One row per page: its JavaScript and CSS for each role side by side. */
export function pageWeightTable(weights: readonly PageWeight[]) {
  const pages = [...new Set(weights.map((weight) => `${weight.page} (${weight.locale})`))];
  return pages.map((name) => {
    const of = (role: PageWeightRole) =>
      weights.find((weight) => `${weight.page} (${weight.locale})` === name && weight.role === role);
    return {
      page: name,
      "guest JS gzip B": of("guest")?.jsGzipBytes,
      "buyer JS gzip B": of("buyer")?.jsGzipBytes,
      "guest CSS gzip B": of("guest")?.cssGzipBytes,
      "buyer CSS gzip B": of("buyer")?.cssGzipBytes,
    };
  });
}

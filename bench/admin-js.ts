// The admin app's part of `npm run bench` (issue #11 "Measure"): the JavaScript Chromium loads,
// gzip, for the admin login and for the first screen of the back office a wholesaler opens every
// day, the product list, in both languages. Every
// script the page fetches until it is drawn and the network is idle (the list's lazy chunks
// included), and its inline scripts. Target: at most 300 KB (300,000 B) gzip.
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { demoAccounts } from "../db/seed/accounts.ts";

export interface AdminJs {
  page: string;
  path: string;
  /** Scripts fetched, and inline scripts, each gzipped (default level, as the page weights). */
  jsGzipBytes: number;
  scripts: number;
}

/** The pages measured: the login as a guest, the list as the demo admin. */
const adminPages = [
  { name: "admin login", path: "/admin-panel/secure/login", ready: "[data-testid=sign-in-form]", signedIn: false },
  {
    name: "admin product list",
    path: "/admin-panel/secure/product",
    ready: "[data-testid=resource-row]",
    signedIn: true,
  },
] as const;

/** Signs the context in as the demo admin through the API, as the admin login form does. */
export async function signInAdmin(context: BrowserContext, origin: string): Promise<void> {
  const { email, password } = demoAccounts.admin;
  const answer = await context.request.post(`${origin}/api/auth/admin/login`, {
    headers: { origin },
    data: { email, password },
  });
  if (answer.status() !== 200) throw new Error(`admin sign-in answered ${answer.status()}`);
}

async function measure(page: Page, url: string, ready: string): Promise<{ bytes: number; scripts: number }> {
  const fetched: Promise<number>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    fetched.push(
      response
        .body()
        .then((body) => gzipSync(body).length)
        .catch(() => 0),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForSelector(ready);
  await page.waitForLoadState("networkidle");
  const inline = await page.$$eval("script:not([src])", (scripts) =>
    scripts
      .filter((script) => script.getAttribute("type") !== "application/ld+json")
      .map((script) => script.textContent ?? ""),
  );
  const files = await Promise.all(fetched);
  const bytes =
    files.reduce((sum, size) => sum + size, 0) + inline.reduce((sum, text) => sum + gzipSync(text).length, 0);
  return { bytes, scripts: files.length };
}

/** The admin pages' JavaScript, in Arabic and English. */
export async function measureAdminJs(browser: Browser, origin: string): Promise<AdminJs[]> {
  const results: AdminJs[] = [];
  for (const prefix of ["", "/en"]) {
    for (const { name, path, ready, signedIn } of adminPages) {
      const context = await browser.newContext();
      if (signedIn) await signInAdmin(context, origin);
      const page = await context.newPage();
      const { bytes, scripts } = await measure(page, `${origin}${prefix}${path}`, ready);
      results.push({
        page: `${name} (${prefix ? "en" : "ar"})`,
        path: `${prefix}${path}`,
        jsGzipBytes: bytes,
        scripts,
      });
      await context.close();
    }
  }
  return results;
}

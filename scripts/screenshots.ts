import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumPath } from "./chromium.ts";

/**
 * Screenshots for people to look at (not a test): each page in both locales, light and dark,
 * desktop and mobile, from a running shop (`npm start`, or the e2e server).
 * Usage: node scripts/screenshots.ts [baseUrl] [path …]
 */
const [baseUrl = "http://127.0.0.1:4321", ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ["/", "/no-such-page"];
const outdir = "test-results/screens";
mkdirSync(outdir, { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
const viewports = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } };
for (const [device, viewport] of Object.entries(viewports)) {
  for (const theme of ["light", "dark"] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    await context.addInitScript((mode) => localStorage.setItem("theme", mode), theme);
    const page = await context.newPage();
    for (const path of pages) {
      for (const prefix of ["", "/en"]) {
        const url = `${baseUrl}${prefix}${path}`;
        await page.goto(url, { waitUntil: "networkidle" });
        const name = `${device}-${theme}-${prefix ? "en" : "default"}${path.replaceAll(/[^a-z0-9]+/gi, "_")}.png`;
        await page.screenshot({ path: `${outdir}/${name}`, fullPage: device === "desktop" ? false : true });
        console.log(`${url} → ${outdir}/${name}`);
      }
    }
    await context.close();
  }
}
await browser.close();

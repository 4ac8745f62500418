// The salesperson's app offline (issue #22 "Measure", decision 0097): the area's shell (/sales)
// served by the service worker with no network, its first paint in Chromium on a throttled phone
// (Pixel 7 screen, CPU slowed 4× by CDP, the network cut). Target: ≤ 1 s. Each language: the page
// is seen once online (the worker keeps it and its assets), then opened `runs` times offline.
// `node bench/sales-shell.ts <origin>` measures a running shop (`npm start`, the e2e server).
import { chromium, devices, type Browser } from "playwright-core";
import { demoAccounts } from "../db/seed/accounts.ts";
import { chromiumPath } from "../scripts/chromium.ts";

export interface SalesShellBench {
  locale: "ar" | "en";
  runs: number;
  /** First contentful paint, ms from the navigation's start. */
  fcpP50: number;
  fcpMax: number;
  /** Every answer came from the service worker. */
  isFromWorker: boolean;
}

export const salesShellTargetMs = 1000;

export async function measureSalesShell(browser: Browser, origin: string, runs = 5): Promise<SalesShellBench[]> {
  const results: SalesShellBench[] = [];
  for (const locale of ["ar", "en"] as const) {
    const context = await browser.newContext({ ...devices["Pixel 7"] });
    const { email, password } = demoAccounts.salesperson;
    const answer = await context.request.post(`${origin}/api/auth/login`, {
      headers: { origin },
      data: { login: email, password },
    });
    if (answer.status() !== 200) throw new Error(`salesperson sign-in answered ${answer.status()}`);
    const page = await context.newPage();
    const url = `${origin}${locale === "ar" ? "" : "/en"}/sales`;
    await page.goto(url);
    // The worker is in control and has kept the page that installed it
    for (let tries = 0; tries < 100; tries += 1) {
      const isKept = await page.evaluate(async () =>
        Boolean(navigator.serviceWorker.controller && (await caches.match(location.href))),
      );
      if (isKept) break;
      await page.waitForTimeout(100);
    }
    // Seen once more under the worker: every asset it loads is kept
    await page.goto(url, { waitUntil: "networkidle" });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await context.setOffline(true);
    const paints: number[] = [];
    let isFromWorker = true;
    for (let run = 0; run < runs; run += 1) {
      const response = await page.goto(url, { waitUntil: "load" });
      isFromWorker &&= response?.fromServiceWorker() ?? false;
      const fcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntriesByName("first-contentful-paint")[0];
              if (entry) resolve(entry.startTime);
            }).observe({ type: "paint", buffered: true });
          }),
      );
      paints.push(fcp);
    }
    await context.close();
    paints.sort((a, b) => a - b);
    results.push({
      locale,
      runs,
      fcpP50: Math.round(paints[Math.floor(paints.length / 2)] ?? Infinity),
      fcpMax: Math.round(paints.at(-1) ?? Infinity),
      isFromWorker,
    });
  }
  return results;
}

if (import.meta.main) {
  const origin = process.argv[2] ?? "http://127.0.0.1:4321";
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    console.table(await measureSalesShell(browser, origin));
  } finally {
    await browser.close();
  }
}

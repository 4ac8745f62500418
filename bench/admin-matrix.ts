// The admin app's variant matrix in `npm run bench` (issue #11 "Measure": time to open and save a
// product with 400 variants in the browser). A product is given a 20 × 20 matrix through the API,
// then Chromium opens `product/variants/{id}` until its 400 rows are drawn, and saves it (every
// price changed, one PUT) until the screen says so; each three times, the median reported.
// Run alone against a running server: `node bench/admin-matrix.ts <origin> <database url>`.
import { createClient } from "@libsql/client";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumPath } from "../scripts/chromium.ts";
import { products } from "../db/schema/index.ts";
import { createProduct } from "../tests/fixtures/catalogue.ts";
import { signInAdmin } from "./admin-js.ts";

export interface MatrixBench {
  variants: number;
  /** From navigation to the 400 rows drawn, ms (median of the runs, and each run). */
  openMs: number;
  saveMs: number;
  runs: { openMs: number; saveMs: number }[];
}

const side = 20;
const runCount = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function api(page: Page, origin: string, method: "POST" | "PUT" | "DELETE", path: string, data?: unknown) {
  const answer = await page.request.fetch(`${origin}${path}`, { method, data, headers: { origin } });
  if (answer.status() >= 300) throw new Error(`${method} ${path} answered ${answer.status()}: ${await answer.text()}`);
  return answer.status() === 204 ? null : ((await answer.json()) as { data: Record<string, unknown> }).data;
}

/** Opens and saves a 400-variant product's matrix in the admin app. */
export async function measureMatrix(browser: Browser, origin: string, databaseUrl: string): Promise<MatrixBench> {
  const client = createClient({ url: databaseUrl });
  await client.execute("pragma foreign_keys = on");
  const db = drizzle(client);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signInAdmin(context, origin);
  const page = await context.newPage();
  const run = Date.now().toString(36);
  const attributes: number[] = [];
  const product = await createProduct(db, { title: { en: `Bench matrix ${run}`, ar: `جدول القياس ${run}` } });
  try {
    const valueIds: number[][] = [];
    for (const axis of ["Bench size", "Bench shade"]) {
      const created = await api(page, origin, "POST", "/api/admin/variants", {
        translations: { en: { name: `${axis} ${run}` } },
        values: Array.from({ length: side }, (_, index) => ({ translations: { en: { name: `V${index + 1}` } } })),
      });
      const id = Number(created?.id);
      attributes.push(id);
      const detail = await page.request.get(`${origin}/api/admin/variants/${id}`);
      const { data } = (await detail.json()) as { data: { values: { id: number }[] } };
      valueIds.push(data.values.map((value) => value.id));
    }
    const [sizes = [], shades = []] = valueIds;
    await api(page, origin, "PUT", `/api/admin/products/${product.id}/variants`, {
      variants: sizes.flatMap((size, s) =>
        shades.map((shade, c) => ({
          code: `B${run}-${s}-${c}`,
          status: "available",
          quantity: 10,
          price: 1000,
          valueIds: [size, shade],
        })),
      ),
    });
    const runs: MatrixBench["runs"] = [];
    for (let index = 0; index < runCount; index += 1) {
      const opened = performance.now();
      await page.goto(`${origin}/en/admin-panel/secure/product/variants/${product.id}`);
      await page
        .locator("[data-testid=matrix-row]")
        .nth(side * side - 1)
        .waitFor();
      const openMs = performance.now() - opened;
      const fill = page.getByTestId("matrix-fill");
      await fill.locator("select").selectOption("price");
      await fill.locator("input").fill(`${12 + index}.50`);
      await fill.getByTestId("matrix-fill-apply").click();
      const saved = performance.now();
      const answered = page.waitForResponse(
        (response) => response.request().method() === "PUT" && response.url().includes("/variants"),
      );
      await page.getByTestId("save").click();
      const response = await answered;
      if (response.status() !== 200) throw new Error(`the matrix save answered ${response.status()}`);
      await page.locator("[data-testid=save]:not([disabled])").waitFor();
      runs.push({ openMs: Math.round(openMs), saveMs: Math.round(performance.now() - saved) });
    }
    return {
      variants: side * side,
      openMs: median(runs.map((r) => r.openMs)),
      saveMs: median(runs.map((r) => r.saveMs)),
      runs,
    };
  } finally {
    await db.delete(products).where(eq(products.id, product.id));
    for (const id of attributes) await api(page, origin, "DELETE", `/api/admin/variants/${id}`).catch(() => null);
    await context.close();
    client.close();
  }
}

if (import.meta.main) {
  const [origin = "http://127.0.0.1:4322", databaseUrl = "file:.data/testing_v1.db"] = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    console.log(await measureMatrix(browser, origin, databaseUrl));
  } finally {
    await browser.close();
  }
}

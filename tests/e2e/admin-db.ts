import { createHash } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { products } from "../../db/schema/index.ts";
import { createProduct } from "../fixtures/catalogue.ts";
import { axeFailures, chooseTheme, tourPasses, type TourPass } from "./accessibility.ts";
import { openE2eDb } from "./db.ts";

// Issue #11: what the admin-app journeys do to the e2e database directly: end a session on the
// server (as an expiry or a sign-out elsewhere would), and remove the measure units they made.

/**
 * Ends the browser's admin session server-side: its row is deleted (sessions store only the
 * SHA-256 of the cookie's token, decision 0012), so the next admin call answers 401.
 */
export async function endAdminSession(context: BrowserContext): Promise<void> {
  const cookie = (await context.cookies()).find((c) => c.name === "jumla_admin" || c.name === "__Host-jumla_admin");
  if (!cookie) throw new Error("no admin session cookie");
  const id = createHash("sha256").update(cookie.value).digest("hex");
  const client = openE2eDb();
  try {
    const { rowsAffected } = await client.execute({ sql: "delete from sessions where id = ?", args: [id] });
    if (rowsAffected !== 1) throw new Error("the admin session was not found");
  } finally {
    client.close();
  }
}

/** Deletes the measure units whose code starts with `prefix`, and their names. */
export async function removeMeasureUnits(prefix: string): Promise<void> {
  const client = openE2eDb();
  try {
    await client.batch(
      [
        {
          sql: "delete from measure_unit_translations where measure_unit_id in (select id from measure_units where code like ?)",
          args: [`${prefix}%`],
        },
        { sql: "delete from measure_units where code like ?", args: [`${prefix}%`] },
      ],
      "write",
    );
  } finally {
    client.close();
  }
}

/**
 * A product without variants for the variant-matrix journey (issue #11), written as the catalogue
 * fixtures write one; `remove` deletes it with whatever variants the test gave it.
 */
export async function productWithoutVariants(token: string) {
  const client = openE2eDb();
  await client.execute("pragma foreign_keys = on");
  const db = drizzle(client);
  const product = await createProduct(db, {
    title: { en: `Matrix journey shirt ${token}`, ar: `قميص رحلة المتغيرات ${token}` },
    price: 1_250,
    quantity: 5,
  });
  return {
    ...product,
    remove: async () => {
      await db.delete(products).where(eq(products.id, product.id));
      client.close();
    },
  };
}

// The back-office journeys' shared steps (issue #11): signing in, opening a screen, the toasts'
// log, a gallery picture and the throwaway rows made through the admin API.

// Signing in lives with the shop's (sign-in.ts): the demo admin shares one session per run.
export { signInAdmin } from "./sign-in.ts";

/** Opens an admin screen and waits for its heading. */
export async function openAdmin(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // A screen's first chunk on a loaded machine (load 12) took past the 10 s default
  await expect(page.locator("#admin-main h1")).toBeVisible({ timeout: 20_000 });
  return response;
}

/**
 * Opens a back-office screen inside the app when it is open in the same language, as a link in it
 * would (TanStack Router's own navigation), and waits until the router has drawn it; else loads
 * the page (openAdmin). A page load costs the app's start and axe's 500 KB again (decision 0106),
 * and the screens draw the same either way. A theme chosen since the last load needs a load.
 */
export async function moveInsideAdmin(page: Page, href: string): Promise<void> {
  const base = href.slice(0, href.indexOf("/admin-panel/secure") + "/admin-panel/secure".length);
  const isOpen = await page.evaluate(
    (prefix) => "__TSR_ROUTER__" in window && `${location.pathname}/`.startsWith(`${prefix}/`),
    base,
  );
  if (!isOpen) {
    await openAdmin(page, href);
    return;
  }
  await page.evaluate((to) => (window as unknown as AdminWindow).__TSR_ROUTER__.navigate({ href: to }), href);
  await page.waitForFunction(() => (window as unknown as AdminWindow).__TSR_ROUTER__.state.status === "idle");
  await expect(page).toHaveURL((url) => url.pathname === new URL(href, url).pathname);
  await expect(page.locator("#admin-main h1")).toBeVisible();
}

/** The part of TanStack Router's instance, which it keeps on `window`, that moveInsideAdmin uses. */
interface AdminWindow {
  __TSR_ROUTER__: { navigate: (to: { href: string }) => Promise<void>; state: { status: "idle" | "pending" } };
}

/**
 * Picks the gallery image named `alt` in the open picker: searches for it and waits for the search's
 * answer (that one image) before clicking it. Clicked while the earlier page of the gallery was
 * still shown, the click could land where the image was before the list shrank and the dialog
 * re-centred, picking nothing (seen on a phone under load).
 */
export async function pickGalleryImage(page: Page, alt: string): Promise<void> {
  const picker = page.getByTestId("gallery-picker");
  await picker.getByTestId("picker-search").fill(alt);
  await picker.getByTestId("picker-search").press("Enter");
  await expect(picker.getByTestId("picker-image")).toHaveCount(1);
  await expect(picker.getByRole("list")).toHaveAttribute("aria-busy", "false");
  const image = picker.getByRole("button", { name: alt });
  await image.click();
  await expect(image).toHaveAttribute("aria-pressed", "true");
  await picker.getByTestId("picker-use").click();
  await expect(picker).toBeHidden();
}

/**
 * Waits until the open screen has drawn its data: no screen or list still loading, no field or
 * dialog fetching its choices. The web-first wait for what `networkidle` used to guess (decision 0078).
 */
export async function settleScreen(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="screen-loading"], [aria-busy="true"]')).toHaveCount(0);
}

/** A screen a tour opens: its path in the back office, and what to do once it is drawn. */
export interface TourStop {
  path: string;
  /** How failures name the stop, when the path alone does not say it (a dialog opened on the screen). */
  label?: string;
  /** Sets the screen up before axe looks (fills a field, opens a dialog); the screen is drawn already. */
  prepare?: (page: Page, pass: TourPass) => Promise<void>;
}

/**
 * Runs axe over back-office screens once per theme (tourPasses, decision 0078: light in Arabic,
 * dark in English) and answers what failed; with `overflow`, a screen wider than the window fails too.
 */
export async function tourAdminScreens(
  page: Page,
  stops: readonly (string | TourStop)[],
  options: { overflow?: boolean } = {},
): Promise<string[]> {
  const failures: string[] = [];
  // A tour's time grows with its stops: each stop may take 15 s to draw and scan on two loaded
  // cores, beyond whatever the test did before (a long tour timed out at a fixed 120 s in CI)
  test.info().setTimeout(test.info().timeout + stops.length * tourPasses.length * 15_000);
  for (const pass of tourPasses) {
    await chooseTheme(page, pass.theme);
    for (const [index, stop] of stops.entries()) {
      const { path, label = path, prepare } = typeof stop === "string" ? { path: stop } : stop;
      const href = `${pass.prefix}/admin-panel/secure${path}`;
      if (index === 0) await openAdmin(page, href);
      else await moveInsideAdmin(page, href);
      const html = expect(page.locator("html"));
      await (pass.theme === "dark" ? html : html.not).toHaveClass(/\bdark\b/);
      await settleScreen(page);
      await prepare?.(page, pass);
      const where = `${pass.theme} ${pass.locale} ${label}`;
      failures.push(...(await axeFailures(page, where)));
      if (options.overflow) {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) failures.push(`${where}: the page is ${overflow} px wider than the window`);
      }
    }
  }
  return failures;
}

/** Logs every toast as it appears (SPEC §9: they live 50 ms a character, shorter than expect's polling). */
export async function logToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { tone: string; text: string }[] = [];
    Object.assign(window, { seenToasts: seen });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.dataset.toast)
            seen.push({ tone: node.dataset.toast, text: node.textContent ?? "" });
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits until a toast of `tone` holding every one of `texts` has been shown (needs `logToasts`). */
export async function seeToast(page: Page, tone: string, ...texts: string[]): Promise<void> {
  await page.waitForFunction(
    ([wanted, parts]) =>
      (window as unknown as { seenToasts: { tone: string; text: string }[] }).seenToasts.some(
        (toast) => toast.tone === wanted && parts.every((part) => toast.text.includes(part)),
      ),
    [tone, texts] as const,
    { timeout: 10_000 },
  );
}

/** A valid 8 × 8 PNG of one random colour (the gallery keeps one file per bytes, so each call's differs). */
export function randomPng(): Buffer {
  const chunk = (kind: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(kind, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const [r, g, b] = [0, 0, 0].map(() => Math.floor(Math.random() * 256));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.from([0, ...Array.from({ length: 8 }, () => [r ?? 0, g ?? 0, b ?? 0]).flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Creates a variant attribute (e.g. colour) with values through the admin API; answers its id. */
export async function createAttribute(
  page: Page,
  baseURL: string | undefined,
  name: { en: string; ar: string },
  values: string[],
): Promise<number> {
  const answer = await page.request.post("/api/admin/variants", {
    headers: { origin: String(baseURL) },
    data: {
      translations: { en: { name: name.en }, ar: { name: name.ar } },
      values: values.map((value) => ({ translations: { en: { name: value } } })),
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

/** Creates an option group with its choices (English and Arabic names) through the admin API; answers its id. */
export async function createOptionGroup(
  page: Page,
  baseURL: string | undefined,
  name: { en: string; ar: string },
  choices: { en: string; ar: string }[],
): Promise<number> {
  const answer = await page.request.post("/api/admin/option-groups", {
    headers: { origin: String(baseURL) },
    data: {
      translations: { en: { name: name.en }, ar: { name: name.ar } },
      minSelections: 0,
      maxSelections: 1,
      choices: choices.map((choice) => ({ translations: { en: { name: choice.en }, ar: { name: choice.ar } } })),
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

/** Deletes an admin resource's row through the API when it is still there (a test's clean-up). */
export async function removeThrough(
  page: Page,
  baseURL: string | undefined,
  resource: string,
  id: number | undefined,
): Promise<void> {
  if (id === undefined) return;
  const answer = await page.request.delete(`/api/admin/${resource}/${id}`, { headers: { origin: String(baseURL) } });
  expect([200, 204, 404], `deleting ${resource}/${id}`).toContain(answer.status());
}

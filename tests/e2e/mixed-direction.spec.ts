import { expect, test, type Locator } from "@playwright/test";
import { textBoxes } from "./layout.ts";
import { signInAdmin } from "./admin-db.ts";
import { signIn } from "./sign-in.ts";
import { photograph } from "./photograph.ts";
import { seededProductPath } from "./db.ts";

// Issue #9 items 12 and 15 (decision 0031): Arabic and English meet in one line (a Latin search
// on an Arabic page, an English neighbourhood beside an Arabic city); each part keeps its own
// direction and its place, in both page directions. Positions are measured, not markup.

/** The x-order of `parts` as drawn: left to right on the screen. */
async function drawnOrder(line: Locator, parts: string[]): Promise<string[]> {
  const boxes = await textBoxes(line, parts);
  return parts
    .map((part, index) => ({ part, left: Math.min(...(boxes[index] ?? []).map((box) => box.left)) }))
    .sort((a, b) => a.left - b.left)
    .map(({ part }) => part);
}

test.describe("search heading", () => {
  for (const { page: path, query, open, close, isPageRtl } of [
    { page: "/products", query: "shirt (XL)", open: "«", close: "»", isPageRtl: true },
    { page: "/products", query: "linen shirt.", open: "«", close: "»", isPageRtl: true },
    { page: "/products", query: "2 pcs thobe", open: "«", close: "»", isPageRtl: true },
    { page: "/en/products", query: "قميص (XL)", open: "“", close: "”", isPageRtl: false },
  ]) {
    test(`keeps "${query}" whole and in order inside the quotes on ${path}`, async ({ page }) => {
      await page.goto(`${path}?search=${encodeURIComponent(query)}`);
      const heading = page.getByTestId("page-title");
      await expect(heading).toContainText(query);
      const characters = [...query].filter((character) => character !== " ");
      const [start = [], ...rest] = await textBoxes(heading, [open, ...characters, close]);
      const end = rest.pop() ?? [];
      const lefts = rest.map((boxes) => Math.min(...boxes.map((box) => box.left)));
      // The quotes stay outside the whole query: the opening one on the page's start side.
      const startLeft = Math.min(...start.map((box) => box.left));
      const endLeft = Math.min(...end.map((box) => box.left));
      if (isPageRtl) {
        expect(startLeft).toBeGreaterThan(Math.max(...lefts));
        expect(endLeft).toBeLessThan(Math.min(...lefts));
      } else {
        expect(startLeft).toBeLessThan(Math.min(...lefts));
        expect(endLeft).toBeGreaterThan(Math.max(...lefts));
      }
      if (/^[\x20-\x7e]+$/.test(query)) {
        // A Latin query reads left to right, character after character, brackets and stops included.
        expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
      } else {
        // An Arabic query reads right to left, word after word.
        const words = query.split(" ");
        expect(await drawnOrder(heading, words)).toEqual([...words].reverse());
      }
    });
  }
});

test.describe("variant table", () => {
  for (const { prefix, separator, foreign } of [
    { prefix: "", separator: "،", foreign: "," },
    { prefix: "/en", separator: ",", foreign: "،" },
  ]) {
    test(`separates options with the ${prefix ? "English" : "Arabic"} comma`, async ({ page }) => {
      await page.goto(`${prefix}${seededProductPath}`);
      const options = page.getByTestId("variant-options").first();
      await expect(options).toContainText(separator);
      await expect(options).not.toContainText(foreign);
    });
  }
});

test.describe("saved addresses", () => {
  for (const { prefix, dir } of [
    { prefix: "/en", dir: "ltr" },
    { prefix: "", dir: "rtl" },
  ]) {
    test(`mixed Arabic and English parts read in order on /dashboard/addresses (${dir})`, async ({ page, baseURL }) => {
      await signIn(page, baseURL);
      await page.goto(`${prefix}/dashboard/addresses`);
      // The seeded Riyadh address: on the English page its neighbourhood is English, its city Arabic.
      const address = page.getByTestId("address").filter({ hasText: "12333" }).locator("address");
      const place = address.locator(":scope > span").nth(2);
      const parts = ((await place.textContent()) ?? "")
        .split(/[,،]/)
        .map((part) => part.trim())
        .filter(Boolean);
      expect(parts).toHaveLength(3);
      expect(parts[2]).toBe("12333");
      const order = await drawnOrder(place, parts);
      expect(order).toEqual(dir === "ltr" ? parts : [...parts].reverse());
    });
  }
});

// Issue #19 item 7: the back office as the storefront. An English street with an Arabic city and a
// postcode, on a customer's detail in both directions: without isolation the postcode is drawn on
// the Arabic city's side in an English screen.
test.describe("admin customer detail", () => {
  for (const { base, dir } of [
    { base: "/en/admin-panel/secure", dir: "ltr" },
    { base: "/admin-panel/secure", dir: "rtl" },
  ]) {
    test(`an address of mixed scripts reads part after part, and free text is typed in its own direction (${dir})`, async ({
      page,
      baseURL,
    }) => {
      await signInAdmin(page, baseURL);
      const run = `${Date.now()}`.slice(-8);
      const created = await page.request.post("/api/admin/customers", {
        headers: { origin: String(baseURL) },
        data: {
          firstName: "سارة",
          lastName: "Trader",
          email: `mixed-${run}@jumla.test`,
          companyName: "Linen & Co",
          companyNumber: `70${run}`,
          phone: `05${run}`,
          password: "a long password 1",
          passwordConfirmation: "a long password 1",
          address1: "12 King Fahd Road",
          city: "الرياض",
          postCode: "12333",
          country: "SA",
        },
      });
      expect(created.status()).toBe(201);
      const { id } = ((await created.json()) as { data: { id: number } }).data;
      // The admin app loads its screens on demand: on a busy machine that takes a while.
      const open = async (path: string) => {
        await page.goto(path);
        await expect(page.locator("#admin-main h1")).toBeVisible({ timeout: 30_000 });
      };
      await open(`${base}/users/${id}`);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      const address = page.getByTestId("company").locator("dd").filter({ hasText: "12333" });
      await expect(address).toBeVisible({ timeout: 30_000 });
      const parts = ["12 King Fahd Road", "الرياض", "12333"];
      const order = await drawnOrder(address, parts);
      expect(order).toEqual(dir === "ltr" ? parts : [...parts].reverse());
      await photograph(page, `test-results/admin-mixed-direction-${dir}.png`);

      // Free text in a form takes the direction of what is typed (names, addresses); codes stay ltr.
      await open(`${base}/users/add`);
      const form = page.getByTestId("resource-form");
      await expect(form.locator("input[name=address1]")).toHaveAttribute("dir", "auto");
      await expect(form.locator("input[name=email]")).toHaveAttribute("dir", "ltr");
    });
  }
});

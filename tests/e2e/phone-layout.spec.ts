import { expect, test, type Page } from "@playwright/test";
import { boxOf, intersects, lineCount, textBoxes, type Box } from "./layout.ts";
import { signIn } from "./sign-in.ts";
import { seededProductPath } from "./db.ts";
import { openE2eDb } from "./db.ts";

// Issue #9 item 13 (decision 0032): what the shop looked like on a phone. Each test measures the
// laid-out page on the "mobile" project (Pixel 7) in both languages; they are tagged @phone, so the
// desktop project does not list them.
const locales = [
  {
    locale: "ar",
    prefix: "",
    slideArrows: ["الشريحة السابقة", "الشريحة التالية"],
    rowArrows: ["التمرير للخلف", "التمرير للأمام"],
    departments: "الأقسام",
  },
  {
    locale: "en",
    prefix: "/en",
    slideArrows: ["Previous slide", "Next slide"],
    rowArrows: ["Scroll back", "Scroll forward"],
    departments: "Departments",
  },
] as const;

/** How many categories the seeded catalogue shows (every one must be reachable from a phone). */
async function availableCategoryCount(profile = process.env.PROFILE ?? "testing_v1"): Promise<number> {
  const client = openE2eDb(profile);
  try {
    const { rows } = await client.execute("select count(*) as n from categories where status = 'available'");
    return Number(rows[0]?.n);
  } finally {
    client.close();
  }
}

async function buttonBoxes(page: Page, scope: string, names: readonly string[]): Promise<Box[]> {
  return Promise.all(names.map((name) => boxOf(page.locator(scope).getByRole("button", { name }).first())));
}

for (const { locale, prefix, slideArrows, rowArrows, departments } of locales) {
  test.describe(`on a phone (${locale})`, () => {
    test(`the slide arrows leave every caption clear @phone`, async ({ page }) => {
      // The Pixel 7 and a narrower phone, where captions wrap onto a second line.
      for (const width of [page.viewportSize()?.width ?? 412, 360]) {
        await page.setViewportSize({ width, height: 780 });
        await page.goto(`${prefix}/`);
        const carousel = page.locator("[data-carousel]").first();
        const arrows = await buttonBoxes(page, "[data-carousel] >> nth=0", slideArrows);
        const slides = await carousel.locator("li").all();
        expect(slides.length).toBeGreaterThan(1);
        const first = await boxOf(carousel.locator("li").first());
        for (const slide of slides) {
          // Each slide is measured where it stands once scrolled into view: in the first slide's place.
          const box = await boxOf(slide);
          const caption = slide.locator("[data-testid=slide] > span");
          const [lines = []] = await textBoxes(caption, [(await caption.textContent())?.trim() ?? ""]);
          expect(lines.length).toBeGreaterThan(0);
          for (const line of lines) {
            const placed = {
              ...line,
              left: line.left - box.left + first.left,
              right: line.right - box.left + first.left,
            };
            for (const arrow of arrows) expect(intersects(placed, arrow), `caption at ${width}px vs arrow`).toBe(false);
          }
        }
      }
    });

    test(`the row arrows never cover a whole tile's title @phone`, async ({ page }) => {
      await page.goto(`${prefix}/`);
      const rows = page.locator('[data-testid="home-menu"]:visible [data-carousel]');
      expect(await rows.count()).toBeGreaterThan(0);
      for (const row of await rows.all()) {
        const arrows = await Promise.all(rowArrows.map((name) => boxOf(row.getByRole("button", { name }))));
        const track = await boxOf(row.locator("[data-track]"));
        for (const tile of await row.locator("[data-track] > li").all()) {
          const box = await boxOf(tile);
          if (box.left < track.left - 1 || box.right > track.right + 1) continue; // cut off by the row's edge
          const title = tile.locator("h3, [data-testid=tile] > span:last-child").first();
          const titleBox = await boxOf(title);
          for (const arrow of arrows) expect(intersects(titleBox, arrow), "tile title vs arrow").toBe(false);
        }
      }
    });

    test(`the guest price note on product cards takes at most two lines @phone`, async ({ page }) => {
      await page.goto(`${prefix}/products`);
      const notes = page.getByTestId("price-note");
      expect(await notes.count()).toBeGreaterThan(3);
      for (const note of (await notes.all()).slice(0, 6)) expect(await lineCount(note)).toBeLessThanOrEqual(2);
    });

    test(`/products shows results first, with the filters folded under their heading @phone`, async ({ page }) => {
      await page.goto(`${prefix}/products`);
      const form = page.getByTestId("filters");
      await expect(form).toBeHidden();
      const firstCard = await boxOf(page.getByTestId("product-card").first());
      expect(firstCard.top).toBeLessThan(page.viewportSize()?.height ?? 0);
      await page.getByTestId("filters-panel").locator("summary").click();
      await expect(form).toBeVisible();
      await expect(form.getByRole("combobox").first()).toBeVisible();
    });

    test(`the customer-area tabs are all in sight, none scrolled away @phone`, async ({ page, baseURL }) => {
      await signIn(page, baseURL);
      await page.goto(`${prefix}/dashboard/profile`);
      const nav = page.getByTestId("account-nav");
      const links = await nav.getByRole("link").all();
      expect(links.length).toBeGreaterThanOrEqual(7);
      const width = page.viewportSize()?.width ?? 0;
      for (const link of links) {
        const box = await boxOf(link);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(width);
      }
      expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    });

    test(`the phone menu is called ${departments} and reaches every category @phone`, async ({ page }) => {
      await page.goto(`${prefix}/`);
      const phone = page.getByRole("navigation", { name: departments, exact: true }).getByTestId("nav-menu-mobile");
      await expect(phone).toBeVisible();
      await expect(phone.locator("summary")).toHaveText(departments);
      await phone.locator("summary").click();
      // Every category the header bar offers on a desktop is in the phone menu too…
      const barLinks = await page
        .getByTestId("nav-menu")
        .locator("a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      const phoneLinks = await phone
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(barLinks.length).toBeGreaterThan(7);
      for (const href of barLinks) expect(phoneLinks).toContain(href);
      // …and the rest are one tap away, on the page listing every category.
      await phone.getByTestId("nav-all-categories").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/categories$`));
      const categoryLinks = await page
        .locator("main a[href*='/category/']")
        .evaluateAll((links) => new Set(links.map((link) => link.getAttribute("href"))).size);
      expect(categoryLinks).toBe(await availableCategoryCount());
    });

    test(`SKUs and variant codes never break at their hyphens @phone`, async ({ page, baseURL }) => {
      await signIn(page, baseURL);
      await page.goto(`${prefix}${seededProductPath}`);
      const codes = page.getByTestId("variant-code");
      expect(await codes.count()).toBeGreaterThan(0);
      for (const code of [page.getByTestId("sku").locator("span"), ...(await codes.all())]) {
        const text = (await code.textContent())?.trim() ?? "";
        const [rects = []] = await textBoxes(code, [text]);
        expect(new Set(rects.map((rect) => Math.round(rect.top))).size, `${text} on one line`).toBe(1);
      }
    });

    test(`a signed-in buyer's header with a two-digit cart count fits the phone @phone`, async ({ page, baseURL }) => {
      await signIn(page, baseURL);
      // A cart as react-use-cart keeps it: 56 items in the badge, beside the shopper's name
      await page.addInitScript(() =>
        localStorage.setItem(
          "react-use-cart",
          JSON.stringify({
            id: "phone",
            items: [{ id: "p1", price: 100, quantity: 56, itemTotal: 5600, productId: 1 }],
            isEmpty: false,
            totalItems: 56,
            totalUniqueItems: 1,
            cartTotal: 5600,
            metadata: {},
          }),
        ),
      );
      for (const width of [page.viewportSize()?.width ?? 412, 390, 360]) {
        await page.setViewportSize({ width, height: 780 });
        await page.goto(`${prefix}/cart`);
        await expect(page.locator("#cart-count")).toHaveText("56");
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
      }
    });
  });
}

test("the filters stay open beside the results on a desktop", async ({ page, isMobile }) => {
  test.skip(isMobile, "desktop layout");
  await page.goto("/en/products");
  await expect(page.getByTestId("filters")).toBeVisible();
  const filters = await boxOf(page.getByTestId("filters"));
  const firstCard = await boxOf(page.getByTestId("product-card").first());
  expect(filters.right).toBeLessThanOrEqual(firstCard.left);
});

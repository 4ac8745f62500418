import { expect, test, type Page } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { customerWithOrders } from "./customer-orders-db.ts";
import { signIn } from "./sign-in.ts";

// Issue #9 (tests that must exist; decision 0043): the Arabic page is the English page in a
// mirror. On home, a category, a product and the customer area, at a phone's and a desktop's
// width, every landmark's box in Arabic stands where the English box stands when measured from
// the other side of the page: x(ar) ≈ page width − x(en) − width.

/**
 * How far, in CSS pixels, an Arabic edge may stand from the mirrored English one. Layout works
 * in 1/64 px and centred containers split odd pixels, so 1 px absorbs rounding and nothing else:
 * a margin, inset or column written left/right instead of start/end moves a box by 4 px or more.
 */
const tolerance = 1;

const widths = [
  { name: "phone", width: 412, height: 915 },
  { name: "desktop", width: 1440, height: 900 },
];

/**
 * The landmarks measured: the page's banner, its departments menu, main and footer, and the
 * regions inside main and the footer. Their widths come from the layout (full width, grid
 * columns), never from their text, so text that is longer in one language cannot move them; the
 * header's own row (search, language, account), sized by its words, is left out. Only horizontal
 * edges are compared: heights follow the text.
 */
const landmarks = [
  "body > header",
  "body > header > nav",
  "main",
  "main :is(nav, aside, section[aria-label], section[aria-labelledby], [role=region], [role=search])",
  "body > footer",
  "body > footer :is(nav, section[aria-labelledby])",
].join(", ");

interface Landmark {
  /** Tag and what names it (an id reference is the same in both languages), to pair them. */
  key: string;
  /** Distance from the page's inline-start edge (left in English, right in Arabic) to the box's. */
  start: number;
  width: number;
}

/** The drawn landmarks of the open page, in document order. */
async function measure(page: Page): Promise<Landmark[]> {
  return page.locator(landmarks).evaluateAll((elements) => {
    const root = document.documentElement.getBoundingClientRect();
    const isRtl = document.documentElement.dir === "rtl";
    return elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      // Hidden copies (display: none below or above a breakpoint) and visually hidden text.
      if (box.width < 2 || box.height < 2) return [];
      const name = element.getAttribute("aria-labelledby") ?? element.getAttribute("data-testid") ?? "";
      return [
        {
          key: `${element.tagName.toLowerCase()}${name ? `#${name}` : ""}`,
          start: isRtl ? root.right - box.right : box.left - root.left,
          width: box.width,
        },
      ];
    });
  });
}

/** The same page in English, by the page's own language switch. */
async function englishTwin(page: Page): Promise<string> {
  const href = await page.getByTestId("language-switch").getAttribute("href");
  expect(href).toMatch(/^\/en\//);
  return String(href);
}

async function expectMirrored(page: Page, arabicPath: string, width: string) {
  await page.goto(arabicPath);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const arabic = await measure(page);
  await page.goto(await englishTwin(page));
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  const english = await measure(page);
  const label = `${arabicPath} at ${width}`;
  expect(
    arabic.map((box) => box.key),
    `${label}: the same landmarks`,
  ).toEqual(english.map((box) => box.key));
  expect(arabic.length, `${label}: landmarks measured`).toBeGreaterThanOrEqual(4);
  for (const [index, en] of english.entries()) {
    const ar = arabic[index] ?? { key: en.key, start: Number.NaN, width: Number.NaN };
    expect
      .soft(Math.abs(ar.start - en.start), `${label}: ${ar.key} starts ${ar.start} vs ${en.start}`)
      .toBeLessThanOrEqual(tolerance);
    expect
      .soft(Math.abs(ar.width - en.width), `${label}: ${ar.key} is ${ar.width} wide vs ${en.width}`)
      .toBeLessThanOrEqual(tolerance);
  }
}

for (const { name, width, height } of widths) {
  test(`landmarks in Arabic mirror English on home, category, product and the customer area (${name})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    await page.goto("/categories");
    const category = await page.locator("main a[href*='/category/']").first().getAttribute("href");
    await page.goto("/products");
    const product = await page
      .getByTestId("product-card")
      .first()
      .getByRole("heading")
      .getByRole("link")
      .getAttribute("href");
    for (const path of ["/", String(category), String(product)]) await expectMirrored(page, path, name);
    // A buyer whose recent orders hold every column, the purchase-order reference too (its English
    // label once made the English dashboard 27 px wider than a phone).
    const buyer = await customerWithOrders(demoAccounts.approvedCustomer.email);
    try {
      await signIn(page, baseURL, { email: buyer.email, password: demoAccounts.approvedCustomer.password });
      for (const path of ["/dashboard", "/dashboard/addresses"]) await expectMirrored(page, path, name);
    } finally {
      await buyer.remove();
    }
  });
}

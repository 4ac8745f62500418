import { expect, test, type Locator, type Page } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { customerWithOrders } from "./customer-orders-db.ts";
import { signIn } from "./sign-in.ts";
import { seededProductPath } from "./db.ts";

// Issue #9 item 16 (decision 0030): SAR amounts carry the official riyal sign U+20C1, drawn by its
// own small font, left of the amount in Arabic (right to left) and English alike; where the font
// cannot load the sign is written in letters. Prices are seen signed in as the approved customer.
const riyal = "\u20C1";
const product = { ar: "", en: "/en" } as const;
const signText = { ar: "ر.س", en: "SAR" } as const;

/** Where the sign and the digits of one amount are drawn, and what the sign looks like. */
function measure(money: Locator) {
  return money.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const digits = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const first = text.search(/\d/);
      if (first < 0) continue;
      const last = text.length - [...text].reverse().join("").search(/\d/);
      digits.setStart(node, first);
      digits.setEnd(node, last);
      break;
    }
    const visibleSign = [...element.querySelectorAll<HTMLElement>("[data-currency-sign] > *")].find(
      (part) => part.getBoundingClientRect().width > 1,
    );
    const box = (rect: DOMRect) => ({ left: rect.left, right: rect.right, width: rect.width });
    return {
      amount: box(digits.getBoundingClientRect()),
      sign: visibleSign ? box(visibleSign.getBoundingClientRect()) : null,
      signText: visibleSign?.textContent ?? null,
      spokenSign: element.querySelector("[data-currency-sign] > :not([aria-hidden])")?.textContent ?? null,
      hasRiyalFont: document.fonts.check(`1em "Saudi Riyal"`, "\u20C1"),
    };
  });
}

/** Every amount in `scope` shows `expectedSign` to the left of its digits. */
async function expectSignLeftOfAmounts(scope: Locator, expectedSign: string, spoken: string) {
  const amounts = scope.locator("[data-money]");
  expect(await amounts.count()).toBeGreaterThan(0);
  for (const money of await amounts.all()) {
    const drawn = await measure(money);
    expect(drawn.signText).toBe(expectedSign);
    expect(drawn.spokenSign).toBe(spoken);
    expect(drawn.sign?.width ?? 0).toBeGreaterThan(2);
    expect(drawn.sign?.right ?? Infinity).toBeLessThanOrEqual(drawn.amount.left + 0.5);
  }
}

async function expectRiyalFontLoaded(page: Page) {
  await expect.poll(() => page.evaluate(() => document.fonts.check(`1em "Saudi Riyal"`, "\u20C1"))).toBe(true);
  const faces = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.family.includes("Saudi Riyal")).map((face) => face.status),
  );
  expect(faces).toContain("loaded");
}

for (const locale of ["ar", "en"] as const) {
  test.describe(`riyal amounts (${locale})`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await signIn(page, baseURL);
    });

    test(`product page, variant table and related cards show the riyal sign left of the amount @mobile`, async ({
      page,
    }) => {
      await page.goto(`${product[locale]}${seededProductPath}`);
      await expectRiyalFontLoaded(page);
      await expect(page.getByTestId("price").first()).toContainText(riyal);
      await expectSignLeftOfAmounts(page.getByTestId("price").first(), riyal, signText[locale]);
      await expectSignLeftOfAmounts(page.getByTestId("variants"), riyal, signText[locale]);
      await expectSignLeftOfAmounts(
        page.getByTestId("related").getByTestId("product-card").first(),
        riyal,
        signText[locale],
      );
    });

    test(`product cards on the home page show the riyal sign left of the amount @mobile`, async ({ page }) => {
      await page.goto(locale === "ar" ? "/" : "/en/");
      const featured = page.locator('section[aria-labelledby="featured-heading"]');
      await expectRiyalFontLoaded(page);
      await expectSignLeftOfAmounts(featured.getByTestId("price").first(), riyal, signText[locale]);
      // Amounts in rows scrolled out of sight (home carousels) must not widen the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );
    });

    test(`writes the sign in letters where its font cannot load`, async ({ page }) => {
      await page.route("**/saudi_riyal*", (route) => route.abort());
      await page.goto(`${product[locale]}${seededProductPath}`);
      await expect(page.locator("html")).toHaveClass(/no-currency-font/);
      await expectSignLeftOfAmounts(page.getByTestId("price").first(), signText[locale], signText[locale]);
      await expectSignLeftOfAmounts(page.getByTestId("variants"), signText[locale], signText[locale]);
    });
  });
}

test("a guest's page downloads no riyal font (it is fetched only for the sign)", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  await page.goto("/en/");
  // Every face the page shows has been fetched once the document's fonts are ready.
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((url) => url.includes("saudi_riyal"))).toEqual([]);
});

test("customer-area orders show totals with the riyal sign in both languages", async ({ page, baseURL }) => {
  const customer = await customerWithOrders(demoAccounts.approvedCustomer.email);
  try {
    await signIn(page, baseURL, { email: customer.email, password: demoAccounts.approvedCustomer.password });
    for (const locale of ["ar", "en"] as const) {
      const prefix = product[locale];
      await page.goto(`${prefix}/dashboard/orders`);
      await expectRiyalFontLoaded(page);
      await expectSignLeftOfAmounts(page.getByTestId("order-table"), riyal, signText[locale]);
      await page.goto(`${prefix}/dashboard/orders/${customer.orderIds[0]}`);
      await expectSignLeftOfAmounts(page.getByTestId("order-detail").locator("table"), riyal, signText[locale]);
      await expect(page.getByTestId("order-total")).toContainText(riyal);
    }
  } finally {
    await customer.remove();
  }
});

// Quantity breaks in the purchase form (issue #23 items 2 and 3, decisions 0101 and 0105): the
// product page server-renders the form with the prices of its book, so the breaks and the line total
// at the break the quantity reaches are in the page's HTML, in Arabic and English.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { breakPrice, type PurchaseProduct } from "../../../core/contracts/purchase.ts";
import { profiles } from "../../../core/profiles.ts";
import { pickMessages } from "../../../i18n/index.ts";
import { moneyParts } from "../../../i18n/money.ts";
import { ProductPurchase, productPurchaseMessages } from "./ProductPurchase.tsx";

const profile = profiles.testing_v1;
const breaks = [
  { minQuantity: 12, unitPrice: 4_500 },
  { minQuantity: 48, unitPrice: 4_250 },
];
const product: PurchaseProduct = {
  id: 7,
  title: "Bath towel",
  sku: "TOWEL",
  slug: "bath-towel",
  imageUrl: null,
  isAvailable: true,
  price: 4_800,
  breaks,
  minOrderQuantity: 12,
  packSize: 6,
  maxPerProduct: null,
  stock: null,
  variants: [],
  optionGroups: [],
  buyer: null,
};

/** The purchase form as the product page renders it on the server, as text. */
function rendered(locale: "ar" | "en", initial: PurchaseProduct) {
  const html = renderToStaticMarkup(
    createElement(ProductPurchase, {
      locale,
      messages: pickMessages(locale, productPurchaseMessages),
      money: profile,
      initial,
      loginHref: "/login",
      cartHref: "/cart",
    }),
  );
  return { html, text: html.replace(/<[^>]+>/g, "") };
}

describe("quantity breaks in the purchase form", () => {
  it.each([
    ["en", "12+", "48+", "Line total"],
    ["ar", "من 12 وحدة", "من 48 وحدة", "إجمالي السطر"],
  ] as const)("lists the breaks in %s and totals the line at the break its quantity reaches", (locale, ...words) => {
    const { html, text } = rendered(locale, product);
    expect(html).toContain('data-testid="price-breaks"');
    for (const word of words) expect(text).toContain(word);
    // The least quantity (12) reaches the first break: 12 × 45.00, not 12 × 48.00.
    const amount = (minor: number) => moneyParts(minor, locale, profile).amount;
    expect(text).toContain(amount(4_500));
    expect(text).toContain(amount(12 * 4_500));
    expect(text).not.toContain(amount(12 * 4_800));
  });

  it("draws no breaks for a price without them", () => {
    const { html } = rendered("en", { ...product, breaks: [] });
    expect(html).not.toContain('data-testid="price-breaks"');
  });
});

describe("breakPrice", () => {
  it.each([
    [11, 4_800],
    [12, 4_500],
    [47, 4_500],
    [48, 4_250],
    [49, 4_250],
  ])("prices %i units at %i each", (quantity, unit) => {
    expect(breakPrice(4_800, breaks, quantity)).toBe(unit);
  });
});

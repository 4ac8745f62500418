// Issue #19 item 6, decision 0074: prices and quantities are bounded so that every total the
// checkout computes stays an exact integer. At the bounds an order is taken and its totals are
// exact (checked against BigInt); one step above, the request is a 400 at the field, in Arabic and
// English; a total that a row written outside the rules would push past exact integers is refused.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { optionChoices, orderLines, orders, productOptionGroups, shippingRates } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import {
  callCheckout,
  createBuyer,
  createDeliveryWorld,
  createStockedProduct,
  type DeliveryWorld,
} from "../fixtures/checkout.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
let world: DeliveryWorld;

beforeAll(async () => {
  // The highest maximum per product the site settings take: a line of 50,000 units
  await putSiteSettings(db, { maxQuantityPerProduct: 50_000 });
  world = await createDeliveryWorld(db);
});

/** A product at the highest price with 50 option choices at the highest addition, stocked for the largest line. */
async function mostExpensiveProduct() {
  const product = await createStockedProduct(db, world, {
    price: 100_000_000,
    quantity: 1_000_000_000,
    optionGroup: {
      min: 50,
      max: 50,
      isRequired: true,
      choices: Array.from({ length: 50 }, (_, i) => ({ en: `Extra ${i}`, ar: `إضافة ${i}`, priceDelta: 1_000_000 })),
    },
  });
  const choices = await db
    .select({ id: optionChoices.id })
    .from(optionChoices)
    .innerJoin(productOptionGroups, eq(productOptionGroups.optionGroupId, optionChoices.optionGroupId))
    .where(eq(productOptionGroups.productId, product.id));
  return { product, choiceIds: choices.map((choice) => choice.id) };
}

describe("checkout at the money bounds", () => {
  it("places an order of lines at the highest price, additions and quantity, every total exact", async () => {
    const { cookie, address } = await createBuyer(db, world);
    const first = await mostExpensiveProduct();
    const second = await mostExpensiveProduct();
    const body = {
      lines: [first, second].map(({ product, choiceIds }) => ({ productId: product.id, choiceIds, quantity: 50_000 })),
      addressId: address.id,
      paymentMethodId: world.methods.bankTransfer.id,
    };
    // In BigInt nothing rounds: 2 lines × 50,000 × (1,000,000.00 + 50 × 10,000.00), VAT 15 % per line, free delivery
    const line = 50_000n * (100_000_000n + 50n * 1_000_000n);
    const vat = (line * 1_500n + 5_000n) / 10_000n;
    const expected = {
      subTotal: Number(2n * 50_000n * 100_000_000n),
      selectionsTotal: Number(2n * 50_000n * 50n * 1_000_000n),
      vatTotal: Number(2n * vat),
      shippingCost: 0,
      grandTotal: Number(2n * line + 2n * vat),
    };
    expect(Number.isSafeInteger(expected.grandTotal)).toBe(true);

    const quote = await callCheckout("/api/checkout/quote", cookie, body);
    expect(quote.status, JSON.stringify(quote)).toBe(200);
    expect(quote.data).toMatchObject(expected);
    const placed = await callCheckout("/api/orders", cookie, body);
    expect(placed.status, JSON.stringify(placed)).toBe(201);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.data.id));
    expect(order).toMatchObject(expected);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, placed.data.id));
    expect(lines.map((row) => [row.quantity, row.lineTotal, row.vatAmount])).toEqual([
      [50_000, Number(line), Number(vat)],
      [50_000, Number(line), Number(vat)],
    ]);
    // Two products of 50 choices each and an order of 100 option rows: seconds on a busy machine
  }, 30_000);

  it.each([
    ["en", "Enter a whole number of at most 50,000"],
    ["ar", "أدخل عدداً صحيحاً لا يزيد على 50,000"],
  ] as const)("refuses a line of 50,001 units at its field (%s), quote and order alike", async (locale, message) => {
    const { cookie, address, customer } = await createBuyer(db, world);
    const product = await createStockedProduct(db, world, { quantity: 1_000_000 });
    const body = {
      lines: [
        { productId: product.id, quantity: 1 },
        { productId: product.id, quantity: 50_001 },
      ],
      addressId: address.id,
      paymentMethodId: world.methods.bankTransfer.id,
    };
    for (const path of ["/api/checkout/quote", "/api/orders"] as const) {
      const answer = await callCheckout(path, cookie, body, { locale });
      expect(answer).toMatchObject({ status: 400, error: "invalid_input", errors: { "lines.1.quantity": message } });
    }
    expect(await db.$count(orders, eq(orders.customerId, customer.id))).toBe(0);
  });

  it("refuses a cart mirror line of 50,001 units at its field", async () => {
    const { cookie } = await createBuyer(db, world);
    const product = await createStockedProduct(db, world);
    const response = await call("/api/account/cart", {
      method: "PUT",
      cookie,
      body: { items: [{ id: "a", productId: product.id, quantity: 50_001 }] },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      "items.0.quantity": "Enter a whole number of at most 50,000",
    });
  });

  it.each([
    ["en", "This order is too large to place at once; split it into smaller orders"],
    ["ar", "هذا الطلب أكبر من أن يُنشأ دفعة واحدة؛ قسّمه إلى طلبات أصغر"],
  ] as const)(
    "refuses a total past exact integers that rows written outside the rules would make (%s)",
    async (locale, message) => {
      // A delivery world of its own whose only band charges more than any total can hold exactly
      const own = await createDeliveryWorld(db);
      await db
        .delete(shippingRates)
        .where(and(eq(shippingRates.zoneId, own.zone.id), eq(shippingRates.minOrderAmount, 100_000)));
      await db
        .update(shippingRates)
        .set({ charge: Number.MAX_SAFE_INTEGER - 1, maxOrderAmount: null })
        .where(eq(shippingRates.zoneId, own.zone.id));
      const { cookie, address } = await createBuyer(db, own);
      const product = await createStockedProduct(db, own);
      const body = {
        lines: [{ productId: product.id, quantity: 1 }],
        addressId: address.id,
        paymentMethodId: own.methods.bankTransfer.id,
      };
      for (const path of ["/api/checkout/quote", "/api/orders"] as const) {
        const answer = await callCheckout(path, cookie, body, { locale });
        expect(answer).toMatchObject({ status: 400, error: "order_too_large", message });
      }
    },
  );
});

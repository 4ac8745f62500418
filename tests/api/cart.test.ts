// Issue #10 items 3, 4, 11: the quick order pad's code lookup (what each viewer may see), the
// salesperson's own customers for the cart's picker (never another's), and the mirror of a
// signed-in customer's cart with the abandoned-cart states and the job that marks carts left.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  carts,
  productVariants,
  productVariantValues,
  variantAttributes,
  variantAttributeTranslations,
  variantAttributeValues,
  variantAttributeValueTranslations,
} from "../../db/schema/index.ts";
import type { SkuLookupResult } from "../../core/contracts/cart.ts";
import { cartLeftAfterMs, markLeftCarts } from "../../workers/jobs/mark-left-carts.ts";
import { saveCart } from "../../workers/api/account/save-cart.ts";
import { scheduledJobs } from "../../workers/jobs/run-scheduled-jobs.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { createCustomer, createSalesperson, signIn } from "../fixtures/accounts.ts";
import { createProduct, uniqueToken } from "../fixtures/catalogue.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);

async function json<T>(response: Response) {
  return (await response.json()) as { data?: T; message?: string; error?: string; errors?: Record<string, string> };
}

async function customerCookie(overrides: Parameters<typeof createCustomer>[1] = {}) {
  const row = await createCustomer(db, overrides);
  return { row, cookie: (await signIn(db, { kind: "customer", id: row.id })).cookie };
}

/** A product with two variants (size M and L), each its own code, stock and price. */
async function productWithVariants() {
  const product = await createProduct(db, { hasVariants: true, minOrderQuantity: 6, packSize: 6, quantity: 0 });
  const token = uniqueToken();
  const [attribute] = await db.insert(variantAttributes).values({}).returning();
  if (!attribute) throw new Error("no attribute");
  await db.insert(variantAttributeTranslations).values([
    { variantAttributeId: attribute.id, locale: "ar", name: `المقاس ${token}` },
    { variantAttributeId: attribute.id, locale: "en", name: `Size ${token}` },
  ]);
  const variants = [];
  for (const [position, size] of (["M", "L"] as const).entries()) {
    const [value] = await db
      .insert(variantAttributeValues)
      .values({ variantAttributeId: attribute.id, position })
      .returning();
    if (!value) throw new Error("no value");
    await db.insert(variantAttributeValueTranslations).values([
      { variantAttributeValueId: value.id, locale: "ar", name: size === "M" ? "وسط" : "كبير" },
      { variantAttributeValueId: value.id, locale: "en", name: size === "M" ? "Medium" : "Large" },
    ]);
    const [variant] = await db
      .insert(productVariants)
      .values({
        productId: product.id,
        code: `${product.sku}-${size}`,
        valueKey: String(value.id),
        price: size === "M" ? 4_000 : 4_500,
        quantity: size === "M" ? 30 : 0,
        status: "available",
      })
      .returning();
    if (!variant) throw new Error("no variant");
    await db.insert(productVariantValues).values({ variantId: variant.id, variantAttributeValueId: value.id });
    variants.push(variant);
  }
  return { product, variants };
}

beforeAll(async () => {
  await putSiteSettings(db, { maxQuantityPerProduct: 200 });
});

describe("POST /api/purchase/lookup (quick order pad)", () => {
  it("resolves product SKUs and variant codes, in any case, and lists the codes nothing has", async () => {
    const plain = await createProduct(db, {
      price: 12_500,
      discountPrice: 9_900,
      quantity: 40,
      minOrderQuantity: 12,
      packSize: 6,
    });
    const { product, variants } = await productWithVariants();
    const [medium] = variants;
    const { cookie } = await customerCookie();
    const response = await call("/api/purchase/lookup", {
      body: { skus: [plain.sku.toLowerCase(), `${product.sku}-M`, "NOPE-0000", ` ${plain.sku} `] },
      cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const { data } = await json<SkuLookupResult>(response);
    expect(data?.unknown).toEqual(["NOPE-0000"]);
    expect(data?.matches).toEqual([
      expect.objectContaining({
        sku: plain.sku.toLowerCase(),
        productId: plain.id,
        variantId: null,
        code: plain.sku,
        title: plain.title.en,
        isAvailable: true,
        needsVariant: false,
        optionGroups: [],
        price: 9_900,
        minOrderQuantity: 12,
        packSize: 6,
        limits: { minOrderQuantity: 12, packSize: 6, stock: 40, maxPerProduct: 200 },
      }),
      expect.objectContaining({
        sku: `${product.sku}-M`,
        productId: product.id,
        variantId: medium?.id,
        variantName: "Medium",
        price: 4_000,
        limits: { minOrderQuantity: 6, packSize: 6, stock: 30, maxPerProduct: 200 },
        needsVariant: false,
      }),
      // The same code typed twice (with spaces) is looked up once.
      expect.objectContaining({ sku: plain.sku, productId: plain.id }),
    ]);
  });

  it("answers in the request's language, the variant's values too", async () => {
    const { product } = await productWithVariants();
    const { cookie } = await customerCookie();
    const { data } = await json<SkuLookupResult>(
      await call("/api/purchase/lookup", { body: { skus: [`${product.sku}-L`] }, cookie, language: "ar" }),
    );
    expect(data?.matches[0]).toMatchObject({ title: product.title.ar, variantName: "كبير" });
  });

  // Issue #19 item 7: a required option no longer sends the line to the product page; the pad takes
  // the choice named on the line (by name in either language) or offers it there.
  it("answers a product's option groups with their choices' names in every language; a variant to name sends to the product", async () => {
    const withOptions = await createProduct(db, {
      optionGroup: {
        min: 1,
        max: 1,
        isRequired: true,
        choices: [
          { en: "Gift box", ar: "علبة هدية", priceDelta: 500 },
          { en: "Plain bag", ar: "كيس عادي", priceDelta: 0 },
        ],
      },
    });
    const { product: withVariants } = await productWithVariants();
    const outOfStock = await createProduct(db, { availability: "out_of_stock" });
    const unlisted = await createProduct(db, { status: "unavailable" });
    const { cookie } = await customerCookie();
    const { data } = await json<SkuLookupResult>(
      await call("/api/purchase/lookup", {
        body: { skus: [withOptions.sku, withVariants.sku, `${withVariants.sku}-M`, outOfStock.sku, unlisted.sku] },
        cookie,
      }),
    );
    expect(data?.matches.map(({ needsVariant, isAvailable }) => ({ needsVariant, isAvailable }))).toEqual([
      { needsVariant: false, isAvailable: true },
      { needsVariant: true, isAvailable: true },
      { needsVariant: false, isAvailable: true },
      { needsVariant: false, isAvailable: false },
      { needsVariant: false, isAvailable: false },
    ]);
    const [group] = data?.matches[0]?.optionGroups ?? [];
    expect(group).toMatchObject({ name: "Packaging", isRequired: true, minSelections: 1, maxSelections: 1 });
    expect(group?.choices.map(({ name, priceDelta }) => ({ name, priceDelta }))).toEqual([
      { name: "Gift box", priceDelta: 500 },
      { name: "Plain bag", priceDelta: 0 },
    ]);
    expect(group?.choices[0]?.names.sort()).toEqual(["Gift box", "علبة هدية"]);

    // In Arabic, and without prices for a guest: the choices' names, not what they cost.
    const guest = await json<SkuLookupResult>(
      await call("/api/purchase/lookup", { body: { skus: [withOptions.sku] }, language: "ar" }),
    );
    expect(guest.data?.matches[0]?.optionGroups[0]).toMatchObject({
      name: "التغليف",
      choices: [
        { name: "علبة هدية", priceDelta: null },
        { name: "كيس عادي", priceDelta: null },
      ],
    });
  });

  it.each([
    ["a guest", async () => "", { price: false, stock: false }],
    [
      "a customer awaiting approval",
      async () => (await customerCookie({ state: "unapproved" })).cookie,
      { price: false, stock: false },
    ],
    [
      "an approved customer without prices",
      async () => (await customerCookie({ canSeePrices: false })).cookie,
      { price: false, stock: true },
    ],
    [
      "a salesperson",
      async () => (await signIn(db, { kind: "salesperson", id: (await createSalesperson(db)).id })).cookie,
      { price: true, stock: true },
    ],
  ])("shows %s only what they may see", async (_who, cookieOf, sees) => {
    const product = await createProduct(db, { price: 7_000, quantity: 25 });
    const { data } = await json<SkuLookupResult>(
      await call("/api/purchase/lookup", { body: { skus: [product.sku] }, cookie: await cookieOf() }),
    );
    const [match] = data?.matches ?? [];
    expect(match?.price).toBe(sees.price ? 7_000 : null);
    expect(match?.limits?.stock ?? null).toBe(sees.stock ? 25 : null);
    expect(match).toMatchObject({ title: product.title.en, minOrderQuantity: 1, packSize: 1 });
  });

  it.each([
    ["no codes", { skus: [] }],
    ["a blank code", { skus: ["  "] }],
    ["a code longer than any", { skus: ["A".repeat(65)] }],
    ["more codes than one order has lines", { skus: Array.from({ length: 501 }, (_, i) => `SKU${i}`) }],
    ["no list", { skus: "AB1234" }],
  ])("refuses %s with a translated message", async (_name, body) => {
    const response = await call("/api/purchase/lookup", { body, language: "ar" });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.error).toBe("invalid_input");
    expect(answer.message).toMatch(/[\u0600-\u06ff]/);
  });
});

describe("PUT /api/account/cart (the cart mirror) and the abandoned-cart job", () => {
  const cartOf = async (customerId: number) =>
    (await db.select().from(carts).where(eq(carts.customerId, customerId)))[0];

  it("stores the lines priced from the database, never the browser's price, and the state", async () => {
    const product = await createProduct(db, { price: 2_000, discountPrice: 1_500 });
    const { product: withVariants, variants } = await productWithVariants();
    const { row, cookie } = await customerCookie();
    const body = {
      items: [
        { id: `p${product.id}`, productId: product.id, quantity: 12, price: 1, title: "ignored" },
        {
          id: `p${withVariants.id}-v${variants[0]?.id}`,
          productId: withVariants.id,
          variantId: variants[0]?.id,
          quantity: 6,
        },
        // A product that no longer exists is not mirrored.
        { id: "p999999999", productId: 999_999_999, quantity: 3 },
      ],
    };
    const response = await call("/api/account/cart", { method: "PUT", body, cookie });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({
      state: "active",
      totalItems: 18,
      totalUniqueItems: 2,
      cartTotal: 42_000,
    });
    const stored = await cartOf(row.id);
    expect(stored).toMatchObject({ state: "active", totalItems: 18, cartTotal: 12 * 1_500 + 6 * 4_000 });
    expect(stored?.items).toEqual([
      { id: `p${product.id}`, productId: product.id, variantId: null, choiceIds: [], quantity: 12, price: 1_500 },
      {
        id: `p${withVariants.id}-v${variants[0]?.id}`,
        productId: withVariants.id,
        variantId: variants[0]?.id,
        choiceIds: [],
        quantity: 6,
        price: 4_000,
      },
    ]);

    await call("/api/account/cart", { method: "PUT", body: { items: [] }, cookie });
    expect(await cartOf(row.id)).toMatchObject({ state: "empty", totalItems: 0, cartTotal: 0, items: [] });
  });

  it("refuses a variant of another product", async () => {
    const product = await createProduct(db);
    const { variants } = await productWithVariants();
    const { row, cookie } = await customerCookie();
    await call("/api/account/cart", {
      method: "PUT",
      body: { items: [{ id: "x", productId: product.id, variantId: variants[0]?.id, quantity: 2 }] },
      cookie,
    });
    expect(await cartOf(row.id)).toMatchObject({ state: "empty", items: [] });
  });

  it.each([
    ["no items list", {}, "items"],
    ["a zero quantity", { items: [{ id: "p1", productId: 1, quantity: 0 }] }, "items.0.quantity"],
    ["a fractional quantity", { items: [{ id: "p1", productId: 1, quantity: 1.5 }] }, "items.0.quantity"],
    ["no line id", { items: [{ id: "", productId: 1, quantity: 1 }] }, "items.0.id"],
    ["no product", { items: [{ id: "p1", quantity: 1 }] }, "items.0.productId"],
    [
      "more lines than an order has",
      { items: Array.from({ length: 501 }, (_, i) => ({ id: `p${i + 1}`, productId: i + 1, quantity: 1 })) },
      "items",
    ],
  ])("refuses %s with a translated message, and keeps the stored cart", async (_name, body, field) => {
    const product = await createProduct(db);
    const { row, cookie } = await customerCookie();
    await call("/api/account/cart", {
      method: "PUT",
      body: { items: [{ id: "a", productId: product.id, quantity: 2 }] },
      cookie,
    });
    const response = await call("/api/account/cart", { method: "PUT", body, cookie, language: "ar" });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(Object.keys(answer.errors ?? {})).toContain(field);
    expect(answer.message).toMatch(/[\u0600-\u06ff]/);
    expect(await cartOf(row.id)).toMatchObject({ state: "active", totalItems: 2 });
  });

  it("answers a signed-out 401, not a 500, for an account deleted after its session was read", async () => {
    const product = await createProduct(db);
    const lines = [{ id: "a", productId: product.id, quantity: 1 }];
    await expect(saveCart(db, 999_999_999, lines)).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("is for approved customers: a guest 401, a salesperson 403", async () => {
    const salespersonCookie = (await signIn(db, { kind: "salesperson", id: (await createSalesperson(db)).id })).cookie;
    expect((await call("/api/account/cart", { method: "PUT", body: { items: [] } })).status).toBe(401);
    expect(
      (await call("/api/account/cart", { method: "PUT", body: { items: [] }, cookie: salespersonCookie })).status,
    ).toBe(403);
  });

  it("marks active carts untouched for a week as left, keeps their time, and a change makes them active again", async () => {
    const now = Date.now();
    const product = await createProduct(db);
    const customers = await Promise.all([1, 2, 3].map(() => customerCookie()));
    const [stale, fresh, empty] = customers;
    if (!stale || !fresh || !empty) throw new Error("no customers");
    const item = { id: `p${product.id}`, productId: product.id, quantity: 1, price: 100 };
    const weekAgo = now - cartLeftAfterMs - 1;
    await db.insert(carts).values([
      { customerId: stale.row.id, items: [item], totalItems: 1, cartTotal: 100, state: "active", updatedAt: weekAgo },
      {
        customerId: fresh.row.id,
        items: [item],
        totalItems: 1,
        cartTotal: 100,
        state: "active",
        updatedAt: now - cartLeftAfterMs + 60_000,
      },
      { customerId: empty.row.id, items: [], totalItems: 0, cartTotal: 0, state: "empty", updatedAt: weekAgo },
    ]);

    const { left } = await markLeftCarts(db, now);
    expect(left).toBeGreaterThanOrEqual(1);
    expect(await cartOf(stale.row.id)).toMatchObject({ state: "left", updatedAt: weekAgo });
    expect(await cartOf(fresh.row.id)).toMatchObject({ state: "active" });
    expect(await cartOf(empty.row.id)).toMatchObject({ state: "empty" });

    await call("/api/account/cart", { method: "PUT", body: { items: [item] }, cookie: stale.cookie });
    expect(await cartOf(stale.row.id)).toMatchObject({ state: "active" });
  });

  it("runs with the cron's jobs", () => {
    expect(scheduledJobs.map((job) => job.name)).toContain("mark left carts");
  });
});

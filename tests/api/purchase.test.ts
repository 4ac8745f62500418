// Issue #10 item 2: GET /api/purchase/products/{id}, the live data adding to the cart needs beside
// the cached product page (decision 0050). What each kind of shopper sees: guests and accounts not
// yet approved no price and no stock, approved buyers the stock, prices per SPEC §1; never cached;
// an unknown or unlisted product is not found.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { PurchaseProduct } from "../../core/contracts/purchase.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { createCustomer, createSalesperson, signIn } from "../fixtures/accounts.ts";
import { createProduct, createVariantProduct } from "../fixtures/catalogue.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);

async function read(id: number, cookie?: string, language: "ar" | "en" = "en") {
  const response = await call(`/api/purchase/products/${id}`, { ...(cookie ? { cookie } : {}), language });
  const body = (await response.json()) as { data?: PurchaseProduct; error?: string; message?: string };
  return { response, body, product: body.data };
}

const cookieOf = async (user: Parameters<typeof signIn>[1]) => (await signIn(db, user)).cookie;

let simple: Awaited<ReturnType<typeof createProduct>>;
let matrix: Awaited<ReturnType<typeof createVariantProduct>>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  await putSiteSettings(db);
  simple = await createProduct(db, {
    price: 12_000,
    discountPrice: 10_000,
    quantity: 240,
    minOrderQuantity: 12,
    packSize: 6,
    optionGroup: {
      min: 1,
      max: 1,
      isRequired: true,
      choices: [
        { en: "Carton", ar: "كرتون", priceDelta: 0 },
        { en: "Gift box", ar: "علبة هدايا", priceDelta: 250 },
      ],
    },
  });
  matrix = await createVariantProduct(db, {
    price: 5_000,
    sizes: [
      { en: "S", ar: "صغير" },
      { en: "M", ar: "وسط" },
    ],
    colours: [
      { en: "White", ar: "أبيض" },
      { en: "Black", ar: "أسود" },
    ],
    stockOf: (size, colour) => (size === 1 && colour === 1 ? 0 : 30 + size * 10 + colour),
    statusOf: (size, colour) => (size === 0 && colour === 1 ? "unavailable" : "available"),
  });
  cookies.unverified = await cookieOf({ kind: "customer", id: (await createCustomer(db, { state: "unverified" })).id });
  cookies.unapproved = await cookieOf({ kind: "customer", id: (await createCustomer(db, { state: "unapproved" })).id });
  cookies.approved = await cookieOf({ kind: "customer", id: (await createCustomer(db)).id });
  cookies.noPrices = await cookieOf({ kind: "customer", id: (await createCustomer(db, { canSeePrices: false })).id });
  cookies.restricted = await cookieOf({ kind: "customer", id: (await createCustomer(db, { restricted: true })).id });
  cookies.salesperson = await cookieOf({ kind: "salesperson", id: (await createSalesperson(db)).id });
});

describe("GET /api/purchase/products/{id}", () => {
  it("gives a guest the product, its limits and options, without price or stock, never cached", async () => {
    const { response, product } = await read(simple.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(product).toMatchObject({
      id: simple.id,
      title: simple.title.en,
      sku: simple.sku,
      slug: simple.slugs.en,
      isAvailable: true,
      price: null,
      stock: null,
      minOrderQuantity: 12,
      packSize: 6,
      maxPerProduct: 500,
      variants: [],
      buyer: { kind: "guest" },
    });
    expect(product?.imageUrl).toMatch(/^\/media\//);
    expect(product?.optionGroups).toEqual([
      {
        id: expect.any(Number),
        name: "Packaging",
        note: null,
        isRequired: true,
        minSelections: 1,
        maxSelections: 1,
        choices: [
          { id: expect.any(Number), name: "Carton", priceDelta: null },
          { id: expect.any(Number), name: "Gift box", priceDelta: null },
        ],
      },
    ]);
  });

  it.each([
    ["an unverified customer", "unverified", { kind: "customer", status: "unverified", isRestricted: false }],
    ["a customer awaiting approval", "unapproved", { kind: "customer", status: "unapproved", isRestricted: false }],
  ])("gives %s no price and no stock, and says who they are", async (_name, key, buyer) => {
    const { product } = await read(simple.id, cookies[key]);
    expect(product).toMatchObject({ price: null, stock: null, buyer });
    expect(product?.optionGroups[0]?.choices.map((choice) => choice.priceDelta)).toEqual([null, null]);
  });

  it.each([
    ["an approved customer", "approved", { kind: "customer", status: "approved", isRestricted: false }],
    ["a restricted customer", "restricted", { kind: "customer", status: "approved", isRestricted: true }],
    ["a salesperson", "salesperson", { kind: "salesperson" }],
  ])("gives %s the price paid (the discount price), the choices' prices and the stock", async (_name, key, buyer) => {
    const { product } = await read(simple.id, cookies[key]);
    expect(product).toMatchObject({ price: 10_000, stock: 240, buyer });
    expect(product?.optionGroups[0]?.choices.map((choice) => choice.priceDelta)).toEqual([0, 250]);
  });

  it("shows an approved customer without prices the stock but no price (SPEC §1)", async () => {
    const { product } = await read(simple.id, cookies.noPrices);
    expect(product).toMatchObject({ price: null, stock: 240 });
  });

  it("takes the max per product from the site settings", async () => {
    await putSiteSettings(db, { maxQuantityPerProduct: 48 });
    try {
      expect((await read(simple.id, cookies.approved)).product?.maxPerProduct).toBe(48);
    } finally {
      await putSiteSettings(db);
    }
  });

  it("lists the variants with their values in the attributes' order, stock and price per variant", async () => {
    const { product } = await read(matrix.id, cookies.approved);
    expect(product).toMatchObject({ isAvailable: true, stock: null, price: 5_000 });
    expect(product?.variants).toEqual([
      {
        id: matrix.variantIds[0],
        code: `${matrix.sku}-1-1`,
        values: [
          { attribute: "Size", value: "S" },
          { attribute: "Colour", value: "White" },
        ],
        price: 5_000,
        breaks: [],
        stock: 30,
        isAvailable: true,
      },
      expect.objectContaining({ id: matrix.variantIds[1], stock: 31, isAvailable: false }),
      expect.objectContaining({ id: matrix.variantIds[2], price: 5_100, stock: 40, isAvailable: true }),
      expect.objectContaining({ id: matrix.variantIds[3], stock: 0, isAvailable: false }),
    ]);
  });

  it("hides each variant's price and stock from a guest", async () => {
    const { product } = await read(matrix.id);
    expect(product?.variants.map(({ price, stock }) => ({ price, stock }))).toEqual(
      Array.from({ length: 4 }, () => ({ price: null, stock: null })),
    );
  });

  it("answers in the language asked for, English where a text has no translation", async () => {
    const { product } = await read(matrix.id, undefined, "ar");
    expect(product?.title).toBe(matrix.title.ar);
    expect(product?.variants[0]?.values).toEqual([
      { attribute: "المقاس", value: "صغير" },
      { attribute: "اللون", value: "أبيض" },
    ]);
  });

  it("says a product out of stock is not available", async () => {
    const empty = await createProduct(db, { quantity: 0, availability: "out_of_stock" });
    expect((await read(empty.id, cookies.approved)).product).toMatchObject({ isAvailable: false, stock: 0 });
  });

  it.each([
    ["an unknown product", () => 999_999_999],
    ["an unlisted product", async () => (await createProduct(db, { status: "unavailable" })).id],
  ])("answers 404 for %s, in the caller's language", async (_name, id) => {
    const { response, body } = await read(await id(), cookies.approved, "ar");
    expect(response.status).toBe(404);
    expect(body.error).toBe("not_found");
    expect(body.data).toBeUndefined();
  });

  it.each(["0", "01", "1e3", "abc"])("answers 404 for the id %s", async (id) => {
    const response = await call(`/api/purchase/products/${id}`);
    expect(response.status).toBe(404);
  });
});

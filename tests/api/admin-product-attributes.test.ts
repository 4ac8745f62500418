// Issue #11 item 3, decision 0071: a product's attributes (the admin
// "product/attributes/{version}/{id}" screen) are its specification table, ordered name and value
// pairs per language. GET the table with the product's title, PUT it whole; every rule at its
// field with its message; order kept; the cached storefront product page shows the change on the
// next request, in both languages.
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ProductAttributesDetail } from "../../core/contracts/admin/product-attributes.ts";
import { productAttributes, productAttributeTranslations } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { adminApi, type AdminCall } from "../fixtures/admin-api.ts";
import { createProduct } from "../fixtures/catalogue.ts";

const db = openDb(env);
const { admin, json } = adminApi<ProductAttributesDetail>("products");

const table = (productId: number, options: AdminCall = {}) => admin(`/${productId}/attributes`, options);
const put = (productId: number, attributes: unknown, language: "ar" | "en" = "en") =>
  table(productId, { method: "PUT", body: { attributes }, language });

/** A row with English texts, and Arabic ones when given. */
const row = (name: string, value: string, ar?: { name: string; value: string }) => ({
  translations: { en: { name, value }, ...(ar ? { ar } : {}) },
});

const fabric = row("Fabric", "100% cotton", { name: "القماش", value: "قطن 100%" });
const carton = row("Carton", "24 pieces", { name: "الكرتونة", value: "24 قطعة" });
const origin = row("Origin", "Turkey");

describe("a product's specification table", () => {
  it("starts empty and answers the product's title in the request's language", async () => {
    const product = await createProduct(db);
    const english = await table(product.id);
    expect(english.status).toBe(200);
    expect((await json(english)).data).toEqual({ productId: product.id, title: product.title.en, attributes: [] });
    const arabic = (await json(await table(product.id, { language: "ar" }))).data;
    expect(arabic.title).toBe(product.title.ar);
  });

  it("PUT replaces the whole table, in the order given, and answers it", async () => {
    const product = await createProduct(db);
    const first = await put(product.id, [fabric, carton, origin]);
    expect(first.status, JSON.stringify(await first.clone().json())).toBe(200);
    expect((await json(first)).data.attributes).toEqual([fabric, carton, origin]);
    // Reordered, one dropped, one changed: the stored table is exactly the new one
    const changed = row("Fabric", "Cotton and linen", { name: "القماش", value: "قطن وكتان" });
    const second = (await json(await put(product.id, [origin, changed]))).data;
    expect(second.attributes).toEqual([origin, changed]);
    expect((await json(await table(product.id))).data.attributes).toEqual([origin, changed]);
    expect(await db.$count(productAttributes, eq(productAttributes.productId, product.id))).toBe(2);
    // An empty table leaves the product without one
    expect((await json(await put(product.id, []))).data.attributes).toEqual([]);
    expect(await db.$count(productAttributes, eq(productAttributes.productId, product.id))).toBe(0);
  });

  it("trims the texts and keeps another product's table apart", async () => {
    const [product, other] = [await createProduct(db), await createProduct(db)];
    await put(other.id, [origin]);
    const saved = (await json(await put(product.id, [row("  Fabric ", " Wool  ")]))).data;
    expect(saved.attributes).toEqual([row("Fabric", "Wool")]);
    expect((await json(await table(other.id))).data.attributes).toEqual([origin]);
  });

  it("allows 40 rows", async () => {
    const product = await createProduct(db);
    const rows = Array.from({ length: 40 }, (_, index) => row(`Name ${index}`, `Value ${index}`));
    const response = await put(product.id, rows);
    expect(response.status).toBe(200);
    expect((await json(response)).data.attributes.map((attribute) => attribute.translations.en.name)).toEqual(
      rows.map((attribute) => attribute.translations.en.name),
    );
  });

  const tooMany = Array.from({ length: 41 }, (_, index) => row(`Name ${index}`, "x"));
  it.each([
    ["no English row", [{ translations: { ar: { name: "القماش", value: "قطن" } } }], "attributes.0.translations.en"],
    ["a blank English name", [row(" ", "Cotton")], "attributes.0.translations.en.name"],
    ["a blank English value", [fabric, row("Origin", "")], "attributes.1.translations.en.value"],
    [
      "an Arabic name without a value",
      [{ translations: { en: { name: "Fabric", value: "Cotton" }, ar: { name: "القماش" } } }],
      "attributes.0.translations.ar.value",
    ],
  ])("refuses %s: This field is required", async (_case, attributes, field) => {
    const product = await createProduct(db);
    const response = await put(product.id, attributes);
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ [field]: "This field is required" });
  });

  it.each([
    [
      "a name of 61 characters",
      [row("N".repeat(61), "x")],
      "attributes.0.translations.en.name",
      "This text is too long",
    ],
    [
      "a value of 201 characters",
      [row("Name", "v".repeat(201))],
      "attributes.0.translations.en.value",
      "This text is too long",
    ],
    [
      "an Arabic value of 201 characters",
      [row("Name", "x", { name: "الاسم", value: "ق".repeat(201) })],
      "attributes.0.translations.ar.value",
      "This text is too long",
    ],
    ["41 rows", tooMany, "attributes", "A product has at most 40 specifications"],
    [
      "an English name twice (case and spaces aside)",
      [fabric, carton, row(" fabric", "Linen")],
      "attributes.2.translations.en.name",
      "Already used; choose another",
    ],
    [
      "an Arabic name twice",
      [fabric, row("Weave", "Plain", { name: "القماش", value: "سادة" })],
      "attributes.1.translations.ar.name",
      "Already used; choose another",
    ],
    ["a row that is no object", ["Fabric: cotton"], "attributes.0", "Invalid input"],
  ])("refuses %s", async (_case, attributes, field, message) => {
    const product = await createProduct(db);
    await put(product.id, [origin]);
    const response = await put(product.id, attributes);
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.errors?.[field]).toBe(message);
    // Nothing half-written: the table is as it was
    expect((await json(await table(product.id))).data.attributes).toEqual([origin]);
  });

  it("answers the refusal in Arabic to an Arabic admin", async () => {
    const product = await createProduct(db);
    const response = await put(product.id, tooMany, "ar");
    expect((await json(response)).errors).toEqual({ attributes: "للمنتج 40 مواصفة على الأكثر" });
  });

  it("refuses a body without the list", async () => {
    const product = await createProduct(db);
    const response = await table(product.id, { method: "PUT", body: {} });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ attributes: "This field is required" });
  });

  it.each([
    ["GET", undefined],
    ["PUT", { attributes: [origin] }],
  ])("%s of an unknown product is not found, and writes nothing", async (method, body) => {
    const before = await db.$count(productAttributes);
    const response = await admin("/999999999/attributes", { method, body });
    expect(response.status).toBe(404);
    expect(await db.$count(productAttributes)).toBe(before);
    expect((await admin("/01/attributes")).status).toBe(404);
  });

  it("goes with its product when the product is deleted", async () => {
    const product = await createProduct(db, { withImage: false });
    await put(product.id, [fabric, origin]);
    expect((await admin(`/${product.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await db.$count(productAttributes, eq(productAttributes.productId, product.id))).toBe(0);
    expect(
      await db.$count(
        productAttributeTranslations,
        sql`${productAttributeTranslations.attributeId} not in (select id from product_attributes)`,
      ),
    ).toBe(0);
  });

  it("the cached storefront product page shows the new table on the next request, in both languages", async () => {
    const product = await createProduct(db);
    const shown = async (language: "ar" | "en") => {
      const response = await call(`/api/productDetails/${product.slugs[language]}`, { language });
      const { data } = (await response.json()) as { data: { attributes: { name: string; value: string }[] } };
      return { cache: response.headers.get("server-timing"), attributes: data.attributes };
    };
    for (const language of ["ar", "en"] as const) {
      expect((await shown(language)).attributes).toEqual([]);
      expect((await shown(language)).cache).toContain("hit");
    }
    expect((await put(product.id, [fabric, origin])).status).toBe(200);
    // English texts; the Arabic page shows each row in Arabic, or in English where it has none
    expect((await shown("en")).attributes).toEqual([
      { name: "Fabric", value: "100% cotton" },
      { name: "Origin", value: "Turkey" },
    ]);
    expect((await shown("ar")).attributes).toEqual([
      { name: "القماش", value: "قطن 100%" },
      { name: "Origin", value: "Turkey" },
    ]);
  });
});

// Issue #11 items 3, 4 and 5, decisions 0054 and 0057: the admin products API. Create, read, list
// (search, sort, page, filters), PUT, PATCH (the bulk price and stock edit), delete; every SPEC §5
// product rule with its message; slugs unique across both languages; references that must exist;
// a product with variants holds their total; an ordered product is kept ("Problem deleting
// product"); an edit shows on the cached storefront page and in search on the next request.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProductDetail, ProductRow } from "../../core/contracts/admin/products.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import {
  measureUnits,
  menuItems,
  productImages,
  products,
  productTitles,
  productTranslations,
  taxGroups,
  wishlistItems,
} from "../../db/schema/index.ts";
import { api } from "../../workers/api/app.ts";
import { openDb } from "../../workers/lib/db.ts";
import { bumpCatalogueVersion } from "../../workers/lib/page-cache.ts";
import { createCustomer, fixturePassword } from "../fixtures/accounts.ts";
import { adminApi, type AdminAnswer } from "../fixtures/admin-api.ts";
import {
  createBrand,
  createCategory,
  createGalleryImage,
  createMenu,
  createOptionGroup,
  createTag,
  createVariantProduct,
  uniqueToken,
} from "../fixtures/catalogue.ts";
import { putSiteSettings } from "../fixtures/factories.ts";
import { createOrder } from "../fixtures/orders.ts";

const db = openDb(env);
const { admin, json } = adminApi<ProductDetail & AdminListPage<ProductRow>>("products");

/** A product body with both languages' texts and a unique SKU. */
function productBody(overrides: Record<string, unknown> = {}) {
  const token = uniqueToken();
  return {
    sku: `P${token.slice(0, 7).toUpperCase()}`,
    price: 4_500,
    quantity: 120,
    translations: {
      en: { title: `Linen towel ${token}`, slug: `linen-towel-${token}` },
      ar: { title: `منشفة كتان ${token}`, slug: `منشفة-كتان-${token}` },
    },
    ...overrides,
  };
}

async function createThroughApi(overrides: Record<string, unknown> = {}) {
  const body = productBody(overrides);
  const response = await admin("", { body });
  const answer = await json(response);
  expect(response.status, JSON.stringify(answer.errors ?? answer.message)).toBe(201);
  return { ...answer.data, body };
}

const countProducts = () => db.$count(products);

describe("products: create and read", () => {
  it("creates a product with every field and reads it back", async () => {
    const [brand, category, unit, poster, second, tag, otherTag, group] = await Promise.all([
      createBrand(db),
      createCategory(db),
      db
        .insert(measureUnits)
        .values({ code: `u${uniqueToken()}` })
        .returning(),
      createGalleryImage(db),
      createGalleryImage(db),
      createTag(db, { en: `Eco ${uniqueToken()}`, ar: `بيئي ${uniqueToken()}` }),
      createTag(db, { en: `New ${uniqueToken()}`, ar: `جديد ${uniqueToken()}` }),
      createOptionGroup(db),
    ]);
    const [taxGroup] = await db
      .insert(taxGroups)
      .values({ name: `VAT ${uniqueToken()}`, rateBasisPoints: 1500 })
      .returning();
    const menu = await createMenu(db, { itemType: "products", itemIds: [] });
    const body = productBody({
      barcode: "6281234567890",
      status: "unavailable",
      availability: "out_of_stock",
      type: "bundle",
      isFeatured: true,
      minOrderQuantity: 12,
      packSize: 6,
      discountPrice: 3_900,
      weight: 750,
      measureUnitId: unit[0]?.id,
      brandId: brand.id,
      categoryId: category.id,
      taxGroupId: taxGroup?.id,
      posterImageId: poster.id,
      seoImageId: second.id,
      imageIds: [second.id, poster.id],
      tagIds: [otherTag.id, tag.id],
      menuIds: [menu.id],
      optionGroupIds: [group.id],
    });
    body.translations.en = {
      ...body.translations.en,
      description: "Soft and absorbent",
      extensiveDescription: '<p onclick="steal()">Woven <strong>flax</strong><script>alert(1)</script></p>',
      seoTitle: "Linen towels wholesale",
      seoDescription: "Buy linen towels by the case",
    } as typeof body.translations.en;
    const response = await admin("", { body });
    const answer = await json(response);
    expect(response.status, JSON.stringify(answer.errors)).toBe(201);
    expect(answer.data).toMatchObject({
      sku: body.sku,
      barcode: "6281234567890",
      status: "unavailable",
      availability: "out_of_stock",
      type: "bundle",
      hasVariants: false,
      isFeatured: true,
      quantity: 120,
      minOrderQuantity: 12,
      packSize: 6,
      price: 4_500,
      discountPrice: 3_900,
      weight: 750,
      measureUnitId: unit[0]?.id,
      brandId: brand.id,
      categoryId: category.id,
      taxGroupId: taxGroup?.id,
      posterImageId: poster.id,
      seoImageId: second.id,
      imageIds: [second.id, poster.id],
      tagIds: [tag.id, otherTag.id].sort((a, b) => a - b),
      menuIds: [menu.id],
      optionGroupIds: [group.id],
      variantCount: 0,
      orderLineCount: 0,
      translations: {
        en: {
          title: body.translations.en.title,
          slug: body.translations.en.slug,
          description: "Soft and absorbent",
          // Rich text is cleaned when written (decision 0035)
          extensiveDescription: "<p>Woven <strong>flax</strong></p>",
          seoTitle: "Linen towels wholesale",
          seoDescription: "Buy linen towels by the case",
        },
        ar: {
          title: body.translations.ar.title,
          slug: body.translations.ar.slug,
          description: null,
          extensiveDescription: null,
          seoTitle: null,
          seoDescription: null,
        },
      },
    });
    expect(answer.data.images.map((image) => image.id)).toEqual([second.id, poster.id]);
    expect(answer.data.images[0]?.url).toBe(`/media/${second.storageKey}`);
    const read = await json(await admin(`/${answer.data.id}`));
    expect(read.data).toEqual(answer.data);
  });

  it("derives a slug from the title and SKU when none is given, and takes the English texts alone", async () => {
    const body = productBody({
      translations: { en: { title: "Cotton Thobe & Cap" } },
      sku: `TH-${uniqueToken().slice(0, 5)}`,
    });
    const created = await json(await admin("", { body }));
    expect(created.data.translations).toEqual({
      en: expect.objectContaining({
        title: "Cotton Thobe & Cap",
        slug: `cotton-thobe-and-cap-${body.sku.toLowerCase()}`,
      }),
    });
    // The stored display title of the Arabic pages is the English one (decision 0033)
    const titles = await db.select().from(productTitles).where(eq(productTitles.productId, created.data.id));
    expect(titles.map((row) => [row.locale, row.title]).sort()).toEqual([
      ["ar", "Cotton Thobe & Cap"],
      ["en", "Cotton Thobe & Cap"],
    ]);
  });

  it.each([
    [
      "a title under 3 characters",
      { translations: { en: { title: "ab" } } },
      "translations.en.title",
      "Enter at least 3 characters",
    ],
    ["no English texts", { translations: { ar: { title: "منشفة" } } }, "translations.en", "This field is required"],
    ["an SKU of 3 characters", { sku: "ABC" }, "sku", "The SKU must be 4 to 12 characters"],
    ["an SKU of 13 characters", { sku: "ABCDEFGHIJKLM" }, "sku", "The SKU must be 4 to 12 characters"],
    ["no SKU", { sku: undefined }, "sku", "The SKU must be 4 to 12 characters"],
    ["no quantity", { quantity: undefined }, "quantity", "This field is required"],
    ["a quantity of 0", { quantity: 0 }, "quantity", "Enter a whole number of at least 1"],
    ["a quantity that is not a number", { quantity: "many" }, "quantity", "Enter a whole number of at least 1"],
    ["a negative price", { price: -1 }, "price", "Enter an amount of 0 or more"],
    ["a price that is not a number", { price: "cheap" }, "price", "Enter an amount of 0 or more"],
    ["no price", { price: undefined }, "price", "Enter an amount of 0 or more"],
    ["a negative weight", { weight: -5 }, "weight", "Enter a weight in grams of 0 or more"],
    ["a weight that is not a number", { weight: "heavy" }, "weight", "Enter a weight in grams of 0 or more"],
    ["a tag twice", { tagIds: [1, 2, 1] }, "tagIds.2", "This item has already been added"],
    ["an option group twice", { optionGroupIds: [3, 3] }, "optionGroupIds.1", "This item has already been added"],
    ["an image twice", { imageIds: [5, 5] }, "imageIds.1", "This item has already been added"],
    [
      "a discount price above the price",
      { price: 1_000, discountPrice: 1_001 },
      "discountPrice",
      "The discount price cannot be more than the price",
    ],
    [
      "a minimum order that is not whole packs",
      { minOrderQuantity: 10, packSize: 4 },
      "minOrderQuantity",
      "The minimum order must be a whole number of packs",
    ],
    ["an unknown status", { status: "hidden" }, "status", "Choose one of the options"],
    ["an unknown type", { type: "gift" }, "type", "Choose one of the options"],
    [
      "a slug with spaces",
      { translations: { en: { title: "Linen towel", slug: "Linen Towel" } } },
      "translations.en.slug",
      "Use lower-case letters and digits joined by single hyphens",
    ],
  ])("refuses %s with its message (SPEC §5) and writes nothing", async (_, overrides, field, message) => {
    const before = await countProducts();
    const response = await admin("", { body: productBody(overrides) });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.error).toBe("invalid_input");
    expect(answer.errors, JSON.stringify(answer.errors)).toHaveProperty([field], message);
    expect(await countProducts()).toBe(before);
  });

  it("refuses an SKU another product has, at the SKU, in the request's language", async () => {
    const first = await createThroughApi();
    const before = await countProducts();
    const response = await admin("", { body: productBody({ sku: first.sku }), language: "ar" });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ sku: "مستخدم من قبل؛ اختر غيره" });
    expect(await countProducts()).toBe(before);
  });

  it("keeps slugs unique across both languages: an English-only slug may not be another product's Arabic slug", async () => {
    const englishOnly = await createThroughApi({
      translations: { en: { title: "Bath mat", slug: `bath-mat-${uniqueToken()}` } },
    });
    const taken = englishOnly.translations.en.slug;
    const arabic = productBody();
    arabic.translations.ar.slug = taken;
    const response = await admin("", { body: arabic });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ "translations.ar.slug": "Already used; choose another" });

    // …and the other way round: a new English slug equal to an existing Arabic one
    const bilingual = await createThroughApi();
    const english = productBody();
    english.translations.en.slug = bilingual.body.translations.ar.slug;
    const refused = await admin("", { body: english });
    expect((await json(refused)).errors).toEqual({ "translations.en.slug": "Already used; choose another" });
    // A product may use one slug for both of its own languages
    const same = productBody();
    same.translations.ar.slug = same.translations.en.slug;
    expect((await admin("", { body: same })).status).toBe(201);
  });

  it("names each reference that does not exist at its field, never a 500", async () => {
    const image = await createGalleryImage(db);
    const brandMenu = await createMenu(db, { itemType: "brands", itemIds: [] });
    const before = await countProducts();
    const response = await admin("", {
      body: productBody({
        brandId: 999_999_999,
        categoryId: 999_999_998,
        measureUnitId: 999_999_997,
        posterImageId: 999_999_996,
        imageIds: [image.id, 999_999_995],
        tagIds: [999_999_994],
        optionGroupIds: [999_999_993],
        menuIds: [brandMenu.id, 999_999_992],
      }),
    });
    expect(response.status).toBe(400);
    const missing = "This no longer exists; choose another";
    expect((await json(response)).errors).toEqual({
      brandId: missing,
      categoryId: missing,
      measureUnitId: missing,
      posterImageId: missing,
      "imageIds.1": missing,
      "tagIds.0": missing,
      "optionGroupIds.0": missing,
      "menuIds.0": "This menu lists brands or categories, not products",
      "menuIds.1": missing,
    });
    expect(await countProducts()).toBe(before);
  });

  it("answers 404 for a product that does not exist", async () => {
    expect((await admin("/999999999")).status).toBe(404);
    expect((await admin("/abc")).status).toBe(404);
  });
});

// Decision 0074: prices and quantities stay within bounds that keep every total an exact integer
describe("products: the bounds that keep every total exact", () => {
  it("takes a price, discount price, minimum, pack and stock at their bounds and stores them exactly", async () => {
    const created = await createThroughApi({
      price: 100_000_000,
      discountPrice: 100_000_000,
      minOrderQuantity: 50_000,
      packSize: 50_000,
      quantity: 1_000_000_000,
    });
    const [row] = await db.select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({
      price: 100_000_000,
      discountPrice: 100_000_000,
      minOrderQuantity: 50_000,
      packSize: 50_000,
      quantity: 1_000_000_000,
    });
  });

  it.each([
    ["en", { price: 100_000_001 }, "price", "Enter an amount of at most 1,000,000.00"],
    ["ar", { price: 100_000_001 }, "price", "أدخل مبلغاً لا يزيد على 1,000,000.00"],
    ["en", { price: 1e20 }, "price", "Enter an amount of at most 1,000,000.00"],
    ["en", { price: "100000000000000000000" }, "price", "Enter an amount of at most 1,000,000.00"],
    ["en", { discountPrice: 100_000_001 }, "discountPrice", "Enter an amount of at most 1,000,000.00"],
    ["en", { minOrderQuantity: 50_001 }, "minOrderQuantity", "Enter a whole number of at most 50,000"],
    ["ar", { packSize: 50_001 }, "packSize", "أدخل عدداً صحيحاً لا يزيد على 50,000"],
    ["en", { quantity: 1_000_000_001 }, "quantity", "Enter a stock of at most 1,000,000,000"],
    ["ar", { quantity: 1_000_000_001 }, "quantity", "أدخل مخزوناً لا يزيد على 1,000,000,000"],
  ] as const)("refuses one step above a bound (%s, %j) at its field", async (language, overrides, field, message) => {
    const before = await countProducts();
    const response = await admin("", { body: productBody(overrides), language });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ [field]: message });
    expect(await countProducts()).toBe(before);
  });
});

describe("products: list", () => {
  const token = uniqueToken().slice(0, 6);
  let brandId = 0;
  let parentId = 0;
  let childId = 0;
  const created: { id: number; sku: string; title: string }[] = [];

  beforeAll(async () => {
    brandId = (await createBrand(db)).id;
    parentId = (await createCategory(db)).id;
    childId = (await createCategory(db, { parentId })).id;
    const rows = [
      { letter: "d", price: 400, quantity: 1, status: "available", categoryId: parentId },
      { letter: "b", price: 200, quantity: 5, status: "unavailable", categoryId: childId },
      { letter: "e", price: 500, quantity: 3, status: "available", categoryId: childId },
      { letter: "a", price: 100, quantity: 4, status: "available", categoryId: null },
      { letter: "c", price: 300, quantity: 2, status: "unavailable", categoryId: null },
    ];
    for (const row of rows) {
      const product = await createThroughApi({
        sku: `${row.letter.toUpperCase()}${token}`.toUpperCase(),
        price: row.price,
        quantity: row.quantity,
        status: row.status,
        brandId,
        categoryId: row.categoryId,
        availability: row.letter === "e" ? "unavailable" : "available",
        translations: {
          en: { title: `${row.letter.toUpperCase()} Quilted blanket ${token}` },
          ar: { title: `${row.letter} بطانية ${token}` },
        },
      });
      created.push({ id: product.id, sku: product.sku, title: product.translations.en.title });
    }
  });

  const skus = (answer: AdminAnswer<AdminListPage<ProductRow>>) => answer.data.items.map((row) => row.sku.slice(0, 1));
  const list = async (query: string, language: "ar" | "en" = "en") => {
    const response = await admin(`?brandId=${brandId}&${query}`, { language });
    const answer = await json(response);
    expect(response.status, JSON.stringify(answer)).toBe(200);
    return answer;
  };

  it.each([
    ["title", "ABCDE"],
    ["-title", "EDCBA"],
    ["sku", "ABCDE"],
    ["price", "ABCDE"],
    ["-price", "EDCBA"],
    ["quantity", "DCEAB"],
    ["-quantity", "BAECD"],
    ["status", "DEABC"],
    ["createdAt", "DBEAC"],
    ["-createdAt", "CAEBD"],
  ])("sorts by %s", async (sort, order) => {
    expect(skus(await list(`sort=${sort}`)).join("")).toBe(order);
  });

  it("sorts by updatedAt, the last edited first by default", async () => {
    const edited = created.find((row) => row.sku.startsWith("C"));
    await admin(`/${edited?.id}`, { method: "PATCH", body: { barcode: "5012345678900" } });
    expect(skus(await list(""))[0]).toBe("C");
    expect(skus(await list("sort=updatedAt")).at(-1)).toBe("C");
  });

  it("pages with the total", async () => {
    const first = await list("sort=sku&perPage=2");
    expect(first.data).toMatchObject({ total: 5, page: 1, perPage: 2 });
    expect(skus(first)).toEqual(["A", "B"]);
    const last = await list("sort=sku&perPage=2&page=3");
    expect(skus(last)).toEqual(["E"]);
    expect((await list("sort=sku&page=9")).data).toMatchObject({ items: [], total: 5 });
  });

  it("answers rows titled in the request's language, with brand, category and poster", async () => {
    const arabic = await list("sort=sku&perPage=1", "ar");
    expect(arabic.data.items[0]).toMatchObject({
      sku: `A${token}`.toUpperCase(),
      title: `a بطانية ${token}`,
      price: 100,
      quantity: 4,
      status: "available",
      availability: "available",
      type: "regular",
      hasVariants: false,
      category: null,
      poster: null,
    });
    expect(arabic.data.items[0]?.brand).toMatch(/^علامة/);
  });

  it.each([
    ["a word of the English title", () => `Quilted ${token}`, 5],
    ["a word of the Arabic title", () => `بطانيه ${token}`, 5],
    ["the start of an SKU", () => `b${token}`.slice(0, 5), 1],
    ["a whole SKU in lower case", () => `c${token}`, 1],
  ])("searches by %s", async (_, search, total) => {
    const answer = await list(`search=${encodeURIComponent(search())}`);
    expect(answer.data.total).toBe(total);
  });

  it("searches by barcode and by a variant's code", async () => {
    const barcode = Array.from(crypto.getRandomValues(new Uint8Array(13)), (byte) => byte % 10).join("");
    const product = await createThroughApi({ barcode });
    expect((await json(await admin(`?search=${barcode}`))).data.items.map((row) => row.id)).toEqual([product.id]);
    const sized = await createVariantProduct(db, {
      sizes: [{ en: "S", ar: "ص" }],
      colours: [{ en: "Red", ar: "أحمر" }],
    });
    const found = await json(await admin(`?search=${encodeURIComponent(`${sized.sku}-1-1`)}`));
    expect(found.data.items.map((row) => row.id)).toEqual([sized.id]);
  });

  it("filters by status, availability, brand and category (with its sub-categories)", async () => {
    expect(skus(await list("status=unavailable&sort=sku"))).toEqual(["B", "C"]);
    expect(skus(await list("availability=unavailable&sort=sku"))).toEqual(["E"]);
    expect(skus(await list(`categoryId=${parentId}&sort=sku`))).toEqual(["B", "D", "E"]);
    expect(skus(await list(`categoryId=${childId}&sort=sku`))).toEqual(["B", "E"]);
  });

  it("treats % and _ in a search as themselves and finds nothing for punctuation alone", async () => {
    expect((await json(await admin(`?search=${encodeURIComponent("%")}`))).data.total).toBe(0);
    expect((await json(await admin(`?search=${encodeURIComponent("_")}`))).data.total).toBe(0);
  });

  it.each([["sort=rating"], ["page=0"], ["perPage=101"], ["status=hidden"], ["brandId=x"], ["availability=soon"]])(
    "refuses ?%s",
    async (query) => {
      const response = await admin(`?${query}`);
      expect(response.status).toBe(400);
      expect((await json(response)).error).toBe("invalid_input");
    },
  );
});

describe("products: update", () => {
  it("PUT replaces the product whole: a language, a list or a field left out is gone", async () => {
    const tag = await createTag(db, { en: `Tag ${uniqueToken()}`, ar: `وسم ${uniqueToken()}` });
    const image = await createGalleryImage(db);
    const product = await createThroughApi({ tagIds: [tag.id], imageIds: [image.id], weight: 300, discountPrice: 100 });
    const response = await admin(`/${product.id}`, {
      method: "PUT",
      body: { sku: product.sku, price: 5_000, quantity: 7, translations: { en: { title: "Plain towel" } } },
    });
    const answer = await json(response);
    expect(response.status, JSON.stringify(answer.errors)).toBe(200);
    expect(answer.data).toMatchObject({
      price: 5_000,
      quantity: 7,
      weight: null,
      discountPrice: null,
      tagIds: [],
      imageIds: [],
      // The English slug is kept: the page's address does not move with its title
      translations: { en: { title: "Plain towel", slug: product.body.translations.en.slug } },
    });
    expect(answer.data.translations.ar).toBeUndefined();
    const arabicTitle = await db
      .select({ title: productTitles.title })
      .from(productTitles)
      .where(and(eq(productTitles.productId, product.id), eq(productTitles.locale, "ar")));
    expect(arabicTitle).toEqual([{ title: "Plain towel" }]);
  });

  it("PATCH changes only what it is given (the list's bulk price and stock edit)", async () => {
    const product = await createThroughApi();
    const before = (await json(await admin(`/${product.id}`))).data;
    const priced = await json(await admin(`/${product.id}`, { method: "PATCH", body: { price: 1999 } }));
    expect(priced.data).toEqual({ ...before, price: 1999, updatedAt: priced.data.updatedAt });
    const stocked = await json(await admin(`/${product.id}`, { method: "PATCH", body: { quantity: 40 } }));
    expect(stocked.data).toMatchObject({ price: 1999, quantity: 40 });
  });

  it("PATCH checks the rules between fields on the product as it would be stored", async () => {
    const product = await createThroughApi({ price: 2_000, discountPrice: 1_500, minOrderQuantity: 12, packSize: 6 });
    const below = await admin(`/${product.id}`, { method: "PATCH", body: { price: 1_000 } });
    expect(below.status).toBe(400);
    expect((await json(below)).errors).toEqual({ discountPrice: "The discount price cannot be more than the price" });
    const packs = await admin(`/${product.id}`, { method: "PATCH", body: { packSize: 5 } });
    expect((await json(packs)).errors).toEqual({
      minOrderQuantity: "The minimum order must be a whole number of packs",
    });
    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ price: 2_000, packSize: 6 });
  });

  it.each([
    ["quantity 0", { quantity: 0 }, "quantity", "Enter a whole number of at least 1"],
    ["a blank title", { translations: { en: { title: " " } } }, "translations.en.title", "This field is required"],
    ["a short SKU", { sku: "AB" }, "sku", "The SKU must be 4 to 12 characters"],
    ["a negative price", { price: -5 }, "price", "Enter an amount of 0 or more"],
  ])("PATCH refuses %s and changes nothing", async (_, body, field, message) => {
    const product = await createThroughApi();
    const response = await admin(`/${product.id}`, { method: "PATCH", body });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toHaveProperty([field], message);
    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ quantity: 120, price: 4_500, sku: product.sku });
  });

  it("keeps a product with variants at its variants' total: a quantity is refused, other edits keep it", async () => {
    const sized = await createVariantProduct(db, {
      sizes: [
        { en: "S", ar: "ص" },
        { en: "M", ar: "م" },
      ],
      colours: [{ en: "Blue", ar: "أزرق" }],
      stockOf: (size) => (size + 1) * 10,
    });
    const refused = await admin(`/${sized.id}`, { method: "PATCH", body: { quantity: 40 } });
    expect(refused.status).toBe(400);
    expect((await json(refused)).errors).toEqual({
      quantity: "This product has variants: its stock is their total. Change the variants' quantities instead.",
    });
    const priced = await json(await admin(`/${sized.id}`, { method: "PATCH", body: { price: 9_900 } }));
    expect(priced.data).toMatchObject({ hasVariants: true, quantity: 30, price: 9_900, variantCount: 2 });
    // The edit screen writes back the total it read: accepted
    const detail = priced.data;
    const put = await admin(`/${sized.id}`, { method: "PUT", body: detail });
    expect(put.status, JSON.stringify((await json(put.clone())).errors)).toBe(200);
    const noVariants = await admin(`/${sized.id}`, { method: "PATCH", body: { hasVariants: false, quantity: 5 } });
    expect((await json(noVariants)).errors).toEqual({
      hasVariants: "This product still has variants; delete them before selling it without variants",
    });
  });

  it("a product created with variants starts at 0 until its variants are added", async () => {
    const product = await createThroughApi({ hasVariants: true, quantity: undefined });
    expect(product).toMatchObject({ hasVariants: true, quantity: 0 });
    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect(row?.quantity).toBe(0);
  });

  it("PATCH of another language's slug is refused when another product uses it", async () => {
    const first = await createThroughApi();
    const second = await createThroughApi();
    const response = await admin(`/${second.id}`, {
      method: "PATCH",
      body: { translations: { en: { title: "Renamed towel", slug: first.body.translations.ar.slug } } },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ "translations.en.slug": "Already used; choose another" });
    const [row] = await db
      .select({ title: productTranslations.title })
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, second.id), eq(productTranslations.locale, "en")));
    expect(row?.title).toBe(second.body.translations.en.title);
  });

  it("PUT and PATCH answer 404 for a missing product", async () => {
    expect((await admin("/999999999", { method: "PUT", body: productBody() })).status).toBe(404);
    expect((await admin("/999999999", { method: "PATCH", body: { price: 10 } })).status).toBe(404);
  });
});

describe("products: delete", () => {
  it("deletes a product no order names, with its links", async () => {
    const image = await createGalleryImage(db);
    const product = await createThroughApi({ imageIds: [image.id] });
    const menu = await createMenu(db, { itemType: "products", itemIds: [product.id] });
    const customer = await createCustomer(db);
    await db.insert(wishlistItems).values({ customerId: customer.id, productId: product.id });
    expect((await admin(`/${product.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${product.id}`)).status).toBe(404);
    expect(await db.$count(productImages, eq(productImages.productId, product.id))).toBe(0);
    expect(await db.$count(menuItems, eq(menuItems.menuId, menu.id))).toBe(0);
    expect((await admin(`/${product.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("refuses to delete a product an order names: Problem deleting product", async () => {
    const product = await createThroughApi();
    const customer = await createCustomer(db);
    await createOrder(db, customer.id, { lines: [{ productId: product.id, unitPrice: 4_500, quantity: 2 }] });
    const english = await admin(`/${product.id}`, { method: "DELETE" });
    expect(english.status).toBe(409);
    expect(await json(english)).toMatchObject({
      error: "in_orders",
      message: "Problem deleting product",
      hint: "Orders include it, so it is kept for them; make it unavailable to take it off the shop.",
    });
    const arabic = await json(await admin(`/${product.id}`, { method: "DELETE", language: "ar" }));
    expect(arabic.message).toBe("حدثت مشكلة أثناء حذف المنتج");
    expect((await json(await admin(`/${product.id}`))).data.orderLineCount).toBe(1);
  });
});

describe("products: the storefront follows an edit on the next request", () => {
  /** A request to the whole app, waiting for what it hands to `waitUntil` (the cache's writes). */
  async function storefront(path: string, headers: Record<string, string> = {}) {
    const ctx = createExecutionContext();
    const response = await api.request(path, { headers: { "accept-language": "en", ...headers } }, env, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }
  const cacheOf = (response: Response) =>
    /cache;desc="?([^,"]+)"?/.exec(response.headers.get("server-timing") ?? "")?.[1];

  /** A signed-in buyer's cookies (session, price claim, account), as the sign-in answer sets them. */
  async function buyerCookies() {
    const buyer = await createCustomer(db);
    const response = await api.request(
      "/api/auth/login",
      {
        method: "POST",
        headers: { origin: "http://localhost", "content-type": "application/json" },
        body: JSON.stringify({ login: buyer.email, password: fixturePassword }),
      },
      env,
    );
    return response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0] ?? "")
      .filter((pair) => !pair.endsWith("="))
      .join("; ");
  }

  it("shows a new price and title on the cached product page, and the new title in search", async () => {
    await putSiteSettings(db);
    await bumpCatalogueVersion(env.KV);
    const category = await createCategory(db);
    const product = await createThroughApi({ categoryId: category.id, price: 4_750 });
    const page = `/api/productDetails/${product.body.translations.en.slug}`;
    const buyer = { cookie: await buyerCookies() };
    const details = async () =>
      (await (await storefront(page, buyer)).json()) as { data: { title: string; price: number | null } };

    await storefront(page, buyer);
    const cached = await storefront(page, buyer);
    expect(cacheOf(cached)).toBe("hit memory");
    expect(((await cached.json()) as { data: { price: number } }).data.price).toBe(4_750);
    const word = `Zephyr${uniqueToken()}`;
    const search = `/api/category/${category.slugs.en}?search=${word}`;
    const found = async () =>
      ((await (await storefront(search)).json()) as { data: { products: { total: number } } }).data.products.total;
    expect(await found()).toBe(0);

    const edit = await admin(`/${product.id}`, {
      method: "PATCH",
      body: { price: 3_999, translations: { ...product.body.translations, en: { title: `${word} towel` } } },
    });
    expect(edit.status).toBe(200);
    expect(await details()).toMatchObject({ data: { title: `${word} towel`, price: 3_999 } });
    expect(await found()).toBe(1);

    // The bulk edit's PATCH alone changes the cached page too
    await storefront(page, buyer);
    await admin(`/${product.id}`, { method: "PATCH", body: { price: 3_500 } });
    expect((await details()).data.price).toBe(3_500);
  });
});

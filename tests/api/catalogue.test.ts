import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { brandTranslations, products, productTranslations } from "../../db/schema/index.ts";
import { api } from "../../workers/api/app.ts";
import { getHome } from "../../workers/api/catalogue/get-home.ts";
import { getMenu } from "../../workers/api/catalogue/get-menu.ts";
import { listProducts } from "../../workers/api/catalogue/list-products.ts";
import { parseProductQuery } from "../../core/contracts/catalogue.ts";
import { syncProductSearch } from "../../db/sync-product-search.ts";
import { openDb } from "../../workers/lib/db.ts";
import { createRole } from "../fixtures/accounts.ts";
import {
  createBrand,
  createCategory,
  createMenu,
  createProduct,
  createTag,
  uniqueToken,
} from "../fixtures/catalogue.ts";
import { putSiteSettings } from "../fixtures/factories.ts";
import { eq } from "drizzle-orm";

const db = openDb(env);

const get = (path: string, headers: Record<string, string> = {}) => api.request(path, { headers }, env);
const search = (text: string, locale: "ar" | "en" = "ar", options = { canSeePrices: false }) =>
  listProducts(db, locale, parseProductQuery(new URLSearchParams({ search: text }), options), {
    pageSize: 100,
    ...options,
  });

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): Set<string> {
  const keys = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object")
      for (const [key, child] of Object.entries(node)) {
        keys.add(key);
        visit(child);
      }
  };
  visit(value);
  return keys;
}

describe("GET /api/productDetails/{slug}", () => {
  let product: Awaited<ReturnType<typeof createProduct>>;
  let related: Awaited<ReturnType<typeof createProduct>>;
  let brand: Awaited<ReturnType<typeof createBrand>>;
  let category: Awaited<ReturnType<typeof createCategory>>;

  beforeAll(async () => {
    await putSiteSettings(db);
    brand = await createBrand(db);
    category = await createCategory(db);
    product = await createProduct(db, {
      brandId: brand.id,
      categoryId: category.id,
      price: 25_000,
      discountPrice: 19_900,
      type: 3,
      availability: "out_of_stock",
      extensiveDescription: {
        ar: "<p>وصف</p>",
        en: '<h3>Care</h3><p onclick="x()">Wash cold<script>alert(1)</script></p>',
      },
      optionGroup: {
        min: 1,
        max: 2,
        isRequired: true,
        choices: [
          { en: "Carton", ar: "كرتون", priceDelta: 0 },
          { en: "Gift box", ar: "علبة هدية", priceDelta: 500 },
        ],
      },
    });
    related = await createProduct(db, { categoryId: category.id });
    await createProduct(db, { categoryId: category.id, status: "unavailable" });
  });

  it("answers the product in the language of Accept-Language, with images, option groups, availability and bundle tag", async () => {
    const response = await get(`/api/productDetails/${encodeURIComponent(product.slugs.en)}`, {
      "accept-language": "en",
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> & { [key: string]: never } };
    expect(data).toMatchObject({
      id: product.id,
      slug: product.slugs.en,
      slugs: product.slugs,
      title: product.title.en,
      sku: product.sku,
      availability: "out_of_stock",
      isBundle: true,
      brand: { slug: brand.slugs.en, name: brand.name.en },
      category: { slug: category.slugs.en, title: category.title.en },
      seo: { title: `${product.title.en} wholesale`, description: `Buy ${product.title.en} wholesale` },
    });
    expect(data.images).toEqual([expect.objectContaining({ width: 600, height: 400 })]);
    expect(data.optionGroups).toEqual([
      expect.objectContaining({
        name: "Packaging",
        minSelections: 1,
        maxSelections: 2,
        isRequired: true,
        choices: [expect.objectContaining({ name: "Carton" }), expect.objectContaining({ name: "Gift box" })],
      }),
    ]);
  });

  it("finds the product by its Arabic slug and answers in Arabic", async () => {
    const response = await get(`/api/productDetails/${encodeURIComponent(product.slugs.ar)}`, {
      "accept-language": "ar",
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { title: string; slug: string } };
    expect(data).toMatchObject({ title: product.title.ar, slug: product.slugs.ar });
  });

  it("lists related products of the same category, never hidden ones", async () => {
    const { data } = (await (
      await get(`/api/productDetails/${product.slugs.en}`, { "accept-language": "en" })
    ).json()) as {
      data: { related: { id: number; slug: string }[] };
    };
    expect(data.related.map((card) => card.id)).toEqual([related.id]);
  });

  it("carries no price field at all for a guest", async () => {
    const response = await get(`/api/productDetails/${product.slugs.en}`);
    const body = await response.text();
    const keys = keysOf(JSON.parse(body));
    for (const key of ["price", "discountPrice", "priceDelta"]) expect(keys.has(key)).toBe(false);
    expect(body).not.toContain("25000");
    expect(body).not.toContain("19900");
  });

  it("carries prices for an approved customer allowed to see them", async () => {
    const { cookie } = await createRole(db, "approvedCustomer");
    const { data } = (await (await get(`/api/productDetails/${product.slugs.en}`, { cookie })).json()) as {
      data: { price: number; discountPrice: number; optionGroups: { choices: { priceDelta: number }[] }[] };
    };
    expect(data.price).toBe(25_000);
    expect(data.discountPrice).toBe(19_900);
    expect(data.optionGroups[0]?.choices.map((choice) => choice.priceDelta)).toEqual([0, 500]);
  });

  it.each([
    ["an unknown slug", "no-such-product"],
    ["a product whose status is unavailable", null],
  ])("answers 404 for %s", async (_case, path) => {
    const slug = path ?? (await createProduct(db, { status: "unavailable" })).slugs.en;
    const response = await get(`/api/productDetails/${encodeURIComponent(slug)}`, { "accept-language": "en" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: "not_found", message: "Not found" });
  });
});

describe("GET /api/category/{category}", () => {
  let parent: Awaited<ReturnType<typeof createCategory>>;
  let child: Awaited<ReturnType<typeof createCategory>>;
  const ids: number[] = [];

  beforeAll(async () => {
    await putSiteSettings(db);
    parent = await createCategory(db);
    child = await createCategory(db, { parentId: parent.id });
    ids.push((await createProduct(db, { categoryId: parent.id, price: 9_900 })).id);
    ids.push((await createProduct(db, { categoryId: child.id, price: 4_400 })).id);
  });

  it("answers the category with its sub-categories and the products of both", async () => {
    const response = await get(`/api/category/${encodeURIComponent(parent.slugs.en)}`, { "accept-language": "en" });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { title: string; children: { slug: string }[]; products: { items: { id: number }[]; total: number } };
    };
    expect(data.title).toBe(parent.title.en);
    expect(data.children.map((c) => c.slug)).toEqual([child.slugs.en]);
    expect(data.products.total).toBe(2);
    expect(data.products.items.map((p) => p.id).sort()).toEqual([...ids].sort());
  });

  it("pages by the theme's perPage and the page query", async () => {
    const { defaultTheme } = await import("../../core/theme.ts");
    await putSiteSettings(db, { theme: { ...defaultTheme, perPage: 1 } });
    const { data } = (await (await get(`/api/category/${parent.slugs.en}?page=2&sort=title`)).json()) as {
      data: { products: { items: unknown[]; page: number; pageCount: number } };
    };
    expect(data.products).toMatchObject({ page: 2, pageCount: 2 });
    expect(data.products.items).toHaveLength(1);
    await putSiteSettings(db);
  });

  it("falls back safely on invalid query values", async () => {
    const response = await get(`/api/category/${parent.slugs.en}?page=-4&sort=%3Cscript%3E&rating=9`);
    expect(response.status).toBe(200);
  });

  it("carries no price field for a guest", async () => {
    const keys = keysOf(await (await get(`/api/category/${parent.slugs.en}`)).json());
    expect(keys.has("price")).toBe(false);
    expect(keys.has("discountPrice")).toBe(false);
  });

  it.each([
    ["an unknown slug", "no-such-category"],
    ["a category whose status is unavailable", null],
  ])("answers 404 for %s", async (_case, path) => {
    const slug = path ?? (await createCategory(db, { status: "unavailable" })).slugs.en;
    const response = await get(`/api/category/${encodeURIComponent(slug)}`);
    expect(response.status).toBe(404);
  });
});

describe("Arabic-aware search", () => {
  const token = uniqueToken();
  const created: Record<string, number> = {};

  beforeAll(async () => {
    // Three spellings of "shoes" in titles: with hamza and ta marbuta, with the article, and plain.
    created.hamza = (await createProduct(db, { title: { ar: `أحذية رياضية ${token}`, en: `Trainers ${token}` } })).id;
    created.article = (
      await createProduct(db, { title: { ar: `الأحذية الجلدية ${token}`, en: `Leather ${token}` } })
    ).id;
    created.plain = (await createProduct(db, { title: { ar: `احذيه منزليه ${token}`, en: `Slippers ${token}` } })).id;
    created.linen = (
      await createProduct(db, {
        sku: `LNN${token.slice(0, 5).toUpperCase()}`,
        title: { ar: `قميص كتان ${token}`, en: `Linen Shirt ${token}` },
      })
    ).id;
  });

  it.each(["احذيه", "أحذية", "الأحذية", "أَحْذِيَة", "الأحـذيـة"])("finds the same products for %s", async (query) => {
    const found = (await search(query)).products.items.map((p) => p.id);
    const reference = (await search("أحذية")).products.items.map((p) => p.id);
    expect(found.sort()).toEqual(reference.sort());
    expect(found).toEqual(expect.arrayContaining([created.hamza, created.article, created.plain]));
  });

  it("matches English words by prefix, case-insensitively, in either locale's page", async () => {
    const found = await search(`LIN ${token}`, "en");
    expect(found.products.items.map((p) => p.id)).toEqual([created.linen]);
    const arabicPage = await search(`shir ${token}`, "ar");
    expect(arabicPage.products.items.map((p) => p.id)).toEqual([created.linen]);
  });

  it("finds a product by its SKU and by a prefix of it", async () => {
    const sku = `LNN${token.slice(0, 5).toUpperCase()}`;
    expect((await search(sku, "en")).products.items.map((p) => p.id)).toEqual([created.linen]);
    expect((await search(sku.slice(0, 6).toLowerCase(), "en")).products.items.map((p) => p.id)).toContain(
      created.linen,
    );
  });

  it("finds products by brand, category and tag names", async () => {
    const brand = await createBrand(db, { ar: `نجد ${token}`, en: `Najd ${token}` });
    const category = await createCategory(db, { title: { ar: `ثياب ${token}`, en: `Thobes ${token}` } });
    const tag = await createTag(db, { ar: `صيفي ${token}`, en: `Summer ${token}` });
    const { id } = await createProduct(db, { brandId: brand.id, categoryId: category.id, tagIds: [tag.id] });
    for (const query of [`Najd ${token}`, `ثياب ${token}`, `summer ${token}`, `صيفي ${token}`]) {
      expect((await search(query)).products.items.map((p) => p.id)).toEqual([id]);
    }
  });

  it("ranks a title match above a tag match", async () => {
    const word = `rank${token}`;
    const tag = await createTag(db, { ar: `وسم ${word}`, en: `Tag ${word}` });
    const tagged = await createProduct(db, { tagIds: [tag.id] });
    const titled = await createProduct(db, { title: { ar: `منتج ${word}`, en: `Product ${word}` } });
    expect((await search(word, "en")).products.items.map((p) => p.id)).toEqual([titled.id, tagged.id]);
  });

  it("stays in sync when a title, a brand name or a product is changed or deleted", async () => {
    const brand = await createBrand(db, { ar: `قديم ${token}`, en: `Oldname ${token}` });
    const { id } = await createProduct(db, { brandId: brand.id });
    await db
      .update(brandTranslations)
      .set({ name: `Newname ${token}` })
      .where(eq(brandTranslations.brandId, brand.id));
    await db
      .update(productTranslations)
      .set({ title: `Renamed ${token}` })
      .where(sql`${productTranslations.productId} = ${id} and ${productTranslations.locale} = 'en'`);
    await syncProductSearch(db);
    expect((await search(`Oldname ${token}`, "en")).products.items).toEqual([]);
    expect((await search(`Newname ${token}`, "en")).products.items.map((p) => p.id)).toEqual([id]);
    expect((await search(`Renamed ${token}`, "en")).products.items.map((p) => p.id)).toEqual([id]);
    await db.delete(products).where(eq(products.id, id));
    await syncProductSearch(db);
    expect((await search(`Newname ${token}`, "en")).products.items).toEqual([]);
  });

  it("treats FTS5 syntax in a query as plain words instead of failing", async () => {
    for (const query of ['"', "NEAR(", "title:x", "*", "a OR", "^x"]) {
      await expect(search(query)).resolves.toBeDefined();
    }
  });
});

describe("home and menu pages", () => {
  it("reads only home menus of the profile's menu types, with their items", async () => {
    const product = await createProduct(db);
    const bar = await createMenu(db, { itemType: "products", itemIds: [product.id], menuTypeKey: "bar" });
    const carousel = await createMenu(db, { itemType: "products", itemIds: [product.id], menuTypeKey: "carousel" });
    const home = await getHome(db, "en", { menuTypes: ["carousel"] });
    const ids = home.menus.map((menu) => menu.id);
    expect(ids).toContain(carousel.id);
    expect(ids).not.toContain(bar.id);
    const menu = home.menus.find((m) => m.id === carousel.id);
    expect(menu?.entries).toEqual([
      expect.objectContaining({ kind: "products", product: expect.objectContaining({ id: product.id, price: null }) }),
    ]);
  });

  it("pages a menu's items and leaves hidden products out", async () => {
    const shown = await Promise.all([1, 2, 3].map(() => createProduct(db)));
    const hidden = await createProduct(db, { status: "unavailable" });
    const menu = await createMenu(db, { itemType: "products", itemIds: [...shown.map((p) => p.id), hidden.id] });
    const page = await getMenu(db, "ar", menu.slugs.ar, { page: 2, pageSize: 2, canSeePrices: false });
    expect(page?.entries).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(page?.entries.items).toEqual([expect.objectContaining({ kind: "products" })]);
    expect(
      await getMenu(db, "ar", `missing-${uniqueToken()}`, { page: 1, pageSize: 2, canSeePrices: false }),
    ).toBeNull();
  });
});

describe("catalogue filters, sort and pages", () => {
  let category: Awaited<ReturnType<typeof createCategory>>;
  let brand: Awaited<ReturnType<typeof createBrand>>;
  const p: Record<string, number> = {};

  beforeAll(async () => {
    category = await createCategory(db);
    brand = await createBrand(db);
    const base = { categoryId: category.id };
    p.cheap = (
      await createProduct(db, { ...base, price: 1_000, ratingTenths: 20, title: { ar: "أ منتج", en: "A cheap" } })
    ).id;
    p.discounted = (
      await createProduct(db, {
        ...base,
        price: 9_000,
        discountPrice: 2_000,
        ratingTenths: 45,
        title: { ar: "ب منتج", en: "B discounted" },
      })
    ).id;
    p.branded = (
      await createProduct(db, {
        ...base,
        price: 5_000,
        brandId: brand.id,
        ratingTenths: 38,
        title: { ar: "ج منتج", en: "C branded" },
      })
    ).id;
    p.soldOut = (
      await createProduct(db, {
        ...base,
        price: 7_000,
        availability: "out_of_stock",
        title: { ar: "د منتج", en: "D sold out" },
      })
    ).id;
  });

  const list = (query: string, canSeePrices = false, pageSize = 50) =>
    listProducts(
      db,
      "en",
      parseProductQuery(new URLSearchParams(`category=${category.slugs.en}&${query}`), { canSeePrices }),
      {
        pageSize,
        canSeePrices,
      },
    ).then((listing) => listing.products);
  const ids = (names: string[]) => names.map((name) => p[name]);

  it.each([
    ["availability", "availability=out_of_stock", ["soldOut"]],
    ["rating of 4 stars and up", "rating=4", ["discounted"]],
    ["rating of 3 stars and up", "rating=3&sort=rating", ["discounted", "branded"]],
    ["brand", `brand=${"BRAND"}`, ["branded"]],
    ["name", "sort=title", ["cheap", "discounted", "branded", "soldOut"]],
  ])("filters or sorts by %s", async (_case, query, expected) => {
    const page = await list(query.replace("BRAND", brand.slugs.en));
    expect(page.items.map((item) => item.id)).toEqual(ids(expected));
  });

  it("filters and sorts by the price a customer pays (the discount price when set), for a customer who may see prices", async () => {
    const page = await list("minPrice=15&maxPrice=60&sort=price-asc", true);
    expect(page.items.map((item) => item.id)).toEqual(ids(["discounted", "branded"]));
    expect(page.items[0]).toMatchObject({ price: 9_000, discountPrice: 2_000 });
  });

  it("ignores price filters for a guest and shows no prices", async () => {
    const page = await list("minPrice=15&maxPrice=60&sort=price-asc");
    expect(page.total).toBe(4);
    expect(page.items.every((item) => item.price === null && item.discountPrice === null)).toBe(true);
  });

  it("pages the list, and a page past the end is empty rather than an error", async () => {
    const second = await list("sort=title&page=2", false, 3);
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 4 });
    expect(second.items.map((item) => item.id)).toEqual(ids(["soldOut"]));
    expect((await list("page=9", false, 3)).items).toEqual([]);
  });
});

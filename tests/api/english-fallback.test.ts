// SPEC §9 "Languages ar and en, default ar; English text fallback" (docs/decisions/0019): an entity
// without an Arabic translation shows its English text on Arabic pages instead of vanishing or
// going blank, and is found there by its English slug or url; an entity with both rows still
// shows Arabic; English answers never show Arabic text. Every row written here is deleted again,
// so the database the other test files share is left as it was.
import { env } from "cloudflare:workers";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addresses,
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  cities,
  cityTranslations,
  contentPages,
  customers,
  mainCategories,
  mainCategoryTranslations,
  measureUnits,
  measureUnitTranslations,
  menuItems,
  menus,
  menuTranslations,
  neighbourhoods,
  neighbourhoodTranslations,
  optionChoices,
  optionChoiceTranslations,
  optionGroups,
  optionGroupTranslations,
  productOptionGroups,
  products,
  productTags,
  productTranslations,
  productVariants,
  productVariantValues,
  sessions,
  slides,
  slideTranslations,
  tags,
  tagTranslations,
  variantAttributes,
  variantAttributeTranslations,
  variantAttributeValues,
  variantAttributeValueTranslations,
} from "../../db/schema/index.ts";
import { listAddresses } from "../../workers/api/account/list-addresses.ts";
import { listPlaces } from "../../workers/api/account/list-places.ts";
import { api } from "../../workers/api/app.ts";
import { getHome } from "../../workers/api/catalogue/get-home.ts";
import { getMainCategory } from "../../workers/api/catalogue/get-main-category.ts";
import { getMenu } from "../../workers/api/catalogue/get-menu.ts";
import { listProducts, productPageQueries } from "../../workers/api/catalogue/list-products.ts";
import { parseProductQuery } from "../../core/contracts/catalogue.ts";
import { syncProductSearch } from "../../db/sync-product-search.ts";
import { getContentPage } from "../../workers/api/content/get-content-page.ts";
import { listBlogs } from "../../workers/api/content/list-blogs.ts";
import { listSitemapEntries } from "../../workers/api/content/list-sitemap-entries.ts";
import { getPageShell } from "../../workers/api/front/get-page-shell.ts";
import { openDb } from "../../workers/lib/db.ts";
import { getProfile, type Locale } from "../../core/profiles.ts";
import { call } from "../fixtures/account-flow.ts";
import { createCustomer, signIn } from "../fixtures/accounts.ts";
import { createCategory, createMenu, createProduct, uniqueToken } from "../fixtures/catalogue.ts";
import { putContentPage, uniqueUrl } from "../fixtures/content.ts";

const db = openDb(env);
const token = uniqueToken();
const arabicScript = /[\u0600-\u06FF]/;

/** Everything this file writes, by table, for the cleanup. */
const written = {
  products: [] as number[],
  brands: [] as number[],
  categories: [] as number[],
  mainCategories: [] as number[],
  tags: [] as number[],
  optionGroups: [] as number[],
  variantAttributes: [] as number[],
  measureUnits: [] as number[],
  menus: [] as number[],
  slides: [] as number[],
  contentPages: [] as number[],
  cities: [] as number[],
  customers: [] as number[],
};

/** Inserts a row and answers its id. */
async function insertId(insert: PromiseLike<{ id: number }[]>): Promise<number> {
  const [row] = await insert;
  if (!row) throw new Error("row not inserted");
  return row.id;
}

/** A product with only an English translation row. */
async function createEnglishOnlyProduct(
  name: string,
  columns: { brandId?: number; categoryId?: number; measureUnitId?: number } = {},
) {
  const slug = `${name.toLowerCase().replaceAll(" ", "-")}-${token}`;
  const id = await insertId(
    db
      .insert(products)
      .values({ sku: `E${uniqueToken().slice(0, 7).toUpperCase()}`, price: 9_900, quantity: 40, ...columns })
      .returning({ id: products.id }),
  );
  written.products.push(id);
  await db.insert(productTranslations).values({
    productId: id,
    locale: "en",
    title: `${name} ${token}`,
    slug,
    description: `About ${name}`,
    seoTitle: `${name} wholesale`,
  });
  return { id, slug, title: `${name} ${token}` };
}

/** The entities with only English rows (ids filled in by beforeAll), and their English text. */
const englishOnly = {
  brand: { id: 0, slug: `gulf-linen-${token}`, name: `Gulf Linen ${token}` },
  mainCategory: { id: 0, slug: `home-textiles-${token}`, title: `Home textiles ${token}` },
  category: { id: 0, slug: `bath-towels-${token}`, title: `Bath towels ${token}` },
  product: { id: 0, slug: "", title: "" },
  tag: `Hotel grade ${token}`,
  unit: `Bale ${token}`,
  optionGroup: `Embroidery ${token}`,
  optionChoice: `Monogram ${token}`,
  attribute: `Weight class ${token}`,
  attributeValue: `600 GSM ${token}`,
  menu: { id: 0, slug: `towel-picks-${token}`, title: `Towel picks ${token}` },
  navMenu: { id: 0, title: `Quick links ${token}` },
  slide: `Summer stock ${token}`,
  city: { id: 0, name: `Dammam ${token}` },
  neighbourhood: { id: 0, name: `Al Faisaliyah ${token}` },
};
let parentCategory: Awaited<ReturnType<typeof createCategory>>;
let childCategory: Awaited<ReturnType<typeof createCategory>>;
let bilingualProduct: Awaited<ReturnType<typeof createProduct>>;
let brandsMenu: Awaited<ReturnType<typeof createMenu>>;
let arabicOnlyProduct: { id: number; slug: string; title: string };

beforeAll(async () => {
  const { brand, mainCategory, category, city, neighbourhood } = englishOnly;
  brand.id = await insertId(db.insert(brands).values({}).returning({ id: brands.id }));
  written.brands.push(brand.id);
  await db.insert(brandTranslations).values({ brandId: brand.id, locale: "en", name: brand.name, slug: brand.slug });

  mainCategory.id = await insertId(db.insert(mainCategories).values({}).returning({ id: mainCategories.id }));
  written.mainCategories.push(mainCategory.id);
  await db.insert(mainCategoryTranslations).values({
    mainCategoryId: mainCategory.id,
    locale: "en",
    title: mainCategory.title,
    slug: mainCategory.slug,
  });

  // A bilingual parent, the English-only category under it, and a bilingual child under that.
  parentCategory = await createCategory(db);
  category.id = await insertId(
    db
      .insert(categories)
      .values({ parentId: parentCategory.id, mainCategoryId: mainCategory.id })
      .returning({ id: categories.id }),
  );
  await db.insert(categoryTranslations).values({
    categoryId: category.id,
    locale: "en",
    title: category.title,
    slug: category.slug,
    description: "Towels by the bale",
  });
  childCategory = await createCategory(db, { parentId: category.id });
  written.categories.push(childCategory.id, category.id, parentCategory.id);

  const unitId = await insertId(
    db
      .insert(measureUnits)
      .values({ code: `bale${token}` })
      .returning({ id: measureUnits.id }),
  );
  written.measureUnits.push(unitId);
  await db.insert(measureUnitTranslations).values({ measureUnitId: unitId, locale: "en", name: englishOnly.unit });

  const product = await createEnglishOnlyProduct("Bath Towel", {
    brandId: brand.id,
    categoryId: category.id,
    measureUnitId: unitId,
  });
  englishOnly.product = product;

  const tagId = await insertId(db.insert(tags).values({}).returning({ id: tags.id }));
  written.tags.push(tagId);
  await db.insert(tagTranslations).values({ tagId, locale: "en", name: englishOnly.tag });
  await db.insert(productTags).values({ productId: product.id, tagId });

  const groupId = await insertId(db.insert(optionGroups).values({}).returning({ id: optionGroups.id }));
  written.optionGroups.push(groupId);
  await db
    .insert(optionGroupTranslations)
    .values({ optionGroupId: groupId, locale: "en", name: englishOnly.optionGroup });
  const choiceId = await insertId(
    db.insert(optionChoices).values({ optionGroupId: groupId }).returning({ id: optionChoices.id }),
  );
  await db
    .insert(optionChoiceTranslations)
    .values({ optionChoiceId: choiceId, locale: "en", name: englishOnly.optionChoice });
  await db.insert(productOptionGroups).values({ productId: product.id, optionGroupId: groupId });

  const attributeId = await insertId(db.insert(variantAttributes).values({}).returning({ id: variantAttributes.id }));
  written.variantAttributes.push(attributeId);
  await db
    .insert(variantAttributeTranslations)
    .values({ variantAttributeId: attributeId, locale: "en", name: englishOnly.attribute });
  const valueId = await insertId(
    db
      .insert(variantAttributeValues)
      .values({ variantAttributeId: attributeId })
      .returning({ id: variantAttributeValues.id }),
  );
  await db
    .insert(variantAttributeValueTranslations)
    .values({ variantAttributeValueId: valueId, locale: "en", name: englishOnly.attributeValue });
  const variantId = await insertId(
    db
      .insert(productVariants)
      .values({ productId: product.id, code: `V${token}`, valueKey: String(valueId), price: 9_900, quantity: 5 })
      .returning({ id: productVariants.id }),
  );
  await db.insert(productVariantValues).values({ variantId, variantAttributeValueId: valueId });

  // Both rows, in the English-only brand and category; and a product with only an Arabic row.
  bilingualProduct = await createProduct(db, { brandId: brand.id, categoryId: category.id, withImage: false });
  written.products.push(bilingualProduct.id);
  const arabicOnlyId = await insertId(
    db
      .insert(products)
      .values({ sku: `A${token.slice(0, 7).toUpperCase()}`, price: 5_000, categoryId: category.id })
      .returning({ id: products.id }),
  );
  written.products.push(arabicOnlyId);
  arabicOnlyProduct = { id: arabicOnlyId, slug: `منشفة-${token}`, title: `منشفة يد ${token}` };
  await db
    .insert(productTranslations)
    .values({ productId: arabicOnlyId, locale: "ar", title: arabicOnlyProduct.title, slug: arabicOnlyProduct.slug });
  await syncProductSearch(db);

  // Menus: an English-only home menu of products, a bilingual home menu of the English-only
  // brand, and an English-only nav menu linking the product, the brand and the category.
  englishOnly.menu.id = await insertId(
    db
      .insert(menus)
      .values({ type: "carousel", placement: "home", menuTypeKey: "carousel", itemType: "products" })
      .returning({ id: menus.id }),
  );
  await db.insert(menuTranslations).values({
    menuId: englishOnly.menu.id,
    locale: "en",
    title: englishOnly.menu.title,
    slug: englishOnly.menu.slug,
  });
  await db
    .insert(menuItems)
    .values({ menuId: englishOnly.menu.id, itemKind: "products", productId: product.id, position: 0 });
  brandsMenu = await createMenu(db, { itemType: "brands", itemIds: [brand.id] });
  englishOnly.navMenu.id = await insertId(
    db.insert(menus).values({ type: "carousel", placement: "nav", itemType: "products" }).returning({ id: menus.id }),
  );
  await db.insert(menuTranslations).values({
    menuId: englishOnly.navMenu.id,
    locale: "en",
    title: englishOnly.navMenu.title,
    slug: `quick-links-${token}`,
  });
  await db.insert(menuItems).values([
    { menuId: englishOnly.navMenu.id, itemKind: "products", productId: product.id, position: 0 },
    { menuId: englishOnly.navMenu.id, itemKind: "brands", brandId: brand.id, position: 1 },
    { menuId: englishOnly.navMenu.id, itemKind: "categories", categoryId: category.id, position: 2 },
  ]);
  written.menus.push(englishOnly.menu.id, brandsMenu.id, englishOnly.navMenu.id);

  const slideId = await insertId(db.insert(slides).values({}).returning({ id: slides.id }));
  written.slides.push(slideId);
  await db.insert(slideTranslations).values({ slideId, locale: "en", title: englishOnly.slide });

  city.id = await insertId(
    db
      .insert(cities)
      .values({ code: `dammam-${token}` })
      .returning({ id: cities.id }),
  );
  written.cities.push(city.id);
  await db.insert(cityTranslations).values({ cityId: city.id, locale: "en", name: city.name });
  neighbourhood.id = await insertId(
    db.insert(neighbourhoods).values({ cityId: city.id, code: "faisaliyah" }).returning({ id: neighbourhoods.id }),
  );
  await db
    .insert(neighbourhoodTranslations)
    .values({ neighbourhoodId: neighbourhood.id, locale: "en", name: neighbourhood.name });
});

afterAll(async () => {
  // Translations, variants, options links, menu items and addresses go with their rows (cascade).
  await db.delete(products).where(inArray(products.id, written.products));
  await db.delete(optionGroups).where(inArray(optionGroups.id, written.optionGroups));
  await db.delete(variantAttributes).where(inArray(variantAttributes.id, written.variantAttributes));
  await db.delete(tags).where(inArray(tags.id, written.tags));
  await db.delete(menus).where(inArray(menus.id, written.menus));
  await db.delete(categories).where(inArray(categories.id, written.categories));
  await db.delete(mainCategories).where(inArray(mainCategories.id, written.mainCategories));
  await db.delete(brands).where(inArray(brands.id, written.brands));
  await db.delete(measureUnits).where(inArray(measureUnits.id, written.measureUnits));
  await db.delete(slides).where(inArray(slides.id, written.slides));
  await db.delete(contentPages).where(inArray(contentPages.id, written.contentPages));
  await db.delete(addresses).where(inArray(addresses.customerId, written.customers));
  await db.delete(sessions).where(and(eq(sessions.userKind, "customer"), inArray(sessions.userId, written.customers)));
  await db.delete(customers).where(inArray(customers.id, written.customers));
  await db.delete(cities).where(inArray(cities.id, written.cities));
  await syncProductSearch(db);
});

const get = (path: string, locale: Locale) => api.request(path, { headers: { "accept-language": locale } }, env);

async function data<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A JSON answer without its `slugs` (the other locale's URLs, which may be Arabic by design). */
const textOf = (value: unknown) => JSON.stringify(value, (key, inner) => (key === "slugs" ? undefined : inner));

const list = (locale: Locale, query: Record<string, string>) =>
  listProducts(db, locale, parseProductQuery(new URLSearchParams(query), { canSeePrices: false }), {
    pageSize: 100,
    canSeePrices: false,
  });

describe("GET /api/productDetails/{slug} on an Arabic request", () => {
  it("finds a product with only an English row by its English slug and answers its English text", async () => {
    const { product, brand, category } = englishOnly;
    const details = await data<Record<string, unknown>>(await get(`/api/productDetails/${product.slug}`, "ar"));
    expect(details).toMatchObject({
      id: product.id,
      slug: product.slug,
      title: product.title,
      description: "About Bath Towel",
      seo: { title: "Bath Towel wholesale" },
      brand: { slug: brand.slug, name: brand.name },
      category: { slug: category.slug, title: category.title },
      measureUnit: { code: `bale${token}`, name: englishOnly.unit },
      tags: [englishOnly.tag],
    });
  });

  it("answers the English names of its option groups, choices and variant attributes", async () => {
    const details = await data<{
      optionGroups: { name: string; choices: { name: string }[] }[];
      variants: { values: { attribute: string; value: string }[] }[];
    }>(await get(`/api/productDetails/${englishOnly.product.slug}`, "ar"));
    expect(details.optionGroups).toEqual([
      expect.objectContaining({
        name: englishOnly.optionGroup,
        choices: [expect.objectContaining({ name: englishOnly.optionChoice })],
      }),
    ]);
    expect(details.variants).toEqual([
      expect.objectContaining({ values: [{ attribute: englishOnly.attribute, value: englishOnly.attributeValue }] }),
    ]);
  });

  it("offers the English slug as the Arabic URL too (hreflang alternates)", async () => {
    const details = await data<{ slugs: unknown }>(await get(`/api/productDetails/${englishOnly.product.slug}`, "ar"));
    expect(details.slugs).toEqual({ ar: englishOnly.product.slug, en: englishOnly.product.slug });
  });

  it("keeps the Arabic title of a product with both rows, with English text only where Arabic is missing", async () => {
    const details = await data<Record<string, unknown>>(
      await get(`/api/productDetails/${encodeURIComponent(bilingualProduct.slugs.ar)}`, "ar"),
    );
    expect(details).toMatchObject({
      slug: bilingualProduct.slugs.ar,
      slugs: bilingualProduct.slugs,
      title: bilingualProduct.title.ar,
      brand: { name: englishOnly.brand.name },
      category: { title: englishOnly.category.title },
    });
  });

  it("never lets another product take an English-only product's slug as its Arabic one (decision 0057)", async () => {
    // The Arabic site shows the English-only product under its English slug: a second product
    // with that Arabic slug would make one address name two products, so the database refuses it.
    const lonely = await createEnglishOnlyProduct("Beach Towel");
    const clash = await createProduct(db, { withImage: false });
    written.products.push(clash.id);
    await expect(
      db
        .update(productTranslations)
        .set({ slug: lonely.slug })
        .where(and(eq(productTranslations.productId, clash.id), eq(productTranslations.locale, "ar"))),
    ).rejects.toThrow();
    const arabic = await data<{ id: number }>(await get(`/api/productDetails/${lonely.slug}`, "ar"));
    const english = await data<{ id: number }>(await get(`/api/productDetails/${lonely.slug}`, "en"));
    expect(arabic.id).toBe(lonely.id);
    expect(english.id).toBe(lonely.id);
  });
});

describe("GET /api/category/{category} on an Arabic request", () => {
  it("finds a category with only an English row by its English slug, with its English title and slugs", async () => {
    const { category, mainCategory } = englishOnly;
    const page = await data<Record<string, unknown>>(await get(`/api/category/${category.slug}`, "ar"));
    expect(page).toMatchObject({
      id: category.id,
      slug: category.slug,
      slugs: { ar: category.slug, en: category.slug },
      title: category.title,
      description: "Towels by the bale",
      mainCategory: { slug: mainCategory.slug, title: mainCategory.title },
      parent: { slug: parentCategory.slugs.ar, title: parentCategory.title.ar },
      children: [expect.objectContaining({ id: childCategory.id, title: childCategory.title.ar })],
    });
  });

  it("lists its products with the English title where there is no Arabic one", async () => {
    const page = await data<{ products: { items: { id: number; title: string }[] } }>(
      await get(`/api/category/${englishOnly.category.slug}`, "ar"),
    );
    expect(page.products.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: englishOnly.product.id, title: englishOnly.product.title }),
        expect.objectContaining({ id: bilingualProduct.id, title: bilingualProduct.title.ar }),
        expect.objectContaining({ id: arabicOnlyProduct.id, title: arabicOnlyProduct.title }),
      ]),
    );
  });

  it("answers the English title of a parent category that has no Arabic row", async () => {
    const page = await data<{ title: string; parent: unknown }>(
      await get(`/api/category/${encodeURIComponent(childCategory.slugs.ar)}`, "ar"),
    );
    expect(page).toMatchObject({
      title: childCategory.title.ar,
      parent: { slug: englishOnly.category.slug, title: englishOnly.category.title },
    });
  });
});

describe("the Arabic product list", () => {
  it("lists a product with only an English row under its English title, and offers its brand and category as filters", async () => {
    const listing = await list("ar", { category: englishOnly.category.slug });
    expect(listing.products.items).toContainEqual(
      expect.objectContaining({
        id: englishOnly.product.id,
        slug: englishOnly.product.slug,
        title: englishOnly.product.title,
      }),
    );
    expect(listing.brands).toContainEqual({
      slug: englishOnly.brand.slug,
      label: englishOnly.brand.name,
      isChild: false,
    });
    expect(listing.categories).toContainEqual({
      slug: englishOnly.category.slug,
      label: englishOnly.category.title,
      isChild: true,
    });
  });

  it("orders it by its English title after the Arabic titles when sorted by name (decision 0033)", async () => {
    const titles = (await list("ar", { category: englishOnly.category.slug, sort: "title" })).products.items.map(
      (item) => item.title,
    );
    // "منتج …" before "منشفة …" (ت before ش), then the English fallback.
    expect(titles).toEqual([bilingualProduct.title.ar, arabicOnlyProduct.title, englishOnly.product.title]);
  });

  it("finds it by a word of its English title", async () => {
    const listing = await list("ar", { search: `Bath Towel ${token}` });
    expect(listing.products.items.map((item) => item.id)).toContain(englishOnly.product.id);
  });
});

describe("English requests", () => {
  it("never show Arabic text, and leave out what has only an Arabic row", async () => {
    const details = await data<unknown>(
      await get(`/api/productDetails/${encodeURIComponent(bilingualProduct.slugs.en)}`, "en"),
    );
    const page = await data<{ products: { items: { id: number }[] } }>(
      await get(`/api/category/${englishOnly.category.slug}`, "en"),
    );
    expect(textOf(details)).not.toMatch(arabicScript);
    expect(textOf(page)).not.toMatch(arabicScript);
    expect(page.products.items.map((item) => item.id)).not.toContain(arabicOnlyProduct.id);
    const arabicOnly = await get(`/api/productDetails/${encodeURIComponent(arabicOnlyProduct.slug)}`, "en");
    expect(arabicOnly.status).toBe(404);
  });

  it("list products, brands and categories in English only", async () => {
    const listing = await list("en", { category: englishOnly.category.slug });
    expect(listing.products.items.map((item) => item.id)).not.toContain(arabicOnlyProduct.id);
    expect(textOf(listing)).not.toMatch(arabicScript);
  });
});

describe("main categories, menus and the home page on an Arabic request", () => {
  it("finds a main category with only an English row by its English slug", async () => {
    const main = await getMainCategory(db, "ar", englishOnly.mainCategory.slug);
    expect(main).toMatchObject({
      title: englishOnly.mainCategory.title,
      slugs: { ar: englishOnly.mainCategory.slug, en: englishOnly.mainCategory.slug },
      categories: [expect.objectContaining({ id: englishOnly.category.id, title: englishOnly.category.title })],
    });
  });

  it("finds a menu with only an English row by its English slug, with its English items", async () => {
    const menu = await getMenu(db, "ar", englishOnly.menu.slug, { page: 1, pageSize: 20, canSeePrices: false });
    expect(menu).toMatchObject({
      id: englishOnly.menu.id,
      slug: englishOnly.menu.slug,
      slugs: { ar: englishOnly.menu.slug, en: englishOnly.menu.slug },
      title: englishOnly.menu.title,
    });
    expect(menu?.entries.items).toEqual([
      { kind: "products", product: expect.objectContaining({ title: englishOnly.product.title }) },
    ]);
  });

  it("shows English-only home menus, menu items and slides in English", async () => {
    const home = await getHome(db, "ar", { menuTypes: ["carousel"] });
    const menu = home.menus.find((candidate) => candidate.id === englishOnly.menu.id);
    expect(menu).toMatchObject({ title: englishOnly.menu.title, slug: englishOnly.menu.slug });
    const brandMenu = home.menus.find((candidate) => candidate.id === brandsMenu.id);
    expect(brandMenu?.title).toBe(brandsMenu.title.ar);
    expect(brandMenu?.entries).toEqual([
      {
        kind: "brands",
        brand: expect.objectContaining({ slug: englishOnly.brand.slug, name: englishOnly.brand.name }),
      },
    ]);
    expect(home.slides.map((slide) => slide.title)).toContain(englishOnly.slide);
  });

  it("puts an English-only nav menu and its English-only targets in the page shell", async () => {
    const shell = await getPageShell(db, "ar", getProfile("testing_v1"));
    const menu = shell.navMenus.find((candidate) => candidate.id === englishOnly.navMenu.id);
    expect(menu).toEqual({
      id: englishOnly.navMenu.id,
      title: englishOnly.navMenu.title,
      deviceType: "web",
      items: [
        { label: englishOnly.product.title, href: `/productDetails/${englishOnly.product.slug}` },
        { label: englishOnly.brand.name, href: `/products?brand=${englishOnly.brand.slug}` },
        { label: englishOnly.category.title, href: `/category/${englishOnly.category.slug}` },
      ],
    });
  });
});

describe("content pages and blogs on an Arabic request", () => {
  it("finds a page with only an English row by its English url and shows it in English", async () => {
    const page = await putContentPage(db, { layout: "about", translations: { en: { title: `Our story ${token}` } } });
    written.contentPages.push(page.id);
    const shown = await getContentPage(db, "ar", page.url, "about");
    expect(shown).toMatchObject({ id: page.id, title: `Our story ${token}` });
    expect(shown?.alternates).toEqual([
      { locale: "ar", url: page.url },
      { locale: "en", url: page.url },
    ]);
  });

  it("finds the page whose Arabic url it is when that url is also another page's English url", async () => {
    const english = await putContentPage(db, { translations: { en: {} } });
    const arabic = await putContentPage(db, { translations: { ar: { url: english.url }, en: { url: uniqueUrl() } } });
    written.contentPages.push(english.id, arabic.id);
    expect((await getContentPage(db, "ar", english.url))?.id).toBe(arabic.id);
    expect((await getContentPage(db, "en", english.url))?.id).toBe(english.id);
  });

  it("lists a blog post with only an English row in English", async () => {
    const post = await putContentPage(db, {
      layout: "blog",
      publishedAt: Date.now() + 60_000,
      translations: { en: { title: `Towel care ${token}` } },
    });
    written.contentPages.push(post.id);
    const blogs = await listBlogs(db, "ar", 1, 100);
    expect(blogs.posts).toContainEqual(expect.objectContaining({ url: post.url, title: `Towel care ${token}` }));
  });
});

describe("the sitemap", () => {
  it("lists the English slug as the Arabic URL of a product, category and main category with no Arabic row", async () => {
    const entries = await listSitemapEntries(db);
    const paths = (path: string) => entries.find((entry) => entry.paths.en === path)?.paths;
    for (const path of [
      `/productDetails/${englishOnly.product.slug}`,
      `/category/${englishOnly.category.slug}`,
      `/main-category/${englishOnly.mainCategory.slug}`,
    ]) {
      expect(paths(path)).toEqual({ ar: path, en: path });
    }
  });

  it("gives a blog post with only an English row an Arabic URL, and a post whose Arabic url is not served none", async () => {
    const english = await putContentPage(db, { layout: "blog", translations: { en: {} } });
    const unserved = await putContentPage(db, {
      layout: "blog",
      translations: { ar: { url: uniqueUrl("not-a-blog-path") }, en: {} },
    });
    written.contentPages.push(english.id, unserved.id);
    const entries = await listSitemapEntries(db);
    expect(entries.find((entry) => entry.paths.en === `/${english.url}`)?.paths).toEqual({
      ar: `/${english.url}`,
      en: `/${english.url}`,
    });
    expect(entries.find((entry) => entry.paths.en === `/${unserved.url}`)?.paths).toEqual({ en: `/${unserved.url}` });
  });
});

describe("places in the customer area on an Arabic request", () => {
  it("lists a city and a neighbourhood with only English names in English", async () => {
    const places = await listPlaces(db, "ar", { hasCityData: true, hasNeighborhoodData: true });
    expect(places.cities).toContainEqual({ id: englishOnly.city.id, name: englishOnly.city.name });
    expect(places.neighbourhoods).toContainEqual({
      id: englishOnly.neighbourhood.id,
      cityId: englishOnly.city.id,
      name: englishOnly.neighbourhood.name,
    });
  });

  it("names an address's city and neighbourhood in English when they have no Arabic name", async () => {
    const customer = await createCustomer(db);
    written.customers.push(customer.id);
    const { cookie } = await signIn(db, { kind: "customer", id: customer.id });
    const created = await call("/api/account/addresses", {
      body: {
        country: "Saudi Arabia",
        address1: "King Saud Street 3",
        cityId: String(englishOnly.city.id),
        neighbourhoodId: String(englishOnly.neighbourhood.id),
      },
      cookie,
      language: "ar",
    });
    expect(created.status).toBe(201);
    const [address] = await listAddresses(db, customer.id, "ar");
    expect(address).toMatchObject({ city: englishOnly.city.name, neighbourhood: englishOnly.neighbourhood.name });
  });
});

describe("query plans of the product list", () => {
  const plan = async (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql, params } = query.toSQL();
    const result = await db.$client.execute({ sql: `explain query plan ${sql}`, args: params as never[] });
    return result.rows.map((row) => String(row.detail)).join("\n");
  };
  const pageQueries = (locale: Locale, query: Record<string, string> = {}) =>
    productPageQueries(db, locale, parseProductQuery(new URLSearchParams(query), { canSeePrices: false }), 20);

  it("finds an Arabic card's shown translation by primary key, from the newest-first index", async () => {
    const cards = await plan(pageQueries("ar").cards);
    expect(cards).toContain("SCAN products USING INDEX products_created_at");
    expect(cards).toContain(
      "SEARCH shown USING COVERING INDEX sqlite_autoindex_product_translations_1 (product_id=? AND locale=?)",
    );
    expect(cards).not.toContain("TEMP B-TREE");
    expect(cards).not.toContain("product_translations_locale_title");
  });

  it("joins English cards by plain equality, without a subquery", async () => {
    const cards = await plan(pageQueries("en").cards);
    expect(cards).not.toContain("SUBQUERY 2");
    expect(cards).not.toContain("CORRELATED");
  });

  it.each(["ar", "en"] as const)(
    "walks the display titles' index for a %s list sorted by name, without sorting (B.11)",
    async (locale) => {
      const ids = await plan(pageQueries(locale, { sort: "title" }).ids);
      expect(ids).toContain("SEARCH product_titles USING INDEX product_titles_locale_sort_key (locale=?)");
      expect(ids).not.toContain("TEMP B-TREE");
      expect(ids).not.toContain("product_translations");
    },
  );

  it.each([
    ["a category", { category: "any-category" }, "products_category"],
    ["a brand", { brand: "any-brand" }, "products_brand"],
  ])("sorts the few products of %s by name instead of walking every title", async (_case, query, index) => {
    const ids = await plan(pageQueries("ar", { sort: "title", ...query }).ids);
    expect(ids).toContain(`SEARCH products USING INDEX ${index}`);
    expect(ids).toContain("SEARCH product_titles USING INDEX sqlite_autoindex_product_titles_1 (product_id=?)");
    expect(ids).not.toContain("product_titles_locale_sort_key");
  });
});

// Issue #11 items 3, 4 and 5, decisions 0054 and 0056: brands in the admin API. Create, read, list
// (search, sort, filter, page), PUT, PATCH, delete; SPEC §5 "name required, at least 3 characters,
// unique; availability (available or unavailable) selected; image required"; slugs derived from
// the name and unique across both languages; a brand in use cannot be deleted ("Problem deleting
// brand"); a rename shows on the cached storefront and in search on the next request.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { BrandDetail, BrandRow } from "../../core/contracts/admin/brands.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { brands, brandTranslations } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import {
  createBrand,
  createCategory,
  createGalleryImage,
  createMenu,
  createProduct,
  uniqueToken,
} from "../fixtures/catalogue.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
const { admin, json } = adminApi<BrandDetail & AdminListPage<BrandRow>>("brands");
let imageId = 0;

beforeAll(async () => {
  imageId = (await createGalleryImage(db)).id;
});

const brandBody = (overrides: Record<string, unknown> = {}) => {
  const token = uniqueToken();
  return {
    status: "available",
    imageId,
    translations: { en: { name: `Brand ${token}` }, ar: { name: `علامة ${token}` } },
    ...overrides,
  };
};

async function createBrandThroughApi(overrides: Record<string, unknown> = {}) {
  const response = await admin("", { body: brandBody(overrides) });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json(response)).data;
}

describe("brands: create and read", () => {
  it("creates a brand with both names, derives each language's slug and reads it back", async () => {
    const token = uniqueToken();
    const body = brandBody({ translations: { en: { name: `Linen & Co ${token}` }, ar: { name: `كتّان ${token}` } } });
    const response = await admin("", { body });
    expect(response.status).toBe(201);
    const created = (await json(response)).data;
    expect(created).toMatchObject({
      status: "available",
      imageId,
      image: { id: imageId, url: expect.stringMatching(/^\/media\/gallery\//) },
      translations: {
        en: { name: `Linen & Co ${token}`, slug: `linen-and-co-${token}` },
        ar: { name: `كتّان ${token}`, slug: `كتان-${token}` },
      },
      productCount: 0,
      menuCount: 0,
    });
    expect((await json(await admin(`/${created.id}`))).data).toEqual(created);
  });

  it("keeps a slug the admin gives", async () => {
    const token = uniqueToken();
    const created = await createBrandThroughApi({
      translations: { en: { name: `Najd ${token}`, slug: `najd-thobes-${token}` } },
    });
    expect(created.translations).toEqual({ en: { name: `Najd ${token}`, slug: `najd-thobes-${token}` } });
  });

  it("takes the English name alone (Arabic pages and the Arabic list then show it)", async () => {
    const token = uniqueToken();
    const created = await createBrandThroughApi({ translations: { en: { name: `Only English ${token}` } } });
    const list = await json(await admin(`?search=${token}`, { language: "ar" }));
    expect(list.data.items).toEqual([
      {
        id: created.id,
        name: `Only English ${token}`,
        slug: `only-english-${token}`,
        status: "available",
        image: { id: imageId, url: expect.any(String) },
        productCount: 0,
        createdAt: expect.any(Number),
      },
    ]);
  });

  it.each([
    ["name missing", { translations: { ar: { name: "علامة" } } }, "translations.en", "This field is required"],
    ["name blank", { translations: { en: { name: "  " } } }, "translations.en.name", "This field is required"],
    [
      "name of 2 characters",
      { translations: { en: { name: "Ab" } } },
      "translations.en.name",
      "Enter at least 3 characters",
    ],
    [
      "Arabic name of 2 characters",
      { translations: { en: { name: "Abc Brand" }, ar: { name: "اب" } } },
      "translations.ar.name",
      "Enter at least 3 characters",
    ],
    ["availability missing", { status: undefined }, "status", "Choose available or unavailable"],
    ["availability not one of the two", { status: "out_of_stock" }, "status", "Choose available or unavailable"],
    ["image missing", { imageId: undefined }, "imageId", "Choose an image from the gallery"],
    ["image none", { imageId: null }, "imageId", "Choose an image from the gallery"],
    ["image not an id", { imageId: "logo.png" }, "imageId", "Choose an image from the gallery"],
    ["image not in the gallery", { imageId: 999_999_999 }, "imageId", "Choose an image from the gallery"],
    [
      "slug with spaces",
      { translations: { en: { name: "Good Name", slug: "two words" } } },
      "translations.en.slug",
      "Use lower-case letters and digits joined by single hyphens",
    ],
    [
      "slug with capitals",
      { translations: { en: { name: "Good Name", slug: "Acme" } } },
      "translations.en.slug",
      "Use lower-case letters and digits joined by single hyphens",
    ],
    [
      "name of symbols only (no slug to derive)",
      { translations: { en: { name: "!!!" } } },
      "translations.en.slug",
      "Use lower-case letters and digits joined by single hyphens",
    ],
  ])("refuses %s with its message (SPEC §5 Brand)", async (_, overrides, field, message) => {
    const before = await db.$count(brands);
    const response = await admin("", { body: brandBody(overrides) });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.error).toBe("invalid_input");
    expect(answer.errors, JSON.stringify(answer.errors)).toHaveProperty([field], message);
    expect(await db.$count(brands)).toBe(before);
  });

  it("refuses a name already used in that language, at its field, in the request's language", async () => {
    const first = await createBrandThroughApi();
    const english = await admin("", { body: brandBody({ translations: { en: first.translations.en } }) });
    expect(english.status).toBe(400);
    expect((await json(english)).errors).toEqual({
      "translations.en.name": "Already used; choose another",
      "translations.en.slug": "Already used; choose another",
    });
    const arabicName = first.translations.ar?.name ?? "";
    const arabic = await admin("", {
      body: brandBody({ translations: { en: { name: `Other ${uniqueToken()}` }, ar: { name: arabicName } } }),
      language: "ar",
    });
    expect((await json(arabic)).errors).toEqual({
      "translations.ar.name": "مستخدم من قبل؛ اختر غيره",
      "translations.ar.slug": "مستخدم من قبل؛ اختر غيره",
    });
  });

  it("refuses a slug another brand holds in the other language (slugs are unique across both)", async () => {
    const token = uniqueToken();
    const first = await createBrandThroughApi({ translations: { en: { name: `Crossing ${token}` } } });
    const before = await db.$count(brands);
    const response = await admin("", {
      body: brandBody({
        translations: {
          en: { name: `Other ${token}` },
          ar: { name: `أخرى ${token}`, slug: first.translations.en.slug },
        },
      }),
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ "translations.ar.slug": "Already used; choose another" });
    expect(await db.$count(brands)).toBe(before);
  });

  it("lets one brand use the same slug in both languages", async () => {
    const token = uniqueToken();
    const created = await createBrandThroughApi({
      translations: { en: { name: `Zara ${token}` }, ar: { name: `Zara ${token}` } },
    });
    expect(created.translations.ar?.slug).toBe(created.translations.en.slug);
  });

  it("answers 404 for a brand that does not exist", async () => {
    expect((await admin("/999999999")).status).toBe(404);
    expect((await admin("/abc")).status).toBe(404);
  });
});

describe("brands: list", () => {
  const token = uniqueToken().slice(0, 6);
  const letters = ["a", "b", "c", "d", "e"];
  const ordinals = ["أولى", "ثانية", "ثالثة", "رابعة", "خامسة"];
  const ids: number[] = [];
  beforeAll(async () => {
    for (const [index, letter] of letters.entries()) {
      const created = await createBrandThroughApi({
        status: letter === "c" ? "unavailable" : "available",
        translations: { en: { name: `${letter}-${token} Brand` }, ar: { name: `علامة ${token} ${ordinals[index]}` } },
      });
      ids.push(created.id);
    }
    for (let count = 0; count < 2; count += 1) await createProduct(db, { brandId: ids[3] });
    await createProduct(db, { brandId: ids[1] });
  });

  it("searches, sorts both ways and pages with the total", async () => {
    const page1 = await json(await admin(`?search=${token}&sort=name&perPage=2`));
    expect(page1.data).toMatchObject({ total: 5, page: 1, perPage: 2 });
    expect(page1.data.items.map((row) => row.id)).toEqual(ids.slice(0, 2));
    const page3 = await json(await admin(`?search=${token}&sort=name&perPage=2&page=3`));
    expect(page3.data.items.map((row) => row.id)).toEqual(ids.slice(4));
    const descending = await json(await admin(`?search=${token}&sort=-name`));
    expect(descending.data.items.map((row) => row.id)).toEqual(ids.toReversed());
  });

  it("finds a brand by its Arabic name while listing in English, and by its slug", async () => {
    const byArabic = await json(await admin(`?search=${encodeURIComponent(`ثانية ${token}`)}`));
    expect(byArabic.data.items.map((row) => [row.id, row.name])).toEqual([[ids[1], `b-${token} Brand`]]);
    const bySlug = await json(await admin(`?search=e-${token}-brand`));
    expect(bySlug.data.items.map((row) => row.id)).toEqual([ids[4]]);
  });

  it("names each row in the request's language", async () => {
    const arabic = await json(await admin(`?search=${token}&sort=name`, { language: "ar" }));
    expect(arabic.data.items.map((row) => row.name)).toContain(`علامة ${token} أولى`);
  });

  it("sorts by product count and filters by status", async () => {
    const byCount = await json(await admin(`?search=${token}&sort=-productCount`));
    expect(byCount.data.items.slice(0, 2).map((row) => [row.id, row.productCount])).toEqual([
      [ids[3], 2],
      [ids[1], 1],
    ]);
    const unavailable = await json(await admin(`?search=${token}&status=unavailable`));
    expect(unavailable.data.items.map((row) => row.id)).toEqual([ids[2]]);
  });

  it.each([["sort=price"], ["page=0"], ["perPage=101"], ["status=gone"]])("refuses ?%s", async (query) => {
    const response = await admin(`?${query}`);
    expect(response.status).toBe(400);
    expect((await json(response)).error).toBe("invalid_input");
  });
});

describe("brands: update and delete", () => {
  it("PUT replaces the brand: a language left out is removed", async () => {
    const brand = await createBrandThroughApi();
    const otherImage = await createGalleryImage(db);
    const name = `Renamed ${uniqueToken()}`;
    const response = await admin(`/${brand.id}`, {
      method: "PUT",
      body: { status: "unavailable", imageId: otherImage.id, translations: { en: { name } } },
    });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({
      status: "unavailable",
      imageId: otherImage.id,
      translations: { en: { name, slug: name.toLowerCase().replace(" ", "-") } },
    });
    expect((await json(await admin(`/${brand.id}`))).data.translations.ar).toBeUndefined();
  });

  it("PATCH changes only what it is given", async () => {
    const brand = await createBrandThroughApi();
    const response = await admin(`/${brand.id}`, { method: "PATCH", body: { status: "unavailable" } });
    expect(response.status).toBe(200);
    const { updatedAt: _before, ...unchanged } = brand;
    expect((await json(response)).data).toMatchObject({ ...unchanged, status: "unavailable" });
  });

  it("PATCH keeps its own names and slugs (they are not taken from itself)", async () => {
    const brand = await createBrandThroughApi();
    const response = await admin(`/${brand.id}`, { method: "PATCH", body: { translations: brand.translations } });
    expect(response.status).toBe(200);
  });

  it.each([
    ["a name another brand uses", "name"],
    ["an image not in the gallery", "image"],
  ])("PATCH refuses %s and changes nothing", async (_, what) => {
    const [brand, other] = [await createBrandThroughApi(), await createBrandThroughApi()];
    const body =
      what === "name" ? { translations: { en: { name: other.translations.en.name } } } : { imageId: 999_999_999 };
    const response = await admin(`/${brand.id}`, { method: "PATCH", body });
    expect(response.status).toBe(400);
    expect(Object.keys((await json(response)).errors ?? {})).toEqual(
      what === "name" ? ["translations.en.name", "translations.en.slug"] : ["imageId"],
    );
    const rows = await db.select().from(brandTranslations).where(eq(brandTranslations.brandId, brand.id));
    expect(rows.find((row) => row.locale === "en")?.name).toBe(brand.translations.en.name);
    expect(rows).toHaveLength(2);
  });

  it("PUT and PATCH answer 404 for a missing brand", async () => {
    expect((await admin("/999999999", { method: "PUT", body: brandBody() })).status).toBe(404);
    expect((await admin("/999999999", { method: "PATCH", body: { status: "available" } })).status).toBe(404);
  });

  it("deletes an unused brand", async () => {
    const brand = await createBrandThroughApi();
    expect((await admin(`/${brand.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${brand.id}`)).status).toBe(404);
    expect((await admin(`/${brand.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it.each(["product", "menu"] as const)(
    "refuses to delete a brand a %s uses, saying so in the request's language",
    async (user) => {
      const brand = await createBrandThroughApi();
      if (user === "product") await createProduct(db, { brandId: brand.id });
      else await createMenu(db, { itemType: "brands", itemIds: [brand.id] });
      const english = await admin(`/${brand.id}`, { method: "DELETE" });
      expect(english.status).toBe(409);
      expect(await json(english)).toMatchObject({ error: "in_use", message: "Problem deleting brand" });
      const arabic = await json(await admin(`/${brand.id}`, { method: "DELETE", language: "ar" }));
      expect(arabic.message).toBe("حدثت مشكلة أثناء حذف العلامة التجارية");
      expect((await admin(`/${brand.id}`)).status).toBe(200);
    },
  );
});

describe("brands: the storefront on the next request (issue #11 item 5)", () => {
  const cacheOf = (response: Response) =>
    /cache;desc="?([^,"]+)"?/.exec(response.headers.get("server-timing") ?? "")?.[1];
  const storefront = (path: string) => call(path, { origin: null });

  it("shows a renamed brand on the cached product page and finds the product by the new name", async () => {
    await putSiteSettings(db);
    const brand = await createBrand(db);
    const category = await createCategory(db);
    const product = await createProduct(db, { brandId: brand.id, categoryId: category.id });
    const page = `/api/productDetails/${product.slugs.en}`;
    await storefront(page);
    const kept = await storefront(page);
    expect(cacheOf(kept)).toMatch(/^hit/);
    expect(((await kept.json()) as { data: { brand: { name: string } } }).data.brand.name).toBe(brand.name.en);

    const renamed = `Renamed ${uniqueToken()}`;
    const patch = await admin(`/${brand.id}`, { method: "PATCH", body: { translations: { en: { name: renamed } } } });
    expect(patch.status).toBe(200);

    const fresh = await storefront(page);
    expect(cacheOf(fresh)).toBe("miss");
    expect(((await fresh.json()) as { data: { brand: { name: string } } }).data.brand.name).toBe(renamed);
    const search = await storefront(`/api/category/${category.slugs.en}?search=${encodeURIComponent(renamed)}`);
    const found = (await search.json()) as { data: { products: { items: { id: number }[] } } };
    expect(found.data.products.items.map((item) => item.id)).toEqual([product.id]);
  });
});

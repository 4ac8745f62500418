// Issue #11 items 3 and 4, decisions 0054 and 0056: main categories in the admin API. Create,
// read, list (search, sort, filter, page), PUT, PATCH, delete; titles at least 3 characters and
// unique, status available or unavailable (SPEC §5, as for categories); slugs unique across both
// languages; a main category its categories still belong to cannot be deleted.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { MainCategoryDetail, MainCategoryRow } from "../../core/contracts/admin/main-categories.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { categories, mainCategories } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { createCategory, createGalleryImage, createProduct, uniqueToken } from "../fixtures/catalogue.ts";

const db = openDb(env);
const { admin, json } = adminApi<MainCategoryDetail & AdminListPage<MainCategoryRow>>("main-categories");

const mainCategoryBody = (overrides: Record<string, unknown> = {}) => {
  const token = uniqueToken();
  return {
    status: "available",
    translations: {
      en: { title: `Home ${token}`, description: "Everything for the home" },
      ar: { title: `المنزل ${token}` },
    },
    ...overrides,
  };
};

async function createThroughApi(overrides: Record<string, unknown> = {}) {
  const response = await admin("", { body: mainCategoryBody(overrides) });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json(response)).data;
}

/** Files a category under a main category (categories are the other resource's; only the link matters here). */
const fileUnder = async (mainCategoryId: number, categoryId: number) =>
  db.update(categories).set({ mainCategoryId }).where(eq(categories.id, categoryId));

describe("main categories: create and read", () => {
  it("creates one with its texts, image and place, derives the slugs and reads it back", async () => {
    const image = await createGalleryImage(db);
    const token = uniqueToken();
    const response = await admin("", {
      body: mainCategoryBody({
        imageId: image.id,
        position: 3,
        translations: { en: { title: `Home & Living ${token}` }, ar: { title: `المنزل والمعيشة ${token}` } },
      }),
    });
    expect(response.status).toBe(201);
    const created = (await json(response)).data;
    expect(created).toMatchObject({
      status: "available",
      imageId: image.id,
      image: { id: image.id, url: image.url },
      position: 3,
      translations: {
        en: { title: `Home & Living ${token}`, slug: `home-and-living-${token}`, description: null },
        ar: { title: `المنزل والمعيشة ${token}`, slug: `المنزل-والمعيشة-${token}`, description: null },
      },
      categoryCount: 0,
      productCount: 0,
    });
    expect((await json(await admin(`/${created.id}`))).data).toEqual(created);
  });

  it("takes no image and puts it first when no place is given", async () => {
    const created = await createThroughApi();
    expect(created).toMatchObject({ imageId: null, image: null, position: 0 });
    expect(created.translations.en.description).toBe("Everything for the home");
  });

  it.each([
    ["title missing", { translations: { en: {} } }, "translations.en.title", "This field is required"],
    [
      "title of 2 characters",
      { translations: { en: { title: "Ho" } } },
      "translations.en.title",
      "Enter at least 3 characters",
    ],
    ["status missing", { status: undefined }, "status", "Choose available or unavailable"],
    ["status unknown", { status: "hidden" }, "status", "Choose available or unavailable"],
    ["a negative place", { position: -1 }, "position", "Enter a whole number of 0 or more"],
    ["an image not in the gallery", { imageId: 999_999_999 }, "imageId", "Choose an image from the gallery"],
    [
      "a description too long",
      { translations: { en: { title: "Home goods", description: "x".repeat(1001) } } },
      "translations.en.description",
      "This text is too long",
    ],
  ])("refuses %s with its message", async (_, overrides, field, message) => {
    const before = await db.$count(mainCategories);
    const response = await admin("", { body: mainCategoryBody(overrides) });
    expect(response.status).toBe(400);
    expect((await json(response)).errors, field).toHaveProperty([field], message);
    expect(await db.$count(mainCategories)).toBe(before);
  });

  it("refuses a title already used, and a slug another one holds in the other language", async () => {
    const first = await createThroughApi();
    const sameTitle = await admin("", {
      body: mainCategoryBody({ translations: { en: { title: first.translations.en.title } } }),
    });
    expect((await json(sameTitle)).errors).toMatchObject({ "translations.en.title": "Already used; choose another" });
    const crossSlug = await admin("", {
      body: mainCategoryBody({
        translations: { en: { title: `Fresh ${uniqueToken()}`, slug: first.translations.ar?.slug } },
      }),
      language: "ar",
    });
    expect((await json(crossSlug)).errors).toEqual({ "translations.en.slug": "مستخدم من قبل؛ اختر غيره" });
  });
});

describe("main categories: list", () => {
  const token = uniqueToken().slice(0, 6);
  const ids: number[] = [];
  beforeAll(async () => {
    for (const [index, letter] of ["a", "b", "c"].entries()) {
      const created = await createThroughApi({
        position: 2 - index,
        status: letter === "b" ? "unavailable" : "available",
        translations: { en: { title: `${letter}-${token} Main` } },
      });
      ids.push(created.id);
    }
    const category = await createCategory(db);
    await fileUnder(ids[0] ?? 0, category.id);
    await createProduct(db, { categoryId: category.id });
  });

  it("sorts by place by default, by title both ways, and pages with the total", async () => {
    const byPlace = await json(await admin(`?search=${token}`));
    expect(byPlace.data.items.map((row) => row.id)).toEqual(ids.toReversed());
    const byTitle = await json(await admin(`?search=${token}&sort=-title&perPage=2`));
    expect(byTitle.data).toMatchObject({ total: 3, perPage: 2 });
    expect(byTitle.data.items.map((row) => row.id)).toEqual([ids[2], ids[1]]);
  });

  it("counts each one's categories and products, and filters by status", async () => {
    const counted = await json(await admin(`?search=${token}&sort=-categoryCount`));
    expect(counted.data.items[0]).toMatchObject({ id: ids[0], categoryCount: 1, productCount: 1, image: null });
    const unavailable = await json(await admin(`?search=${token}&status=unavailable`));
    expect(unavailable.data.items.map((row) => row.id)).toEqual([ids[1]]);
  });

  it.each([["sort=name"], ["status=on"]])("refuses ?%s", async (query) => {
    expect((await admin(`?${query}`)).status).toBe(400);
  });
});

describe("main categories: update and delete", () => {
  it("PUT replaces it: no image and place 0 when left out, a language left out removed", async () => {
    const image = await createGalleryImage(db);
    const found = await createThroughApi({ imageId: image.id, position: 5 });
    const title = `Kitchen ${uniqueToken()}`;
    const response = await admin(`/${found.id}`, {
      method: "PUT",
      body: { status: "unavailable", translations: { en: { title } } },
    });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({
      status: "unavailable",
      imageId: null,
      position: 0,
      translations: { en: { title, description: null } },
    });
  });

  it("PATCH changes only what it is given", async () => {
    const found = await createThroughApi({ position: 4 });
    const response = await admin(`/${found.id}`, { method: "PATCH", body: { position: 9 } });
    expect((await json(response)).data).toMatchObject({
      position: 9,
      translations: found.translations,
      status: "available",
    });
  });

  it("deletes an unused one, and refuses one a category belongs to", async () => {
    const unused = await createThroughApi();
    expect((await admin(`/${unused.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${unused.id}`)).status).toBe(404);

    const used = await createThroughApi();
    await fileUnder(used.id, (await createCategory(db)).id);
    const english = await admin(`/${used.id}`, { method: "DELETE" });
    expect(english.status).toBe(409);
    expect(await json(english)).toMatchObject({ error: "in_use", message: "Problem deleting main category" });
    expect((await json(await admin(`/${used.id}`, { method: "DELETE", language: "ar" }))).message).toBe(
      "حدثت مشكلة أثناء حذف الفئة الرئيسية",
    );
  });
});

// Issue #11 items 3, 4 and 5, decisions 0054 and 0056: categories in the admin API. Create, read,
// list (search, sort, filters, page), PUT, PATCH, delete; SPEC §5 "title required, at least 3
// characters, unique; status available or unavailable"; sub-categories without loops; slugs unique
// across both languages; a category in use cannot be deleted ("Problem deleting category"); a
// rename shows on the cached storefront and in search on the next request.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CategoryDetail, CategoryRow } from "../../core/contracts/admin/categories.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { categories } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { createGalleryImage, createMenu, createProduct, uniqueToken } from "../fixtures/catalogue.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
const { admin, json, session } = adminApi<CategoryDetail & AdminListPage<CategoryRow>>("categories");

const categoryBody = (overrides: Record<string, unknown> = {}) => {
  const token = uniqueToken();
  return {
    status: "available",
    translations: { en: { title: `Towels ${token}` }, ar: { title: `مناشف ${token}` } },
    ...overrides,
  };
};

async function createThroughApi(overrides: Record<string, unknown> = {}) {
  const response = await admin("", { body: categoryBody(overrides) });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json(response)).data;
}

async function createMainCategory() {
  const token = uniqueToken();
  const response = await call("/api/admin/main-categories", {
    cookie: session.cookie,
    body: { status: "available", translations: { en: { title: `Main ${token}` }, ar: { title: `رئيسية ${token}` } } },
  });
  return (await json(response)).data;
}

describe("categories: create and read", () => {
  it("creates a sub-category of a main category with its texts and image, and reads it back", async () => {
    const [main, parent, image] = [await createMainCategory(), await createThroughApi(), await createGalleryImage(db)];
    const token = uniqueToken();
    const body = categoryBody({
      parentId: parent.id,
      mainCategoryId: main.id,
      imageId: image.id,
      position: 2,
      translations: {
        en: { title: `Bath Towels ${token}`, description: "Hotel weight" },
        ar: { title: `مناشف الحمّام ${token}` },
      },
    });
    const response = await admin("", { body });
    expect(response.status).toBe(201);
    const created = (await json(response)).data;
    expect(created).toMatchObject({
      status: "available",
      parentId: parent.id,
      mainCategoryId: main.id,
      imageId: image.id,
      image: { id: image.id, url: image.url },
      position: 2,
      translations: {
        en: { title: `Bath Towels ${token}`, slug: `bath-towels-${token}`, description: "Hotel weight" },
        ar: { title: `مناشف الحمّام ${token}`, slug: `مناشف-الحمام-${token}`, description: null },
      },
      productCount: 0,
      subCategoryCount: 0,
      menuCount: 0,
    });
    expect((await json(await admin(`/${created.id}`))).data).toEqual(created);
    expect((await json(await admin(`/${parent.id}`))).data.subCategoryCount).toBe(1);
  });

  it("creates a top-level category when no parent is given", async () => {
    const created = await createThroughApi();
    expect(created).toMatchObject({ parentId: null, mainCategoryId: null, imageId: null, position: 0 });
  });

  it.each([
    ["title missing", { translations: { ar: { title: "مناشف" } } }, "translations.en", "This field is required"],
    ["title blank", { translations: { en: { title: "" } } }, "translations.en.title", "This field is required"],
    [
      "title of 2 characters",
      { translations: { en: { title: "Ab" } } },
      "translations.en.title",
      "Enter at least 3 characters",
    ],
    ["status missing", { status: undefined }, "status", "Choose available or unavailable"],
    ["status unknown", { status: "draft" }, "status", "Choose available or unavailable"],
    ["a parent that does not exist", { parentId: 999_999_999 }, "parentId", "Choose one that exists"],
    ["a parent that is not an id", { parentId: "towels" }, "parentId", "Choose one that exists"],
    [
      "a main category that does not exist",
      { mainCategoryId: 999_999_999 },
      "mainCategoryId",
      "Choose one that exists",
    ],
    ["an image not in the gallery", { imageId: 999_999_999 }, "imageId", "Choose an image from the gallery"],
    [
      "a slug with a slash",
      { translations: { en: { title: "Towels", slug: "bath/towels" } } },
      "translations.en.slug",
      "Use lower-case letters and digits joined by single hyphens",
    ],
  ])("refuses %s with its message (SPEC §5 Category)", async (_, overrides, field, message) => {
    const before = await db.$count(categories);
    const response = await admin("", { body: categoryBody(overrides) });
    expect(response.status).toBe(400);
    expect((await json(response)).errors, field).toHaveProperty([field], message);
    expect(await db.$count(categories)).toBe(before);
  });

  it("refuses a title already used in that language, and a slug another category holds in the other", async () => {
    const first = await createThroughApi();
    const sameTitle = await admin("", {
      body: categoryBody({ translations: { en: { title: first.translations.en.title, slug: `t-${uniqueToken()}` } } }),
    });
    expect((await json(sameTitle)).errors).toEqual({ "translations.en.title": "Already used; choose another" });
    const crossSlug = await admin("", {
      body: categoryBody({
        translations: {
          en: { title: `Fresh ${uniqueToken()}` },
          ar: { title: `جديد ${uniqueToken()}`, slug: first.translations.en.slug },
        },
      }),
    });
    expect((await json(crossSlug)).errors).toEqual({ "translations.ar.slug": "Already used; choose another" });
  });
});

describe("categories: the tree", () => {
  it.each([
    ["itself", 0],
    ["its sub-category", 1],
    ["its sub-category's sub-category", 2],
  ])("refuses to put a category under %s, and changes nothing", async (_, depth) => {
    const root = await createThroughApi();
    const chain = [root];
    for (let level = 0; level < 2; level += 1) {
      chain.push(await createThroughApi({ parentId: chain[chain.length - 1]?.id }));
    }
    const target = chain[depth];
    const response = await admin(`/${root.id}`, { method: "PATCH", body: { parentId: target?.id } });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({
      parentId: "A category cannot sit under itself or one of its sub-categories",
    });
    const [row] = await db.select().from(categories).where(eq(categories.id, root.id));
    expect(row?.parentId).toBeNull();
  });

  it("moves a sub-category to the top level and under another category", async () => {
    const [first, second] = [await createThroughApi(), await createThroughApi()];
    const child = await createThroughApi({ parentId: first.id });
    const moved = await admin(`/${child.id}`, { method: "PATCH", body: { parentId: second.id } });
    expect((await json(moved)).data.parentId).toBe(second.id);
    const lifted = await admin(`/${child.id}`, { method: "PATCH", body: { parentId: null } });
    expect((await json(lifted)).data.parentId).toBeNull();
  });
});

describe("categories: list", () => {
  const token = uniqueToken().slice(0, 6);
  let parent: CategoryDetail;
  let main: CategoryDetail;
  const childIds: number[] = [];
  beforeAll(async () => {
    main = await createMainCategory();
    parent = await createThroughApi({ mainCategoryId: main.id, translations: { en: { title: `p-${token} Parent` } } });
    for (const letter of ["a", "b"]) {
      const child = await createThroughApi({
        parentId: parent.id,
        status: letter === "b" ? "unavailable" : "available",
        translations: { en: { title: `${letter}-${token} Child` }, ar: { title: `فرعية ${token} ${letter}` } },
      });
      childIds.push(child.id);
    }
    await createProduct(db, { categoryId: childIds[1] });
  });

  it("lists a parent's sub-categories with the parent's title, sorted and paged", async () => {
    const answer = await json(await admin(`?parentId=${parent.id}&sort=-title&perPage=1`));
    expect(answer.data).toMatchObject({ total: 2, perPage: 1 });
    expect(answer.data.items).toEqual([
      {
        id: childIds[1],
        title: `b-${token} Child`,
        slug: `b-${token}-child`,
        status: "unavailable",
        image: null,
        position: 0,
        parent: { id: parent.id, title: `p-${token} Parent` },
        mainCategory: null,
        productCount: 1,
        subCategoryCount: 0,
        createdAt: expect.any(Number),
      },
    ]);
  });

  it("lists the top level, a main category's categories, and one status", async () => {
    const top = await json(await admin(`?search=${token}&parentId=none`));
    expect(top.data.items.map((row) => [row.id, row.mainCategory?.id, row.subCategoryCount])).toEqual([
      [parent.id, main.id, 2],
    ]);
    const ofMain = await json(await admin(`?mainCategoryId=${main.id}`));
    expect(ofMain.data.items.map((row) => row.id)).toEqual([parent.id]);
    const unavailable = await json(await admin(`?search=${token}&status=unavailable`));
    expect(unavailable.data.items.map((row) => row.id)).toEqual([childIds[1]]);
  });

  it("finds by the Arabic title or the slug, titles rows in the request's language, sorts by products", async () => {
    // Every word must match: "a-{token}" is the first child's alone (a lone "a" is in many hex tokens).
    const arabic = await json(
      await admin(`?search=${encodeURIComponent(`فرعية ${token} a-${token}`)}`, { language: "ar" }),
    );
    expect(arabic.data.items.map((row) => [row.id, row.title, row.parent?.title])).toEqual([
      [childIds[0], `فرعية ${token} a`, `p-${token} Parent`],
    ]);
    const bySlug = await json(await admin(`?search=p-${token}-parent`));
    expect(bySlug.data.items.map((row) => row.id)).toEqual([parent.id]);
    const byProducts = await json(await admin(`?search=${token}&sort=-productCount`));
    expect(byProducts.data.items[0]?.id).toBe(childIds[1]);
  });

  it.each([["parentId=top"], ["parentId=0"], ["mainCategoryId=x"], ["sort=name"]])("refuses ?%s", async (query) => {
    expect((await admin(`?${query}`)).status).toBe(400);
  });
});

describe("categories: update and delete", () => {
  it("PUT replaces the category: the tree links, image and place it leaves out are cleared", async () => {
    const parent = await createThroughApi();
    const found = await createThroughApi({
      parentId: parent.id,
      position: 3,
      imageId: (await createGalleryImage(db)).id,
    });
    const title = `Linens ${uniqueToken()}`;
    const response = await admin(`/${found.id}`, {
      method: "PUT",
      body: { status: "available", translations: { en: { title } } },
    });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({
      parentId: null,
      imageId: null,
      position: 0,
      translations: { en: { title, slug: `linens-${title.slice(7)}`, description: null } },
    });
  });

  it("PATCH changes only what it is given", async () => {
    const found = await createThroughApi({ position: 2 });
    const response = await admin(`/${found.id}`, { method: "PATCH", body: { status: "unavailable" } });
    expect((await json(response)).data).toMatchObject({
      status: "unavailable",
      position: 2,
      translations: found.translations,
    });
  });

  it("deletes an unused category", async () => {
    const found = await createThroughApi();
    expect((await admin(`/${found.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${found.id}`)).status).toBe(404);
  });

  it.each(["product", "menu", "sub-category"] as const)(
    "refuses to delete a category a %s uses, saying so in the request's language",
    async (user) => {
      const found = await createThroughApi();
      if (user === "product") await createProduct(db, { categoryId: found.id });
      if (user === "menu") await createMenu(db, { itemType: "categories", itemIds: [found.id] });
      if (user === "sub-category") await createThroughApi({ parentId: found.id });
      const english = await admin(`/${found.id}`, { method: "DELETE" });
      expect(english.status).toBe(409);
      expect(await json(english)).toMatchObject({ error: "in_use", message: "Problem deleting category" });
      expect((await json(await admin(`/${found.id}`, { method: "DELETE", language: "ar" }))).message).toBe(
        "حدثت مشكلة أثناء حذف الفئة",
      );
      expect((await admin(`/${found.id}`)).status).toBe(200);
    },
  );
});

describe("categories: the storefront on the next request (issue #11 item 5)", () => {
  const cacheOf = (response: Response) =>
    /cache;desc="?([^,"]+)"?/.exec(response.headers.get("server-timing") ?? "")?.[1];
  const storefront = (path: string) => call(path, { origin: null });
  type ProductPage = { data: { category: { title: string } } };
  type CategoryPage = { data: { products: { items: { id: number }[] } } };

  it("shows a renamed category on the cached product page and finds its products by the new title", async () => {
    await putSiteSettings(db);
    const category = await createThroughApi();
    const product = await createProduct(db, { categoryId: category.id });
    const page = `/api/productDetails/${product.slugs.en}`;
    await storefront(page);
    const kept = await storefront(page);
    expect(cacheOf(kept)).toMatch(/^hit/);
    expect(((await kept.json()) as ProductPage).data.category.title).toBe(category.translations.en.title);

    const renamed = `Renamed ${uniqueToken()}`;
    const patch = await admin(`/${category.id}`, {
      method: "PATCH",
      body: { translations: { en: { title: renamed, slug: category.translations.en.slug } } },
    });
    expect(patch.status).toBe(200);

    const fresh = await storefront(page);
    expect(cacheOf(fresh)).toBe("miss");
    expect(((await fresh.json()) as ProductPage).data.category.title).toBe(renamed);
    const search = await storefront(
      `/api/category/${category.translations.en.slug}?search=${encodeURIComponent(renamed)}`,
    );
    expect(((await search.json()) as CategoryPage).data.products.items.map((item) => item.id)).toEqual([product.id]);
  });
});

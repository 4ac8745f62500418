// Issue #11 items 3, 4 and 5, decision 0054: tags in the admin API. Create, read, list (search,
// sort, page), PUT, PATCH, delete; a name required and once per language (the schema's unique
// index); a tag a product carries cannot be deleted ("Problem deleting tag"); a rename reaches
// product search on the next request (tags are indexed with their products).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { TagDetail, TagRow } from "../../core/contracts/admin/tags.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { tags } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { createCategory, createProduct, createTag, uniqueToken } from "../fixtures/catalogue.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
const { admin, json } = adminApi<TagDetail & AdminListPage<TagRow>>("tags");

const tagBody = (overrides: Record<string, unknown> = {}) => {
  const token = uniqueToken();
  return { translations: { en: { name: `Tag ${token}` }, ar: { name: `وسم ${token}` } }, ...overrides };
};

async function createTagThroughApi(overrides: Record<string, unknown> = {}) {
  const response = await admin("", { body: tagBody(overrides) });
  expect(response.status).toBe(201);
  return (await json(response)).data;
}

describe("tags: create and read", () => {
  it("creates a tag with both names and reads it back", async () => {
    const body = tagBody();
    const response = await admin("", { body });
    expect(response.status).toBe(201);
    const created = (await json(response)).data;
    expect(created).toMatchObject({ translations: body.translations, productCount: 0 });
    expect((await json(await admin(`/${created.id}`))).data).toEqual(created);
  });

  it.each([
    ["name missing", { translations: {} }, "translations.en", "This field is required"],
    ["name blank", { translations: { en: { name: " " } } }, "translations.en.name", "This field is required"],
    [
      "name too long",
      { translations: { en: { name: "x".repeat(61) } } },
      "translations.en.name",
      "This text is too long",
    ],
  ])("refuses %s with its message", async (_, overrides, field, message) => {
    const before = await db.$count(tags);
    const response = await admin("", { body: tagBody(overrides) });
    expect(response.status).toBe(400);
    expect((await json(response)).errors, field).toHaveProperty([field], message);
    expect(await db.$count(tags)).toBe(before);
  });

  it("refuses a name another tag has in that language, at its field", async () => {
    const first = await createTagThroughApi();
    const response = await admin("", {
      body: tagBody({ translations: { en: { name: `Fresh ${uniqueToken()}` }, ar: first.translations.ar } }),
      language: "ar",
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ "translations.ar.name": "مستخدم من قبل؛ اختر غيره" });
  });

  it("answers 404 for a tag that does not exist", async () => {
    expect((await admin("/999999999")).status).toBe(404);
  });
});

describe("tags: list", () => {
  const token = uniqueToken().slice(0, 6);
  const ids: number[] = [];
  beforeAll(async () => {
    for (const letter of ["a", "b", "c"]) {
      ids.push((await createTagThroughApi({ translations: { en: { name: `${letter}-${token}` } } })).id);
    }
    await createProduct(db, { tagIds: [ids[2] ?? 0] });
  });

  it("searches, sorts both ways and by product count, and pages with the total", async () => {
    const page1 = await json(await admin(`?search=${token}&sort=name&perPage=2`));
    expect(page1.data).toMatchObject({ total: 3, page: 1, perPage: 2 });
    expect(page1.data.items.map((row) => row.id)).toEqual(ids.slice(0, 2));
    const descending = await json(await admin(`?search=${token}&sort=-name`));
    expect(descending.data.items.map((row) => row.id)).toEqual(ids.toReversed());
    const byCount = await json(await admin(`?search=${token}&sort=-productCount`));
    expect(byCount.data.items[0]).toEqual({
      id: ids[2],
      name: `c-${token}`,
      productCount: 1,
      createdAt: expect.any(Number),
    });
  });

  it.each([["sort=status"], ["perPage=0"]])("refuses ?%s", async (query) => {
    expect((await admin(`?${query}`)).status).toBe(400);
  });
});

describe("tags: update and delete", () => {
  it("PUT replaces the names: a language left out is removed", async () => {
    const tag = await createTagThroughApi();
    const name = `Bulk ${uniqueToken()}`;
    const response = await admin(`/${tag.id}`, { method: "PUT", body: { translations: { en: { name } } } });
    expect(response.status).toBe(200);
    expect((await json(response)).data.translations).toEqual({ en: { name } });
  });

  it("PATCH with nothing changes nothing; PATCH of a taken name is refused", async () => {
    const [tag, other] = [await createTagThroughApi(), await createTagThroughApi()];
    const same = await admin(`/${tag.id}`, { method: "PATCH", body: {} });
    expect((await json(same)).data.translations).toEqual(tag.translations);
    const taken = await admin(`/${tag.id}`, { method: "PATCH", body: { translations: other.translations } });
    expect(taken.status).toBe(400);
    expect((await json(await admin(`/${tag.id}`))).data.translations).toEqual(tag.translations);
  });

  it("deletes an unused tag, and refuses one a product carries", async () => {
    const unused = await createTagThroughApi();
    expect((await admin(`/${unused.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${unused.id}`)).status).toBe(404);

    const used = await createTagThroughApi();
    await createProduct(db, { tagIds: [used.id] });
    const english = await admin(`/${used.id}`, { method: "DELETE" });
    expect(english.status).toBe(409);
    expect((await json(english)).message).toBe("Problem deleting tag");
    expect((await json(await admin(`/${used.id}`, { method: "DELETE", language: "ar" }))).message).toBe(
      "حدثت مشكلة أثناء حذف الوسم",
    );
  });

  it("finds a product by its tag's new name on the next search", async () => {
    await putSiteSettings(db);
    const tag = await createTag(db, { en: `Seasonal ${uniqueToken()}`, ar: `موسمي ${uniqueToken()}` });
    const category = await createCategory(db);
    const product = await createProduct(db, { categoryId: category.id, tagIds: [tag.id] });
    const renamed = `Ramadan${uniqueToken()}`;
    const search = () =>
      call(`/api/category/${category.slugs.en}?search=${renamed}`, { origin: null }).then(
        async (response) => ((await response.json()) as { data: { products: { items: { id: number }[] } } }).data,
      );
    expect((await search()).products.items).toEqual([]);
    const patch = await admin(`/${tag.id}`, { method: "PATCH", body: { translations: { en: { name: renamed } } } });
    expect(patch.status).toBe(200);
    expect((await search()).products.items.map((item) => item.id)).toEqual([product.id]);
  });
});

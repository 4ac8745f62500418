// Issue #11 items 3 and 4, decision 0058: variant attributes (the admin "variants" screens) with
// their values edited together. Create, read, list (search, sort, page), PUT, PATCH, delete; names
// per locale with English required; a value name once per attribute; a value a product's variant
// has cannot be removed and an attribute products use cannot be deleted ("Problem deleting …");
// a renamed value shows on the cached product page at once.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import type { VariantAttributeDetail, VariantAttributeRow } from "../../core/contracts/admin/variants.ts";
import { variantAttributes, variantAttributeValues } from "../../db/schema/index.ts";
import { updateVariantAttribute } from "../../workers/api/admin/variants/write-variant-attribute.ts";
import { useTranslations } from "../../i18n/index.ts";
import { AppError } from "../../workers/lib/errors.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { createProduct, uniqueToken } from "../fixtures/catalogue.ts";

const db = openDb(env);
const { admin, json, session } = adminApi<VariantAttributeDetail & AdminListPage<VariantAttributeRow>>("variants");

const value = (en: string, ar?: string, id?: number) => ({
  ...(id === undefined ? {} : { id }),
  translations: { en: { name: en }, ...(ar ? { ar: { name: ar } } : {}) },
});

const attributeBody = (overrides: Record<string, unknown> = {}) => {
  const token = uniqueToken();
  return {
    translations: { en: { name: `Size ${token}` }, ar: { name: `المقاس ${token}` } },
    values: [value("S", "صغير"), value("M", "وسط"), value("L", "كبير")],
    ...overrides,
  };
};

async function createAttribute(overrides: Record<string, unknown> = {}) {
  const response = await admin("", { body: attributeBody(overrides) });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json(response)).data;
}

/** A product whose matrix has one variant per value of `attribute` given, through the API. */
async function productWith(attribute: VariantAttributeDetail, valueIds = attribute.values.map((v) => v.id)) {
  const product = await createProduct(db);
  const response = await call(`/api/admin/products/${product.id}/variants`, {
    cookie: session.cookie,
    method: "PUT",
    body: {
      variants: valueIds.map((valueId, index) => ({
        code: `${product.sku}-${index}`,
        status: "available",
        quantity: 5,
        price: 1_000,
        valueIds: [valueId],
      })),
    },
  });
  expect(response.status).toBe(200);
  return product;
}

describe("variant attributes: create and read", () => {
  it("creates an attribute with its values in both languages and reads it back", async () => {
    const body = attributeBody({ position: 2 });
    const response = await admin("", { body });
    expect(response.status).toBe(201);
    const created = (await json(response)).data;
    expect(created).toMatchObject({
      position: 2,
      translations: body.translations,
      productCount: 0,
      values: body.values.map((given) => ({ ...given, id: expect.any(Number), variantCount: 0 })),
    });
    expect((await json(await admin(`/${created.id}`))).data).toEqual(created);
  });

  it("takes English names alone (Arabic pages then show them)", async () => {
    const token = uniqueToken();
    const created = await createAttribute({
      translations: { en: { name: `Fit ${token}` } },
      values: [value("Slim"), value("Regular")],
    });
    const list = await json(await admin(`?search=${token}`, { language: "ar" }));
    expect(list.data.items).toEqual([
      { id: created.id, name: `Fit ${token}`, position: 0, values: ["Slim", "Regular"], productCount: 0 },
    ]);
  });

  it.each([
    [
      "the English name missing",
      { translations: { ar: { name: "المقاس" } } },
      "translations.en",
      "This field is required",
    ],
    [
      "the English name blank",
      { translations: { en: { name: "  " } } },
      "translations.en.name",
      "This field is required",
    ],
    ["no values", { values: [] }, "values", "This field is required"],
    [
      "a value without a name",
      { values: [value("S"), value(" ")] },
      "values.1.translations.en.name",
      "This field is required",
    ],
    [
      "a value name twice (any case)",
      { values: [value("S"), value("M"), value(" s ")] },
      "values.2.translations.en.name",
      "Already used; choose another",
    ],
    [
      "an Arabic value name twice",
      { values: [value("S", "صغير"), value("M", "صغير")] },
      "values.1.translations.ar.name",
      "Already used; choose another",
    ],
    ["a position below 0", { position: -1 }, "position", "Enter a whole number of 0 or more"],
  ])("refuses %s with its message", async (_, overrides, field, message) => {
    const before = await db.$count(variantAttributes);
    const response = await admin("", { body: attributeBody(overrides) });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.error).toBe("invalid_input");
    expect(answer.errors, JSON.stringify(answer.errors)).toHaveProperty([field], message);
    expect(await db.$count(variantAttributes)).toBe(before);
  });

  it("refuses a name another attribute has in the same language, at that language's field", async () => {
    const first = await createAttribute();
    const english = await admin("", { body: attributeBody({ translations: { en: first.translations.en } }) });
    expect(english.status).toBe(400);
    expect((await json(english)).errors).toEqual({ "translations.en.name": "Already used; choose another" });
    const arabic = await admin("", {
      body: attributeBody({ translations: { en: { name: `Other ${uniqueToken()}` }, ar: first.translations.ar } }),
      language: "ar",
    });
    expect((await json(arabic)).errors).toEqual({ "translations.ar.name": "مستخدم من قبل؛ اختر غيره" });
  });

  it("answers 404 for an attribute that does not exist", async () => {
    expect((await admin("/999999999")).status).toBe(404);
    expect((await admin("/x")).status).toBe(404);
  });
});

describe("variant attributes: list", () => {
  const token = uniqueToken().slice(0, 6);
  beforeAll(async () => {
    for (const [position, letter] of ["c", "a", "b"].entries()) {
      await createAttribute({
        position,
        translations: { en: { name: `${letter} ${token}` } },
        values: [value(`${letter}${token}v`)],
      });
    }
  });

  it("searches by the attribute's or a value's name, sorts both ways and pages", async () => {
    const byName = await json(await admin(`?search=${token}&sort=name&perPage=2`));
    expect(byName.data).toMatchObject({ total: 3, page: 1, perPage: 2 });
    expect(byName.data.items.map((row) => row.name)).toEqual([`a ${token}`, `b ${token}`]);
    const byPosition = await json(await admin(`?search=${token}&sort=-position`));
    expect(byPosition.data.items.map((row) => row.name)).toEqual([`b ${token}`, `a ${token}`, `c ${token}`]);
    const byValue = await json(await admin(`?search=b${token}v`));
    expect(byValue.data.items.map((row) => row.name)).toEqual([`b ${token}`]);
  });

  it.each([["sort=price"], ["page=0"], ["perPage=101"]])("refuses ?%s", async (query) => {
    expect((await admin(`?${query}`)).status).toBe(400);
  });
});

describe("variant attributes: update and delete", () => {
  it("PUT renames, reorders, adds and removes values, keeping the ids of those it keeps", async () => {
    const attribute = await createAttribute();
    const [small, medium, large] = attribute.values;
    const response = await admin(`/${attribute.id}`, {
      method: "PUT",
      body: {
        translations: { en: { name: `Sizes ${uniqueToken()}` } },
        values: [value("Large", "كبير", large?.id), value("Small", undefined, small?.id), value("XL", "كبير جداً")],
      },
    });
    expect(response.status).toBe(200);
    const updated = (await json(response)).data;
    expect(updated.translations.ar).toBeUndefined();
    expect(updated.position).toBe(0);
    expect(updated.values.map((row) => [row.id, row.translations.en.name, row.translations.ar?.name])).toEqual([
      [large?.id, "Large", "كبير"],
      [small?.id, "Small", undefined],
      [expect.any(Number), "XL", "كبير جداً"],
    ]);
    const [gone] = await db
      .select()
      .from(variantAttributeValues)
      .where(eq(variantAttributeValues.id, medium?.id ?? 0));
    expect(gone).toBeUndefined();
  });

  it("PATCH changes only what it is given", async () => {
    const attribute = await createAttribute();
    const response = await admin(`/${attribute.id}`, { method: "PATCH", body: { position: 7 } });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ ...attribute, position: 7 });
  });

  it("refuses a value id that is not one of the attribute's, changing nothing", async () => {
    const attribute = await createAttribute();
    const other = await createAttribute();
    const response = await admin(`/${attribute.id}`, {
      method: "PATCH",
      body: { values: [value("S", undefined, other.values[0]?.id)] },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({
      "values.0.id": "This item no longer exists; reload the page and try again",
    });
    expect((await json(await admin(`/${attribute.id}`))).data).toEqual(attribute);
  });

  it("refuses to remove a value a product's variant has, naming it, and changes nothing", async () => {
    const attribute = await createAttribute();
    await productWith(attribute, [attribute.values[1]?.id ?? 0]);
    const used = (await json(await admin(`/${attribute.id}`))).data;
    expect(used.values.map((row) => row.variantCount)).toEqual([0, 1, 0]);
    const withoutMedium = { values: [used.values[0], used.values[2]], translations: { en: { name: "Renamed" } } };
    const english = await admin(`/${attribute.id}`, { method: "PATCH", body: withoutMedium });
    expect(english.status).toBe(409);
    expect(await json(english)).toMatchObject({ error: "in_use", message: "Problem deleting value \u2068M\u2069" });
    const arabic = await json(
      await admin(`/${attribute.id}`, { method: "PATCH", body: withoutMedium, language: "ar" }),
    );
    expect(arabic.message).toBe("حدثت مشكلة أثناء حذف القيمة \u2068M\u2069");
    expect((await json(await admin(`/${attribute.id}`))).data).toEqual(used);
    // The others may go
    const keep = await admin(`/${attribute.id}`, { method: "PATCH", body: { values: [used.values[1]] } });
    expect(keep.status).toBe(200);
  });

  it("refuses the removal when a variant is given the value between the check and the write", async () => {
    const attribute = await createAttribute();
    const medium = attribute.values[1];
    // A database handle whose first batch (the write) runs after another admin saved a matrix with M
    let isRaced = false;
    const racing = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== "batch") return Reflect.get(target, key, receiver) as unknown;
        return async (...args: Parameters<typeof db.batch>) => {
          if (!isRaced) {
            isRaced = true;
            await productWith(attribute, [medium?.id ?? 0]);
          }
          return target.batch(...args);
        };
      },
    });
    const removal = updateVariantAttribute(
      racing,
      attribute.id,
      { values: [attribute.values[0], attribute.values[2]].flatMap((row) => (row ? [row] : [])) },
      useTranslations("en"),
    );
    await expect(removal).rejects.toThrow(AppError);
    await expect(removal).rejects.toMatchObject({ code: "in_use", params: { item: "value \u2068M\u2069" } });
    const after = (await json(await admin(`/${attribute.id}`))).data;
    expect(after.values.map((row) => [row.id, row.variantCount])).toEqual([
      [attribute.values[0]?.id, 0],
      [medium?.id, 1],
      [attribute.values[2]?.id, 0],
    ]);
  });

  it("deletes an attribute no product uses, with its values", async () => {
    const attribute = await createAttribute();
    expect((await admin(`/${attribute.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${attribute.id}`)).status).toBe(404);
    expect(await db.$count(variantAttributeValues, eq(variantAttributeValues.variantAttributeId, attribute.id))).toBe(
      0,
    );
    expect((await admin(`/${attribute.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("refuses to delete an attribute products use, saying so in the request's language", async () => {
    const attribute = await createAttribute();
    await productWith(attribute);
    const english = await admin(`/${attribute.id}`, { method: "DELETE" });
    expect(english.status).toBe(409);
    expect(await json(english)).toMatchObject({ error: "in_use", message: "Problem deleting variant attribute" });
    const arabic = await json(await admin(`/${attribute.id}`, { method: "DELETE", language: "ar" }));
    expect(arabic.message).toBe("حدثت مشكلة أثناء حذف خاصية المتغيرات");
    expect((await json(await admin(`/${attribute.id}`))).data.productCount).toBe(1);
  });
});

describe("variant attributes: the storefront", () => {
  it("shows a renamed value in the cached product page's matrix on the next request", async () => {
    const attribute = await createAttribute();
    const product = await productWith(attribute);
    const page = `/api/productDetails/${product.slugs.en}`;
    const valuesShown = async () => {
      const response = await call(page);
      const { data } = (await response.json()) as { data: { variants: { values: { value: string }[] }[] } };
      return { cache: response.headers.get("server-timing"), values: data.variants.map((v) => v.values[0]?.value) };
    };
    expect((await valuesShown()).values).toEqual(["S", "M", "L"]);
    expect((await valuesShown()).cache).toContain("hit");
    const renamed = attribute.values.map((row, index) => (index === 0 ? value("Small", "صغير", row.id) : row));
    expect((await admin(`/${attribute.id}`, { method: "PATCH", body: { values: renamed } })).status).toBe(200);
    expect((await valuesShown()).values).toEqual(["Small", "M", "L"]);
  });
});

// Issue #11 items 3 and 4, decision 0054: measure units, the first resource of the admin
// convention. Create, read, list (search, sort, page), PUT, PATCH, delete; SPEC §5 "name and code
// required"; a code once; a unit a product uses cannot be deleted ("Problem deleting …").
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { MeasureUnitDetail, MeasureUnitRow } from "../../core/contracts/admin/measure-units.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { measureUnits } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { createProduct, uniqueToken } from "../fixtures/catalogue.ts";

const db = openDb(env);
const { admin, json } = adminApi<MeasureUnitDetail & AdminListPage<MeasureUnitRow>>("measure-units");

const unitBody = (overrides: Record<string, unknown> = {}) => {
  const code = `u${uniqueToken().slice(0, 8)}`;
  return { code, translations: { en: { name: `Unit ${code}` }, ar: { name: `وحدة ${code}` } }, ...overrides };
};

async function createUnit(overrides: Record<string, unknown> = {}) {
  const response = await admin("", { body: unitBody(overrides) });
  expect(response.status).toBe(201);
  return (await json(response)).data as { id: number; code: string };
}

describe("measure units: create and read", () => {
  it("creates a unit with both names and reads it back", async () => {
    const body = unitBody();
    const response = await admin("", { body });
    expect(response.status).toBe(201);
    const created = (await json(response)).data;
    expect(created).toMatchObject({ code: body.code, translations: body.translations, productCount: 0 });
    const read = await json(await admin(`/${created.id}`));
    expect(read.data).toEqual(created);
  });

  it("takes the English name alone (Arabic pages then show it)", async () => {
    const created = await createUnit({ translations: { en: { name: "Dozen" } } });
    const list = await json(await admin(`?search=${created.code}`, { language: "ar" }));
    expect(list.data.items).toEqual([{ id: created.id, code: created.code, name: "Dozen", productCount: 0 }]);
  });

  it.each([
    ["code missing", { code: undefined }, "code", "This field is required"],
    ["code blank", { code: "  " }, "code", "This field is required"],
    ["code with spaces", { code: "two words" }, "code", "Use 1 to 20 letters, digits, dots or dashes"],
    ["English name missing", { translations: { ar: { name: "قطعة" } } }, "translations.en", "This field is required"],
    ["English name blank", { translations: { en: { name: " " } } }, "translations.en.name", "This field is required"],
  ])("refuses %s with its message (SPEC §5: name and code required)", async (_, overrides, field, message) => {
    const before = await db.$count(measureUnits);
    const response = await admin("", { body: unitBody(overrides) });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.error).toBe("invalid_input");
    expect(answer.errors, JSON.stringify(answer.errors)).toHaveProperty([field], message);
    expect(await db.$count(measureUnits)).toBe(before);
  });

  it("refuses a code already used, at the code field, in the request's language", async () => {
    const first = await createUnit();
    const response = await admin("", { body: unitBody({ code: first.code }), language: "ar" });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ code: "مستخدم من قبل؛ اختر غيره" });
  });

  it("answers 404 for a unit that does not exist", async () => {
    expect((await admin("/999999999")).status).toBe(404);
    expect((await admin("/abc")).status).toBe(404);
  });
});

describe("measure units: list", () => {
  const token = uniqueToken().slice(0, 6);
  const codes = ["a", "b", "c", "d", "e"].map((letter) => `${letter}${token}`);
  beforeAll(async () => {
    for (const code of codes.toReversed()) {
      await createUnit({ code, translations: { en: { name: `Name ${code}` } } });
    }
  });

  it("searches by code or name, sorts both ways and pages with the total", async () => {
    const page1 = await json(await admin(`?search=${token}&sort=code&perPage=2`));
    expect(page1.data).toMatchObject({ total: 5, page: 1, perPage: 2 });
    expect(page1.data.items.map((row: { code: string }) => row.code)).toEqual(codes.slice(0, 2));
    const page3 = await json(await admin(`?search=${token}&sort=code&perPage=2&page=3`));
    expect(page3.data.items.map((row: { code: string }) => row.code)).toEqual(codes.slice(4));
    const descending = await json(await admin(`?search=Name%20${token}&sort=-name`));
    expect(descending.data.items.map((row: { code: string }) => row.code)).toEqual(codes.toReversed());
  });

  it("treats % and _ in a search as themselves", async () => {
    const answer = await json(await admin(`?search=${encodeURIComponent("%")}`));
    expect(answer.data.total).toBe(0);
  });

  it.each([["sort=price"], ["page=0"], ["perPage=101"], ["page=x"]])("refuses ?%s", async (query) => {
    const response = await admin(`?${query}`);
    expect(response.status).toBe(400);
    expect((await json(response)).error).toBe("invalid_input");
  });

  it("pages 20 rows by default (SPEC §9 admin page size)", async () => {
    const missing = 21 - (await db.$count(measureUnits));
    for (let index = 0; index < missing; index += 1) await createUnit();
    const answer = await json(await admin(""));
    expect(answer.data.perPage).toBe(20);
    expect(answer.data.items).toHaveLength(20);
  });
});

describe("measure units: update and delete", () => {
  it("PUT replaces the texts: a locale left out is removed", async () => {
    const unit = await createUnit();
    const response = await admin(`/${unit.id}`, {
      method: "PUT",
      body: { code: `${unit.code}x`, translations: { en: { name: "Carton" } } },
    });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({
      code: `${unit.code}x`,
      translations: { en: { name: "Carton" } },
    });
    expect((await json(await admin(`/${unit.id}`))).data.translations.ar).toBeUndefined();
  });

  it("PATCH changes only what it is given", async () => {
    const unit = await createUnit();
    const before = (await json(await admin(`/${unit.id}`))).data;
    const response = await admin(`/${unit.id}`, { method: "PATCH", body: { code: `${unit.code}p` } });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ ...before, code: `${unit.code}p` });
  });

  it("PATCH refuses a bad field and changes nothing", async () => {
    const unit = await createUnit();
    const response = await admin(`/${unit.id}`, { method: "PATCH", body: { code: "" } });
    expect(response.status).toBe(400);
    const [row] = await db.select().from(measureUnits).where(eq(measureUnits.id, unit.id));
    expect(row?.code).toBe(unit.code);
  });

  it("PUT and PATCH answer 404 for a missing unit", async () => {
    expect((await admin("/999999999", { method: "PUT", body: unitBody() })).status).toBe(404);
    expect((await admin("/999999999", { method: "PATCH", body: { code: "zz9" } })).status).toBe(404);
  });

  it("deletes an unused unit", async () => {
    const unit = await createUnit();
    expect((await admin(`/${unit.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${unit.id}`)).status).toBe(404);
    expect((await admin(`/${unit.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("refuses to delete a unit a product uses, saying so in the request's language", async () => {
    const unit = await createUnit();
    await createProduct(db, { measureUnitId: unit.id });
    const english = await admin(`/${unit.id}`, { method: "DELETE" });
    expect(english.status).toBe(409);
    expect(await json(english)).toMatchObject({ error: "in_use", message: "Problem deleting measure unit" });
    const arabic = await json(await admin(`/${unit.id}`, { method: "DELETE", language: "ar" }));
    expect(arabic.message).toBe("حدثت مشكلة أثناء حذف وحدة القياس");
    const kept = await admin(`/${unit.id}`);
    expect(kept.status).toBe(200);
    expect((await json(kept)).data.productCount).toBe(1);
  });

  it("counts the products measured in a unit, on its page and in the list", async () => {
    const unit = await createUnit();
    await createProduct(db, { measureUnitId: unit.id });
    await createProduct(db, { measureUnitId: unit.id });
    expect((await json(await admin(`/${unit.id}`))).data.productCount).toBe(2);
    const list = await json(await admin(`?search=${unit.code}`));
    expect(list.data.items.map((row) => row.productCount)).toEqual([2]);
  });
});

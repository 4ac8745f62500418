// Issue #11 items 3 and 4, decision 0058: option groups (the admin "options" screens; SPEC §3
// Option group: min selection, max selection, required, note, choices). Create, read, list
// (search, sort, page), PUT, PATCH, delete; SPEC §5 "the first option cannot be deleted"; min ≤
// max, required needs a minimum of 1, a choice name once per group; a group a product offers
// cannot be deleted; a changed choice shows on the cached product page at once.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import type { OptionGroupDetail, OptionGroupRow } from "../../core/contracts/admin/option-groups.ts";
import { optionChoices, optionGroups, productOptionGroups } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { createProduct, uniqueToken } from "../fixtures/catalogue.ts";

const db = openDb(env);
const { admin, json } = adminApi<OptionGroupDetail & AdminListPage<OptionGroupRow>>("option-groups");

const choice = (en: string, priceDelta = 0, id?: number, ar?: string) => ({
  ...(id === undefined ? {} : { id }),
  priceDelta,
  translations: { en: { name: en }, ...(ar ? { ar: { name: ar } } : {}) },
});

const groupBody = (overrides: Record<string, unknown> = {}) => {
  const token = uniqueToken();
  return {
    translations: {
      en: { name: `Packaging ${token}`, note: "Choose one packaging type." },
      ar: { name: `التغليف ${token}`, note: "اختر نوع تغليف واحداً." },
    },
    minSelections: 1,
    maxSelections: 1,
    isRequired: true,
    choices: [choice("Carton", 0, undefined, "كرتون"), choice("Gift box", 500, undefined, "علبة هدية")],
    ...overrides,
  };
};

async function createGroup(overrides: Record<string, unknown> = {}) {
  const response = await admin("", { body: groupBody(overrides) });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json(response)).data;
}

describe("option groups: create and read", () => {
  it("creates a group with its rules, notes and priced choices and reads it back", async () => {
    const body = groupBody();
    const response = await admin("", { body });
    expect(response.status).toBe(201);
    const created = (await json(response)).data;
    expect(created).toMatchObject({
      minSelections: 1,
      maxSelections: 1,
      isRequired: true,
      translations: body.translations,
      productCount: 0,
      choices: body.choices.map((given) => ({ ...given, id: expect.any(Number) })),
    });
    expect((await json(await admin(`/${created.id}`))).data).toEqual(created);
  });

  it("takes an optional group without an upper bound, a note or prices", async () => {
    const created = await createGroup({
      translations: { en: { name: `Extras ${uniqueToken()}` } },
      minSelections: 0,
      maxSelections: null,
      isRequired: false,
      choices: [{ translations: { en: { name: "Hanger" } } }],
    });
    expect(created).toMatchObject({
      minSelections: 0,
      maxSelections: null,
      isRequired: false,
      translations: { en: { note: null } },
      choices: [{ priceDelta: 0 }],
    });
  });

  it.each([
    [
      "the English name missing",
      { translations: { ar: { name: "التغليف" } } },
      "translations.en",
      "This field is required",
    ],
    [
      "a minimum below 0",
      { minSelections: -1, isRequired: false },
      "minSelections",
      "Enter a whole number of 0 or more",
    ],
    ["a maximum of 0", { maxSelections: 0 }, "maxSelections", "Enter a whole number of at least 1"],
    [
      "a maximum below the minimum",
      { minSelections: 2, maxSelections: 1 },
      "maxSelections",
      "The maximum cannot be less than the minimum",
    ],
    [
      "a required group with a minimum of 0",
      { minSelections: 0, isRequired: true },
      "minSelections",
      "A required group needs a minimum of at least 1",
    ],
    [
      "a minimum above the number of choices",
      { minSelections: 3, maxSelections: null },
      "minSelections",
      "The minimum cannot be more than the number of choices",
    ],
    ["no choices", { choices: [] }, "choices", "This field is required"],
    [
      "a choice name twice (any case)",
      { choices: [choice("Carton"), choice("Box"), choice("carton ")] },
      "choices.2.translations.en.name",
      "Already used; choose another",
    ],
    [
      "a negative choice price",
      { choices: [choice("Carton", -5)] },
      "choices.0.priceDelta",
      "Enter an amount of 0 or more",
    ],
    ["a choice without a name", { choices: [choice(" ")] }, "choices.0.translations.en.name", "This field is required"],
    // Decision 0074: 50 choices at this bound on a unit at the highest price keep every total exact
    [
      "a choice price above 10,000.00",
      { choices: [choice("Carton", 1_000_000), choice("Pallet", 1_000_001)] },
      "choices.1.priceDelta",
      "Enter an amount of at most 10,000.00",
    ],
  ])("refuses %s with its message", async (_, overrides, field, message) => {
    const before = await db.$count(optionGroups);
    const response = await admin("", { body: groupBody(overrides) });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.error).toBe("invalid_input");
    expect(answer.errors, JSON.stringify(answer.errors)).toHaveProperty([field], message);
    expect(await db.$count(optionGroups)).toBe(before);
  });

  it("says the rules in the request's language", async () => {
    const response = await admin("", { body: groupBody({ minSelections: 2, maxSelections: 1 }), language: "ar" });
    expect((await json(response)).errors).toEqual({ maxSelections: "لا يمكن أن يكون الحد الأقصى أقل من الحد الأدنى" });
  });

  it("answers 404 for a group that does not exist", async () => {
    expect((await admin("/999999999")).status).toBe(404);
  });
});

describe("option groups: list", () => {
  const token = uniqueToken().slice(0, 6);
  beforeAll(async () => {
    for (const letter of ["b", "c", "a"]) {
      await createGroup({
        translations: { en: { name: `${letter} ${token}` } },
        choices: [choice(`${letter}${token}x`)],
      });
    }
  });

  it("searches by the group's or a choice's name, sorts both ways and pages", async () => {
    const page = await json(await admin(`?search=${token}&sort=-name&perPage=2&page=2`));
    expect(page.data).toMatchObject({ total: 3, page: 2, perPage: 2 });
    expect(page.data.items).toEqual([
      {
        id: expect.any(Number),
        name: `a ${token}`,
        minSelections: 1,
        maxSelections: 1,
        isRequired: true,
        choiceCount: 1,
        productCount: 0,
      },
    ]);
    const byChoice = await json(await admin(`?search=c${token}x`));
    expect(byChoice.data.items.map((row) => row.name)).toEqual([`c ${token}`]);
  });

  it.each([["sort=position"], ["perPage=0"]])("refuses ?%s", async (query) => {
    expect((await admin(`?${query}`)).status).toBe(400);
  });
});

describe("option groups: update and delete", () => {
  it("PUT replaces the group: choices kept by id, renamed, reordered, added and removed", async () => {
    const group = await createGroup({
      choices: [choice("Carton"), choice("Gift box", 500), choice("Crate", 900)],
      maxSelections: null,
    });
    const [carton, giftBox, crate] = group.choices;
    const response = await admin(`/${group.id}`, {
      method: "PUT",
      body: {
        translations: { en: { name: `Boxes ${uniqueToken()}` } },
        minSelections: 0,
        choices: [choice("Crate", 1_000, crate?.id), choice("Carton", 0, carton?.id), choice("Tube", 300)],
      },
    });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    const updated = (await json(response)).data;
    expect(updated).toMatchObject({ minSelections: 0, maxSelections: null, isRequired: false });
    expect(updated.translations.ar).toBeUndefined();
    expect(updated.choices.map((row) => [row.id, row.translations.en.name, row.priceDelta])).toEqual([
      [crate?.id, "Crate", 1_000],
      [carton?.id, "Carton", 0],
      [expect.any(Number), "Tube", 300],
    ]);
    expect(await db.$count(optionChoices, eq(optionChoices.id, giftBox?.id ?? 0))).toBe(0);
  });

  it("refuses to delete the first option (SPEC §5), in the request's language, changing nothing", async () => {
    const group = await createGroup();
    const [, giftBox] = group.choices;
    const withoutFirst = { choices: [giftBox] };
    const english = await admin(`/${group.id}`, { method: "PATCH", body: withoutFirst });
    expect(english.status).toBe(400);
    expect((await json(english)).errors).toEqual({ choices: "The first option cannot be deleted" });
    const arabic = await admin(`/${group.id}`, {
      method: "PUT",
      body: { ...groupBody(), ...withoutFirst },
      language: "ar",
    });
    expect((await json(arabic)).errors).toEqual({ choices: "لا يمكن حذف الخيار الأول" });
    expect((await json(await admin(`/${group.id}`))).data).toEqual(group);
  });

  it("lets the first option move down the list and others go", async () => {
    const group = await createGroup({ choices: [choice("Carton"), choice("Gift box"), choice("Crate")] });
    const [carton, , crate] = group.choices;
    const response = await admin(`/${group.id}`, { method: "PATCH", body: { choices: [crate, carton] } });
    expect(response.status).toBe(200);
    expect((await json(response)).data.choices.map((row) => row.id)).toEqual([crate?.id, carton?.id]);
  });

  it.each([
    [
      "a maximum below the stored minimum",
      { minSelections: 2, maxSelections: null },
      { maxSelections: 1 },
      "maxSelections",
      "The maximum cannot be less than the minimum",
    ],
    [
      "required with the stored minimum of 0",
      { minSelections: 0, isRequired: false },
      { isRequired: true },
      "minSelections",
      "A required group needs a minimum of at least 1",
    ],
    [
      "fewer choices than the stored minimum",
      { minSelections: 2, maxSelections: null },
      { choices: "first" },
      "minSelections",
      "The minimum cannot be more than the number of choices",
    ],
  ])("PATCH checks the rules on the group as it will be: %s", async (_, stored, patch, field, message) => {
    const group = await createGroup(stored);
    const body = "choices" in patch ? { choices: [group.choices[0]] } : patch;
    const response = await admin(`/${group.id}`, { method: "PATCH", body });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ [field]: message });
  });

  it("PATCH changes only what it is given", async () => {
    const group = await createGroup();
    const response = await admin(`/${group.id}`, { method: "PATCH", body: { maxSelections: 2 } });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ ...group, maxSelections: 2 });
  });

  it("refuses a choice id of another group", async () => {
    const group = await createGroup();
    const other = await createGroup();
    const response = await admin(`/${group.id}`, {
      method: "PATCH",
      body: { choices: [group.choices[0], other.choices[1]] },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({
      "choices.1.id": "This item no longer exists; reload the page and try again",
    });
  });

  it("PUT and PATCH answer 404 for a missing group", async () => {
    expect((await admin("/999999999", { method: "PUT", body: groupBody() })).status).toBe(404);
    expect((await admin("/999999999", { method: "PATCH", body: { minSelections: 0 } })).status).toBe(404);
  });

  it("deletes a group no product offers, with its choices", async () => {
    const group = await createGroup();
    expect((await admin(`/${group.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${group.id}`)).status).toBe(404);
    expect(await db.$count(optionChoices, eq(optionChoices.optionGroupId, group.id))).toBe(0);
  });

  it("refuses to delete a group a product offers, saying so in the request's language", async () => {
    const group = await createGroup();
    const product = await createProduct(db);
    await db.insert(productOptionGroups).values({ productId: product.id, optionGroupId: group.id });
    const english = await admin(`/${group.id}`, { method: "DELETE" });
    expect(english.status).toBe(409);
    expect(await json(english)).toMatchObject({ error: "in_use", message: "Problem deleting option group" });
    const arabic = await json(await admin(`/${group.id}`, { method: "DELETE", language: "ar" }));
    expect(arabic.message).toBe("حدثت مشكلة أثناء حذف مجموعة الخيارات");
    expect((await json(await admin(`/${group.id}`))).data.productCount).toBe(1);
  });
});

describe("option groups: the storefront", () => {
  it("shows a renamed, repriced choice on the cached product page on the next request", async () => {
    const group = await createGroup();
    const product = await createProduct(db);
    await db.insert(productOptionGroups).values({ productId: product.id, optionGroupId: group.id });
    const page = `/api/productDetails/${product.slugs.en}`;
    const choicesShown = async () => {
      const response = await call(page);
      const { data } = (await response.json()) as { data: { optionGroups: { choices: { name: string }[] }[] } };
      return { cache: response.headers.get("server-timing"), names: data.optionGroups[0]?.choices.map((c) => c.name) };
    };
    expect((await choicesShown()).names).toEqual(["Carton", "Gift box"]);
    expect((await choicesShown()).cache).toContain("hit");
    const [carton, giftBox] = group.choices;
    const body = { choices: [carton, choice("Wooden box", 900, giftBox?.id)] };
    expect((await admin(`/${group.id}`, { method: "PATCH", body })).status).toBe(200);
    expect((await choicesShown()).names).toEqual(["Carton", "Wooden box"]);
  });
});

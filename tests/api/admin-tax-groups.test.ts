// Issue #21 items 4 and 8, decision 0087: tax groups in the back office. Create, read, list
// (search, sort), PUT, PATCH, delete; a unique name; a rate of 0–100 % in basis points; exactly
// one default, moved atomically; the default and a group in use are not deleted; a new rate
// applies to the next quote while a placed order keeps its VAT.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TaxGroupRow } from "../../core/contracts/admin/tax-groups.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { orderLines, orders, taxGroups } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { createProduct, uniqueToken } from "../fixtures/catalogue.ts";
import { callCheckout, createBuyer, createDeliveryWorld, createStockedProduct } from "../fixtures/checkout.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
const { admin, json } = adminApi<TaxGroupRow & AdminListPage<TaxGroupRow>>("tax-groups");

const groupBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Tax ${uniqueToken()}`,
  rateBasisPoints: 1500,
  ...overrides,
});

async function createGroup(overrides: Record<string, unknown> = {}) {
  const response = await admin("", { body: groupBody(overrides) });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json(response)).data;
}

const defaults = () => db.select({ id: taxGroups.id }).from(taxGroups).where(eq(taxGroups.isDefault, true));

// Each test file has its own database: the first group this file creates finds no default.
describe("tax groups: the first group", () => {
  it("becomes the default when the shop has none", async () => {
    expect(await defaults()).toEqual([]);
    const first = await createGroup({ isDefault: false });
    expect(first).toMatchObject({ isDefault: true, productCount: 0 });
    const second = await createGroup();
    expect(second.isDefault).toBe(false);
    expect(await defaults()).toEqual([{ id: first.id }]);
  });
});

describe("tax groups: create, read, update", () => {
  it("creates a group and reads it back", async () => {
    const body = groupBody({ rateBasisPoints: 1250 });
    const created = await createGroup(body);
    expect(created).toMatchObject({ name: body.name, rateBasisPoints: 1250, productCount: 0 });
    expect((await json(await admin(`/${created.id}`))).data).toEqual(created);
  });

  it("replaces (PUT) and changes (PATCH) a group", async () => {
    const created = await createGroup();
    const name = `Renamed ${uniqueToken()}`;
    const put = await admin(`/${created.id}`, { method: "PUT", body: { name, rateBasisPoints: 0 } });
    expect((await json(put)).data).toMatchObject({ name, rateBasisPoints: 0, isDefault: false });
    const patch = await admin(`/${created.id}`, { method: "PATCH", body: { rateBasisPoints: 10_000 } });
    expect((await json(patch)).data).toMatchObject({ name, rateBasisPoints: 10_000 });
  });

  it.each([
    ["name missing", { name: undefined }, "name", "This field is required"],
    ["name blank", { name: " " }, "name", "This field is required"],
    [
      "rate above 100 %",
      { rateBasisPoints: 10_001 },
      "rateBasisPoints",
      "Enter a rate from 0 to 100 % with at most two decimals",
    ],
    [
      "rate below 0",
      { rateBasisPoints: -1 },
      "rateBasisPoints",
      "Enter a rate from 0 to 100 % with at most two decimals",
    ],
    [
      "rate with more decimals",
      { rateBasisPoints: 12.5 },
      "rateBasisPoints",
      "Enter a rate from 0 to 100 % with at most two decimals",
    ],
  ])("refuses %s at its field", async (_, overrides, field, message) => {
    const before = await db.$count(taxGroups);
    const response = await admin("", { body: groupBody(overrides) });
    expect(response.status).toBe(400);
    expect((await json(response)).errors, field).toHaveProperty([field], message);
    expect(await db.$count(taxGroups)).toBe(before);
  });

  it("refuses a name already used, at the name field, in the request's language", async () => {
    const first = await createGroup();
    const response = await admin("", { body: groupBody({ name: first.name }), language: "ar" });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ name: "مستخدم من قبل؛ اختر غيره" });
    const other = await createGroup();
    const renamed = await admin(`/${other.id}`, { method: "PATCH", body: { name: first.name } });
    expect((await json(renamed)).errors).toEqual({ name: "Already used; choose another" });
  });

  it("answers 404 for a group that does not exist", async () => {
    expect((await admin("/999999999")).status).toBe(404);
    expect((await admin("/999999999", { method: "PATCH", body: { isDefault: true } })).status).toBe(404);
  });
});

describe("tax groups: list", () => {
  const token = uniqueToken().slice(0, 6);
  beforeAll(async () => {
    for (const [letter, rate] of [
      ["b", 500],
      ["a", 1500],
      ["c", 0],
    ] as const) {
      await createGroup({ name: `${letter} list ${token}`, rateBasisPoints: rate });
    }
  });

  it("searches by name and sorts by name or rate", async () => {
    const names = async (sort: string) =>
      (await json(await admin(`?search=list ${token}&sort=${sort}`))).data.items.map((row) => row.name);
    expect(await names("name")).toEqual([`a list ${token}`, `b list ${token}`, `c list ${token}`]);
    expect(await names("-rateBasisPoints")).toEqual([`a list ${token}`, `b list ${token}`, `c list ${token}`]);
    expect(await names("rateBasisPoints")).toEqual([`c list ${token}`, `b list ${token}`, `a list ${token}`]);
    expect((await json(await admin(`?search=list ${token}`))).data.total).toBe(3);
  });
});

describe("tax groups: exactly one default", () => {
  it("moves the default: the group made default takes it from the one before", async () => {
    const one = await createGroup({ isDefault: true });
    expect(await defaults()).toEqual([{ id: one.id }]);
    const two = await createGroup();
    const made = await admin(`/${two.id}`, { method: "PATCH", body: { isDefault: true } });
    expect((await json(made)).data.isDefault).toBe(true);
    expect(await defaults()).toEqual([{ id: two.id }]);
    expect((await json(await admin(`/${one.id}`))).data.isDefault).toBe(false);
  });

  it("leaves exactly one default after concurrent requests to make two groups the default", async () => {
    const [one, two, three] = [await createGroup(), await createGroup(), await createGroup()];
    const answers = await Promise.all(
      [one, two, three].map((group) => admin(`/${group.id}`, { method: "PATCH", body: { isDefault: true } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const left = await defaults();
    expect(left).toHaveLength(1);
    expect([one.id, two.id, three.id]).toContain(left[0]?.id);
  });

  it("refuses to un-default the default, or delete it, saying why", async () => {
    const group = await createGroup({ isDefault: true });
    for (const response of [
      await admin(`/${group.id}`, { method: "PATCH", body: { isDefault: false } }),
      await admin(`/${group.id}`, {
        method: "PUT",
        body: { name: group.name, rateBasisPoints: 1500, isDefault: false },
      }),
      await admin(`/${group.id}`, { method: "DELETE" }),
    ]) {
      expect(response.status).toBe(409);
      const answer = await json(response);
      expect(answer.error).toBe("tax_group_default");
      expect(answer.message).toBe(
        "The default tax group cannot be deleted or stop being the default; make another group the default first.",
      );
    }
    expect(await defaults()).toEqual([{ id: group.id }]);
  });

  it("keeps the default when another group is saved with isDefault false, or the default without the field", async () => {
    const group = await createGroup({ isDefault: true });
    const other = await createGroup();
    expect((await admin(`/${other.id}`, { method: "PATCH", body: { isDefault: false } })).status).toBe(200);
    expect(
      (await admin(`/${group.id}`, { method: "PUT", body: { name: group.name, rateBasisPoints: 500 } })).status,
    ).toBe(200);
    expect(await defaults()).toEqual([{ id: group.id }]);
  });
});

describe("tax groups: delete", () => {
  it("deletes a group no product uses", async () => {
    const group = await createGroup();
    expect((await admin(`/${group.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${group.id}`)).status).toBe(404);
    expect((await admin(`/${group.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("refuses a group products use, saying how many, in the request's language", async () => {
    const group = await createGroup();
    await createProduct(db, { taxGroupId: group.id, withImage: false });
    await createProduct(db, { taxGroupId: group.id, withImage: false });
    expect((await json(await admin(`/${group.id}`))).data.productCount).toBe(2);
    const response = await admin(`/${group.id}`, { method: "DELETE" });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({
      error: "tax_group_in_use",
      message: "Problem deleting tax group",
      hint: "2 products use it; move them to another tax group first.",
    });
    const arabic = await json(await admin(`/${group.id}`, { method: "DELETE", language: "ar" }));
    expect(arabic.hint).toBe("عدد المنتجات التي تستخدمها: 2؛ انقلها إلى مجموعة ضريبة أخرى أولاً.");
    expect(await db.$count(taxGroups, eq(taxGroups.id, group.id))).toBe(1);
  });
});

describe("tax groups: a new rate applies to new quotes only", () => {
  it("keeps a placed order's VAT and quotes the next cart at the new rate", async () => {
    await putSiteSettings(db, { maxQuantityPerProduct: 500 });
    const world = await createDeliveryWorld(db);
    const { cookie, address } = await createBuyer(db, world);
    const group = await createGroup({ rateBasisPoints: 1500 });
    const product = await createStockedProduct(db, world, { price: 10_000, taxGroupId: group.id });
    const body = { lines: [{ productId: product.id, quantity: 1 }], addressId: address.id };

    const placed = await callCheckout("/api/orders", cookie, {
      ...body,
      paymentMethodId: world.methods.bankTransfer.id,
    });
    expect(placed.status, placed.message).toBe(201);

    expect((await admin(`/${group.id}`, { method: "PATCH", body: { rateBasisPoints: 500 } })).status).toBe(200);

    const [order] = await db.select({ vatTotal: orders.vatTotal }).from(orders).where(eq(orders.id, placed.data.id));
    expect(order?.vatTotal).toBe(1_500);
    const [line] = await db
      .select({ rate: orderLines.vatRateBasisPoints, vat: orderLines.vatAmount })
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.data.id));
    expect(line).toEqual({ rate: 1500, vat: 1_500 });

    const quote = await callCheckout("/api/checkout/quote", cookie, body);
    expect(quote.status, quote.message).toBe(200);
    expect(quote.data).toMatchObject({ vatTotal: 500 });
  });
});

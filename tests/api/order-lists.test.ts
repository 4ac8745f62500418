// Saved order lists (issue #23 item 6, decision 0099): a customer's named lists and the lists their
// salesperson builds for them; validation with its texts, one name per customer, the bounds, a
// double-clicked add, and nobody reaching another customer's list (IDOR) through either door.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  maxOrderListLines,
  maxOrderLists,
  type OrderListDetail,
  type OrderListSummary,
} from "../../core/contracts/order-lists.ts";
import { optionChoices, orderListLines, orderLists, productOptionGroups } from "../../db/schema/index.ts";
import { call, type Call } from "../fixtures/account-flow.ts";
import { createCustomer, signIn } from "../fixtures/accounts.ts";
import { createProduct, createVariantProduct } from "../fixtures/catalogue.ts";
import { putSiteSettings } from "../fixtures/factories.ts";
import { createSalesTeam, db, json } from "../fixtures/sales.ts";

beforeAll(async () => {
  await putSiteSettings(db);
});

/** A signed-in approved customer and calls to their /api/account/lists. */
async function buyer(overrides: Parameters<typeof createCustomer>[1] = {}) {
  const customer = await createCustomer(db, overrides);
  const { cookie } = await signIn(db, { kind: "customer", id: customer.id });
  const as = (path: string, options: Call = {}) => call(`/api/account/lists${path}`, { cookie, ...options });
  return { customer, cookie, as };
}

const created = async (response: Response) => {
  expect(response.status).toBe(201);
  return (await json<OrderListDetail>(response)).data;
};

describe("a customer's order lists", () => {
  it("creates, lists, renames and deletes a list, the one changed last first", async () => {
    const me = await buyer();
    const weekly = await created(await me.as("", { body: { name: "  Weekly restock " } }));
    expect(weekly.list).toMatchObject({ name: "Weekly restock", lineCount: 0, createdBy: "customer" });
    const monthly = await created(await me.as("", { body: { name: "Monthly" } }));
    const lists = (await json<OrderListSummary[]>(await me.as(""))).data;
    expect(lists.map((list) => list.name)).toEqual(["Monthly", "Weekly restock"]);

    const renamed = await me.as(`/${weekly.list.id}`, { method: "PUT", body: { name: "Weekly" } });
    expect(renamed.status).toBe(200);
    expect((await json<OrderListDetail>(renamed)).data.list.name).toBe("Weekly");
    expect((await me.as(`/${monthly.list.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await me.as(`/${monthly.list.id}`)).status).toBe(404);
    expect((await json<OrderListSummary[]>(await me.as(""))).data.map((list) => list.name)).toEqual(["Weekly"]);
  });

  it.each([
    ["no name", {}, "name", "Enter the list's name", "أدخل اسم القائمة"],
    ["a blank name", { name: "   " }, "name", "Enter the list's name", "أدخل اسم القائمة"],
    ["a name of two characters", { name: "ab" }, "name", "Enter at least 3 characters", null],
    ["a name of 61 characters", { name: "x".repeat(61) }, "name", "This text is too long", null],
    [
      "a line of no units",
      { name: "Lines", lines: [{ productId: 1, quantity: 0 }] },
      "lines.0.quantity",
      "Enter a whole number of at least 1",
      null,
    ],
    [
      "a line above 50,000 units",
      { name: "Lines", lines: [{ productId: 1, quantity: 50_001 }] },
      "lines.0.quantity",
      "Enter a whole number of at most 50,000",
      null,
    ],
    [
      "501 lines",
      { name: "Lines", lines: Array.from({ length: 501 }, (_, index) => ({ productId: index + 1, quantity: 1 })) },
      "lines",
      "A list holds at most 500 lines",
      "تتسع القائمة لـ500 بند على الأكثر",
    ],
  ])("refuses %s, saying so on the field", async (_, body, field, english, arabic) => {
    const me = await buyer();
    const response = await me.as("", { body });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.[field]).toBe(english);
    if (arabic) expect((await json(await me.as("", { body, language: "ar" }))).errors?.[field]).toBe(arabic);
    expect(await db.select().from(orderLists).where(eq(orderLists.customerId, me.customer.id))).toEqual([]);
  });

  it("keeps one name per customer whatever its case; another customer may use it", async () => {
    const me = await buyer();
    const other = await buyer();
    const first = await created(await me.as("", { body: { name: "Weekly" } }));
    const again = await me.as("", { body: { name: "WEEKLY" } });
    expect(again.status).toBe(409);
    expect((await json(again)).errors).toEqual({ name: "You already have a list with this name" });
    const second = await created(await me.as("", { body: { name: "Monthly" } }));
    const rename = await me.as(`/${second.list.id}`, { method: "PUT", body: { name: "weekly" }, language: "ar" });
    expect(rename.status).toBe(409);
    expect((await json(rename)).errors).toEqual({ name: "لديك قائمة بهذا الاسم من قبل" });
    expect((await other.as("", { body: { name: "Weekly" } })).status).toBe(201);
    expect(first.list.name).toBe("Weekly");
  });

  it(`keeps at most ${maxOrderLists} lists per customer`, async () => {
    const me = await buyer();
    await db.insert(orderLists).values(
      Array.from({ length: maxOrderLists }, (_, index) => ({
        customerId: me.customer.id,
        name: `List ${index}`,
        createdBy: "customer" as const,
      })),
    );
    const response = await me.as("", { body: { name: "One more" } });
    expect(response.status).toBe(409);
    expect((await json(response)).message).toBe(`You can keep at most ${maxOrderLists} lists`);
  });

  it("saves the cart as a list: its lines with their variants and choices, the same line once with the quantities added", async () => {
    const me = await buyer();
    const plain = await createProduct(db);
    const shirt = await createVariantProduct(db, {
      sizes: [{ en: "S", ar: "ص" }],
      colours: [
        { en: "Red", ar: "أحمر" },
        { en: "Blue", ar: "أزرق" },
      ],
    });
    const withOptions = await createProduct(db, {
      optionGroup: {
        min: 0,
        max: null,
        isRequired: false,
        choices: [{ en: "Gift wrap", ar: "تغليف", priceDelta: 100 }],
      },
    });
    const [choice] = await db
      .select({ id: optionChoices.id })
      .from(optionChoices)
      .innerJoin(productOptionGroups, eq(productOptionGroups.optionGroupId, optionChoices.optionGroupId))
      .where(eq(productOptionGroups.productId, withOptions.id));
    const list = await created(
      await me.as("", {
        body: {
          name: "From the cart",
          lines: [
            { productId: plain.id, quantity: 12 },
            { productId: shirt.id, variantId: shirt.variantIds[1], quantity: 6 },
            { productId: plain.id, variantId: null, quantity: 4 },
            { productId: withOptions.id, choiceIds: [choice?.id ?? 0], quantity: 2 },
          ],
        },
      }),
    );
    expect(
      list.lines.map(({ productId, variantId, choiceIds, quantity, isAvailable }) => ({
        productId,
        variantId,
        choiceIds,
        quantity,
        isAvailable,
      })),
    ).toEqual([
      { productId: plain.id, variantId: null, choiceIds: [], quantity: 16, isAvailable: true },
      { productId: shirt.id, variantId: shirt.variantIds[1], choiceIds: [], quantity: 6, isAvailable: true },
      { productId: withOptions.id, variantId: null, choiceIds: [choice?.id], quantity: 2, isAvailable: true },
    ]);
    expect(list.lines[1]).toMatchObject({ sku: `${shirt.sku}-1-2`, variantName: "S / Blue" });
    expect(list.list.lineCount).toBe(3);
  });

  it.each([
    ["an unknown product", () => ({ productId: 999_999_999, quantity: 1 })],
    [
      "another product's variant",
      (ids: { product: number; otherVariant: number }) => ({
        productId: ids.product,
        variantId: ids.otherVariant,
        quantity: 1,
      }),
    ],
    [
      "a choice the product does not offer",
      (ids: { product: number; otherVariant: number }) => ({
        productId: ids.product,
        choiceIds: [999_999_999],
        quantity: 1,
      }),
    ],
  ])("refuses a line naming %s, and writes nothing", async (_, line) => {
    const me = await buyer();
    const product = await createProduct(db);
    const other = await createVariantProduct(db, {
      sizes: [{ en: "M", ar: "م" }],
      colours: [{ en: "Red", ar: "أحمر" }],
    });
    const response = await me.as("", {
      body: {
        name: "Bad",
        lines: [
          { productId: product.id, quantity: 1 },
          line({ product: product.id, otherVariant: other.variantIds[0] ?? 0 }),
        ],
      },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ "lines.1": "This line names no product of the shop" });
    expect(await db.select().from(orderLists).where(eq(orderLists.customerId, me.customer.id))).toEqual([]);
  });
});

describe("a list's lines", () => {
  it("adds a line by product SKU or variant code (any case), changes its quantity and removes it", async () => {
    const me = await buyer();
    const plain = await createProduct(db);
    const shirt = await createVariantProduct(db, {
      sizes: [{ en: "L", ar: "ك" }],
      colours: [{ en: "Red", ar: "أحمر" }],
    });
    const { list } = await created(await me.as("", { body: { name: "Weekly" } }));
    const byCode = await me.as(`/${list.id}/lines`, {
      body: { sku: ` ${shirt.sku.toLowerCase()}-1-1 `, quantity: "6" },
    });
    expect(byCode.status).toBe(201);
    const bySku = await me.as(`/${list.id}/lines`, { body: { sku: plain.sku, quantity: 24 } });
    const detail = (await json<OrderListDetail & { lineId: number }>(bySku)).data;
    expect(detail.lines.map((line) => [line.productId, line.variantId, line.quantity])).toEqual([
      [shirt.id, shirt.variantIds[0], 6],
      [plain.id, null, 24],
    ]);
    const changed = await me.as(`/${list.id}/lines/${detail.lineId}`, { method: "PUT", body: { quantity: 48 } });
    expect((await json<OrderListDetail>(changed)).data.lines.map((line) => line.quantity)).toEqual([6, 48]);
    const tooMany = await me.as(`/${list.id}/lines/${detail.lineId}`, { method: "PUT", body: { quantity: 50_001 } });
    expect((await json(tooMany)).errors).toEqual({ quantity: "Enter a whole number of at most 50,000" });
    const removed = await me.as(`/${list.id}/lines/${detail.lineId}`, { method: "DELETE" });
    expect((await json<OrderListDetail>(removed)).data.lines.map((line) => line.productId)).toEqual([shirt.id]);
  });

  it.each([
    ["an unknown code", () => "NOPE-0000", "No product or variant has the code NOPE-0000."],
    [
      "a product whose variant must be named",
      (codes: { variantProduct: string }) => codes.variantProduct,
      "This product comes in variants: enter the variant's code",
    ],
    ["a product no longer sold", (codes: { retired: string }) => codes.retired, "is no longer available"],
    ["no code", () => "  ", "Enter a SKU or variant code"],
  ])("refuses adding %s, on the code's field", async (_, code, message) => {
    const me = await buyer();
    const shirt = await createVariantProduct(db, {
      sizes: [{ en: "L", ar: "ك" }],
      colours: [{ en: "Red", ar: "أحمر" }],
    });
    const retired = await createProduct(db, { status: "unavailable" });
    const { list } = await created(await me.as("", { body: { name: "Weekly" } }));
    const response = await me.as(`/${list.id}/lines`, {
      body: { sku: code({ variantProduct: shirt.sku, retired: retired.sku }), quantity: 1 },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.sku).toContain(message);
  });

  it("makes one line of a double-clicked add, with the quantity asked for", async () => {
    const me = await buyer();
    const product = await createProduct(db);
    const { list } = await created(await me.as("", { body: { name: "Weekly" } }));
    const add = () => me.as(`/${list.id}/lines`, { body: { sku: product.sku, quantity: 12 } });
    const answers = await Promise.all([add(), add()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect((await json(refused as Response)).errors).toEqual({
      sku: "This item has already been added: change its quantity on its line",
    });
    const rows = await db.select().from(orderListLines).where(eq(orderListLines.listId, list.id));
    expect(rows.map((row) => [row.productId, row.quantity])).toEqual([[product.id, 12]]);
  });

  it(`keeps at most ${maxOrderListLines} lines on a list`, async () => {
    const me = await buyer();
    const many = await createVariantProduct(db, {
      sizes: Array.from({ length: 25 }, (_, index) => ({ en: `S${index}`, ar: `ص${index}` })),
      colours: Array.from({ length: 20 }, (_, index) => ({ en: `C${index}`, ar: `ل${index}` })),
    });
    const { list } = await created(await me.as("", { body: { name: "Everything" } }));
    const rows = many.variantIds.map((variantId) => ({ listId: list.id, productId: many.id, variantId, quantity: 1 }));
    for (let start = 0; start < rows.length; start += 100)
      await db.insert(orderListLines).values(rows.slice(start, start + 100));
    const extra = await createProduct(db);
    const response = await me.as(`/${list.id}/lines`, { body: { sku: extra.sku, quantity: 1 } });
    expect(response.status).toBe(409);
    expect((await json(response)).message).toBe(`A list holds at most ${maxOrderListLines} lines`);
    expect(await db.$count(orderListLines, eq(orderListLines.listId, list.id))).toBe(maxOrderListLines);
  });
});

describe("who reaches a list (IDOR)", () => {
  it("finds nothing of another customer's list, and changes nothing", async () => {
    const owner = await buyer();
    const other = await buyer();
    const product = await createProduct(db);
    const { list, lines } = await created(
      await owner.as("", { body: { name: "Mine", lines: [{ productId: product.id, quantity: 3 }] } }),
    );
    const line = lines[0]?.id ?? 0;
    const attempts: [string, Call][] = [
      [`/${list.id}`, {}],
      [`/${list.id}`, { method: "PUT", body: { name: "Taken over" } }],
      [`/${list.id}`, { method: "DELETE" }],
      [`/${list.id}/lines`, { body: { sku: product.sku, quantity: 1 } }],
      [`/${list.id}/lines/${line}`, { method: "PUT", body: { quantity: 9 } }],
      [`/${list.id}/lines/${line}`, { method: "DELETE" }],
    ];
    for (const [path, options] of attempts) expect((await other.as(path, options)).status, path).toBe(404);
    expect((await json<OrderListSummary[]>(await other.as(""))).data).toEqual([]);
    const kept = (await json<OrderListDetail>(await owner.as(`/${list.id}`))).data;
    expect(kept.list.name).toBe("Mine");
    expect(kept.lines.map((row) => row.quantity)).toEqual([3]);
  });

  it("lets a salesperson build a list for their own customer, which the customer sees as theirs", async () => {
    const team = await createSalesTeam();
    const customer = await signIn(db, { kind: "customer", id: team.customer.id });
    const product = await createProduct(db);
    const response = await team.as(`/customers/${team.customer.id}/lists`, {
      body: { name: "Visit order", lines: [{ productId: product.id, quantity: 5 }] },
    });
    const built = await created(response);
    expect(built.list.createdBy).toBe("salesperson");
    const [row] = await db.select().from(orderLists).where(eq(orderLists.id, built.list.id));
    expect(row).toMatchObject({ customerId: team.customer.id, salespersonId: team.salesperson.id });
    const seen = await call("/api/account/lists", { cookie: customer.cookie });
    expect((await json<OrderListSummary[]>(seen)).data.map((list) => [list.id, list.createdBy])).toEqual([
      [built.list.id, "salesperson"],
    ]);
    // …and the customer's own list is in the salesperson's view of them
    await call("/api/account/lists", { cookie: customer.cookie, body: { name: "Own one" } });
    const listed = (await json<OrderListSummary[]>(await team.as(`/customers/${team.customer.id}/lists`))).data;
    expect(listed.map((list) => list.name).sort()).toEqual(["Own one", "Visit order"]);
  });

  it("finds nothing of another salesperson's customer, nor of a list through another customer's path", async () => {
    const team = await createSalesTeam();
    const rival = await createSalesTeam();
    const secondCustomer = await createCustomer(db, { salespersonId: team.salesperson.id });
    const built = await created(await rival.as(`/customers/${rival.customer.id}/lists`, { body: { name: "Rival's" } }));
    const mine = await created(await team.as(`/customers/${team.customer.id}/lists`, { body: { name: "Mine" } }));
    expect((await team.as(`/customers/${rival.customer.id}/lists`)).status).toBe(404);
    expect((await team.as(`/customers/${rival.customer.id}/lists`, { body: { name: "Sneaky" } })).status).toBe(404);
    expect((await team.as(`/customers/${rival.customer.id}/lists/${built.list.id}`)).status).toBe(404);
    // The team's own list, reached through the path of another of the team's customers
    expect((await team.as(`/customers/${secondCustomer.id}/lists/${mine.list.id}`)).status).toBe(404);
    expect((await team.as(`/customers/${secondCustomer.id}/lists/${mine.list.id}`, { method: "DELETE" })).status).toBe(
      404,
    );
    expect(await db.$count(orderLists, eq(orderLists.customerId, rival.customer.id))).toBe(1);
    expect(await db.$count(orderLists, eq(orderLists.id, mine.list.id))).toBe(1);
  });

  it("refuses a list written from another site (CSRF)", async () => {
    const me = await buyer();
    const response = await me.as("", { body: { name: "Forged" }, origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await db.$count(orderLists, eq(orderLists.customerId, me.customer.id))).toBe(0);
  });
});

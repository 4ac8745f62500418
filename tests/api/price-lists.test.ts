// Price lists and volume tiers (issue #23 item 2 and the API of item 7, decision 0101): the admin
// API (lists, prices, groups, a company's group and list, breaks; their texts in both languages),
// the price each line is charged in the quote and the order (company list > group list > shelf,
// per product; validity days; breaks at, below and above), the purchase lookup's prices, nobody
// paying another company's list (IDOR), and a list's prices as CSV (round trip, formula guard).
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  CustomerGroupRow,
  PriceBreakRow,
  PriceListPriceRow,
  PriceListRow,
} from "../../core/contracts/admin/price-lists.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { favourites, orders } from "../../db/schema/index.ts";
import { getProfile } from "../../core/profiles.ts";
import { isoDayOf } from "../../i18n/dates.ts";
import { listSavedProducts } from "../../workers/api/account/list-saved-products.ts";
import type { PriceBook } from "../../workers/lib/price-claim.ts";
import { useTranslations } from "../../i18n/index.ts";
import { setPrice } from "../../workers/api/admin/price-lists/list-prices.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { createAdmin, signIn } from "../fixtures/accounts.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { uniqueToken } from "../fixtures/catalogue.ts";
import {
  callCheckout,
  createBuyer,
  createDeliveryWorld,
  createStockedProduct,
  createVariantProduct,
  type DeliveryWorld,
} from "../fixtures/checkout.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
const { admin, json, session } = adminApi<PriceListRow & AdminListPage<PriceListRow>>("price-lists");
let world: DeliveryWorld;

beforeAll(async () => {
  await putSiteSettings(db);
  world = await createDeliveryWorld(db);
});

/** An admin call to another resource than the price lists. */
const adminAt = (path: string, options: Parameters<typeof admin>[1] = {}) =>
  call(path, { cookie: session.cookie, ...options });

async function createList(body: Record<string, unknown> = {}) {
  const response = await admin("", { body: { name: `List ${uniqueToken()}`, ...body } });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json(response)).data;
}

async function putPrices(
  listId: number,
  prices: { productId: number; variantId?: number | null; unitPrice: number }[],
) {
  const response = await admin(`/${listId}/prices`, { method: "PUT", body: { prices } });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return (await json<PriceListPriceRow[]>(response)).data;
}

async function createGroup(priceListId: number | null) {
  const response = await adminAt("/api/admin/customer-groups", {
    body: { name: `Group ${uniqueToken()}`, priceListId },
  });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json<CustomerGroupRow>(response)).data;
}

async function putPricing(customerId: number, body: { groupId: number | null; priceListId: number | null }) {
  const response = await adminAt(`/api/admin/customers/${customerId}/pricing`, { method: "PUT", body });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return (await json<typeof body>(response)).data;
}

async function putBreaks(body: {
  listId: number | null;
  productId: number;
  variantId?: number | null;
  breaks: unknown[];
}) {
  const response = await adminAt("/api/admin/price-breaks", { method: "PUT", body });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return (await json<PriceBreakRow[]>(response)).data;
}

/** The unit prices a buyer's quote charges, line by line. */
async function quotedUnitPrices(
  cookie: string,
  lines: { productId: number; variantId?: number; quantity: number }[],
  customerId?: number,
) {
  const quote = await callCheckout("/api/checkout/quote", cookie, { lines, ...(customerId ? { customerId } : {}) });
  expect(quote.status, JSON.stringify(quote)).toBe(200);
  return (quote.data.lines as { unitPrice: number }[]).map((line) => line.unitPrice);
}

describe("price lists: the admin API", () => {
  it("creates, reads, lists, changes and deletes a list", async () => {
    const list = await createList({ startsOn: "01/01/2026", endsOn: "31/12/2026" });
    expect(list).toMatchObject({ startsOn: "2026-01-01", endsOn: "2026-12-31", active: true, priceCount: 0 });
    expect((await json(await admin(`/${list.id}`))).data).toEqual(list);
    expect((await json(await admin(`?search=${encodeURIComponent(list.name)}`))).data.items).toEqual([list]);
    const patched = await admin(`/${list.id}`, { method: "PATCH", body: { active: false } });
    expect((await json(patched)).data).toMatchObject({ active: false, startsOn: "2026-01-01" });
    expect((await admin(`/${list.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${list.id}`)).status).toBe(404);
  });

  it.each([
    ["en", "The end date must not be before the start date"],
    ["ar", "يجب ألا يسبق تاريخ الانتهاء تاريخ البدء"],
  ] as const)("says what is wrong in %s", async (language, endsBefore) => {
    const days = await admin("", { body: { name: "Days", startsOn: "02/01/2026", endsOn: "01/01/2026" }, language });
    expect(days.status).toBe(400);
    expect((await json(days)).errors?.endsOn).toBe(endsBefore);
    const product = await createStockedProduct(db, world);
    const breaks = await adminAt("/api/admin/price-breaks", {
      method: "PUT",
      body: { listId: null, productId: product.id, breaks: [{ minQuantity: 1, unitPrice: 10 }] },
      language,
    });
    expect((await json(breaks)).errors?.["breaks.0.minQuantity"]).toBe(
      language === "en" ? "Enter a whole number from 2 to 50,000" : "أدخل عدداً صحيحاً من 2 إلى 50,000",
    );
    const twice = await adminAt("/api/admin/price-breaks", {
      method: "PUT",
      body: {
        listId: null,
        productId: product.id,
        breaks: [
          { minQuantity: 12, unitPrice: 10 },
          { minQuantity: 12, unitPrice: 9 },
        ],
      },
      language,
    });
    expect((await json(twice)).errors?.breaks).toBe(
      language === "en" ? "Enter each minimum quantity once" : "أدخل كل حد أدنى للكمية مرة واحدة",
    );
  });

  it("refuses a taken name, a price above the bounds, an unknown product and another product's variant", async () => {
    const list = await createList();
    const taken = await admin("", { body: { name: list.name.toUpperCase() } });
    expect((await json(taken)).errors?.name).toBe("Already used; choose another");
    const product = await createStockedProduct(db, world);
    const other = await createVariantProduct(db, world, [{ price: 1_000, quantity: 5 }]);
    const refused = await admin(`/${list.id}/prices`, {
      method: "PUT",
      body: {
        prices: [
          { productId: product.id, unitPrice: 100_000_001 },
          { productId: 99_999_999, unitPrice: 1 },
          { productId: product.id, variantId: other.variant(0).id, unitPrice: 1 },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).errors).toMatchObject({
      "prices.0.unitPrice": "Enter an amount of at most 1,000,000.00",
    });
    const unknown = await admin(`/${list.id}/prices`, {
      method: "PUT",
      body: {
        prices: [
          { productId: 99_999_999, unitPrice: 1 },
          { productId: product.id, variantId: other.variant(0).id, unitPrice: 1 },
        ],
      },
    });
    expect((await json(unknown)).errors).toEqual({
      "prices.0.productId": "No product has this id",
      "prices.1.variantId": "This product has no variant with this code",
    });
  });
});

describe("price lists: one price at a time", () => {
  const item = (listId: number, query = "") => `/${listId}/prices/item${query}`;

  it("adds, changes and removes one price, the others untouched", async () => {
    const list = await createList();
    const [a, b] = [await createStockedProduct(db, world), await createStockedProduct(db, world)];
    const shirts = await createVariantProduct(db, world, [
      { price: 1_000, quantity: 5 },
      { price: 1_000, quantity: 5 },
    ]);
    await putPrices(list.id, [{ productId: a.id, unitPrice: 4_000 }]);
    const set = async (body: Record<string, unknown>) => {
      const response = await admin(item(list.id), { method: "PUT", body });
      expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
      return (await json<PriceListPriceRow[]>(response)).data.map((row) => [
        row.productId,
        row.variantId,
        row.unitPrice,
      ]);
    };
    expect(await set({ productId: b.id, unitPrice: 2_500 })).toEqual(
      expect.arrayContaining([
        [a.id, null, 4_000],
        [b.id, null, 2_500],
      ]),
    );
    // The same product again changes its price; a variant's own price is a row of its own
    await set({ productId: b.id, unitPrice: 2_400 });
    const rows = await set({ productId: shirts.id, variantId: shirts.variant(1).id, unitPrice: 900 });
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        [b.id, null, 2_400],
        [shirts.id, shirts.variant(1).id, 900],
      ]),
    );

    const removed = await admin(item(list.id, `?productId=${shirts.id}&variantId=${shirts.variant(1).id}`), {
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    expect((await json<PriceListPriceRow[]>(removed)).data.map((row) => row.productId).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    // A product's own price is not one of its variants': nothing of that name is left to remove
    expect((await admin(item(list.id, `?productId=${shirts.id}`), { method: "DELETE" })).status).toBe(404);
    expect((await admin(item(99_999_999), { method: "PUT", body: { productId: a.id, unitPrice: 1 } })).status).toBe(
      404,
    );
  });

  it("refuses a row added to a full list, not a change to one of its rows", async () => {
    const list = await createList();
    const [a, b] = [await createStockedProduct(db, world), await createStockedProduct(db, world)];
    const t = useTranslations("en");
    // A list of two holds two: the insert's own condition, with the limit brought down to two
    await setPrice(db, list.id, { productId: a.id, unitPrice: 100 }, t, 2);
    await setPrice(db, list.id, { productId: b.id, unitPrice: 100 }, t, 2);
    const third = await createStockedProduct(db, world);
    await expect(setPrice(db, list.id, { productId: third.id, unitPrice: 100 }, t, 2)).rejects.toMatchObject({
      details: { productId: "A price list holds at most 25,000 prices" },
    });
    await setPrice(db, list.id, { productId: b.id, unitPrice: 90 }, t, 2);
    const rows = (await json<PriceListPriceRow[]>(await admin(`/${list.id}/prices`))).data;
    expect(rows.map((row) => row.unitPrice).sort()).toEqual([100, 90].sort());
  });

  it("keeps both of two rows changed at once", async () => {
    const list = await createList();
    const [a, b] = [await createStockedProduct(db, world), await createStockedProduct(db, world)];
    await Promise.all([
      admin(item(list.id), { method: "PUT", body: { productId: a.id, unitPrice: 111 } }),
      admin(item(list.id), { method: "PUT", body: { productId: b.id, unitPrice: 222 } }),
      admin(item(list.id), { method: "PUT", body: { productId: a.id, unitPrice: 111 } }),
    ]);
    const rows = (await json<PriceListPriceRow[]>(await admin(`/${list.id}/prices`))).data;
    expect(rows.map((row) => [row.productId, row.unitPrice]).sort()).toEqual(
      [
        [a.id, 111],
        [b.id, 222],
      ].sort(),
    );
  });

  it.each([
    [
      "en",
      "No product has this id",
      "This product has no variant with this code",
      "Enter an amount of at most 1,000,000.00",
    ],
    ["ar", null, null, null],
  ] as const)(
    "refuses an unknown product, another product's variant and a price out of bounds (%s)",
    async (language, unknown, variant, tooMuch) => {
      const list = await createList();
      const product = await createStockedProduct(db, world);
      const other = await createVariantProduct(db, world, [{ price: 1_000, quantity: 5 }]);
      const put = async (body: Record<string, unknown>) =>
        (await json(await admin(item(list.id), { method: "PUT", body, language }))).errors;
      const errors = [
        (await put({ productId: 99_999_999, unitPrice: 1 }))?.productId,
        (await put({ productId: product.id, variantId: other.variant(0).id, unitPrice: 1 }))?.variantId,
        (await put({ productId: product.id, unitPrice: 100_000_001 }))?.unitPrice,
      ];
      if (unknown) expect(errors).toEqual([unknown, variant, tooMuch]);
      else for (const error of errors) expect(error).toMatch(/[\u0600-\u06FF]/);
      expect((await json<PriceListPriceRow[]>(await admin(`/${list.id}/prices`))).data).toEqual([]);
    },
  );
});

describe("price lists: what a line is charged", () => {
  it("charges the company's list over the group's and the group's over the shelf, product by product", async () => {
    const [a, b, c] = [
      await createStockedProduct(db, world, { price: 10_000 }),
      await createStockedProduct(db, world, { price: 10_000 }),
      await createStockedProduct(db, world, { price: 10_000, discountPrice: 9_500 }),
    ];
    const groupList = await createList();
    await putPrices(groupList.id, [
      { productId: a.id, unitPrice: 8_000 },
      { productId: b.id, unitPrice: 8_500 },
    ]);
    const ownList = await createList();
    await putPrices(ownList.id, [{ productId: a.id, unitPrice: 7_000 }]);
    const group = await createGroup(groupList.id);
    const buyer = await createBuyer(db, world);
    const lines = [a, b, c].map((product) => ({ productId: product.id, quantity: 1 }));
    expect(await quotedUnitPrices(buyer.cookie, lines)).toEqual([10_000, 10_000, 9_500]);
    await putPricing(buyer.customer.id, { groupId: group.id, priceListId: null });
    expect(await quotedUnitPrices(buyer.cookie, lines)).toEqual([8_000, 8_500, 9_500]);
    expect(await putPricing(buyer.customer.id, { groupId: group.id, priceListId: ownList.id })).toEqual({
      groupId: group.id,
      priceListId: ownList.id,
    });
    expect(await quotedUnitPrices(buyer.cookie, lines)).toEqual([7_000, 8_500, 9_500]);

    // The order charges what the quote said
    const order = await callCheckout("/api/orders", buyer.cookie, {
      lines,
      addressId: buyer.address.id,
      paymentMethodId: world.methods.bankTransfer.id,
    });
    expect(order.status, JSON.stringify(order)).toBe(201);
    const [placed] = await db.select({ subTotal: orders.subTotal }).from(orders).where(eq(orders.id, order.data.id));
    expect(placed?.subTotal).toBe(7_000 + 8_500 + 9_500);
  });

  it("counts a list only between its first and last day, and only while active", async () => {
    const product = await createStockedProduct(db, world, { price: 10_000 });
    const list = await createList({ startsOn: "01/01/2020", endsOn: "31/12/2020" });
    await putPrices(list.id, [{ productId: product.id, unitPrice: 6_000 }]);
    const buyer = await createBuyer(db, world);
    await putPricing(buyer.customer.id, { groupId: null, priceListId: list.id });
    const lines = [{ productId: product.id, quantity: 1 }];
    expect(await quotedUnitPrices(buyer.cookie, lines)).toEqual([10_000]);
    await admin(`/${list.id}`, { method: "PATCH", body: { endsOn: "31/12/2099" } });
    expect(await quotedUnitPrices(buyer.cookie, lines)).toEqual([6_000]);
    await admin(`/${list.id}`, { method: "PATCH", body: { startsOn: "31/12/2098" } });
    expect(await quotedUnitPrices(buyer.cookie, lines)).toEqual([10_000]);
    await admin(`/${list.id}`, { method: "PATCH", body: { startsOn: null, active: false } });
    expect(await quotedUnitPrices(buyer.cookie, lines)).toEqual([10_000]);
  });

  it("applies quantity breaks at the break, not one below, and still one above", async () => {
    const product = await createStockedProduct(db, world, { price: 5_000, quantity: 1_000 });
    const variantProduct = await createVariantProduct(db, world, [{ price: 3_000, quantity: 1_000 }]);
    const variant = variantProduct.variant(0);
    await putBreaks({
      listId: null,
      productId: product.id,
      breaks: [
        { minQuantity: 48, unitPrice: 4_250 },
        { minQuantity: 12, unitPrice: 4_500 },
      ],
    });
    const list = await createList();
    await putPrices(list.id, [{ productId: variantProduct.id, variantId: variant.id, unitPrice: 2_800 }]);
    await putBreaks({
      listId: list.id,
      productId: variantProduct.id,
      variantId: variant.id,
      breaks: [{ minQuantity: 10, unitPrice: 2_500 }],
    });
    const buyer = await createBuyer(db, world);
    await putPricing(buyer.customer.id, { groupId: null, priceListId: list.id });
    const at = (quantity: number) => [{ productId: product.id, quantity }];
    const prices = [];
    for (const quantity of [11, 12, 13, 47, 48, 49])
      prices.push(...(await quotedUnitPrices(buyer.cookie, at(quantity))));
    expect(prices).toEqual([5_000, 4_500, 4_500, 4_500, 4_250, 4_250]);
    const variantAt = (quantity: number) => [{ productId: variantProduct.id, variantId: variant.id, quantity }];
    const variantPrices = [];
    for (const quantity of [9, 10, 11])
      variantPrices.push(...(await quotedUnitPrices(buyer.cookie, variantAt(quantity))));
    expect(variantPrices).toEqual([2_800, 2_500, 2_500]);
    // The shelf's breaks of a product read back in order
    const read = await adminAt(`/api/admin/price-breaks?productId=${product.id}`);
    expect((await json<PriceBreakRow[]>(read)).data.map((step) => step.minQuantity)).toEqual([12, 48]);
  });

  it("never gives a company another company's list (IDOR), whoever asks", async () => {
    const product = await createStockedProduct(db, world, { price: 10_000 });
    const list = await createList();
    await putPrices(list.id, [{ productId: product.id, unitPrice: 1_000 }]);
    const owner = await createBuyer(db, world);
    const stranger = await createBuyer(db, world);
    await putPricing(owner.customer.id, { groupId: null, priceListId: list.id });
    const lines = [{ productId: product.id, quantity: 1 }];
    expect(await quotedUnitPrices(owner.cookie, lines)).toEqual([1_000]);
    expect(await quotedUnitPrices(stranger.cookie, lines)).toEqual([10_000]);
    // Naming the owner as the customer is refused, not priced at their list
    const borrowed = await callCheckout("/api/checkout/quote", stranger.cookie, {
      lines,
      customerId: owner.customer.id,
    });
    expect(borrowed.status).toBe(403);
    // An admin's phone order prices each customer at their own list
    const phoneAdmin = await createAdmin(db);
    const { cookie } = await signIn(db, { kind: "admin", id: phoneAdmin.id });
    expect(await quotedUnitPrices(cookie, lines, owner.customer.id)).toEqual([1_000]);
    expect(await quotedUnitPrices(cookie, lines, stranger.customer.id)).toEqual([10_000]);
  });

  it("shows a signed-in customer their list's price in the purchase data and the quick order lookup", async () => {
    const product = await createStockedProduct(db, world, { price: 10_000 });
    const list = await createList();
    await putPrices(list.id, [{ productId: product.id, unitPrice: 7_500 }]);
    const buyer = await createBuyer(db, world);
    const other = await createBuyer(db, world);
    await putPricing(buyer.customer.id, { groupId: null, priceListId: list.id });
    // The list's breaks come with its price, for the purchase box's line total (decision 0105)
    await putBreaks({ listId: list.id, productId: product.id, breaks: [{ minQuantity: 12, unitPrice: 7_000 }] });
    const priceFor = async (cookie: string) => {
      const box = (await (await call(`/api/purchase/products/${product.id}`, { cookie })).json()) as {
        data: { price: number; breaks: unknown[] };
      };
      const lookup = (await (await call("/api/purchase/lookup", { cookie, body: { skus: [product.sku] } })).json()) as {
        data: { matches: { price: number }[] };
      };
      return [box.data.price, lookup.data.matches[0]?.price, box.data.breaks];
    };
    expect(await priceFor(buyer.cookie)).toEqual([7_500, 7_500, [{ minQuantity: 12, unitPrice: 7_000 }]]);
    expect(await priceFor(other.cookie)).toEqual([10_000, 10_000, []]);
  });

  it("shows a list buyer their list's price on their saved products, and the shelf price to others", async () => {
    const product = await createStockedProduct(db, world, { price: 10_000 });
    const list = await createList();
    await putPrices(list.id, [{ productId: product.id, unitPrice: 7_500 }]);
    const buyer = await createBuyer(db, world);
    await db.insert(favourites).values({ customerId: buyer.customer.id, productId: product.id });
    const today = isoDayOf(Date.now(), getProfile(env.PROFILE));
    const priceIn = async (book: PriceBook, canSeePrices = true) =>
      (await listSavedProducts(db, buyer.customer.id, "favorites", "en", { canSeePrices, book, today }))[0]?.price;
    expect(await priceIn(`c${list.id}`)).toBe(7_500);
    expect(await priceIn(`g${list.id}`)).toBe(7_500);
    expect(await priceIn("shelf")).toBe(10_000);
    expect(await priceIn(`c${list.id}`, false)).toBeNull();
  });
});

describe("price lists: CSV", () => {
  async function importCsv(listId: number, csv: string, dryRun = "false") {
    const form = new FormData();
    form.set("file", new File([csv], "prices.csv", { type: "text/csv" }));
    form.set("dryRun", dryRun);
    return admin(`/${listId}/prices/import`, { form });
  }

  it("exports a list's prices and imports the same file back, formula-like codes guarded", async () => {
    const product = await createStockedProduct(db, world, { price: 10_000 });
    const variantProduct = await createVariantProduct(db, world, [{ price: 3_000, quantity: 5 }]);
    const variant = variantProduct.variant(0);
    await db.run(`update product_variants set code = '-${variant.code}' where id = ${variant.id}`);
    const list = await createList();
    await putPrices(list.id, [
      { productId: product.id, unitPrice: 4_599 },
      { productId: variantProduct.id, variantId: variant.id, unitPrice: 2_000 },
    ]);
    const exported = await admin(`/${list.id}/prices.csv`);
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csv = await exported.text();
    expect(csv).toContain(`${product.sku},,45.99\r\n`);
    expect(csv).toContain(`${variantProduct.sku},"'-${variant.code}",20.00\r\n`);

    const copy = await createList();
    const imported = await importCsv(copy.id, csv);
    expect(imported.status, JSON.stringify(await imported.clone().json())).toBe(200);
    expect((await json<{ written: boolean; rows: number }>(imported)).data).toMatchObject({ written: true, rows: 2 });
    const prices = (await json<PriceListPriceRow[]>(await admin(`/${copy.id}/prices`))).data;
    expect(prices.map((row) => [row.productId, row.variantId, row.unitPrice]).sort()).toEqual(
      [
        [product.id, null, 4_599],
        [variantProduct.id, variant.id, 2_000],
      ].sort(),
    );
  });

  it("checks a file without writing it, and refuses formulas and unknown codes line by line", async () => {
    const product = await createStockedProduct(db, world);
    const list = await createList();
    await putPrices(list.id, [{ productId: product.id, unitPrice: 1_000 }]);
    const csv = `sku,variant_code,price\r\n${product.sku},,=1+2\r\nNOSUCHSKU,,10.00\r\n${product.sku},,"'=HYPERLINK(""x"")"\r\n`;
    const checked = await importCsv(list.id, csv, "true");
    const report = (
      await json<{ written: boolean; problems: { line: number; column: string | null; message: string }[] }>(checked)
    ).data;
    expect(report.written).toBe(false);
    expect(report.problems).toEqual([
      { line: 2, column: "price", message: "Enter the price as an amount such as 45.00" },
      { line: 3, column: "sku", message: "No product has this SKU; the import changes existing products only" },
      { line: 4, column: "price", message: "Enter the price as an amount such as 45.00" },
    ]);
    expect((await importCsv(list.id, csv)).status).toBe(400);
    const kept = (await json<PriceListPriceRow[]>(await admin(`/${list.id}/prices`))).data;
    expect(kept.map((row) => row.unitPrice)).toEqual([1_000]);
  });
});

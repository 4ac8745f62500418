// Issue #21 items 5 and 8, decision 0093: abandoned carts in the back office. The list filters by
// the SPEC §4 states with a count per state, searches the customer and sorts by value and last
// activity; a cart's detail names its lines; "send reminder" emails the buyer, through the outbox,
// a link back to their cart, at most once per cart per week however many ask at once, and never
// for an empty cart. Each test owns its customers and their carts.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  AbandonedCartDetail,
  AbandonedCartListPage,
  CartState,
} from "../../core/contracts/admin/abandoned-carts.ts";
import { cartReminderIntervalMs } from "../../core/contracts/admin/abandoned-carts.ts";
import { carts, type CartItem } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { emailsTo } from "../fixtures/account-flow.ts";
import { createCustomer } from "../fixtures/accounts.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { createProduct, uniqueToken } from "../fixtures/catalogue.ts";

const db = openDb(env);
const { admin, json } = adminApi<AbandonedCartDetail>("abandoned-carts");
const day = 24 * 60 * 60 * 1000;

/** A customer (named by a fresh token, so a search finds only this test's) and their cart. */
async function cartOf(
  state: CartState,
  options: { token?: string; items?: CartItem[]; updatedAt?: number; locale?: "ar" | "en" | null } = {},
) {
  const token = options.token ?? uniqueToken();
  const customer = await createCustomer(db, { companyName: `Cart ${token}`, locale: options.locale ?? null });
  const items = options.items ?? (state === "empty" ? [] : [{ id: "1-0", productId: 0, quantity: 2, price: 1_500 }]);
  await db.insert(carts).values({
    customerId: customer.id,
    items,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    cartTotal: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    state,
    updatedAt: options.updatedAt ?? Date.now(),
  });
  return customer;
}

const list = async (query: string) => {
  const response = await admin(`?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<AbandonedCartListPage>(response)).data;
};
const remind = (id: number, language: "ar" | "en" = "en") => admin(`/${id}/remind`, { method: "POST", language });

describe("the carts list", () => {
  it("filters by state with a count per state, searches the customer and sorts by value and last activity", async () => {
    const token = uniqueToken();
    const now = Date.now();
    const left = await cartOf("left", {
      token,
      updatedAt: now - 9 * day,
      items: [{ id: "a", productId: 0, quantity: 3, price: 2_000 }],
    });
    const active = await cartOf("active", {
      token,
      updatedAt: now - day,
      items: [{ id: "b", productId: 0, quantity: 1, price: 9_000 }],
    });
    const empty = await cartOf("empty", { token, updatedAt: now });
    await cartOf("left"); // another test's customer: the search leaves it out

    const all = await list(`search=${token}`);
    expect(all.items.map((row) => row.id)).toEqual([empty.id, active.id, left.id]);
    expect(all.counts).toEqual({ empty: 1, active: 1, left: 1, all: 3 });
    expect(all.items[2]).toMatchObject({
      customer: { id: left.id, name: "Fatimah Al-Harbi", companyName: `Cart ${token}`, email: left.email },
      state: "left",
      totalItems: 3,
      value: 6_000,
      lastActivity: now - 9 * day,
      remindedAt: null,
    });

    const onlyLeft = await list(`search=${token}&state=left`);
    expect(onlyLeft.items.map((row) => row.id)).toEqual([left.id]);
    expect(onlyLeft.total).toBe(1);
    expect(onlyLeft.counts.all).toBe(3);

    expect((await list(`search=${token}&sort=-value`)).items.map((row) => row.id)).toEqual([
      active.id,
      left.id,
      empty.id,
    ]);
    expect((await list(`search=${token}&sort=lastActivity`)).items.map((row) => row.id)).toEqual([
      left.id,
      active.id,
      empty.id,
    ]);
    expect((await list(`search=${encodeURIComponent(active.email)}`)).items.map((row) => row.id)).toEqual([active.id]);
    expect((await admin("?state=gone")).status).toBe(400);
  });

  it("shows a cart's lines with the product's title and SKU (a variant-less product's own), and 404 without a cart", async () => {
    const product = await createProduct(db, { title: { ar: "قميص قطن", en: "Cotton shirt" }, price: 4_200 });
    const customer = await cartOf("active", {
      items: [
        { id: `${product.id}`, productId: product.id, variantId: null, choiceIds: [], quantity: 4, price: 4_200 },
        { id: "gone", productId: 999_999_999, variantId: null, choiceIds: [], quantity: 1, price: 700 },
      ],
    });
    const response = await admin(`/${customer.id}`);
    expect(response.status).toBe(200);
    const cart = (await json(response)).data;
    expect(cart).toMatchObject({
      id: customer.id,
      state: "active",
      totalItems: 5,
      value: 17_500,
      nextReminderAt: null,
    });
    expect(cart.lines).toEqual([
      { title: "Cotton shirt", sku: product.sku, quantity: 4, price: 4_200 },
      { title: null, sku: null, quantity: 1, price: 700 },
    ]);
    const arabic = (await json(await admin(`/${customer.id}`, { language: "ar" }))).data;
    expect(arabic.lines[0]?.title).toBe("قميص قطن");

    const noCart = await createCustomer(db);
    expect((await admin(`/${noCart.id}`)).status).toBe(404);
    expect((await remind(noCart.id)).status).toBe(404);
  });
});

describe("sending a reminder", () => {
  it("queues one email with the cart link in the customer's language, refuses a second within the week, allows it after", async () => {
    const customer = await cartOf("left", { locale: "en", updatedAt: Date.now() - 8 * day });
    const first = await remind(customer.id);
    expect(first.status, await first.clone().text()).toBe(200);
    const cart = (await json(first)).data;
    expect(cart.remindedAt).toEqual(expect.any(Number));
    expect(cart.nextReminderAt).toBe((cart.remindedAt ?? 0) + cartReminderIntervalMs);
    // The reminder is not the customer's activity
    expect(cart.lastActivity).toBeLessThan(Date.now() - 7 * day);
    const emails = await emailsTo(customer.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe("Your cart at Jumla is waiting for you");
    expect(emails[0]?.text).toContain("https://shop.jumla.test/en/cart");

    const second = await remind(customer.id);
    expect(second.status).toBe(409);
    const refusal = await json(second);
    expect(refusal.message).toMatch(
      /^This cart was sent a reminder in the last week\. The next one can be sent from \d\d\/\d\d\/\d{4}/,
    );
    const arabic = await json(await remind(customer.id, "ar"));
    expect(arabic.message).toContain("أُرسل تذكير لهذه السلة خلال الأسبوع الماضي");
    expect(await emailsTo(customer.email)).toHaveLength(1);

    // A week later the cart may be reminded again
    await db
      .update(carts)
      .set({ remindedAt: Date.now() - cartReminderIntervalMs - 1_000 })
      .where(eq(carts.customerId, customer.id));
    expect((await remind(customer.id)).status).toBe(200);
    expect(await emailsTo(customer.email)).toHaveLength(2);
  });

  it("writes to a customer without a language in the shop's default language (Arabic: /cart without a prefix)", async () => {
    const customer = await cartOf("active");
    expect((await remind(customer.id, "en")).status).toBe(200);
    const [email] = await emailsTo(customer.email);
    expect(email?.subject).toBe("سلتك في جملة بانتظارك");
    expect(email?.text).toContain("https://shop.jumla.test/cart");
    expect(email?.text).not.toContain("/en/cart");
  });

  it("sends exactly one email when two reminders race", async () => {
    const customer = await cartOf("left");
    const answers = await Promise.all([remind(customer.id), remind(customer.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await emailsTo(customer.email)).toHaveLength(1);
  });

  it("refuses an empty cart (409) and sends nothing", async () => {
    const customer = await cartOf("empty");
    const answer = await remind(customer.id);
    expect(answer.status).toBe(409);
    expect((await json(answer)).message).toBe("This cart has no items: there is nothing to remind the customer of.");
    expect(await emailsTo(customer.email)).toHaveLength(0);
    const [row] = await db
      .select({ remindedAt: carts.remindedAt })
      .from(carts)
      .where(eq(carts.customerId, customer.id));
    expect(row?.remindedAt).toBeNull();
  });
});

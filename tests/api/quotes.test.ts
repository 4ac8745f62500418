// Quotes (issue #23 item 4, decision 0104): a buyer turns cart lines into a request with a note; the
// office or the customer's salesperson answers (a unit price per line, an expiry day, a note); the
// buyer accepts, declines, withdraws or writes back, every step kept as history and emailed through
// the outbox; checkout charges an accepted quote's prices once, never after its expiry day, and
// nobody reaches another customer's quote (IDOR) through any door.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { QuoteDetail, QuotePage } from "../../core/contracts/quotes.ts";
import { getProfile } from "../../core/profiles.ts";
import { orders, quotes } from "../../db/schema/index.ts";
import { isoDayOf } from "../../i18n/dates.ts";
import { storedDay } from "../../workers/api/admin/invoices/create-invoice.ts";
import { openDb } from "../../workers/lib/db.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { call, emailsTo, type Call } from "../fixtures/account-flow.ts";
import { createSalesperson, signIn } from "../fixtures/accounts.ts";
import {
  callCheckout,
  createBuyer,
  createDeliveryWorld,
  createStockedProduct,
  type DeliveryWorld,
} from "../fixtures/checkout.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
const { admin, json, session } = adminApi<QuoteDetail>("quotes");
const profile = getProfile(env.PROFILE);
const today = isoDayOf(Date.now(), profile);
const dayAfter = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** An ISO day as the answer's form takes it, DD/MM/YYYY. */
const typed = (iso: string) => iso.split("-").reverse().join("/");
const raceTimeout = 60_000;

let world: DeliveryWorld;
let productId = 0;

beforeAll(async () => {
  await putSiteSettings(db, { maxQuantityPerProduct: 500 });
  world = await createDeliveryWorld(db);
  productId = (await createStockedProduct(db, world, { quantity: 10_000 })).id;
});

/** A salesperson with a buyer of their own (with an address), both signed in. */
async function team() {
  const salesperson = await createSalesperson(db);
  const seller = (await signIn(db, { kind: "salesperson", id: salesperson.id })).cookie;
  const buyer = await createBuyer(db, world, { salespersonId: salesperson.id });
  const as = (path: string, options: Call = {}) =>
    call(`/api/account/quotes${path}`, { cookie: buyer.cookie, ...options });
  const sales = (path: string, options: Call = {}) => call(`/api/sales/quotes${path}`, { cookie: seller, ...options });
  return { salesperson, buyer, as, sales };
}
type Team = Awaited<ReturnType<typeof team>>;

const data = async (response: Response, status = 200) => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await json(response)).data;
};

/** A request of `quantity` units of the product, answered by the salesperson at `unitPrice` until `expiresOn`. */
async function answered(t: Team, unitPrice = 8_000, expiresOn = dayAfter(today, 7), quantity = 10) {
  const requested = await data(
    await t.as("", { body: { lines: [{ productId, quantity }], note: "Best price for 10?" } }),
    201,
  );
  const answer = {
    lines: requested.lines.map((line) => ({ id: line.id, unitPrice })),
    expiresOn: typed(expiresOn),
    note: "Our price",
  };
  await data(await t.sales(`/${requested.quote.id}/answer`, { body: answer }));
  return requested.quote.id;
}

/** Moves the quote's expiry day to yesterday, as time passing would. */
const expire = (id: number) =>
  db
    .update(quotes)
    .set({ expiresOn: storedDay(dayAfter(today, -1)) })
    .where(eq(quotes.id, id));

const order = (t: Team, quoteId: number, options: { idempotencyKey?: string } = {}) =>
  callCheckout(
    "/api/orders",
    t.buyer.cookie,
    { lines: [], quoteId, addressId: t.buyer.address.id, paymentMethodId: world.methods.bankTransfer.id },
    options,
  );

describe("requesting a quote", () => {
  it("keeps the cart's lines at the buyer's price that day, the note and who asked; emails the office and the salesperson", async () => {
    const t = await team();
    const detail = await data(await t.as("", { body: { lines: [{ productId, quantity: 12 }], note: " Bulk? " } }), 201);
    expect(detail.quote).toMatchObject({ status: "requested", note: "Bulk?", lineCount: 1, answeredTotal: null });
    expect(detail.quote.requestedBy).toBe(`${t.buyer.customer.firstName} ${t.buyer.customer.lastName}`);
    expect(detail.lines).toMatchObject([{ productId, quantity: 12, askedUnitPrice: 10_000, unitPrice: null }]);
    expect(detail.events.map((event) => [event.kind, event.actor])).toEqual([["requested", "customer"]]);
    const [email] = await emailsTo(t.salesperson.email);
    expect(email?.subject).toContain(`${detail.quote.id}`);
    expect(email?.text).toContain(`/sales/quotes/${detail.quote.id}`);
    const list = (await json<QuotePage>(await t.as(""))).data;
    expect(list.items.map((quote) => quote.id)).toEqual([detail.quote.id]);
  });

  it("refuses no lines, a note past the cart's bound, a line the cart refuses, and an account that may not order", async () => {
    const t = await team();
    expect((await t.as("", { body: { lines: [] } })).status).toBe(400);
    const long = await t.as("", { body: { lines: [{ productId, quantity: 1 }], note: "x".repeat(1001) } });
    expect((await json(long)).errors?.note).toBe("This text is too long");
    const unsold = await t.as("", { body: { lines: [{ productId: 999_999_999, quantity: 1 }] } });
    expect(unsold.status).toBe(409);
    const restricted = await createBuyer(db, world, { restricted: true });
    const refused = await call("/api/account/quotes", {
      cookie: restricted.cookie,
      body: { lines: [{ productId, quantity: 1 }] },
    });
    expect(refused.status).toBe(403);
  });
});

describe("answering a quote", () => {
  it("prices every line with an expiry day, emails the buyer, and answers again after a counter-note with the history kept", async () => {
    const t = await team();
    const id = await answered(t, 8_000);
    const shown = await data(await t.as(`/${id}`));
    expect(shown.quote).toMatchObject({ status: "answered", answeredTotal: 80_000, expiresOn: dayAfter(today, 7) });
    expect(shown.lines[0]).toMatchObject({ unitPrice: 8_000, askedUnitPrice: 10_000 });
    const [mail] = await emailsTo(t.buyer.customer.email);
    expect(mail?.text).toContain(`/dashboard/quotes/${id}`);

    const countered = await data(await t.as(`/${id}/counter`, { body: { note: "7,500 and we order today" } }));
    expect(countered.quote.status).toBe("requested");
    const again = { lines: shown.lines.map((line) => ({ id: line.id, unitPrice: 7_600 })), expiresOn: typed(today) };
    const reanswered = await data(await t.sales(`/${id}/answer`, { body: again }));
    expect(reanswered.quote).toMatchObject({ status: "answered", answeredTotal: 76_000 });
    expect(reanswered.events.map((event) => event.kind)).toEqual(["requested", "answered", "countered", "answered"]);
    expect(reanswered.events[2]?.note).toBe("7,500 and we order today");
  });

  it("refuses an expiry day before today and an answer that leaves a line unpriced, on their fields", async () => {
    const t = await team();
    const requested = await data(
      await t.as("", {
        body: {
          lines: [
            { productId, quantity: 1 },
            { productId, quantity: 2 },
          ],
        },
      }),
      201,
    );
    const [first] = requested.lines;
    const past = await t.sales(`/${requested.quote.id}/answer`, {
      body: {
        lines: requested.lines.map((line) => ({ id: line.id, unitPrice: 1 })),
        expiresOn: typed(dayAfter(today, -1)),
      },
    });
    expect(past.status).toBe(400);
    expect((await json(past)).errors?.expiresOn).toBe("The expiry day cannot be before today");
    const partial = await t.sales(`/${requested.quote.id}/answer`, {
      body: { lines: [{ id: first?.id, unitPrice: 1 }], expiresOn: typed(today) },
      language: "ar",
    });
    expect(partial.status).toBe(400);
    expect((await json(partial)).errors?.lines).toBe("أدخل سعر الوحدة لكل بند في العرض");
  });

  it("is the office's too: listed with a status filter, shown and answered by an admin", async () => {
    const t = await team();
    const requested = await data(await t.as("", { body: { lines: [{ productId, quantity: 3 }] } }), 201);
    const listed = (await json<QuotePage>(await admin(`?status=requested&customerId=${t.buyer.customer.id}`))).data;
    expect(listed.items.map((quote) => quote.id)).toEqual([requested.quote.id]);
    const body = { lines: requested.lines.map((line) => ({ id: line.id, unitPrice: 9_000 })), expiresOn: typed(today) };
    const done = await data(await admin(`/${requested.quote.id}/answer`, { body }));
    expect(done.events.at(-1)).toMatchObject({ kind: "answered", actor: "admin" });
    expect(
      (await json<QuotePage>(await admin(`?status=requested&customerId=${t.buyer.customer.id}`))).data.items,
    ).toEqual([]);
    expect(session.adminId).toBeGreaterThan(0);
  });

  it("answers the back office's list as its kit asks: a page, newest first, with counts per status", async () => {
    const kit = await admin("?page=1&perPage=20&sort=-id&search=");
    expect(kit.status, await kit.clone().text()).toBe(200);
    const page = (await json<QuotePage>(kit)).data;
    expect(page).toMatchObject({ page: 1, perPage: 20 });
    expect(page.counts.all).toBeGreaterThanOrEqual(page.items.length);
    expect((await admin("?sort=price")).status).toBe(400);
    const t = await team();
    const mine = await data(await t.as("", { body: { lines: [{ productId, quantity: 1 }] } }), 201);
    const found = (await json<QuotePage>(await admin(`?search=${encodeURIComponent(t.buyer.customer.email)}`))).data;
    expect(found.items.map((quote) => quote.id)).toEqual([mine.quote.id]);
    expect((await json<QuotePage>(await admin("?search=%25no such company%25"))).data.items).toEqual([]);
  });
});

describe("the status rules", () => {
  it("accepts an answered quote once; what is not answered cannot be accepted or declined, in both languages", async () => {
    const t = await team();
    const requested = await data(await t.as("", { body: { lines: [{ productId, quantity: 1 }] } }), 201);
    const early = await t.as(`/${requested.quote.id}/accept`, { body: {} });
    expect(early.status).toBe(409);
    expect((await json(early)).message).toBe(
      "This quote can no longer be changed that way: open it again to see where it stands",
    );
    const arabic = await t.as(`/${requested.quote.id}/decline`, { body: {}, language: "ar" });
    expect((await json(arabic)).message).toBe("لم يعد بالإمكان تغيير عرض السعر بهذه الطريقة: افتحه مجددًا لترى حالته");

    const id = await answered(t);
    expect((await data(await t.as(`/${id}/accept`, { body: { note: "Agreed" } }))).quote.status).toBe("accepted");
    const [mail] = await emailsTo(t.salesperson.email);
    // The office's emails are in the shop's language
    expect(mail?.subject).toBe(`قبلت ${t.buyer.customer.companyName} عرض السعر ${id}`);
    for (const move of ["accept", "decline", "withdraw", "counter"]) {
      const again = await t.as(`/${id}/${move}`, { body: { note: "again" } });
      expect(again.status, move).toBe(409);
    }
  });

  it("lets the buyer decline or withdraw an answered quote, and withdraw a requested one; both ends stay ends", async () => {
    const t = await team();
    const declined = await answered(t);
    expect((await data(await t.as(`/${declined}/decline`, { body: {} }))).quote.status).toBe("declined");
    const withdrawn = await answered(t);
    expect((await data(await t.as(`/${withdrawn}/withdraw`, { body: {} }))).quote.status).toBe("withdrawn");
    const requested = await data(await t.as("", { body: { lines: [{ productId, quantity: 1 }] } }), 201);
    expect((await data(await t.as(`/${requested.quote.id}/withdraw`, { body: {} }))).quote.status).toBe("withdrawn");
    expect((await t.as(`/${declined}/accept`, { body: {} })).status).toBe(409);
    const reanswer = await t.sales(`/${withdrawn}/answer`, { body: { lines: [], expiresOn: typed(today) } });
    expect(reanswer.status).toBe(409);
  });

  it("takes the buyer's replies as plain forms too (the pages' forms without JavaScript), and emails the office", async () => {
    const t = await team();
    const id = await answered(t);
    const note = new FormData();
    note.set("note", "Can you do 70?");
    expect((await data(await t.as(`/${id}/counter`, { form: note }))).quote.status).toBe("requested");
    const [countered] = await emailsTo(t.salesperson.email);
    expect(countered?.text).toContain("Can you do 70?");
    const reanswer = await data(await t.as(`/${id}`));
    const body = { lines: reanswer.lines.map((line) => ({ id: line.id, unitPrice: 7_000 })), expiresOn: typed(today) };
    await data(await t.sales(`/${id}/answer`, { body }));
    expect((await data(await t.as(`/${id}/decline`, { form: new FormData() }))).quote.status).toBe("declined");
    const [declined] = await emailsTo(t.salesperson.email);
    expect(declined?.subject).toBe(`رفضت ${t.buyer.customer.companyName} عرض السعر ${id}`);
  });

  it("refuses to accept a quote past its expiry day, and shows it expired", async () => {
    const t = await team();
    const id = await answered(t);
    await expire(id);
    const late = await t.as(`/${id}/accept`, { body: {}, language: "ar" });
    expect(late.status).toBe(409);
    expect((await json(late)).message).toBe("انتهت صلاحية عرض السعر: اطلب عرضًا جديدًا");
    expect((await data(await t.as(`/${id}`))).quote.status).toBe("expired");
    const expired = (await json<QuotePage>(await t.sales(`?status=expired&customerId=${t.buyer.customer.id}`))).data;
    expect(expired.items.map((quote) => quote.id)).toEqual([id]);
  });
});

describe("nobody reaches another's quote", () => {
  it("answers 404 to another customer and to another salesperson, for every route", async () => {
    const t = await team();
    const other = await team();
    const id = await answered(t);
    expect((await other.as(`/${id}`)).status).toBe(404);
    for (const move of ["accept", "decline", "withdraw"])
      expect((await other.as(`/${id}/${move}`, { body: {} })).status).toBe(404);
    expect((await other.as(`/${id}/counter`, { body: { note: "mine?" } })).status).toBe(404);
    expect((await other.sales(`/${id}`)).status).toBe(404);
    expect((await other.sales(`/${id}/answer`, { body: { lines: [], expiresOn: typed(today) } })).status).toBe(404);
    expect((await json<QuotePage>(await other.sales(`?customerId=${t.buyer.customer.id}`))).data.items).toEqual([]);
    expect((await other.as("")).status).toBe(200);
    // Nor through checkout: another's quote is not found
    await data(await t.as(`/${id}/accept`, { body: {} }));
    expect(await order(other, id)).toMatchObject({ status: 404 });
  });
});

describe("checking out at a quote's prices", () => {
  it("charges the quote's lines at its unit prices, once, and records the order on the quote", async () => {
    const t = await team();
    const id = await answered(t, 8_000, dayAfter(today, 7), 10);
    const notYet = await order(t, id);
    expect(notYet).toMatchObject({ status: 409, error: "quote_not_accepted" });
    await data(await t.as(`/${id}/accept`, { body: {} }));
    const priced = await callCheckout("/api/checkout/quote", t.buyer.cookie, { lines: [], quoteId: id });
    expect(priced.data.subTotal).toBe(80_000);
    expect(priced.data.lines).toMatchObject([{ productId, quantity: 10, unitPrice: 8_000 }]);

    const placed = await order(t, id);
    expect(placed.status).toBe(201);
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.data.id));
    expect(row?.subTotal).toBe(80_000);
    const shown = await data(await t.as(`/${id}`));
    expect(shown.quote).toMatchObject({ status: "ordered", orderId: placed.data.id });
    expect(shown.events.at(-1)).toMatchObject({ kind: "ordered", actor: "customer" });
    expect(await order(t, id)).toMatchObject({ status: 409, error: "quote_not_accepted" });
  });

  it(
    "places exactly one order of ten checkouts of one quote at once",
    async () => {
      const t = await team();
      const id = await answered(t);
      await data(await t.as(`/${id}/accept`, { body: {} }));
      const answers = await Promise.all(Array.from({ length: 10 }, () => order(t, id)));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      expect(new Set(answers.filter((answer) => answer.status !== 201).map((answer) => answer.error))).toEqual(
        new Set(["quote_not_accepted"]),
      );
      const placed = await db.select().from(orders).where(eq(orders.customerId, t.buyer.customer.id));
      expect(placed).toHaveLength(1);
    },
    raceTimeout,
  );

  it("refuses an accepted quote past its expiry day, with a translated error, and places nothing", async () => {
    const t = await team();
    const id = await answered(t);
    await data(await t.as(`/${id}/accept`, { body: {} }));
    await expire(id);
    const late = await order(t, id, {});
    expect(late).toMatchObject({
      status: 409,
      error: "quote_expired",
      message: "This quote has expired: ask for a new one",
    });
    const arabic = await callCheckout(
      "/api/checkout/quote",
      t.buyer.cookie,
      { lines: [], quoteId: id },
      { locale: "ar" },
    );
    expect(arabic.message).toBe("انتهت صلاحية عرض السعر: اطلب عرضًا جديدًا");
    expect(await db.select().from(orders).where(eq(orders.customerId, t.buyer.customer.id))).toEqual([]);
  });

  it("replays the same key with the order it placed, after the quote is ordered", async () => {
    const t = await team();
    const id = await answered(t);
    await data(await t.as(`/${id}/accept`, { body: {} }));
    const idempotencyKey = crypto.randomUUID();
    const first = await order(t, id, { idempotencyKey });
    const again = await order(t, id, { idempotencyKey });
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, data: { id: first.data.id } });
  });
});

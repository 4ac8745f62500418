// Issue #20 items 2 and 4, decision 0082: invoices and credit notes. An invoice is made from an
// order (SPEC §5: "an order must be chosen", date DD/MM/YYYY) and its totals are the order's to
// the cent; it is editable until printed, then every edit is refused (409, "a printed invoice
// cannot be edited"); printing numbers it from one unbroken sequence, even when twenty print at
// once, and a double click prints it once; a credit note reverses a printed invoice whole, once;
// on this SAR profile a printed invoice carries the ZATCA QR text. Each test owns its orders.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { InvoiceDetail, InvoiceListPage } from "../../core/contracts/admin/invoices.ts";
import { readZatcaTlv } from "../../core/invoices/zatca-tlv.ts";
import type { OrderStatus } from "../../core/orders/order-status.ts";
import { getProfile } from "../../core/profiles.ts";
import { counters } from "../../db/schema/index.ts";
import { listBuyerInvoices, readBuyerInvoice } from "../../workers/api/account/buyer-invoices.ts";
import { openDb } from "../../workers/lib/db.ts";
import { createCustomer } from "../fixtures/accounts.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { companyTexts, putCompanyProfile } from "../fixtures/factories.ts";
import { createOrder } from "../fixtures/orders.ts";

const db = openDb(env);
const { admin, json } = adminApi<InvoiceDetail>("invoices");
const profile = getProfile(env.PROFILE);

let customerId = 0;
beforeAll(async () => {
  await putCompanyProfile(db);
  customerId = (await createCustomer(db)).id;
});

/** An order with VAT, a discount, option choices and shipping: every total the invoice copies. */
async function billableOrder(status: OrderStatus = "processing") {
  return createOrder(db, customerId, {
    status,
    lines: [
      { unitPrice: 12_345, quantity: 3, vatRateBasisPoints: 1500, vatAmount: 5_555 },
      {
        unitPrice: 999,
        quantity: 7,
        vatRateBasisPoints: 1500,
        vatAmount: 1_152,
        selections: [{ optionGroupId: 1, optionChoiceId: 2, groupName: "Colour", choiceName: "Blue", priceDelta: 100 }],
      },
    ],
    columns: {
      subTotal: 44_028,
      selectionsTotal: 700,
      discountTotal: 1_234,
      vatTotal: 6_707,
      shippingCost: 2_500,
      grandTotal: 52_701,
      purchaseOrderReference: "PO-7781",
    },
  });
}

const create = (body: unknown, language: "ar" | "en" = "en") => admin("", { method: "POST", body, language });
const read = async (id: number) => (await json(await admin(`/${id}`))).data;
const print = (id: number) => admin(`/${id}/print`, { method: "POST" });
const credit = (id: number, body: unknown = { date: "30/11/2026" }) =>
  admin(`/${id}/credit-note`, { method: "POST", body });
async function draftOf(orderId: number, body: Record<string, unknown> = {}) {
  const response = await create({ orderId, date: "28/11/2026", ...body });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json(response)).data;
}
async function printedInvoice() {
  const invoice = await draftOf((await billableOrder()).id);
  const response = await print(invoice.id);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json(response)).data;
}
const sequence = (number: string | null, prefix: string) => {
  expect(number).toMatch(new RegExp(`^${prefix}-\\d{6}$`));
  return Number(number?.slice(prefix.length + 1));
};

describe("invoices: creating one from an order", () => {
  it.each([
    ["no order", { date: "28/11/2026" }, "orderId", "An order must be chosen", "يجب اختيار طلب"],
    ["an order id of zero", { orderId: 0, date: "28/11/2026" }, "orderId", "An order must be chosen", "يجب اختيار طلب"],
    ["no date", { orderId: 1 }, "date", "Enter a date as DD/MM/YYYY between 1900 and 2099", null],
    [
      "an ISO date",
      { orderId: 1, date: "2026-11-28" },
      "date",
      "Enter a date as DD/MM/YYYY between 1900 and 2099",
      null,
    ],
    [
      "a day that does not exist",
      { orderId: 1, date: "31/02/2026" },
      "date",
      "Enter a date as DD/MM/YYYY between 1900 and 2099",
      null,
    ],
    [
      "a year before 1900",
      { orderId: 1, date: "31/12/1899" },
      "date",
      "Enter a date as DD/MM/YYYY between 1900 and 2099",
      null,
    ],
    [
      "a year after 2099",
      { orderId: 1, date: "01/01/2100" },
      "date",
      "Enter a date as DD/MM/YYYY between 1900 and 2099",
      null,
    ],
    ["a note above 2,000 characters", { orderId: 1, date: "28/11/2026", note: "x".repeat(2001) }, "note", null, null],
  ])("refuses %s with its field's message", async (_, body, field, english, arabic) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(Object.keys(answer.errors ?? {})).toContain(field);
    if (english) expect(answer.errors?.[field]).toBe(english);
    if (arabic) expect((await json(await create(body, "ar"))).errors?.[field]).toBe(arabic);
  });

  it("takes the first and last days of the date picker's range", async () => {
    const first = await draftOf((await billableOrder()).id, { date: "01/01/1900" });
    expect(first.date).toBe("1900-01-01");
    const last = await draftOf((await billableOrder()).id, { date: "31/12/2099" });
    expect(last.date).toBe("2099-12-31");
  });

  it("refuses an order that does not exist at the order field", async () => {
    const response = await create({ orderId: 999_999_999, date: "28/11/2026" });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.orderId).toBe("An order must be chosen");
  });

  it.each(["init", "payment-pending", "cancelled", "refused"] as const)(
    "refuses an order that is %s (409)",
    async (status) => {
      const order = await billableOrder(status);
      const response = await create({ orderId: order.id, date: "28/11/2026" });
      expect(response.status).toBe(409);
      expect((await json(response)).error).toBe("invoice_order_unbillable");
    },
  );

  it("copies the order's lines, address and totals to the cent, with the seller's and bank details", async () => {
    const order = await billableOrder();
    const invoice = await draftOf(order.id, { note: "Net 30" });
    expect(invoice).toMatchObject({
      state: "draft",
      invoiceNumber: null,
      printedAt: null,
      qr: null,
      creditNote: null,
      date: "2026-11-28",
      note: "Net 30",
      locale: order.locale,
      currency: order.currency,
      order: { id: order.id, orderNumber: order.orderNumber, purchaseOrderReference: "PO-7781" },
      totals: {
        subTotal: order.subTotal,
        selectionsTotal: order.selectionsTotal,
        discountTotal: order.discountTotal,
        vatTotal: order.vatTotal,
        shippingCost: order.shippingCost,
        total: order.grandTotal,
      },
      billingAddress: { ...order.address, location: null },
      shippingAddress: { ...order.address, location: null },
      seller: { name: companyTexts.ar.name, vatNumber: "300000000000003" },
      bankDetails: { bankName: companyTexts.ar.bankName, iban: "SA0380000000608010167519" },
    });
    expect(invoice.totals.total).toBe(52_701);
    expect(invoice.lines).toEqual(
      order.lines.map((line) => ({
        title: line.title,
        sku: line.sku,
        variantValues: [],
        selections: line.selections.map(({ groupName, choiceName, priceDelta }) => ({
          groupName,
          choiceName,
          priceDelta,
        })),
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        vatRateBasisPoints: line.vatRateBasisPoints,
        vatAmount: line.vatAmount,
        lineTotal: line.lineTotal,
      })),
    );
  });

  it("gives an order one invoice until it is credited, even when five are asked for at once", async () => {
    const order = await billableOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => create({ orderId: order.id, date: "28/11/2026" })),
    );
    expect(answers.map((response) => response.status).toSorted()).toEqual([201, 409, 409, 409, 409]);
    const refused = answers.find((response) => response.status === 409);
    expect((await json(refused as Response)).error).toBe("invoice_exists");
    const page = (await json<InvoiceListPage>(await admin(`?order=${order.id}`))).data;
    expect(page.total).toBe(1);
  });
});

describe("invoices: editing a draft", () => {
  it("changes the date and note, and takes the order's totals again", async () => {
    const order = await billableOrder();
    const invoice = await draftOf(order.id);
    const response = await admin(`/${invoice.id}`, {
      method: "PATCH",
      body: { date: "01/12/2026", note: "Paid by transfer" },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await json(response)).data).toMatchObject({
      date: "2026-12-01",
      note: "Paid by transfer",
      totals: { total: 52_701 },
    });
  });

  it("refuses a bad date with its message", async () => {
    const invoice = await draftOf((await billableOrder()).id);
    const response = await admin(`/${invoice.id}`, { method: "PATCH", body: { date: "1/12/26" } });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.date).toBe("Enter a date as DD/MM/YYYY between 1900 and 2099");
  });

  it("refuses every edit once printed (409), in the admin's language, and keeps what was printed", async () => {
    const invoice = await printedInvoice();
    const english = await admin(`/${invoice.id}`, { method: "PATCH", body: { note: "changed" } });
    expect(english.status).toBe(409);
    expect(await json(english)).toMatchObject({
      error: "invoice_printed",
      message: "A printed invoice cannot be edited",
    });
    const arabic = await admin(`/${invoice.id}`, { method: "PATCH", body: { date: "01/12/2026" }, language: "ar" });
    expect(arabic.status).toBe(409);
    expect((await json(arabic)).message).toBe("لا يمكن تعديل فاتورة مطبوعة");
    const after = await read(invoice.id);
    expect(after).toMatchObject({ note: invoice.note, date: invoice.date, invoiceNumber: invoice.invoiceNumber });
  });

  it("answers 404 for an invoice that does not exist", async () => {
    expect((await admin("/999999999", { method: "PATCH", body: { note: "x" } })).status).toBe(404);
    expect((await admin("/999999999")).status).toBe(404);
    expect((await print(999_999_999)).status).toBe(404);
    expect((await credit(999_999_999)).status).toBe(404);
  });
});

describe("invoices: printing", () => {
  it("numbers it INV-000001 style, locks it and carries the ZATCA QR text on SAR profiles", async () => {
    const before = Date.now();
    const invoice = await printedInvoice();
    expect(invoice.state).toBe("printed");
    sequence(invoice.invoiceNumber, "INV");
    expect(invoice.printedAt).toBeGreaterThanOrEqual(before);
    if (profile.currency !== "SAR") {
      expect(invoice.qr).toBeNull();
      return;
    }
    expect(readZatcaTlv(invoice.qr ?? "")).toEqual({
      sellerName: companyTexts.ar.name,
      vatNumber: "300000000000003",
      timestamp: new Date(invoice.printedAt ?? 0).toISOString().replace(/\.\d{3}Z$/, "Z"),
      total: "527.01",
      vatTotal: "67.07",
    });
  });

  // Twenty orders and drafts are made first: seconds on a loaded two-core machine
  it("gives twenty invoices printed at once twenty consecutive numbers", async () => {
    const drafts = await Promise.all(Array.from({ length: 20 }, async () => draftOf((await billableOrder()).id)));
    const answers = await Promise.all(drafts.map((draft) => print(draft.id)));
    expect(answers.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const numbers = (await Promise.all(answers.map(async (response) => (await json(response)).data.invoiceNumber)))
      .map((number) => sequence(number, "INV"))
      .toSorted((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => first + index));
    const [counter] = await db.select().from(counters).where(eq(counters.name, "invoice"));
    expect(counter?.value).toBe(first + 19);
  }, 30_000);

  it("prints once when clicked twice: the same number, and the sequence moves by one", async () => {
    const draft = await draftOf((await billableOrder()).id);
    const [first, second] = await Promise.all([print(draft.id), print(draft.id)]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    const a = (await json(first as Response)).data;
    const b = (await json(second as Response)).data;
    expect(a.invoiceNumber).toBe(b.invoiceNumber);
    expect(a.printedAt).toBe(b.printedAt);
    const again = (await json(await print(draft.id))).data;
    expect(again.invoiceNumber).toBe(a.invoiceNumber);
    const next = await printedInvoice();
    expect(sequence(next.invoiceNumber, "INV")).toBe(sequence(a.invoiceNumber, "INV") + 1);
  });

  it("refuses to print a SAR invoice without the seller's VAT number, spending no number", async () => {
    if (profile.currency !== "SAR") return;
    const draft = await draftOf((await billableOrder()).id);
    const [counter] = await db.select().from(counters).where(eq(counters.name, "invoice"));
    await putCompanyProfile(db, { vatNumber: null });
    try {
      const response = await print(draft.id);
      expect(response.status).toBe(409);
      expect((await json(response)).error).toBe("invoice_seller_incomplete");
      expect((await read(draft.id)).state).toBe("draft");
      const [after] = await db.select().from(counters).where(eq(counters.name, "invoice"));
      expect(after?.value).toBe(counter?.value);
    } finally {
      await putCompanyProfile(db);
    }
  });
});

describe("invoices: credit notes", () => {
  it("reverses a printed invoice whole: every amount negated, the two summing to zero", async () => {
    const invoice = await printedInvoice();
    const response = await credit(invoice.id, { date: "30/11/2026", reason: "Goods returned" });
    expect(response.status, await response.clone().text()).toBe(201);
    const credited = (await json(response)).data;
    expect(credited.state).toBe("credited");
    const note = credited.creditNote;
    expect(note).toMatchObject({ date: "2026-11-30", reason: "Goods returned" });
    sequence(note?.creditNoteNumber ?? null, "CN");
    expect(note?.totals).toEqual({
      subTotal: -44_028,
      selectionsTotal: -700,
      discountTotal: -1_234,
      vatTotal: -6_707,
      shippingCost: -2_500,
      total: -52_701,
    });
    for (const [key, value] of Object.entries(invoice.totals)) {
      expect(value + (note?.totals[key as keyof typeof invoice.totals] ?? 0)).toBe(0);
    }
    // What was printed stays as printed
    expect(credited).toMatchObject({ invoiceNumber: invoice.invoiceNumber, totals: invoice.totals });
  });

  it("numbers credit notes from their own sequence, one after another", async () => {
    const a = (await json(await credit((await printedInvoice()).id))).data.creditNote;
    const b = (await json(await credit((await printedInvoice()).id))).data.creditNote;
    expect(sequence(b?.creditNoteNumber ?? null, "CN")).toBe(sequence(a?.creditNoteNumber ?? null, "CN") + 1);
  });

  it("is refused for a draft: a draft is edited instead", async () => {
    const draft = await draftOf((await billableOrder()).id);
    const response = await credit(draft.id);
    expect(response.status).toBe(409);
    expect((await json(response)).error).toBe("invoice_not_printed");
  });

  it("makes one credit note when asked twice at once, and no second later", async () => {
    const invoice = await printedInvoice();
    const answers = await Promise.all([credit(invoice.id), credit(invoice.id), credit(invoice.id)]);
    expect(answers.map((response) => response.status).toSorted()).toEqual([201, 409, 409]);
    const later = await credit(invoice.id);
    expect(later.status).toBe(409);
    expect((await json(later)).error).toBe("invoice_credited");
    // The credit note's number was spent once: the next one follows it
    const first = (await read(invoice.id)).creditNote?.creditNoteNumber ?? null;
    const next = (await json(await credit((await printedInvoice()).id))).data.creditNote;
    expect(sequence(next?.creditNoteNumber ?? null, "CN")).toBe(sequence(first, "CN") + 1);
  });

  it("refuses a bad date with its message", async () => {
    const invoice = await printedInvoice();
    const response = await credit(invoice.id, { date: "" });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.date).toBe("Enter a date as DD/MM/YYYY between 1900 and 2099");
  });

  it("lets the order be invoiced again once its invoice is credited", async () => {
    const order = await billableOrder();
    const invoice = await draftOf(order.id);
    await print(invoice.id);
    expect((await create({ orderId: order.id, date: "28/11/2026" })).status).toBe(409);
    expect((await credit(invoice.id)).status).toBe(201);
    const again = await draftOf(order.id);
    expect(again.totals.total).toBe(order.grandTotal);
  });
});

describe("invoices: the list", () => {
  it("finds an order's invoices by state and by number", async () => {
    const order = await billableOrder();
    const first = await draftOf(order.id);
    await print(first.id);
    await credit(first.id);
    const second = await draftOf(order.id);
    const list = async (query: string) =>
      (await json<InvoiceListPage>(await admin(`?order=${order.id}&${query}`))).data;
    expect((await list("")).items.map((row) => row.id).toSorted()).toEqual([first.id, second.id].toSorted());
    expect((await list("state=draft")).items.map((row) => row.id)).toEqual([second.id]);
    expect((await list("state=credited")).items.map((row) => row.state)).toEqual(["credited"]);
    expect((await list("state=printed")).total).toBe(0);
    const printed = await read(first.id);
    const found = (await json<InvoiceListPage>(await admin(`?search=${printed.invoiceNumber}`))).data;
    expect(found.items.map((row) => row.id)).toEqual([first.id]);
    expect(found.items[0]?.creditNoteNumber).toBe(printed.creditNote?.creditNoteNumber);
  });

  it("refuses an unknown state (400)", async () => {
    expect((await admin("?state=lost")).status).toBe(400);
  });
});

describe("invoices: the buyer's own", () => {
  it("shows a buyer only their own printed invoices, never a draft or another buyer's", async () => {
    const order = await billableOrder();
    const draft = await draftOf(order.id);
    expect(await listBuyerInvoices(db, customerId, order.id)).toEqual([]);
    expect(await readBuyerInvoice(db, customerId, draft.id, profile)).toBeNull();
    const printed = (await json(await print(draft.id))).data;
    expect(await listBuyerInvoices(db, customerId, order.id)).toEqual([
      {
        id: printed.id,
        invoiceNumber: printed.invoiceNumber,
        state: "printed",
        date: "2026-11-28",
        total: order.grandTotal,
        creditNoteNumber: null,
      },
    ]);
    expect((await readBuyerInvoice(db, customerId, printed.id, profile))?.qr).toBe(printed.qr);
    const stranger = (await createCustomer(db)).id;
    expect(await listBuyerInvoices(db, stranger, order.id)).toEqual([]);
    expect(await readBuyerInvoice(db, stranger, printed.id, profile)).toBeNull();
  });
});

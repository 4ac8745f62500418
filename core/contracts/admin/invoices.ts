// Invoices and credit notes (issue #20 items 2 and 4, decision 0082): /api/admin/invoices. An
// invoice is made from an order and holds its lines, addresses, discounts and totals as the order
// has them, the seller's details and bank details; it is editable until printed. Printing gives it
// the next number of the profile's unbroken sequence (INV-000001) and makes it read-only for good;
// a printed invoice is corrected only by a credit note (CN-000001) that reverses it whole.
import { type } from "arktype";
import type { Locale } from "../../profiles.ts";
import type { ValidationMessage } from "../../validation/messages.ts";
import { date, optionalText, requiredId } from "../../validation/rules.ts";
import { adminListQuery, listFilter, type AdminListPage } from "../admin-resources.ts";
import type { OrderAddress } from "./orders.ts";

/** Where an invoice is: a draft (editable), printed (numbered, read-only), credited (reversed by a credit note). */
export const invoiceStates = ["draft", "printed", "credited"] as const;
export type InvoiceState = (typeof invoiceStates)[number];

export const invoiceSorts = ["date", "invoiceNumber", "total", "createdAt"] as const;
export type InvoiceSort = (typeof invoiceSorts)[number];

/**
 * The invoices list: `search` (invoice number, order number, customer name), `state`, `order`
 * (an order's id: its invoices). Newest first unless `sort` says otherwise.
 * @example ?state=printed&sort=-invoiceNumber
 */
export const InvoiceListQuery = adminListQuery(invoiceSorts, {
  state: type.enumerated(...invoiceStates).configure({ message: "errors.invalidInput" }),
  order: listFilter.id,
});
export type InvoiceListQuery = typeof InvoiceListQuery.infer;
export type InvoiceListSearch = typeof InvoiceListQuery.inferIn;

/** A row of the invoices list. */
export interface InvoiceRow {
  id: number;
  /** Null until printed. */
  invoiceNumber: string | null;
  state: InvoiceState;
  order: { id: number; orderNumber: string };
  customerName: string;
  /** The invoice's date: an ISO date (YYYY-MM-DD). */
  date: string;
  total: number;
  currency: string;
  printedAt: number | null;
  creditNoteNumber: string | null;
}

export type InvoiceListPage = AdminListPage<InvoiceRow>;

/** A line of an invoice: the order line as ordered (minor units). */
export interface InvoiceLine {
  title: string;
  sku: string;
  variantValues: { attribute: string; value: string }[];
  selections: { groupName: string; choiceName: string; priceDelta: number }[];
  unitPrice: number;
  quantity: number;
  vatRateBasisPoints: number;
  vatAmount: number;
  lineTotal: number;
}

/** Every total of an invoice or credit note, in minor units; `total` includes VAT. */
export interface InvoiceTotals {
  subTotal: number;
  selectionsTotal: number;
  discountTotal: number;
  vatTotal: number;
  shippingCost: number;
  total: number;
}

/** The seller as the invoice states it (SPEC §3 company profile, in the invoice's language). */
export interface InvoiceSeller {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  vatNumber: string | null;
  commercialRecordNumber: string | null;
}

/** SPEC §3 company bank details, as the invoice shows them. */
export interface InvoiceBankDetails {
  bankName: string | null;
  accountName: string | null;
  bankNumber: string | null;
  sortCode: string | null;
  iban: string | null;
}

/** The credit note that reverses a printed invoice: every amount the invoice's, negated. */
export interface CreditNoteDetail {
  id: number;
  creditNoteNumber: string;
  /** Its date: an ISO date (YYYY-MM-DD). */
  date: string;
  reason: string | null;
  totals: InvoiceTotals;
  issuedBy: string;
  createdAt: number;
}

/** GET /api/admin/invoices/{id}: an invoice as it is shown and printed. */
export interface InvoiceDetail {
  id: number;
  invoiceNumber: string | null;
  state: InvoiceState;
  /** The order's language: the invoice is written and printed in it. */
  locale: Locale;
  currency: string;
  order: {
    id: number;
    orderNumber: string;
    purchaseOrderReference: string | null;
    /** Paid on account: the day the order is due (decision 0102), an ISO date; null otherwise. */
    dueOn: string | null;
    customerId: number;
    customerName: string;
    companyName: string;
  };
  /** The invoice's date (and, on GBP profiles, its tax point): an ISO date (YYYY-MM-DD). */
  date: string;
  lines: InvoiceLine[];
  billingAddress: OrderAddress | null;
  shippingAddress: OrderAddress | null;
  seller: InvoiceSeller | null;
  bankDetails: InvoiceBankDetails | null;
  totals: InvoiceTotals;
  note: string | null;
  /** When it was printed (numbered), else null. */
  printedAt: number | null;
  /**
   * SAR profiles, once printed: the ZATCA phase 1 QR text, base64 of the TLV fields seller name,
   * VAT number, printing time (ISO 8601), total with VAT, VAT total (core/invoices/zatca-tlv.ts).
   */
  qr: string | null;
  creditNote: CreditNoteDetail | null;
  updatedAt: number;
}

/** The longest invoice note or credit note reason. */
export const maxInvoiceNoteLength = 2000;

/**
 * POST /api/admin/invoices: an invoice of an order, dated `date` (DD/MM/YYYY, SPEC §5), with an
 * optional note. SPEC §5: "an order must be chosen"; date required.
 */
export const InvoiceCreateInput = type({
  orderId: requiredId("admin.invoices.order.required"),
  date: date(),
  "note?": optionalText({ max: maxInvoiceNoteLength }),
}).onUndeclaredKey("delete");
export type InvoiceCreateInput = typeof InvoiceCreateInput.infer;
export type InvoiceCreateInputIn = typeof InvoiceCreateInput.inferIn;

/** Every message `InvoiceCreateInput` may report. */
export const invoiceCreateInputMessages = [
  "admin.invoices.order.required",
  "validation.date",
  "validation.tooLong",
] as const satisfies readonly ValidationMessage[];

/**
 * PATCH /api/admin/invoices/{id} while not printed: its date and note; its lines, addresses and
 * totals are taken from its order again (so a draft follows an order changed meanwhile). A
 * printed invoice answers 409 `invoice_printed` ("a printed invoice cannot be edited").
 */
export const InvoiceUpdateInput = type({
  "date?": date(),
  "note?": optionalText({ max: maxInvoiceNoteLength }),
}).onUndeclaredKey("delete");
export type InvoiceUpdateInput = typeof InvoiceUpdateInput.infer;
export type InvoiceUpdateInputIn = typeof InvoiceUpdateInput.inferIn;

/** Every message `InvoiceUpdateInput` may report. */
export const invoiceUpdateInputMessages = [
  "validation.date",
  "validation.tooLong",
] as const satisfies readonly ValidationMessage[];

/** POST /api/admin/invoices/{id}/credit-note: the credit note's date (DD/MM/YYYY) and why. */
export const CreditNoteInput = type({
  date: date(),
  "reason?": optionalText({ max: maxInvoiceNoteLength }),
}).onUndeclaredKey("delete");
export type CreditNoteInput = typeof CreditNoteInput.infer;
export type CreditNoteInputIn = typeof CreditNoteInput.inferIn;

/** Every message `CreditNoteInput` may report. */
export const creditNoteInputMessages = [
  "validation.date",
  "validation.tooLong",
] as const satisfies readonly ValidationMessage[];

/**
 * The refusals of the invoice writes (`error.code`), each with a translated message: 409
 * `invoice_printed` (a printed invoice cannot be edited), 409 `invoice_exists` (the order has an
 * invoice not credited), 409 `invoice_order_unbillable` (the order was never placed or was
 * cancelled or refused), 409 `invoice_not_printed` (a draft needs no credit note: edit it), 409
 * `invoice_credited` (already reversed), 409 `invoice_seller_incomplete` (a SAR invoice
 * prints only with the seller's name and VAT number in the company profile), 400 `invalid_input`, 404 `not_found`.
 */
export const invoiceErrorCodes = [
  "invoice_printed",
  "invoice_exists",
  "invoice_order_unbillable",
  "invoice_not_printed",
  "invoice_credited",
  "invoice_seller_incomplete",
  "invalid_input",
  "not_found",
] as const;
export type InvoiceErrorCode = (typeof invoiceErrorCodes)[number];

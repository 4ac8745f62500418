// The salesperson's API and the office's side of collections (issue #22 items 2, 5, 6, 7, 8;
// decision 0094): /api/sales/… for the signed-in salesperson (their own customers only: anything
// else is 404), /api/admin/collections and /api/admin/customers/{id}/statement for the back office.
// Amounts are integer minor units in the profile's currency; days are ISO dates (YYYY-MM-DD) in
// answers and filters, DD/MM/YYYY in the bodies (SPEC §9, like an order payment's day).
import { type } from "arktype";
import { collectionMethods, collectionStates, type CollectionMethod, type CollectionState } from "../collections.ts";
import type { OrderStatus } from "../orders/order-status.ts";
import { orderStatuses } from "../orders/order-status.ts";
import type { PaymentState } from "../orders/payment-state.ts";
import { refundStatuses, type RefundStatus } from "../orders/refund-status.ts";
import { locales } from "../profiles.ts";
import type { ValidationMessage } from "../validation/messages.ts";
import {
  companyNumber,
  date,
  email,
  file,
  isoDay,
  optionalDate,
  optionalText,
  receivedMoney,
  requiredId,
  requiredText,
} from "../validation/rules.ts";
import { customerDetails, customerDetailsMessages } from "./customer.ts";
import { adminListQuery, listFilter, type AdminListPage } from "./admin-resources.ts";
import { returnQuantity } from "./returns.ts";

export { collectionMethods, collectionStates };
export type { CollectionMethod, CollectionState };

/** Who a row is about: a customer (their name today and their company). */
export interface SalesCustomerRef {
  id: number;
  name: string;
  companyName: string;
}

// --- Customers ---

export const salesCustomerSorts = ["companyName", "balance", "lastOrderAt"] as const;

/**
 * GET /api/sales/customers: the salesperson's own customers, `search` (name, company, email,
 * phone, customer code), `sort`, `page`, `perPage` (the kit's list query). By company unless sorted.
 * @example ?search=noor&sort=-balance
 */
export const SalesCustomerQuery = adminListQuery(salesCustomerSorts);
export type SalesCustomerQuery = typeof SalesCustomerQuery.infer;
export type SalesCustomerSearch = typeof SalesCustomerQuery.inferIn;

/** One of a salesperson's customers, as their list (and the cart's picker) shows them. */
export interface SalesCustomerRow extends SalesCustomerRef {
  email: string;
  phone: string;
  userCode: string | null;
  /** Whether this customer may order now (approved and unrestricted, SPEC §4, decision 0012). */
  canOrder: boolean;
  /**
   * What the customer owes (decision 0094): their orders (not cancelled, refused, rejected or
   * waiting for an online payment) less what was paid for them outside collections, every
   * collection not voided, the returns the shop took back (received or refunded), plus the money
   * sent back. Negative: the customer is in credit.
   */
  balance: number;
  currency: string;
  /** When their newest order was placed (any status), null before their first. */
  lastOrderAt: number | null;
  /** Their orders still owed something: counted, not delivered-and-paid (openAmount > 0). */
  openOrders: number;
}

/** GET /api/sales/customers. */
export type SalesCustomerPage = AdminListPage<SalesCustomerRow>;

/** An order of the customer with money still open (what a collection may be allocated to). */
export interface SalesOpenOrder {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  placedAt: number;
  grandTotal: number;
  /** Received so far (order payments, or the whole total once a provider paid). */
  paidAmount: number;
  /** Held by collections recorded but not yet confirmed by the office. */
  reservedAmount: number;
  /** What a new collection may still allocate: grand total − paid − reserved (> 0). */
  openAmount: number;
}

/** GET /api/sales/customers/{id}: one of their customers, with everything a visit needs. */
export interface SalesCustomerDetail {
  customer: SalesCustomerRow & {
    firstName: string;
    lastName: string;
    mobile: string | null;
    city: string | null;
    address1: string | null;
    approvalStatus: "not_submitted" | "pending" | "approved" | "rejected";
    restricted: boolean;
  };
  /** Oldest first: the order a collection's allocations are usually made in. */
  openOrders: SalesOpenOrder[];
  /** The newest 10. */
  recentOrders: SalesOrderRow[];
  /** The newest 10, voided ones included. */
  collections: CollectionRow[];
  /** Paying on account (decision 0102): the company's terms and what is overdue; null without terms. */
  onAccount: { paymentTermsDays: number; creditLimit: number; overdue: number } | null;
}

/**
 * POST /api/sales/customers (multipart): a business registered on the customer's behalf, with
 * registration's details (no password), the company number and the signed approval form (SPEC §4:
 * it still waits for the admin's approval). The customer gets this salesperson and an email to
 * set their password, in their `locale` (the profile's language unless chosen). A whole address
 * (country, city, address1) becomes their first saved address, their default, as at registration.
 * Answers 201 with the new customer as `SalesCustomerDetail["customer"]`.
 */
export const SalesCustomerRegistration = type({
  ...customerDetails,
  email: email(),
  companyNumber: companyNumber("approval.companyNumber.invalid"),
  file: file(),
  // The customer's own language (their emails, their account), chosen in the form; the profile's when missing
  "locale?": type.enumerated(...locales).configure({ message: "errors.invalidInput" }),
}).onUndeclaredKey("delete");
export type SalesCustomerRegistration = typeof SalesCustomerRegistration.infer;
export const salesCustomerRegistrationMessages = [
  ...customerDetailsMessages,
  "validation.email",
  "approval.companyNumber.invalid",
  "validation.file.required",
] as const satisfies readonly ValidationMessage[];

// --- Orders ---

export const salesOrderSorts = ["placedAt", "grandTotal"] as const;

/**
 * GET /api/sales/orders: their customers' orders, `customer` (id), `status`, `search` (order
 * number, PO reference), newest first unless `sort` says otherwise.
 */
export const SalesOrderQuery = adminListQuery(salesOrderSorts, {
  customer: listFilter.id,
  status: type.enumerated(...orderStatuses).configure({ message: "errors.invalidInput" }),
});
export type SalesOrderQuery = typeof SalesOrderQuery.infer;
export type SalesOrderSearch = typeof SalesOrderQuery.inferIn;

/** A row of the salesperson's orders. */
export interface SalesOrderRow {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  placedAt: number;
  customer: SalesCustomerRef;
  grandTotal: number;
  paidAmount: number;
  paymentState: PaymentState;
  currency: string;
  purchaseOrderReference: string | null;
}

/** GET /api/sales/orders. */
export type SalesOrderPage = AdminListPage<SalesOrderRow>;

// --- Returns ---

/** GET /api/sales/returns: their customers' returns, `customer` (id), `status`; newest first. */
export const SalesReturnQuery = adminListQuery(["createdAt"] as const, {
  customer: listFilter.id,
  order: listFilter.id,
  status: type.enumerated(...refundStatuses).configure({ message: "errors.invalidInput" }),
});
export type SalesReturnQuery = typeof SalesReturnQuery.infer;
export type SalesReturnSearch = typeof SalesReturnQuery.inferIn;

export interface SalesReturnRow {
  id: number;
  orderId: number;
  orderNumber: string;
  customer: SalesCustomerRef;
  status: RefundStatus;
  reason: string;
  /** What the returned goods cost at the order's prices, with VAT (decision 0053). */
  referenceTotal: number;
  currency: string;
  createdAt: number;
  lines: { orderLineId: number; title: string; sku: string; quantity: number }[];
}

/** GET /api/sales/returns. */
export type SalesReturnPage = AdminListPage<SalesReturnRow>;

/**
 * A collection as an order's page lists it (GET /api/sales/orders/{id}): the receipt, who
 * collected it, and the part of it given to this order.
 */
export interface SalesOrderCollection {
  id: number;
  receiptNumber: string;
  /** The day collected, `YYYY-MM-DD`. */
  collectedOn: string;
  method: CollectionMethod;
  state: CollectionState;
  salesperson: { id: number; name: string };
  /** What of the collection went to this order. */
  amount: number;
  currency: string;
}

/**
 * POST /api/sales/returns: a return for one of their customers' orders, under the customer's own
 * rules (the shop takes returns, delivered, within the refund days, per line at most what is left):
 * `orderId`, `reason` and `quantity-<orderLineId>` as the customer's request (core/contracts/returns.ts).
 */
export const SalesReturnRequest = type({
  orderId: requiredId("validation.required"),
  reason: requiredText({ max: 1000, message: "returns.reason.required" }),
  "[/^quantity-\\d{1,12}$/]": returnQuantity,
}).onUndeclaredKey("delete");
export type SalesReturnRequest = typeof SalesReturnRequest.infer;
export type SalesReturnRequestIn = typeof SalesReturnRequest.inferIn;

/** The answer of POST /api/sales/returns (201). */
export interface SalesReturnCreated {
  id: number;
  orderId: number;
  status: "requested";
  referenceTotal: number;
}

export const salesReturnMessages = [
  "validation.required",
  "returns.reason.required",
  "returns.quantity.invalid",
  "validation.tooLong",
] as const satisfies readonly ValidationMessage[];

// --- Collections ---

/** The most orders one collection is allocated to. */
export const maxAllocations = 50;

const allocation = type({
  orderId: requiredId("errors.invalidInput"),
  amount: receivedMoney(),
}).onUndeclaredKey("delete");

/**
 * POST /api/sales/collections: money collected from one of their customers. `reference` is the
 * transfer's reference or the cheque's number (required for both); a cheque also needs its `bank`
 * and `chequeDueOn` (DD/MM/YYYY). `allocations` spread it over that customer's open orders, each
 * at most the order's open amount (409 `collection_above_open` otherwise, also when another
 * collection took it first), their sum at most `amount` (two for one order are added into one);
 * the rest is on account.
 */
export const CollectionInput = type({
  customerId: requiredId("sales.collections.customer.required"),
  method: type.enumerated(...collectionMethods).configure({ message: "validation.choice" }),
  amount: receivedMoney(),
  collectedOn: date(),
  "reference?": optionalText({ max: 100 }),
  "bank?": optionalText({ max: 100 }),
  "chequeDueOn?": optionalDate(),
  "note?": optionalText({ max: 1000 }),
  "allocations?": allocation.array().atMostLength(maxAllocations).configure({ message: "errors.invalidInput" }),
})
  .onUndeclaredKey("delete")
  .narrow((input, ctx) => {
    const needsReference = input.method !== "cash";
    if (needsReference && !input.reference) {
      ctx.reject({ message: "sales.collections.reference.required", path: ["reference"] });
    }
    if (input.method === "check" && !input.bank) {
      ctx.reject({ message: "sales.collections.bank.required", path: ["bank"] });
    }
    if (input.method === "check" && !input.chequeDueOn) {
      ctx.reject({ message: "sales.collections.dueDate.required", path: ["chequeDueOn"] });
    }
    if ((input.allocations ?? []).reduce((sum, a) => sum + a.amount, 0) > input.amount) {
      ctx.reject({ message: "sales.collections.allocations.aboveAmount", path: ["allocations"] });
    }
    return true;
  })
  // One allocation per order: two lines for the same order are one, their amounts added
  .pipe((input) => {
    const byOrder = new Map<number, number>();
    for (const a of input.allocations ?? []) byOrder.set(a.orderId, (byOrder.get(a.orderId) ?? 0) + a.amount);
    return { ...input, allocations: [...byOrder].map(([orderId, amount]) => ({ orderId, amount })) };
  });
export type CollectionInput = typeof CollectionInput.infer;
export type CollectionInputIn = typeof CollectionInput.inferIn;

/** Every message `CollectionInput` may report (contracts.test.ts probes it). */
export const collectionInputMessages = [
  "sales.collections.customer.required",
  "sales.collections.reference.required",
  "sales.collections.bank.required",
  "sales.collections.dueDate.required",
  "sales.collections.allocations.aboveAmount",
  "validation.choice",
  "validation.amount.positive",
  "validation.amount.tooLarge",
  "validation.date",
  "validation.tooLong",
  "errors.invalidInput",
] as const satisfies readonly ValidationMessage[];

/** POST …/collections/{id}/void (the salesperson's and the office's): why, required. */
export const CollectionVoid = type({
  reason: requiredText({ max: 500, message: "sales.collections.voidReason.required" }),
}).onUndeclaredKey("delete");
export type CollectionVoid = typeof CollectionVoid.infer;
export type CollectionVoidIn = typeof CollectionVoid.inferIn;
export const collectionVoidMessages = [
  "sales.collections.voidReason.required",
  "validation.tooLong",
] as const satisfies readonly ValidationMessage[];

export const collectionSorts = ["collectedOn", "amount", "receiptNumber", "chequeDueOn"] as const;
export type CollectionSort = (typeof collectionSorts)[number];

const collectionFilters = {
  customer: listFilter.id,
  method: type.enumerated(...collectionMethods).configure({ message: "errors.invalidInput" }),
  state: type.enumerated(...collectionStates).configure({ message: "errors.invalidInput" }),
  from: isoDay(),
  to: isoDay(),
};

/**
 * GET /api/sales/collections: their collections, `customer`, `method`, `state`, `from`/`to`
 * (collected on, ISO days, both included), `search` (receipt number, reference); newest first.
 */
export const SalesCollectionQuery = adminListQuery(collectionSorts, collectionFilters);
export type SalesCollectionQuery = typeof SalesCollectionQuery.infer;
export type SalesCollectionSearch = typeof SalesCollectionQuery.inferIn;

/** GET /api/admin/collections: the same, and `salesperson` (id). */
export const AdminCollectionQuery = adminListQuery(collectionSorts, {
  ...collectionFilters,
  salesperson: listFilter.id,
});
export type AdminCollectionQuery = typeof AdminCollectionQuery.infer;
export type AdminCollectionSearch = typeof AdminCollectionQuery.inferIn;

/** A row of a collections list. */
export interface CollectionRow {
  id: number;
  receiptNumber: string;
  customer: SalesCustomerRef;
  salesperson: { id: number; name: string };
  amount: number;
  /** The part allocated to orders; the rest (amount − allocated) is on account. */
  allocatedAmount: number;
  currency: string;
  method: CollectionMethod;
  /** The transfer's reference or the cheque's number. */
  reference: string | null;
  bank: string | null;
  /** A cheque's due day (ISO date), else null. */
  chequeDueOn: string | null;
  /** The day it was collected (ISO date). */
  collectedOn: string;
  state: CollectionState;
  createdAt: number;
}

/** The counts per state for the office's tabs, under the list's other filters. */
export type CollectionStateCounts = Record<CollectionState | "all", number>;

/** GET /api/sales/collections. */
export type SalesCollectionPage = AdminListPage<CollectionRow> & { counts: CollectionStateCounts };
/** GET /api/admin/collections. */
export type AdminCollectionPage = AdminListPage<CollectionRow> & { counts: CollectionStateCounts };

/**
 * GET /api/sales/collections/{id} and /api/admin/collections/{id}: the receipt (decision 0094).
 * Not a tax invoice (`isTaxInvoice` false, the page says so): it carries its number and day, the
 * customer, the salesperson, how the money came (reference, bank, due day), the amount in figures,
 * what of it paid which order (by order number) and what is on account, and the company's name
 * and VAT number as the settings state them now.
 */
export interface CollectionReceipt extends CollectionRow {
  note: string | null;
  allocations: { orderId: number; orderNumber: string; amount: number }[];
  onAccount: number;
  customerEmail: string;
  confirmedAt: number | null;
  confirmedByName: string | null;
  voidedAt: number | null;
  voidedByName: string | null;
  voidReason: string | null;
  /** Whether it may be voided now (recorded only; a confirmed one is refused, decision 0094). */
  canVoid: boolean;
  /** Whether the office may confirm it now (recorded only). */
  canConfirm: boolean;
  isTaxInvoice: false;
  /** The company as its profile states it now (SPEC §3), null before it is filled in. */
  seller: {
    name: string;
    address: string | null;
    phone: string | null;
    email: string | null;
    vatNumber: string | null;
    commercialRecordNumber: string | null;
  } | null;
}

/** POST /api/sales/collections/{id}/email: answers 202 with where the receipt was sent. */
export interface CollectionEmailed {
  sentTo: string;
}

/**
 * The refusals of collections (the answer's `error.code`): 409 `collection_above_open` (an
 * allocation above the order's open amount, also when another collection took it first; `details`
 * names `allocations.<index>` with what is open), 409 `collection_order_unavailable` (an allocated
 * order is not this customer's, or not open: cancelled, refused, rejected or waiting for an online
 * payment), 409 `collection_confirmed` (void of a confirmed one: its payments are on the orders),
 * 409 `collection_voided` (confirm or void of a voided one), 400 `invalid_input`, 404 `not_found`
 * (not theirs). Confirming a confirmed collection changes nothing and answers its receipt.
 */
export const collectionErrorCodes = [
  "collection_above_open",
  "collection_order_unavailable",
  "collection_confirmed",
  "collection_voided",
  "invalid_input",
  "not_found",
] as const;

// --- Statistics ---

export interface SalesPeriodTotals {
  orders: { count: number; total: number };
  /** Collections not voided, by the day collected. */
  collections: { count: number; total: number };
}

/**
 * GET /api/sales/stats: this calendar month's and last month's orders (counted ones, as the
 * balance counts them) and collections, in the shop's time zone, in all and per customer (those
 * with any), and the cheques (not voided) due from today to 7 days on.
 */
export interface SalesStats {
  currency: string;
  thisMonth: SalesPeriodTotals & { from: string };
  lastMonth: SalesPeriodTotals & { from: string };
  perCustomer: {
    customer: SalesCustomerRef;
    thisMonth: { orders: number; collections: number };
    lastMonth: { orders: number; collections: number };
  }[];
  chequesDue: CollectionRow[];
}

// --- The statement (back office) ---

/**
 * GET /api/admin/customers/{id}/statement?from&to (ISO days, both optional and included): the
 * customer's account in date order with a running balance (decision 0094). The opening balance is
 * everything before `from`; the closing one the opening plus the entries.
 */
export const StatementQuery = type({
  "from?": isoDay(),
  "to?": isoDay(),
}).onUndeclaredKey("delete");
export type StatementQuery = typeof StatementQuery.infer;
export type StatementSearch = typeof StatementQuery.inferIn;

/**
 * An entry: an order (debit), a payment made outside a collection (order desk or online; credit),
 * a collection (credit, voided ones left out), a return the shop took back (credit), money sent
 * back (debit).
 */
export const statementEntryKinds = ["order", "payment", "collection", "return", "refund"] as const;
export type StatementEntryKind = (typeof statementEntryKinds)[number];

export interface StatementEntry {
  kind: StatementEntryKind;
  /** When it happened: placed, received, collected (midnight UTC of the day), taken back. */
  at: number;
  /** The order number, or the receipt number for a collection. */
  reference: string;
  /** The order it is about (null for a collection). */
  orderNumber: string | null;
  debit: number;
  credit: number;
  /** The balance after this entry. */
  balance: number;
  /** When an order on account falls due (an ISO day of the shop), else null. */
  dueOn: string | null;
}

export interface CustomerStatement {
  customer: SalesCustomerRef & { email: string; phone: string; userCode: string | null };
  salesperson: { id: number; name: string } | null;
  currency: string;
  from: string | null;
  to: string | null;
  openingBalance: number;
  closingBalance: number;
  entries: StatementEntry[];
  seller: CollectionReceipt["seller"];
}

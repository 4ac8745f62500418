// The order desk's API (issue #20 items 1 and 4, decision 0080): /api/admin/orders. The list
// filters and searches what a wholesaler looks orders up by, with counts per status for its tabs;
// the detail carries every snapshot the order was placed with, its payments, history and notes;
// the inputs move an order along the status table (decision 0045), record shipping details,
// offline payments and internal notes.
import { type } from "arktype";
import { finalStatuses, nextStatuses, orderStatuses, type OrderStatus } from "../../orders/order-status.ts";
import {
  offlinePaymentMethods,
  paymentStates,
  type OfflinePaymentMethod,
  type PaymentState,
} from "../../orders/payment-state.ts";
import type { RefundStatus } from "../../orders/refund-status.ts";
import type { PaymentKind } from "../../checkout/payment-methods.ts";
import type { Locale } from "../../profiles.ts";
import type { OrderShipment } from "./shipments.ts";
import type { ValidationMessage } from "../../validation/messages.ts";
import { date, isoDay, optionalText, optionalUrl, receivedMoney, requiredText } from "../../validation/rules.ts";
import { adminListQuery, listFilter, type AdminListPage } from "../admin-resources.ts";
import { yesNoFilter } from "./customers.ts";

export { finalStatuses, nextStatuses, offlinePaymentMethods, orderStatuses, paymentStates };
export type { OfflinePaymentMethod, OrderStatus, PaymentState };

// --- The list ---

export const orderSorts = ["placedAt", "orderNumber", "grandTotal", "customerName", "status"] as const;
export type OrderSort = (typeof orderSorts)[number];

/** The payment filter: a payment state, or `awaiting` (unpaid or partly paid, not cancelled, refused or rejected). */
export const paymentStateFilters = [...paymentStates, "awaiting"] as const;
export type PaymentStateFilter = (typeof paymentStateFilters)[number];

/**
 * The orders list (the address form, decision 0080): `search` (order number, the buyer's PO
 * reference, customer name, company, email, phone), `status`, `from` and `to` (ISO dates,
 * YYYY-MM-DD, both days included, in the shop's time zone), `customer`, `salesperson` (`none`:
 * orders without one), `paymentMethod`, `shippingZone` (ids), `hasReturn` (`true`/`false`) and
 * `paymentState` (a state or `awaiting`). Newest first unless `sort` says otherwise.
 * @example ?status=pending&from=2026-01-01&paymentState=awaiting&sort=-grandTotal
 */
export const OrderListQuery = adminListQuery(orderSorts, {
  status: type.enumerated(...orderStatuses).configure({ message: "errors.invalidInput" }),
  from: isoDay(),
  to: isoDay(),
  customer: listFilter.id,
  salesperson: listFilter.idOrNone,
  paymentMethod: listFilter.id,
  shippingZone: listFilter.id,
  hasReturn: yesNoFilter,
  paymentState: type.enumerated(...paymentStateFilters).configure({ message: "errors.invalidInput" }),
});
export type OrderListQuery = typeof OrderListQuery.infer;
/** The list query as the address and the client write it (every value text). */
export type OrderListSearch = typeof OrderListQuery.inferIn;

/** A row of the orders list. */
export interface OrderRow {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  placedAt: number;
  /** The buyer: the name as ordered (a snapshot) and their company today. */
  customer: { id: number; name: string; companyName: string };
  /** The salesperson as ordered (a snapshot name; the id is null once they are deleted). */
  salesperson: { id: number | null; name: string } | null;
  /** The payment method's name as the buyer saw it when ordering. */
  paymentMethodName: string;
  paymentState: PaymentState;
  /** Minor units received so far (core/orders/payment-state.ts). */
  paidAmount: number;
  grandTotal: number;
  currency: string;
  purchaseOrderReference: string | null;
  /** Whether a return (refund request) was made for the order. */
  hasReturn: boolean;
}

/** How many orders each status tab holds, with every other filter applied; `all` is the sum. */
export type OrderStatusCounts = Record<OrderStatus | "all", number>;

/** GET /api/admin/orders: a page of orders, and the counts per status for the tabs. */
export type OrderListPage = AdminListPage<OrderRow> & { counts: OrderStatusCounts };

// --- The detail ---

/** Who moved an order (its history's actor; "payment" is a provider webhook). */
export const orderActors = ["customer", "salesperson", "admin", "payment", "system"] as const;
export type OrderActor = (typeof orderActors)[number];

/** A place on the map: where the delivery address was pinned. */
export interface OrderLocation {
  lat: number;
  lng: number;
}

/** The delivery address as ordered; `location` when the address was pinned on the map. */
export interface OrderAddress {
  country: string;
  city: string;
  address1: string;
  address2: string | null;
  postcode: string | null;
  neighbourhood: string | null;
  location: OrderLocation | null;
}

/** A line as ordered: every value is the snapshot taken at ordering. */
export interface OrderDetailLine {
  id: number;
  /** The product and variant today, null once deleted (the line keeps its snapshots). */
  productId: number | null;
  variantId: number | null;
  title: string;
  sku: string;
  /** The variant's attributes and values (Size: XL), in the order's language. */
  variantValues: { attribute: string; value: string }[];
  /** The option choices and what each added to the unit price (minor units). */
  selections: { groupName: string; choiceName: string; priceDelta: number }[];
  unitPrice: number;
  quantity: number;
  vatRateBasisPoints: number;
  vatAmount: number;
  lineTotal: number;
}

/** Every total of the order, in minor units. */
export interface OrderTotals {
  uniqueItemsCount: number;
  totalItemsCount: number;
  subTotal: number;
  selectionsTotal: number;
  discountTotal: number;
  vatTotal: number;
  shippingCost: number;
  grandTotal: number;
}

/** An offline payment an admin recorded. */
export interface OrderPaymentRow {
  id: number;
  amount: number;
  currency: string;
  method: OfflinePaymentMethod;
  /** The transfer's reference or the cheque's number. */
  reference: string | null;
  /** The day the money arrived: an ISO date (YYYY-MM-DD). */
  receivedOn: string;
  /** The admin who recorded it (their name then; the id is null once they are deleted). */
  recordedBy: { id: number | null; name: string };
  createdAt: number;
}

/** A payment provider's event for the order (a verified webhook). */
export interface OrderPaymentEvent {
  provider: string;
  eventId: string;
  type: string;
  receivedAt: number;
}

/** A status the order was moved into, by whom and why. */
export interface OrderHistoryEntry {
  id: number;
  status: OrderStatus;
  actor: OrderActor;
  /** The admin's name when an admin moved it (as it was then), else null. */
  adminName: string | null;
  /**
   * The admin's words, a provider's event type, or a message key (`orderHistory.*`) when the shop
   * itself moved the order (core/orders/history-notes.ts).
   */
  note: string | null;
  createdAt: number;
}

/** An internal note on the order: admins only, never shown to the buyer. */
export interface OrderNote {
  id: number;
  text: string;
  author: { id: number | null; name: string };
  createdAt: number;
}

/** A return (refund request) of the order. */
export interface OrderReturn {
  id: number;
  status: RefundStatus;
  /** The value of the lines it returns, in minor units. */
  total: number;
  createdAt: number;
}

/** GET /api/admin/orders/{id}: everything the order desk shows of one order. */
export interface OrderDetail {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  /** Exactly the statuses the order may move to now (core/orders/order-status.ts). */
  nextStatuses: OrderStatus[];
  /** The language the order was placed in: its emails are written in it. */
  locale: Locale;
  placedAt: number;
  updatedAt: number;
  currency: string;
  customer: {
    id: number;
    /** The name as ordered (a snapshot). */
    name: string;
    firstName: string;
    lastName: string;
    companyName: string;
    email: string;
    phone: string;
  };
  salesperson: { id: number | null; name: string } | null;
  /** Which of the company's people placed it and who approved it, by name as then (decision 0103); null: its own account. */
  companyPerson: { placedBy: string; approvedBy: string | null } | null;
  address: OrderAddress;
  delivery: {
    method: string;
    shippingZone: { id: number; name: string } | null;
    minDays: number | null;
    maxDays: number | null;
  };
  paymentMethod: {
    id: number | null;
    /** As the buyer saw it when ordering. */
    name: string;
    /** The method's kind today; null once the method is deleted. */
    kind: PaymentKind | null;
  };
  /** Whether offline payments may be recorded: the method is not paid online. */
  takesOfflinePayments: boolean;
  paymentState: PaymentState;
  paidAmount: number;
  refundedAmount: number;
  /** When the order was paid in full (a provider, or offline payments reaching the total). */
  paidAt: number | null;
  /** The provider's reference of an online payment. */
  paymentReference: string | null;
  payments: OrderPaymentRow[];
  paymentEvents: OrderPaymentEvent[];
  purchaseOrderReference: string | null;
  /** Paid on account: the day the order is due (decision 0102), an ISO date; null otherwise. */
  dueOn: string | null;
  /** The buyer's note. */
  note: string | null;
  couponCode: string | null;
  shipping: { shipmentName: string | null; shipmentUrl: string | null; shippingCompany: string | null };
  /** The shipment made through a carrier (POST /api/admin/shipments, decision 0084), locked; null until then. */
  shipment: OrderShipment | null;
  lines: OrderDetailLine[];
  totals: OrderTotals;
  /** Oldest first. */
  history: OrderHistoryEntry[];
  /** Oldest first. */
  notes: OrderNote[];
  returns: OrderReturn[];
}

// --- The inputs ---

/** The longest note an admin writes on a status change or as an internal note. */
export const maxOrderNoteLength = 2000;

/**
 * PATCH /api/admin/orders/{id}: move the order to `status` (through changeOrderStatus). `from` is
 * the status the admin saw: when the order moved meanwhile the change is refused (409
 * `order_changed`) instead of applied to a state nobody looked at. The screens always send it.
 */
export const OrderStatusChange = type({
  status: type.enumerated(...orderStatuses).configure({ message: "validation.choice" }),
  "from?": type.enumerated(...orderStatuses).configure({ message: "validation.choice" }),
  "note?": optionalText({ max: maxOrderNoteLength }),
}).onUndeclaredKey("delete");
export type OrderStatusChange = typeof OrderStatusChange.infer;
export type OrderStatusChangeIn = typeof OrderStatusChange.inferIn;

/** Every message `OrderStatusChange` may report (contracts.test.ts probes it). */
export const orderStatusChangeMessages = [
  "validation.choice",
  "validation.tooLong",
] as const satisfies readonly ValidationMessage[];

/**
 * PATCH /api/admin/orders/{id}/shipping: the shipment's name, its tracking link and the carrier;
 * a field left out keeps its value, a blank one clears it.
 */
export const OrderShippingInput = type({
  "shipmentName?": optionalText({ max: 200 }),
  "shipmentUrl?": optionalUrl(),
  "shippingCompany?": optionalText({ max: 200 }),
}).onUndeclaredKey("delete");
export type OrderShippingInput = typeof OrderShippingInput.infer;
export type OrderShippingInputIn = typeof OrderShippingInput.inferIn;

/** Every message `OrderShippingInput` may report. */
export const orderShippingInputMessages = [
  "validation.url",
  "validation.tooLong",
] as const satisfies readonly ValidationMessage[];

/**
 * POST /api/admin/orders/{id}/payments: money that arrived for an offline order: the amount in
 * minor units, the day (DD/MM/YYYY, read as an ISO date), how it came and its reference or cheque
 * number. Refused (409) above what is still due and for orders paid online.
 */
export const OrderPaymentInput = type({
  amount: receivedMoney(),
  receivedOn: date(),
  method: type.enumerated(...offlinePaymentMethods).configure({ message: "validation.choice" }),
  "reference?": optionalText({ max: 100 }),
}).onUndeclaredKey("delete");
export type OrderPaymentInput = typeof OrderPaymentInput.infer;
export type OrderPaymentInputIn = typeof OrderPaymentInput.inferIn;

/** Every message `OrderPaymentInput` may report. */
export const orderPaymentInputMessages = [
  "validation.amount.positive",
  "validation.amount.tooLarge",
  "validation.date",
  "validation.choice",
  "validation.tooLong",
] as const satisfies readonly ValidationMessage[];

/**
 * POST /api/admin/orders/{id}/lines (short shipping, decision 0083): the lines whose quantity goes
 * down, each to a lower quantity or 0 to remove it; `from` is the status the screen showed.
 */
export const OrderLinesInput = type({
  lines: type({
    id: type("1 <= number.integer <= 999999999999").configure({ message: "errors.invalidInput" }),
    quantity: type("0 <= number.integer <= 50000").configure({ message: "errors.invalidInput" }),
  })
    .array()
    .atLeastLength(1)
    .atMostLength(500)
    .configure({ message: "errors.invalidInput" }),
  "from?": type.enumerated(...orderStatuses).configure({ message: "validation.choice" }),
}).onUndeclaredKey("delete");
export type OrderLinesInput = typeof OrderLinesInput.infer;
export type OrderLinesInputIn = typeof OrderLinesInput.inferIn;

/** POST /api/admin/orders/{id}/notes: an internal note, 1 to 2,000 characters. */
export const OrderNoteInput = type({
  text: requiredText({ max: maxOrderNoteLength }),
}).onUndeclaredKey("delete");
export type OrderNoteInput = typeof OrderNoteInput.infer;
export type OrderNoteInputIn = typeof OrderNoteInput.inferIn;

/** Every message `OrderNoteInput` may report. */
export const orderNoteInputMessages = [
  "validation.required",
  "validation.tooLong",
] as const satisfies readonly ValidationMessage[];

/**
 * What every write answers (PATCH the status, PATCH …/shipping, POST …/payments, POST …/notes):
 * the order as it is now.
 */
export type OrderWriteAnswer = OrderDetail;

/**
 * The refusals of the order desk's writes (the answer's `error.code`), each with a translated
 * message: 409 `order_transition_invalid` (the table does not allow the move), 409 `order_changed`
 * (the order is no longer in `from`, or another change won the race: reload it), 409
 * `payment_above_total` (more than is still due), 409 `payment_online` (a card order's payment
 * comes from its provider), 400 `invalid_input` (a field's message), 404 `not_found`.
 */
export const orderErrorCodes = [
  "order_transition_invalid",
  "order_changed",
  "payment_above_total",
  "payment_online",
  "invalid_input",
  "not_found",
] as const;
export type OrderErrorCode = (typeof orderErrorCodes)[number];

/**
 * GET /api/admin/orders.csv takes the list's query (its page and page size aside) and answers the
 * whole filtered list as CSV, streamed, headers in the admin's language.
 */
export const orderCsvPath = "/api/admin/orders.csv";

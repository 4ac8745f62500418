// Commerce: coupons, shipping zones and rates, payment methods, server-side carts, orders and their
// lines, invoices, refunds and collections. Orders and invoices keep snapshots (titles, prices,
// addresses, names) so later catalogue or profile edits never rewrite history; their foreign keys
// only link back to the live rows while those exist.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, currencyCode, id, locale, nonNegative, oneOf, updatedAt, validJson } from "./columns.ts";
import { locales } from "../../core/profiles.ts";
import {
  zoneCityRules,
  zoneDefinitionMethods,
  type ZoneCityRule,
  type ZoneDefinitionMethod,
} from "../../core/checkout/delivery.ts";
import { galleryImages, productVariants, products } from "./catalogue.ts";
import { admins, companyPeople, customers, salespeople } from "./people.ts";
import { orderApprovalStatuses } from "../../core/company/roles.ts";
import type { CheckoutRequest } from "../../core/contracts/checkout.ts";
import { cities } from "./places.ts";

// SPEC §4 order statuses and their transitions live in core (decision 0045)
import { orderStatuses } from "../../core/orders/order-status.ts";
import { offlinePaymentMethods } from "../../core/orders/payment-state.ts";
import { paymentKinds } from "../../core/checkout/payment-methods.ts";
export { orderStatuses, type OrderStatus } from "../../core/orders/order-status.ts";
export { offlinePaymentMethods, type OfflinePaymentMethod } from "../../core/orders/payment-state.ts";

// SPEC §4 leaves refund statuses open: the table is core's (decision 0083)
import { refundMethods, refundStatuses } from "../../core/orders/refund-status.ts";
export {
  refundMethods,
  refundStatuses,
  type RefundMethod,
  type RefundStatus,
} from "../../core/orders/refund-status.ts";

// SPEC §4 abandoned-cart states live in core (decision 0093)
import { cartStates } from "../../core/cart-states.ts";
export { cartStates, type CartState } from "../../core/cart-states.ts";

// SPEC §3 coupon types live in core, beside checkout's coupon rules (decision 0088)
import { couponTypes } from "../../core/checkout/coupons.ts";
export { couponTypes, type CouponType } from "../../core/checkout/coupons.ts";

export { zoneCityRules, zoneDefinitionMethods, type ZoneCityRule, type ZoneDefinitionMethod };

// SPEC §3 and §9 payment method kinds live in core, with what checkout and the admin's contract do with them
export { paymentKinds, type PaymentKind } from "../../core/checkout/payment-methods.ts";

// Collections' methods and states live in core (decision 0094)
import { collectionMethods, collectionStates } from "../../core/collections.ts";
export {
  collectionMethods,
  collectionStates,
  type CollectionMethod,
  type CollectionState,
} from "../../core/collections.ts";

export interface LatLng {
  lat: number;
  lng: number;
}

export interface AddressSnapshot {
  country: string;
  city: string;
  address1: string;
  address2: string | null;
  postcode: string | null;
  neighbourhood: string | null;
  /** Where the address was pinned on the map, when it was (orders placed from issue #20 on). */
  location?: LatLng | null;
}

export interface LineSelection {
  optionGroupId: number;
  optionChoiceId: number;
  groupName: string;
  choiceName: string;
  // Minor units, added to the unit price
  priceDelta: number;
}

/** A variant's attribute and value as the line was ordered (Size: XL), in the order's language. */
export interface LineVariantValue {
  attribute: string;
  value: string;
}

/** A line of an invoice: the order line's snapshot (decision 0082). */
export interface InvoiceItem {
  title: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  selections: Pick<LineSelection, "groupName" | "choiceName" | "priceDelta">[];
  variantValues?: LineVariantValue[];
  vatRateBasisPoints: number;
  /** Minor units of VAT on the line (UK VAT invoices show it per line). */
  vatAmount?: number;
  lineTotal: number;
}

/** The seller as an invoice states it (SPEC §3 company profile, in the invoice's language). */
export interface SellerDetails {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  vatNumber: string | null;
  commercialRecordNumber: string | null;
}

export interface BankDetails {
  bankName: string | null;
  accountName: string | null;
  bankNumber: string | null;
  sortCode: string | null;
  iban: string | null;
}

// SPEC §3 cart item: id and price required, quantity default 1, plus free fields
export interface CartItem {
  id: string;
  price: number;
  quantity: number;
  [field: string]: unknown;
}

export const coupons = sqliteTable(
  "coupons",
  {
    id: id(),
    // Stored upper-cased so customers can type it in any case
    code: text("code").notNull().unique(),
    type: text("type", { enum: couponTypes }).notNull(),
    // Percent coupons: basis points (1000 = 10 %); fixed coupons: minor units
    value: integer("value").notNull(),
    minCartAmount: integer("min_cart_amount").notNull().default(0),
    startsAt: integer("starts_at"),
    endsAt: integer("ends_at"),
    // Issue #10: how many orders may use it (null: no limit), and how many have. Placing an order
    // increments used_count only while it is below the limit, in the order's own batch.
    usageLimit: integer("usage_limit"),
    usedCount: integer("used_count").notNull().default(0),
    // Issue #21 item 3 (decision 0088): how many of one customer's orders may use it (null: no
    // limit), checked in the order's own batch; inactive, it is refused like an expired one (a used
    // coupon is ended this way, never deleted)
    perCustomerLimit: integer("per_customer_limit"),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf(t.type, couponTypes),
    check("coupons_usage_within_limit", sql`usage_limit is null or used_count <= usage_limit`),
    check("coupons_code_shape", sql`length(code) > 0 and code = upper(code)`),
    ...nonNegative(t.value, t.minCartAmount, t.usageLimit, t.usedCount),
    check("coupons_percent_at_most_100", sql`type <> 'percent' or value <= 10000`),
    check("coupons_ends_after_start", sql`starts_at is null or ends_at is null or ends_at > starts_at`),
  ],
);

export const shippingZones = sqliteTable(
  "shipping_zones",
  {
    id: id(),
    name: text("name").notNull().unique(),
    imageId: integer("image_id").references(() => galleryImages.id, { onDelete: "set null" }),
    definitionMethod: text("definition_method", { enum: zoneDefinitionMethods }).notNull().default("general"),
    polygon: text("polygon", { mode: "json" }).$type<LatLng[]>(),
    // Decision 0091: between zones that cover an address alike, the higher priority wins
    priority: integer("priority").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf(t.definitionMethod, zoneDefinitionMethods),
    validJson(t.polygon),
    check("shipping_zones_polygon_when_polygon", sql`definition_method <> 'polygon' or polygon is not null`),
  ],
);

export const zoneCities = sqliteTable(
  "zone_cities",
  {
    zoneId: integer("zone_id")
      .notNull()
      .references(() => shippingZones.id, { onDelete: "cascade" }),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    rule: text("rule", { enum: zoneCityRules }).notNull().default("include"),
  },
  (t) => [
    primaryKey({ columns: [t.zoneId, t.cityId] }),
    oneOf(t.rule, zoneCityRules),
    index("zone_cities_city").on(t.cityId),
  ],
);

// SPEC §3 shipping rate bands; SPEC §5: each min above the previous max (checked by the API, as
// it spans rows). A null max means the band is open-ended.
export const shippingRates = sqliteTable(
  "shipping_rates",
  {
    id: id(),
    zoneId: integer("zone_id")
      .notNull()
      .references(() => shippingZones.id, { onDelete: "cascade" }),
    minOrderAmount: integer("min_order_amount").notNull().default(0),
    maxOrderAmount: integer("max_order_amount"),
    charge: integer("charge").notNull(),
    minDeliveryDays: integer("min_delivery_days").notNull(),
    maxDeliveryDays: integer("max_delivery_days").notNull(),
  },
  (t) => [
    ...nonNegative(t.minOrderAmount, t.maxOrderAmount, t.charge, t.minDeliveryDays),
    check("shipping_rates_max_above_min", sql`max_order_amount is null or max_order_amount > min_order_amount`),
    check("shipping_rates_days_order", sql`max_delivery_days >= min_delivery_days`),
    uniqueIndex("shipping_rates_zone_min").on(t.zoneId, t.minOrderAmount),
  ],
);

export const paymentMethods = sqliteTable(
  "payment_methods",
  {
    id: id(),
    // Internal key; customers see the translated display name
    name: text("name").notNull().unique(),
    kind: text("kind", { enum: paymentKinds }).notNull(),
    provider: text("provider"),
    gateway: text("gateway"),
    logoImageId: integer("logo_image_id").references(() => galleryImages.id, { onDelete: "set null" }),
    isOnline: integer("is_online", { mode: "boolean" }).notNull().default(false),
    hasInstallments: integer("has_installments", { mode: "boolean" }).notNull().default(false),
    // Order amount limits in minor units; null means no limit
    minLimit: integer("min_limit"),
    maxLimit: integer("max_limit"),
    // The spec is silent on switching a method off; admins expect to, without deleting it
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf(t.kind, paymentKinds),
    ...nonNegative(t.minLimit, t.maxLimit),
    check("payment_methods_limits_order", sql`min_limit is null or max_limit is null or max_limit >= min_limit`),
  ],
);

export const paymentMethodTranslations = sqliteTable(
  "payment_method_translations",
  {
    paymentMethodId: integer("payment_method_id")
      .notNull()
      .references(() => paymentMethods.id, { onDelete: "cascade" }),
    locale: locale(),
    displayName: text("display_name").notNull(),
    note: text("note"),
  },
  (t) => [primaryKey({ columns: [t.paymentMethodId, t.locale] }), oneOf(t.locale, locales)],
);

// SPEC §2 admin payment-methods/assign-zones/{id}
export const paymentMethodZones = sqliteTable(
  "payment_method_zones",
  {
    paymentMethodId: integer("payment_method_id")
      .notNull()
      .references(() => paymentMethods.id, { onDelete: "cascade" }),
    zoneId: integer("zone_id")
      .notNull()
      .references(() => shippingZones.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.paymentMethodId, t.zoneId] }), index("payment_method_zones_zone").on(t.zoneId)],
);

// SPEC §3 keeps the cart in the browser; a signed-in customer's copy is mirrored here so the admin
// can see abandoned carts (SPEC §4: no items, at least one item, a week passed).
export const carts = sqliteTable(
  "carts",
  {
    customerId: integer("customer_id")
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    items: text("items", { mode: "json" }).$type<CartItem[]>().notNull(),
    totalItems: integer("total_items").notNull().default(0),
    cartTotal: integer("cart_total").notNull().default(0),
    // SPEC §4 abandoned-cart states: written on each mirror ("empty" or "active"); the scheduled job
    // turns an active cart untouched for a week into "left"
    state: text("state", { enum: cartStates }).notNull().default("empty"),
    updatedAt: updatedAt(),
    // When the abandoned-cart reminder went out, so it is sent once
    remindedAt: integer("reminded_at"),
  },
  (t) => [
    validJson(t.items),
    oneOf(t.state, cartStates),
    ...nonNegative(t.totalItems, t.cartTotal),
    index("carts_updated_at").on(t.updatedAt),
    index("carts_state_updated_at").on(t.state, t.updatedAt),
  ],
);

export const orders = sqliteTable(
  "orders",
  {
    id: id(),
    orderNumber: text("order_number").notNull().unique(),
    status: text("status", { enum: orderStatuses }).notNull().default("pending"),
    // Orders are business records: a customer with orders cannot be deleted
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    salespersonId: integer("salesperson_id").references(() => salespeople.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull(),
    salespersonName: text("salesperson_name"),
    address: text("address", { mode: "json" }).$type<AddressSnapshot>().notNull(),
    shippingZoneId: integer("shipping_zone_id").references(() => shippingZones.id, { onDelete: "set null" }),
    deliveryMethod: text("delivery_method").notNull(),
    paymentMethodId: integer("payment_method_id").references(() => paymentMethods.id, { onDelete: "set null" }),
    paymentMethodName: text("payment_method_name").notNull(),
    // The payment provider's reference for online payments (SPEC §2 /success/{token})
    paymentReference: text("payment_reference"),
    // The unguessable token of the payment result pages (/success/{token}, /failure/{token})
    paymentToken: text("payment_token").unique(),
    // When the order was paid in full: a verified provider webhook, or the offline payments an
    // admin recorded reaching the grand total (migration 0020's trigger). Decision 0080: set
    // exactly while what was paid covers the total; whoever lowers a total (short shipping) keeps that
    // true, as the payment state and its filters read it
    paidAt: integer("paid_at"),
    // Decision 0080: the sum of the order's offline payments (order_payments), kept by migration
    // 0020's trigger, so the list filters by payment state without summing per row. No CHECK:
    // adding one rebuilds the table; only the trigger writes it, adding amounts above 0.
    paidAmount: integer("paid_amount").notNull().default(0),
    // Decision 0073: until when an online order waits for its payment (the open provider session's
    // expiry; from placing, a session's lifetime); the expiry job cancels it a grace period later
    paymentDueAt: integer("payment_due_at"),
    // Decision 0102: an order paid on account is due the day placed (the shop's day) plus the
    // company's terms, stored as every entered day (midnight UTC of the ISO day); null otherwise
    dueOn: integer("due_on"),
    // Provider sessions opened for the order: opening one claims the next number, so two at once
    // cannot both hand out a payable page (decision 0073)
    paymentAttempt: integer("payment_attempt").notNull().default(0),
    // The Idempotency-Key the order was placed with: the same key for the same customer answers
    // the same order (issue #10)
    idempotencyKey: text("idempotency_key"),
    // SHA-256 of the request the key first came with (decision 0074): the key again with another
    // request is refused (422), not answered with this order. Null for orders placed before.
    idempotencyFingerprint: text("idempotency_fingerprint"),
    // The buyer's own purchase-order reference, shown on the order, its emails and its invoice
    purchaseOrderReference: text("purchase_order_reference"),
    // The language the order was placed in: its emails are written in it
    locale: text("locale", { enum: locales }).notNull().default("ar"),
    minDeliveryDays: integer("min_delivery_days"),
    maxDeliveryDays: integer("max_delivery_days"),
    currency: text("currency").notNull(),
    uniqueItemsCount: integer("unique_items_count").notNull(),
    totalItemsCount: integer("total_items_count").notNull(),
    subTotal: integer("sub_total").notNull(),
    vatTotal: integer("vat_total").notNull().default(0),
    selectionsTotal: integer("selections_total").notNull().default(0),
    discountTotal: integer("discount_total").notNull().default(0),
    shippingCost: integer("shipping_cost").notNull().default(0),
    grandTotal: integer("grand_total").notNull(),
    note: text("note"),
    shipmentName: text("shipment_name"),
    shipmentUrl: text("shipment_url"),
    shippingCompany: text("shipping_company"),
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    // Company accounts (decision 0103): the colleague who placed it (null: the company's own
    // account, or a salesperson or admin) and who approved it when it waited for approval, by id
    // while the person exists and by name for good
    placedByPersonId: integer("placed_by_person_id").references(() => companyPeople.id, { onDelete: "set null" }),
    placedByName: text("placed_by_name"),
    approvedByPersonId: integer("approved_by_person_id").references(() => companyPeople.id, { onDelete: "set null" }),
    approvedByName: text("approved_by_name"),
    placedAt: createdAt("placed_at"),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf(t.status, orderStatuses),
    currencyCode(t.currency),
    validJson(t.address),
    ...nonNegative(
      t.uniqueItemsCount,
      t.totalItemsCount,
      t.subTotal,
      t.vatTotal,
      t.selectionsTotal,
      t.discountTotal,
      t.shippingCost,
      t.grandTotal,
    ),
    check("orders_counts_consistent", sql`total_items_count >= unique_items_count`),
    // The status after the sort key: the order desk's counts per status under a filter read the
    // index alone, and a status tab walks it newest first (decision 0086)
    index("orders_customer_placed").on(t.customerId, t.placedAt, t.status),
    index("orders_salesperson_placed").on(t.salespersonId, t.placedAt, t.status),
    // A customer's balance reads their orders from the index alone (decision 0094)
    index("orders_customer_balance").on(t.customerId, t.status, t.grandTotal, t.paidAmount, t.paidAt),
    // Orders on account by company and due day: a company's overdue ones, checked as an order on
    // account is placed, and everyone's for the dashboard, read from the index alone (decision 0102)
    index("orders_customer_due_on")
      .on(t.customerId, t.dueOn, t.status, t.grandTotal, t.paidAmount, t.paidAt)
      .where(sql`due_on is not null`),
    index("orders_status_placed").on(t.status, t.placedAt),
    // The texts a search word under 3 characters is looked for in (too short for the trigram
    // index), the customer and the status after the date: such a search, and its counts, read
    // this index instead of every order's row (decision 0086). The grand total last: the
    // dashboard's sales per period, totals and top customers read the index alone (decision 0090)
    index("orders_placed_at").on(
      t.placedAt,
      t.orderNumber,
      t.purchaseOrderReference,
      t.customerName,
      t.customerId,
      t.status,
      t.grandTotal,
    ),
    // The order desk's filters and sorts (decision 0080); its search is migration 0020's
    // order_search (trigram FTS5, not declared here, as product_search)
    // Each also holds the other one and the status: method + zone and their counts read no orders
    index("orders_payment_method_placed").on(t.paymentMethodId, t.placedAt, t.shippingZoneId, t.status),
    index("orders_shipping_zone_placed").on(t.shippingZoneId, t.placedAt, t.paymentMethodId, t.status),
    index("orders_grand_total").on(t.grandTotal),
    // A coupon's uses and revenue (the coupons list) and one customer's uses of it (the
    // per-customer limit, checked when an order is placed), read from the index alone (decision 0088)
    index("orders_coupon_customer").on(t.couponId, t.customerId, t.status, t.grandTotal),
    index("orders_customer_name").on(t.customerName),
    // The payment state's filters and counts read these, not the table (decision 0080); paid_at
    // in them makes them covering (SQLite does not count a partial index's WHERE as its columns,
    // decision 0086)
    index("orders_unpaid")
      .on(t.status, t.paidAmount, t.grandTotal, t.paidAt)
      .where(sql`paid_at is null`),
    index("orders_paid")
      .on(t.status, t.paidAt)
      .where(sql`paid_at is not null`),
    uniqueIndex("orders_customer_idempotency_key").on(t.customerId, t.idempotencyKey),
    oneOf(t.locale, locales),
    // A buyer's own orders this month (approved ones aside), checked against their monthly limit
    // in the order's insert (decision 0103), read from the index alone
    index("orders_placed_by_person")
      .on(t.placedByPersonId, t.placedAt, t.status, t.grandTotal)
      .where(sql`placed_by_person_id is not null and approved_by_name is null`),
  ],
);

// An order waiting for the company owner's approval (issue #23 item 1, decision 0103): the checkout
// request as sent, never an order until approved. It holds no stock and has no number; approving
// places the request as an ordinary order, priced again then (order_id).
export const orderApprovals = sqliteTable(
  "order_approvals",
  {
    id: id(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    askedByPersonId: integer("asked_by_person_id").references(() => companyPeople.id, { onDelete: "set null" }),
    askedByName: text("asked_by_name").notNull(),
    request: text("request", { mode: "json" }).$type<CheckoutRequest>().notNull(),
    // The grand total when asked (minor units); the order is priced again when approved
    totalWhenAsked: integer("total_when_asked").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: orderApprovalStatuses }).notNull().default("waiting"),
    // Why it was rejected (required then)
    reason: text("reason"),
    decidedByPersonId: integer("decided_by_person_id").references(() => companyPeople.id, { onDelete: "set null" }),
    decidedByName: text("decided_by_name"),
    decidedAt: integer("decided_at"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf(t.status, orderApprovalStatuses),
    currencyCode(t.currency),
    validJson(t.request),
    ...nonNegative(t.totalWhenAsked),
    check("order_approvals_rejected_reason", sql`status <> 'rejected' or length(trim(reason)) > 0`),
    index("order_approvals_customer").on(t.customerId, t.status, t.createdAt),
  ],
);

// How many orders each status holds, kept by migration 0024's triggers on orders (insert, delete,
// a status change), never written by the application: the order desk's unfiltered tabs read this
// instead of counting every order (decision 0086). A status no order ever held has no row.
export const orderStatusCounts = sqliteTable(
  "order_status_counts",
  {
    status: text("status", { enum: orderStatuses }).primaryKey(),
    count: integer("count").notNull().default(0),
  },
  (t) => [oneOf(t.status, orderStatuses)],
);

export const orderLines = sqliteTable(
  "order_lines",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    // The variant code when a variant was ordered, else the product SKU
    sku: text("sku").notNull(),
    unitPrice: integer("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
    selections: text("selections", { mode: "json" }).$type<LineSelection[]>().notNull().default([]),
    // The variant's values when a variant was ordered (issue #19 item 7): a snapshot like the title,
    // so the order, its emails and pages say "Size: XL, Colour: White", not only the code
    variantValues: text("variant_values", { mode: "json" }).$type<LineVariantValue[]>().notNull().default([]),
    vatRateBasisPoints: integer("vat_rate_basis_points").notNull().default(0),
    vatAmount: integer("vat_amount").notNull().default(0),
    lineTotal: integer("line_total").notNull(),
  },
  (t) => [
    ...nonNegative(t.unitPrice, t.vatAmount, t.lineTotal),
    // SPEC §9: quantity at least 1
    check("order_lines_quantity_positive", sql`quantity >= 1`),
    check("order_lines_vat_rate_range", sql`vat_rate_basis_points between 0 and 10000`),
    validJson(t.selections),
    // The product and total after the order: the dashboard's top categories and brands read a
    // period's lines from the index alone (decision 0090)
    index("order_lines_order").on(t.orderId, t.productId, t.lineTotal),
    index("order_lines_product").on(t.productId),
    index("order_lines_variant").on(t.variantId),
  ],
);

// Every status an order has been in, with when and by whom (the customer area shows it)
export const orderStatusHistory = sqliteTable(
  "order_status_history",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: orderStatuses }).notNull(),
    // Who moved it: "customer", "salesperson", "admin", "payment" (a provider webhook) or "system"
    actor: text("actor").notNull(),
    // Decision 0080: which admin, when an admin moved it (the name as it was, kept if they leave)
    adminId: integer("admin_id").references(() => admins.id, { onDelete: "set null" }),
    adminName: text("admin_name"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [oneOf(t.status, orderStatuses), index("order_status_history_order").on(t.orderId, t.createdAt)],
);

// Money an admin recorded as received for an offline order (issue #20 item 1, decision 0080):
// several partial payments, never above the order's grand total (the insert's own condition).
export const orderPayments = sqliteTable(
  "order_payments",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    method: text("method", { enum: offlinePaymentMethods }).notNull(),
    // The transfer's reference or the cheque's number
    reference: text("reference"),
    // The day the money arrived (entered DD/MM/YYYY): midnight UTC of that day
    receivedOn: integer("received_on").notNull(),
    recordedByAdminId: integer("recorded_by_admin_id").references(() => admins.id, { onDelete: "set null" }),
    recordedByName: text("recorded_by_name").notNull(),
    // The collection whose confirmation recorded it (decision 0094), else null
    collectionId: integer("collection_id").references(() => collections.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("order_payments_amount_positive", sql`amount > 0`),
    // Confirming a collection twice (a race) records each of its orders' payments once
    uniqueIndex("order_payments_collection_order")
      .on(t.collectionId, t.orderId)
      .where(sql`collection_id is not null`),
    currencyCode(t.currency),
    oneOf(t.method, offlinePaymentMethods),
    index("order_payments_order").on(t.orderId, t.createdAt),
    // A customer's balance sums each order's confirmed collections (decision 0094): this index alone answers it
    index("order_payments_collected")
      .on(t.orderId, t.amount)
      .where(sql`collection_id is not null`),
  ],
);

// Internal notes on an order: admins write and read them; the buyer never sees them
export const orderNotes = sqliteTable(
  "order_notes",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    authorAdminId: integer("author_admin_id").references(() => admins.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("order_notes_text_length", sql`length(text) between 1 and 2000`),
    index("order_notes_order").on(t.orderId, t.createdAt),
  ],
);

// A shipment made for an order through a carrier (issue #20 item 1, decision 0084). SPEC §4: making
// one "may incur fees and cannot be undone", so there is one per order (the unique order_id is the
// lock) and nothing updates or deletes it once its tracking number is written. A row without a
// tracking number is a claim: the carrier is being asked.
export const shipments = sqliteTable(
  "shipments",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // The carrier integration that made it ("manual": the admin typed what the carrier gave them)
    service: text("service").notNull(),
    // The carrier's name as the buyer sees it (SMSA, Aramex…)
    carrier: text("carrier").notNull(),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    labelUrl: text("label_url"),
    createdByAdminId: integer("created_by_admin_id").references(() => admins.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("shipments_order").on(t.orderId),
    check("shipments_carrier_length", sql`length(carrier) between 1 and 200`),
    check(
      "shipments_tracking_number_length",
      sql`tracking_number is null or length(tracking_number) between 1 and 100`,
    ),
  ],
);

// Named counters (one database per profile, so per-profile sequences): "order" numbers orders
export const counters = sqliteTable("counters", {
  name: text("name").primaryKey(),
  value: integer("value").notNull().default(0),
});

// Payment provider webhook events already handled, so a replayed event changes nothing
export const paymentEvents = sqliteTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    type: text("type").notNull(),
    receivedAt: createdAt("received_at"),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    // An order's detail lists its events (decision 0086)
    index("payment_events_order").on(t.orderId, t.receivedAt),
  ],
);

// SPEC §4: an invoice is editable until printed_at is set (decision 0082). Printing gives it the
// next number of the profile's unbroken sequence (counters 'invoice') in the batch that sets
// printed_at; before that it has no number. An order holds at most one invoice not yet credited.
export const invoices = sqliteTable(
  "invoices",
  {
    id: id(),
    invoiceNumber: text("invoice_number").unique(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    // The order's language: the invoice is written and printed in it
    locale: text("locale", { enum: locales }).notNull().default("ar"),
    currency: text("currency").notNull(),
    items: text("items", { mode: "json" }).$type<InvoiceItem[]>().notNull(),
    billingAddress: text("billing_address", { mode: "json" }).$type<AddressSnapshot>(),
    shippingAddress: text("shipping_address", { mode: "json" }).$type<AddressSnapshot>(),
    bankDetails: text("bank_details", { mode: "json" }).$type<BankDetails>(),
    seller: text("seller", { mode: "json" }).$type<SellerDetails>(),
    discountTotal: integer("discount_total").notNull().default(0),
    subTotal: integer("sub_total").notNull(),
    selectionsTotal: integer("selections_total").notNull().default(0),
    shippingCost: integer("shipping_cost").notNull().default(0),
    vatTotal: integer("vat_total").notNull().default(0),
    total: integer("total").notNull(),
    note: text("note"),
    // SPEC §5 invoice date (entered DD/MM/YYYY): midnight UTC of that day
    issuedOn: integer("issued_on").notNull(),
    printedAt: integer("printed_at"),
    // Set by the credit note that reverses it (credit_notes), in the credit note's batch
    creditedAt: integer("credited_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    currencyCode(t.currency),
    oneOf(t.locale, locales),
    validJson(t.items),
    validJson(t.billingAddress),
    validJson(t.shippingAddress),
    validJson(t.bankDetails),
    validJson(t.seller),
    ...nonNegative(t.discountTotal, t.subTotal, t.selectionsTotal, t.shippingCost, t.vatTotal, t.total),
    // A number exactly when printed: the print batch sets both
    check("invoices_number_when_printed", sql`(invoice_number is null) = (printed_at is null)`),
    index("invoices_order").on(t.orderId),
    uniqueIndex("invoices_one_open_per_order")
      .on(t.orderId)
      .where(sql`credited_at is null`),
    index("invoices_issued_on").on(t.issuedOn),
  ],
);

// A credit note reverses a printed invoice whole (decision 0082): its own unbroken sequence
// (counters 'credit_note'), one per invoice, every amount the invoice's negated so the two sum to
// zero to the cent. The lines are the invoice's (read-only once printed), so they are not copied.
export const creditNotes = sqliteTable(
  "credit_notes",
  {
    id: id(),
    creditNoteNumber: text("credit_note_number").notNull().unique(),
    invoiceId: integer("invoice_id")
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: "restrict" }),
    currency: text("currency").notNull(),
    subTotal: integer("sub_total").notNull(),
    selectionsTotal: integer("selections_total").notNull(),
    discountTotal: integer("discount_total").notNull(),
    shippingCost: integer("shipping_cost").notNull(),
    vatTotal: integer("vat_total").notNull(),
    total: integer("total").notNull(),
    reason: text("reason"),
    // SPEC §5 date (entered DD/MM/YYYY): midnight UTC of that day
    issuedOn: integer("issued_on").notNull(),
    adminId: integer("admin_id").references(() => admins.id, { onDelete: "set null" }),
    adminName: text("admin_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    currencyCode(t.currency),
    check("credit_notes_total_not_positive", sql`total <= 0 and vat_total <= 0 and sub_total <= 0`),
  ],
);

// SPEC §3 return / refund; the screens call them refunds (/dashboard/refunds, admin refunds)
export const refunds = sqliteTable(
  "refunds",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    // SPEC §6: a salesperson manages their own returns
    salespersonId: integer("salesperson_id").references(() => salespeople.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    referenceTotal: integer("reference_total").notNull(),
    status: text("status", { enum: refundStatuses }).notNull().default("requested"),
    // Decision 0083: why the shop said no (required when rejected)
    rejectionReason: text("rejection_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf(t.status, refundStatuses),
    ...nonNegative(t.referenceTotal),
    index("refunds_order").on(t.orderId),
    index("refunds_customer_created").on(t.customerId, t.createdAt),
    index("refunds_salesperson_created").on(t.salespersonId, t.createdAt),
    index("refunds_status_created").on(t.status, t.createdAt),
  ],
);

// The lines and quantities a return request covers
export const refundLines = sqliteTable(
  "refund_lines",
  {
    refundId: integer("refund_id")
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.orderLineId] }),
    check("refund_lines_quantity_positive", sql`quantity >= 1`),
    index("refund_lines_order_line").on(t.orderLineId),
  ],
);

// Every status a return has been in, with who moved it and why (decision 0083): an admin's
// override of the refund-days window and a rejection's reason are written here too
export const refundStatusHistory = sqliteTable(
  "refund_status_history",
  {
    id: id(),
    refundId: integer("refund_id")
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    status: text("status", { enum: refundStatuses }).notNull(),
    // "customer" or "admin"
    actor: text("actor").notNull(),
    adminId: integer("admin_id").references(() => admins.id, { onDelete: "set null" }),
    adminName: text("admin_name"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [oneOf(t.status, refundStatuses), index("refund_status_history_refund").on(t.refundId, t.createdAt)],
);

// Money sent back for an order (decision 0083): a return's refund, or short shipping's difference
// (refund_id null). Written before the provider is asked (state "pending") by one INSERT … SELECT
// whose condition keeps the order's refunds within what it was paid, so two refunds at once never
// exceed it; "done" once the provider (or the admin, offline) confirms; a refusal deletes the row.
export const refundPayments = sqliteTable(
  "refund_payments",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    refundId: integer("refund_id").references(() => refunds.id, { onDelete: "restrict" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    method: text("method", { enum: refundMethods }).notNull(),
    // The provider's refund id, or the transfer's reference or cheque number
    reference: text("reference"),
    state: text("state", { enum: ["pending", "done"] })
      .notNull()
      .default("pending"),
    adminId: integer("admin_id").references(() => admins.id, { onDelete: "set null" }),
    adminName: text("admin_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("refund_payments_amount_positive", sql`amount > 0`),
    currencyCode(t.currency),
    oneOf(t.method, refundMethods),
    oneOf(t.state, ["pending", "done"]),
    index("refund_payments_order").on(t.orderId),
    // A customer's balance sums each order's money sent back (decision 0094): this index alone answers it
    index("refund_payments_done")
      .on(t.orderId, t.amount)
      .where(sql`state = 'done'`),
    // One refund per return: a double click or a replay cannot pay a return twice
    uniqueIndex("refund_payments_refund").on(t.refundId),
  ],
);

// Money a salesperson collected from a customer (issue #22 item 6, decision 0094): a numbered
// receipt (counters 'receipt', one unbroken sequence per profile, taken in the inserting batch),
// never deleted: recorded by the salesperson, confirmed by the office (its allocations become the
// orders' payments in the confirming batch) or voided with a reason (only while recorded).
export const collections = sqliteTable(
  "collections",
  {
    id: id(),
    receiptNumber: text("receipt_number").notNull(),
    salespersonId: integer("salesperson_id")
      .notNull()
      .references(() => salespeople.id, { onDelete: "restrict" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    method: text("method", { enum: collectionMethods }).notNull(),
    // The transfer's reference or the cheque's number (required for both)
    reference: text("reference"),
    // A cheque's bank and the day it falls due (midnight UTC of that day)
    bank: text("bank"),
    chequeDueOn: integer("cheque_due_on"),
    note: text("note"),
    // The day the money was collected (midnight UTC of that day)
    collectedOn: integer("collected_on").notNull(),
    state: text("state", { enum: collectionStates }).notNull().default("recorded"),
    confirmedAt: integer("confirmed_at"),
    confirmedByAdminId: integer("confirmed_by_admin_id").references(() => admins.id, { onDelete: "set null" }),
    confirmedByName: text("confirmed_by_name"),
    voidReason: text("void_reason"),
    voidedAt: integer("voided_at"),
    // Who voided it: the salesperson or an admin (the name as it was then)
    voidedByAdminId: integer("voided_by_admin_id").references(() => admins.id, { onDelete: "set null" }),
    voidedByName: text("voided_by_name"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("collections_receipt_number").on(t.receiptNumber),
    check("collections_amount_positive", sql`amount > 0`),
    currencyCode(t.currency),
    oneOf(t.method, collectionMethods),
    oneOf(t.state, collectionStates),
    check("collections_reference_by_method", sql`method = 'cash' or reference is not null`),
    check("collections_cheque_details", sql`method <> 'check' or (bank is not null and cheque_due_on is not null)`),
    check("collections_confirmed_when", sql`(state = 'confirmed') = (confirmed_at is not null)`),
    check("collections_voided_when", sql`(state = 'voided') = (voided_at is not null and void_reason is not null)`),
    index("collections_salesperson_collected").on(t.salespersonId, t.collectedOn),
    index("collections_customer_collected").on(t.customerId, t.collectedOn),
    index("collections_state_collected").on(t.state, t.collectedOn),
    index("collections_cheques_due")
      .on(t.salespersonId, t.chequeDueOn)
      .where(sql`method = 'check' and state <> 'voided'`),
  ],
);

// What part of a collection pays which of the customer's orders (decision 0094); the rest is on
// account. While the collection is recorded its allocations reserve the order's open amount
// (grand total − paid − other recorded allocations ≥ 0, checked in the inserting statement);
// confirming turns them into order payments (order_payments.collection_id).
export const collectionAllocations = sqliteTable(
  "collection_allocations",
  {
    collectionId: integer("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "restrict" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    amount: integer("amount").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.orderId] }),
    check("collection_allocations_amount_positive", sql`amount > 0`),
    index("collection_allocations_order").on(t.orderId),
  ],
);

export type Coupon = typeof coupons.$inferSelect;
export type ShippingZone = typeof shippingZones.$inferSelect;
export type ShippingRate = typeof shippingRates.$inferSelect;
export type PaymentMethod = typeof paymentMethods.$inferSelect;
export type Cart = typeof carts.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLine = typeof orderLines.$inferSelect;
export type NewOrderLine = typeof orderLines.$inferInsert;
export type Invoice = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type CreditNote = typeof creditNotes.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
export type RefundLine = typeof refundLines.$inferSelect;
export type RefundPayment = typeof refundPayments.$inferSelect;
export type OrderStatusChange = typeof orderStatusHistory.$inferSelect;
export type Collection = typeof collections.$inferSelect;
export type CollectionAllocation = typeof collectionAllocations.$inferSelect;
export type OrderPayment = typeof orderPayments.$inferSelect;
export type OrderNoteRow = typeof orderNotes.$inferSelect;

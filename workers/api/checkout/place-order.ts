// Placing an order (issue #10 items 7 and 12; decisions 0046, 0047): priced on the server like a
// quote, then written as ONE libSQL batch (one transaction) of named steps. Nothing half-written
// survives: a step that cannot hold aborts the whole batch.
//   1. number the order      counters 'order' + 1, read by the order insert (no gaps: an abort rolls it back)
//   2. write the order       unique (customer, Idempotency-Key): a doubled submission aborts here;
//                            the request's fingerprint is kept with the key (decision 0074)
//                            paid on account, its grand total is fed by the credit check (decision
//                            0102): NOT NULL aborts past the limit or with an order overdue;
//                            placed by a buyer with a monthly limit, fed by that check too (decision
//                            0103): their own orders this month plus this one within the limit;
//                            placed by approving a request, only while the request is waiting
//   2b. close the request    an approved request records its order (decision 0103)
//   3. use the coupon        used_count + 1; its CHECK used_count <= usage_limit aborts past the limit,
//                            NOT NULL aborts past the customer's own limit: their orders with it,
//                            this one included, are counted in the same statement (decision 0088)
//   4. take the stock        per line, a conditional decrement, and the line whose quantity column
//                            is fed by `(select ? where changes() = 1)`: NOT NULL aborts when no row
//                            had the stock; a variant's product total follows by trigger (0073)
//   5. honour the quote      at a quote's prices (decision 0104): the quote accepted → ordered by a
//                            conditional update, and its history row's NOT NULL kind fed by
//                            `(select 'ordered' where changes() = 1)`: a quote honoured already aborts
//   6. record its history    the first status row
//   7. close the cart        the server-side mirror emptied (abandoned-cart state "empty"), unless
//                            the order is a quote's
//   8. queue the emails      the status's template, to the customer (and admins), via the outbox
import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { CheckoutRequest, PlacedOrder } from "../../../core/contracts/checkout.ts";
import type { OrderStatus } from "../../../core/orders/order-status.ts";
import type { Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { batch } from "../../../db/prepared.ts";
import {
  type BankDetails,
  carts,
  counters,
  coupons,
  orderApprovals,
  orderLines,
  orderStatusHistory,
  orders,
  productVariants,
  products,
  quoteEvents,
  quotes,
} from "../../../db/schema/index.ts";
import { isUniqueViolation, onlyIf } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";
import type { Colleague, Orderer } from "../auth/shopper.ts";
import { approvalReason } from "../../../core/company/roles.ts";
import { requestDecidedEmail } from "../company/approval-emails.ts";
import {
  approvalRefusals,
  isApprovalWaiting,
  isWaitingRequest,
  monthSpend,
  monthSpendOf,
} from "../company/approval-rules.ts";
import {
  bankOrNull,
  orderIdPlaceholder,
  orderNumberPlaceholder,
  queueOrderEmail,
  renderAdminOrderEmail,
  renderOrderEmail,
  selectBankDetails,
  selectOrderTemplates,
  type OrderEmailData,
  type OrderTemplate,
} from "../orders/order-emails.ts";
import { paymentSessionLifetimeMs } from "../../lib/payments/provider.ts";
import { newPaymentToken } from "../../lib/payments/providers.ts";
import { openPayment } from "../payments/open-payment.ts";
import { dueDay } from "../../../core/checkout/on-account.ts";
import { storedDay } from "../admin/invoices/create-invoice.ts";
import { fingerprintCheckout } from "./fingerprint-checkout.ts";
import { isWithinCredit } from "./on-account.ts";
import { placedOrderVisibleTo } from "./get-placed-order.ts";
import {
  buyerIdOf,
  checkoutReads,
  quotedCheckout,
  customerCouponUses,
  decideCheckout,
  priceCheckout,
  type PricedCheckout,
  type PricingContext,
} from "./price-checkout.ts";

/** Human-readable, sequential per profile (one database per profile): JM-000123 (decision 0047). */
export const orderNumberFormat = "JM-%06d";

/** Payment kinds paid at a provider: the order waits in "init" until the provider says it is paid. */
const onlineKinds = new Set(["online", "installments"]);

export interface PlaceOrderInput {
  request: CheckoutRequest;
  idempotencyKey: string;
  context: PricingContext;
  env: Env;
  /** The order is a request sent for approval, approved now by the company's owner (decision 0103). */
  approval?: ApprovedRequest;
}

/** Who a person of a company is on an order: their row (null: the company's own account) and name. */
export interface PersonOnOrder {
  personId: number | null;
  name: string;
}

/** A request sent for approval, being approved (decision 0103): who asked it and who approves it. */
export interface ApprovedRequest {
  id: number;
  askedBy: PersonOnOrder;
  approvedBy: PersonOnOrder;
}

/** The answer, and whether it is an earlier answer to the same key. */
export interface PlaceOrderOutcome {
  order: PlacedOrder;
  isReplay: boolean;
}

const placedColumns = {
  id: orders.id,
  number: orders.orderNumber,
  status: orders.status,
  grandTotal: orders.grandTotal,
  currency: orders.currency,
  paymentToken: orders.paymentToken,
};

function placed(row: {
  id: number;
  number: string;
  status: OrderStatus;
  grandTotal: number;
  currency: string;
  paymentToken: string | null;
}): PlacedOrder {
  return { ...row, paymentUrl: null };
}

/** The order a customer placed with a key, if any. */
function selectByKey(db: Db, customerId: number, key: string) {
  return db
    .select(placedColumns)
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
}

/** The same, with what a replay must know: whether the shopper may see it, and what it was asked with. */
function selectPriorByKey(db: Db, shopper: Orderer, customerId: number, key: string) {
  return db
    .select({
      ...placedColumns,
      fingerprint: orders.idempotencyFingerprint,
      isVisible: sql<number>`${placedOrderVisibleTo(shopper)}`.mapWith(Boolean),
    })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
}

type PriorOrder = Awaited<ReturnType<typeof selectPriorByKey>>[number];

/**
 * The answer to a key that already placed an order (decision 0074): the order again to whom may see
 * it and asks for the same (201, replayed); the same key asking for something else is refused (422,
 * IETF draft-ietf-httpapi-idempotency-key-header: a key is one request's), naming the order placed.
 * Anyone else is told nothing: null, and they get the answer their request gets on its own merits.
 */
function replay(prior: PriorOrder, fingerprint: string): PlaceOrderOutcome | null {
  if (!prior.isVisible) return null;
  // Orders placed before fingerprints were kept (null) answer any request with their key, as then
  if (prior.fingerprint !== null && prior.fingerprint !== fingerprint) {
    throw new AppError("idempotency_key_reused", undefined, { number: prior.number });
  }
  const { fingerprint: _fingerprint, isVisible: _isVisible, ...order } = prior;
  return { order: placed(order), isReplay: true };
}

/**
 * Places an order for the shopper (a customer, a salesperson for one of their customers, or an
 * admin's phone order for any customer, decision 0098). The
 * same key for the same customer and the same request answers the order it placed the first time,
 * to whom may see it (`replay`).
 */
export async function placeOrder(db: Db, shopper: Orderer, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const { request, idempotencyKey, context } = input;
  const buyerId = buyerIdOf(shopper, request.customerId);
  const fingerprint = fingerprintCheckout(request);
  // At a quote's prices: its lines, read first (decision 0104)
  const quoted = await quotedCheckout(db, buyerId, request, context.today);
  // One round trip for everything read before writing: an earlier order with the key, the emails'
  // templates and bank details, and what pricing reads
  // A colleague's own orders are limited by their role (decision 0103); an approved request is not
  const colleague = shopper.kind === "customer" && !input.approval ? (shopper.colleague ?? null) : null;
  const [prior, templates, [bank], [spent], ...rows] = await batch(db, [
    selectPriorByKey(db, shopper, buyerId, idempotencyKey),
    selectOrderTemplates(db, context.locale),
    selectBankDetails(db, context.locale),
    monthSpend(db, colleague?.id ?? 0, context.monthStart),
    ...checkoutReads(buyerId, quoted.request, context.locale, context.today),
  ]);
  const priced = (() => {
    try {
      if (quoted.problem) throw quoted.problem;
      return {
        value: decideCheckout(rows, shopper, quoted.request, context, {
          needsOrder: true,
          quotedPrices: quoted.prices,
        }),
      };
    } catch (error) {
      return { error };
    }
  })();
  // A retry after a lost answer gets the order, even if its last units are gone by now
  const again = prior[0] && replay(prior[0], fingerprint);
  if (again) return again;
  if ("error" in priced) throw priced.error;
  // The key is taken by an order this shopper may not see: not found, whatever it holds
  if (prior[0]) throw new AppError("not_found");
  // A requester, or a buyer past a limit, sends it for approval instead (decision 0103)
  if (colleague) refuseUnapproved(colleague, priced.value.totals.grandTotal, spent?.total ?? 0);
  // An order confirmed offline at a total the server no longer makes is confirmed again (decision 0097)
  const expected = request.expectedGrandTotal ?? null;
  if (expected !== null && priced.value.totals.grandTotal !== expected) throw new AppError("order_total_changed");

  let row: (typeof prior)[number] | undefined;
  try {
    const rows = await db.batch(
      orderStatements(db, shopper, priced.value, { ...input, fingerprint }, { templates, bank }),
    );
    row = (rows.at(-1) as (typeof prior)[number][])[0];
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The same key raced us and won: answer its order, as to any replay. Its unique index refuses
    // ours, or a condition the winner changed first (an approved request is no longer waiting)
    if (isUniqueViolation(error) || input.approval) {
      const [winner] = await selectPriorByKey(db, shopper, buyerId, idempotencyKey);
      if (winner) {
        const outcome = replay(winner, fingerprint);
        if (!outcome) throw new AppError("not_found");
        return outcome;
      }
    }
    // A step could not hold (stock taken, a coupon used up, the credit or a buyer's month spent,
    // the request decided meanwhile): reading again against the database as it is now names the
    // line and its max, the coupon, the credit, the limit or the request (SPEC §8)
    if (colleague) {
      const [now] = await monthSpend(db, colleague.id, context.monthStart);
      refuseUnapproved(colleague, priced.value.totals.grandTotal, now?.total ?? 0);
    }
    if (input.approval && !(await isApprovalWaiting(db, input.approval.id)))
      throw new AppError("order_approval_closed");
    await priceCheckout(db, shopper, request, context, { needsOrder: true });
    console.error("placeOrder: batch aborted and the checkout prices again", error);
    throw new AppError("checkout_failed");
  }
  if (!row) throw new AppError("checkout_failed");
  // The order exists from here on: opening its payment cannot undo it (it waits in "init")
  const order = placed(row);
  if (row.paymentToken) {
    order.paymentUrl = await openPaymentPage(db, input.env, order);
    if (order.paymentUrl) order.status = "payment-pending";
  }
  return { order, isReplay: false };
}

/** Refuses an order the colleague must send for approval, with the reason's translated error (decision 0103). */
function refuseUnapproved(colleague: Colleague, grandTotal: number, spentThisMonth: number): void {
  const reason = approvalReason(colleague, grandTotal, spentThisMonth);
  if (reason) throw new AppError(approvalRefusals[reason]);
}

/** The order's batch: the named steps of the header, in order; its last statement reads the order back. */
function orderStatements(
  db: Db,
  shopper: Orderer,
  checkout: PricedCheckout,
  input: PlaceOrderInput & { fingerprint: string },
  mail: EmailContext,
): [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] {
  const { request, idempotencyKey, fingerprint, context } = input;
  const { buyer, totals, address, delivery, paymentMethod, coupon, lines } = checkout;
  if (!address || !delivery || !paymentMethod) throw new AppError("checkout_failed");
  const now = context.now;
  const locale: Locale = context.locale;
  const isOnline = onlineKinds.has(paymentMethod.kind);
  const isOnAccount = paymentMethod.kind === "on_account";
  const status: OrderStatus = isOnline ? "init" : "pending";
  const colleague = shopper.kind === "customer" && !input.approval ? shopper.colleague : undefined;
  const placedBy = input.approval?.askedBy ?? (colleague ? { personId: colleague.id, name: colleague.name } : null);
  // The insert's own conditions: NOT NULL aborts the batch when one does not hold
  const conditions: SQL[] = [
    ...(isOnAccount ? [isWithinCredit(buyer.id, totals.grandTotal, context.today)] : []),
    ...(colleague?.perMonthLimit != null
      ? [sql`${monthSpendOf(colleague.id, context.monthStart)} + ${totals.grandTotal} <= ${colleague.perMonthLimit}`]
      : []),
    ...(input.approval ? [isWaitingRequest(input.approval.id)] : []),
  ];
  const thisOrder = sql`(select ${orders.id} from ${orders}
    where ${orders.customerId} = ${buyer.id} and ${orders.idempotencyKey} = ${idempotencyKey})`;

  const numberTheOrder = db
    .insert(counters)
    .values({ name: "order", value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } });

  const writeTheOrder = db.insert(orders).values({
    orderNumber: sql`(select printf(${orderNumberFormat}, ${counters.value}) from ${counters} where ${counters.name} = 'order')`,
    status,
    customerId: buyer.id,
    salespersonId: buyer.salespersonId,
    customerName: buyer.name,
    salespersonName: buyer.salespersonId
      ? sql`(select first_name || ' ' || last_name from salespeople where id = ${buyer.salespersonId})`
      : null,
    address: {
      country: address.country,
      city: address.city,
      address1: address.address1,
      address2: address.address2,
      postcode: address.postcode,
      neighbourhood: address.neighbourhood,
      // The pin, so the order desk shows the address on a map (decision 0080)
      location: address.location ?? null,
    },
    shippingZoneId: delivery.zoneId,
    deliveryMethod: delivery.zoneName,
    paymentMethodId: paymentMethod.id,
    paymentMethodName: paymentMethod.name,
    paymentToken: isOnline ? newPaymentToken() : null,
    // Decision 0073: waits a session's lifetime for its payment (each session opened moves it on)
    paymentDueAt: isOnline ? now + paymentSessionLifetimeMs : null,
    // Decision 0102: due the shop's day plus the company's terms
    dueOn:
      isOnAccount && buyer.paymentTermsDays !== null ? storedDay(dueDay(context.today, buyer.paymentTermsDays)) : null,
    idempotencyKey,
    idempotencyFingerprint: fingerprint,
    purchaseOrderReference: request.purchaseOrderReference ?? null,
    locale,
    minDeliveryDays: delivery.minDeliveryDays,
    maxDeliveryDays: delivery.maxDeliveryDays,
    currency: context.currency,
    uniqueItemsCount: totals.uniqueItemsCount,
    totalItemsCount: totals.totalItemsCount,
    subTotal: totals.subTotal,
    vatTotal: totals.vatTotal,
    selectionsTotal: totals.selectionsTotal,
    discountTotal: totals.discountTotal,
    shippingCost: totals.shippingCost,
    // NOT NULL: null (and the batch aborted) when an order on account would pass the credit limit,
    // a buyer's order their monthly limit, or an approved request is no longer waiting
    grandTotal: conditions.length > 0 ? onlyIf(totals.grandTotal, and(...conditions) ?? sql`1`) : totals.grandTotal,
    note: request.note ?? null,
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
    placedByPersonId: placedBy?.personId ?? null,
    placedByName: placedBy?.name ?? null,
    approvedByPersonId: input.approval?.approvedBy.personId ?? null,
    approvedByName: input.approval?.approvedBy.name ?? null,
    placedAt: now,
    updatedAt: now,
  });

  const closeTheRequest = input.approval
    ? [
        db
          .update(orderApprovals)
          .set({
            status: "approved",
            decidedByPersonId: input.approval.approvedBy.personId,
            decidedByName: input.approval.approvedBy.name,
            decidedAt: now,
            orderId: thisOrder,
            updatedAt: now,
          })
          .where(and(eq(orderApprovals.id, input.approval.id), eq(orderApprovals.status, "waiting"))),
        // The colleague who asked hears it was approved, with the order's number
        requestDecidedEmail(db, input.env, input.approval.id, {
          status: "approved",
          orderNumber: sql`(select order_number from orders where orders.id = request.order_id)`,
        }),
      ]
    : [];

  const useTheCoupon = coupon
    ? [
        db
          .update(coupons)
          .set({
            usedCount: onlyIf(
              sql`${coupons.usedCount} + 1`,
              sql`${coupons.perCustomerLimit} is null
                or ${customerCouponUses(buyer.id, coupon.id)} <= ${coupons.perCustomerLimit}`,
            ),
          })
          .where(eq(coupons.id, coupon.id)),
      ]
    : [];

  const takeTheStock = lines.flatMap((line) => {
    // Raw SQL, not db.update: a stock move is not an edit of the product (its updated_at stays)
    const takeFrom =
      line.stockFrom === "variant" && line.variantId !== null
        ? db.run(sql`update ${productVariants} set quantity = quantity - ${line.quantity}
            where id = ${line.variantId} and product_id = ${line.productId} and status = 'available'
              and quantity >= ${line.quantity}`)
        : db.run(sql`update ${products} set quantity = quantity - ${line.quantity}
            where id = ${line.productId} and status = 'available' and availability = 'available'
              and quantity >= ${line.quantity}`);
    const writeTheLine = db.insert(orderLines).values({
      orderId: thisOrder,
      productId: line.productId,
      variantId: line.variantId,
      title: line.title,
      sku: line.sku,
      unitPrice: line.unitPrice,
      // NOT NULL: null (and the batch aborted) unless the decrement just above changed its one row
      quantity: sql`(select ${line.quantity} where changes() = 1)`,
      selections: line.selections,
      variantValues: line.variantValues,
      vatRateBasisPoints: line.vatRateBasisPoints,
      vatAmount: line.vatAmount,
      lineTotal: line.lineTotal,
    });
    // A variant's product follows by trigger (its stock is its variants' sum, decision 0073)
    return [takeFrom, writeTheLine];
  });

  const recordItsHistory = db.insert(orderStatusHistory).values({
    orderId: thisOrder,
    status,
    // Who placed it: the customer, the salesperson, or the admin by id and name (decisions 0080, 0098)
    actor: shopper.kind,
    ...(shopper.kind === "admin" ? { adminId: shopper.id, adminName: shopper.name } : {}),
    createdAt: now,
  });

  // At a quote's prices (decision 0104): the quote is honoured once, while accepted and not expired;
  // NOT NULL aborts the batch when the conditional update just before changed no quote
  const honourTheQuote =
    request.quoteId != null
      ? [
          db
            .update(quotes)
            .set({ status: "ordered", orderId: thisOrder, updatedAt: now })
            .where(
              and(
                eq(quotes.id, request.quoteId),
                eq(quotes.customerId, buyer.id),
                eq(quotes.status, "accepted"),
                gte(quotes.expiresOn, storedDay(context.today)),
              ),
            ),
          db.insert(quoteEvents).values({
            quoteId: request.quoteId,
            kind: sql`(select 'ordered' where changes() = 1)`,
            actor: shopper.kind,
            actorName: shopper.kind === "admin" ? shopper.name : `${shopper.firstName} ${shopper.lastName}`,
          }),
        ]
      : [];

  // A quote's checkout leaves the cart as it is: it was not what was ordered
  const closeTheCart =
    request.quoteId != null
      ? []
      : [
          db
            .update(carts)
            .set({ items: [], totalItems: 0, cartTotal: 0, state: "empty", updatedAt: now })
            .where(eq(carts.customerId, buyer.id)),
        ];

  const queueTheEmails = emailStatements(db, shopper, checkout, input, status, mail);

  return [
    numberTheOrder,
    writeTheOrder,
    ...closeTheRequest,
    ...useTheCoupon,
    ...takeTheStock,
    ...honourTheQuote,
    recordItsHistory,
    ...closeTheCart,
    ...queueTheEmails,
    selectByKey(db, buyer.id, idempotencyKey),
  ];
}

/** What the placing emails need beside the order: the status templates and the shop's bank account. */
interface EmailContext {
  templates: readonly OrderTemplate[];
  bank: BankDetails | undefined;
}

/**
 * The placing status's emails, when it has a template (decision 0048): the customer's in the
 * order's language, with the address, delivery, payment and, for a bank transfer, the bank account;
 * the admins' own email when the template is sent to them (issue #19 item 7).
 */
function emailStatements(
  db: Db,
  shopper: Orderer,
  checkout: PricedCheckout,
  input: PlaceOrderInput,
  status: OrderStatus,
  mail: EmailContext,
): BatchItem<"sqlite">[] {
  const template = mail.templates.find((row) => row.status === status);
  if (!template) return [];
  const { buyer, totals, lines, address, delivery, paymentMethod } = checkout;
  const order: OrderEmailData = {
    number: orderNumberPlaceholder,
    id: orderIdPlaceholder,
    customerName: buyer.name,
    status,
    locale: input.context.locale,
    purchaseOrderReference: input.request.purchaseOrderReference ?? null,
    lines,
    totals,
    address: address && {
      country: address.country,
      city: address.city,
      address1: address.address1,
      address2: address.address2,
      postcode: address.postcode,
      neighbourhood: address.neighbourhood,
    },
    deliveryMethod: delivery?.zoneName ?? null,
    paymentMethod: paymentMethod?.name ?? null,
    bank: paymentMethod?.kind === "bank_transfer" ? bankOrNull(mail.bank) : null,
  };
  const admins = template.sentToAdmins
    ? renderAdminOrderEmail(
        order,
        {
          companyName: buyer.companyName,
          email: buyer.email,
          phone: buyer.phone,
          salespersonName: shopper.kind === "salesperson" ? `${shopper.firstName} ${shopper.lastName}` : null,
          note: input.request.note ?? null,
        },
        input.env,
        { isNew: true },
      )
    : null;
  const where: SQL = sql`o.customer_id = ${buyer.id} and o.idempotency_key = ${input.idempotencyKey}`;
  return queueOrderEmail(db, { customer: renderOrderEmail(template, order, input.env), admins }, buyer.email, where);
}

/**
 * Opens the card provider's hosted payment page for an order in "init" (decision 0049) and answers
 * where to send the buyer. A provider that fails leaves the order in "init" with its stock held:
 * the buyer is answered without a page and may retry through POST /api/payments/sessions.
 */
async function openPaymentPage(db: Db, env: Env, order: PlacedOrder): Promise<string | null> {
  try {
    return (await openPayment(db, env, { orderId: order.id })).url;
  } catch (error) {
    console.error("placeOrder: the payment page could not be opened", order.number, error);
    return null;
  }
}

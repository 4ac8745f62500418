import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../../db/client.ts";
import {
  coupons,
  customers,
  orderLines,
  orders,
  paymentMethods,
  productVariants,
  products,
} from "../../../db/schema/index.ts";
import { canTransition, restockingStatuses, type OrderStatus } from "../../../core/orders/order-status.ts";
import { AppError } from "../../lib/errors.ts";
import { recordOrderHistory } from "./record-order-history.ts";
import {
  bankOrNull,
  queueOrderEmail,
  renderAdminOrderEmail,
  renderOrderEmail,
  selectBankDetails,
  selectOrderTemplates,
  type OrderEmailData,
} from "./order-emails.ts";

/** Who moves an order (order_status_history.actor). */
export type OrderActor = "customer" | "salesperson" | "admin" | "payment" | "system";

export interface StatusChange {
  orderId: number;
  to: OrderStatus;
  actor: OrderActor;
  note?: string | null;
  /** The admin who moves it (actor "admin"): their history row names them (decision 0080). */
  admin?: { id: number; name: string };
  /** The order must be in this status (a webhook expects payment-pending); else any allowed one. */
  from?: OrderStatus;
  /**
   * A further condition on the order's row, checked in the same compare-and-set as its status (the
   * payment attempt the caller read: a new payment session opened meanwhile stops an expiry).
   */
  condition?: SQL;
  /** Extra columns written with the status in the same statement (paid_at, payment_reference…). */
  set?: Partial<Pick<typeof orders.$inferInsert, "paidAt" | "paymentReference" | "paymentDueAt">>;
  /**
   * More statements for the same batch (emails into the outbox, payment events…); each should act
   * only while `unmoved` holds, as the status change's own statements do.
   */
  also?: (order: { id: number; from: OrderStatus; to: OrderStatus; unmoved: SQL }) => BatchItem<"sqlite">[];
}

/**
 * The one place an order's status changes (decision 0045): the transition table is checked, the
 * status is written only if nobody moved the order meanwhile (compare-and-set on the old status),
 * the change is recorded in its history, and a status that gives the goods back (cancelled,
 * refused, rejected) returns each line's quantity to its variant or product and its coupon use,
 * and the status's email is queued (decision 0048), all in one batch.
 * Returns false when the order had already moved on (a concurrent change won).
 */
export async function changeOrderStatus(
  db: Db,
  change: StatusChange,
  env: { PROFILE: string; SITE_ORIGIN: string },
): Promise<boolean> {
  // One read: the order (and whom to email), its lines, the status emails and the bank account in both languages
  const [[order], lines, arabic, english, [arabicBank], [englishBank]] = await db.batch([
    db
      .select({
        id: orders.id,
        status: orders.status,
        number: orders.orderNumber,
        locale: orders.locale,
        customerName: orders.customerName,
        email: customers.email,
        companyName: customers.companyName,
        phone: customers.phone,
        salespersonName: orders.salespersonName,
        note: orders.note,
        address: orders.address,
        deliveryMethod: orders.deliveryMethod,
        paymentMethod: orders.paymentMethodName,
        paymentKind: paymentMethods.kind,
        purchaseOrderReference: orders.purchaseOrderReference,
        shipmentName: orders.shipmentName,
        shipmentUrl: orders.shipmentUrl,
        shippingCompany: orders.shippingCompany,
        subTotal: orders.subTotal,
        selectionsTotal: orders.selectionsTotal,
        discountTotal: orders.discountTotal,
        vatTotal: orders.vatTotal,
        shippingCost: orders.shippingCost,
        grandTotal: orders.grandTotal,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
      .where(eq(orders.id, change.orderId)),
    db
      .select({
        title: orderLines.title,
        sku: orderLines.sku,
        quantity: orderLines.quantity,
        lineTotal: orderLines.lineTotal,
        variantValues: orderLines.variantValues,
        selections: orderLines.selections,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, change.orderId))
      .orderBy(asc(orderLines.id)),
    selectOrderTemplates(db, "ar"),
    selectOrderTemplates(db, "en"),
    selectBankDetails(db, "ar"),
    selectBankDetails(db, "en"),
  ]);
  if (!order) throw new AppError("not_found");
  if (change.from !== undefined && order.status !== change.from) return false;
  if (!canTransition(order.status, change.to)) {
    throw new AppError("order_transition_invalid", undefined, { from: order.status, to: change.to });
  }
  // A batch is one transaction and its first statement writes, so every condition below sees the
  // same state: if someone moved the order first, none of them acts.
  const still = and(eq(orders.id, order.id), eq(orders.status, order.status), change.condition);
  const unmoved = sql`exists (select 1 from ${orders} where ${still})`;
  // Decision 0048: a status with a template emails the customer in the order's language (and the
  // admins their own email, issue #19 item 7)
  const template = (order.locale === "ar" ? arabic : english).find((row) => row.status === change.to);
  const bank =
    order.paymentKind === "bank_transfer" ? bankOrNull(order.locale === "ar" ? arabicBank : englishBank) : null;
  const data: OrderEmailData = { ...order, status: change.to, lines, totals: order, bank, shipment: order };
  const emails = template
    ? queueOrderEmail(
        db,
        {
          customer: renderOrderEmail(template, data, env),
          admins: template.sentToAdmins ? renderAdminOrderEmail(data, order, env, { isNew: false }) : null,
        },
        order.email,
        sql`o.id = ${order.id} and ${unmoved}`,
      )
    : [];
  const statements: BatchItem<"sqlite">[] = [
    ...(restockingStatuses.includes(change.to) ? restockStatements(db, order.id, unmoved) : []),
    recordOrderHistory(
      db,
      order.id,
      { status: change.to, actor: change.actor, admin: change.admin, note: change.note },
      unmoved,
    ),
    ...emails,
    ...(change.also?.({ id: order.id, from: order.status, to: change.to, unmoved }) ?? []),
    db
      .update(orders)
      .set({ status: change.to, ...change.set, updatedAt: Date.now() })
      .where(still)
      .returning({ id: orders.id }),
  ];
  const results = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const updated = results.at(-1) as { id: number }[];
  return updated.length === 1;
}

/**
 * Gives every line's quantity back to its variant, or to its product when it has none; a variant's
 * product follows by trigger (its stock is its variants' sum, decision 0073), so nothing is given
 * back twice.
 */
function restockStatements(db: Db, orderId: number, unmoved: SQL): BatchItem<"sqlite">[] {
  const returnedToProduct = sql`coalesce((select sum(${orderLines.quantity}) from ${orderLines}
    where ${orderLines.orderId} = ${orderId} and ${orderLines.productId} = ${products.id}
      and ${orderLines.variantId} is null), 0)`;
  const returnedToVariant = sql`coalesce((select sum(${orderLines.quantity}) from ${orderLines}
    where ${orderLines.orderId} = ${orderId} and ${orderLines.variantId} = ${productVariants.id}), 0)`;
  // Raw SQL, not db.update: a stock move is not an edit of the product (its updated_at stays)
  return [
    db.run(sql`update ${products} set quantity = quantity + ${returnedToProduct}
      where ${unmoved} and id in (select product_id from ${orderLines}
        where order_id = ${orderId} and variant_id is null)`),
    db.run(sql`update ${productVariants} set quantity = quantity + ${returnedToVariant}
      where ${unmoved} and id in (select variant_id from ${orderLines} where order_id = ${orderId})`),
    // The order's coupon use is given back with its goods: a limited coupon serves another order
    db
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} - 1` })
      .where(
        and(
          unmoved,
          sql`${coupons.usedCount} > 0`,
          sql`${coupons.id} = (select ${orders.couponId} from ${orders} where ${orders.id} = ${orderId})`,
        ),
      ),
  ];
}

import { and, asc, eq, ne, sql, sum } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/client.ts";
import {
  galleryImages,
  orderLines,
  orderStatusHistory,
  orders,
  productTranslations,
  products,
  refundLines,
  refunds,
  siteSettings,
} from "../../../db/schema/index.ts";
import { deliveredAt, returnWindow, type ReturnWindow } from "../../../core/orders/return-window.ts";
import type { Locale } from "../../../core/profiles.ts";
import { mediaUrl } from "../../../core/storage.ts";
import { paymentState } from "../../../core/orders/payment-state.ts";
import { AppError } from "../../lib/errors.ts";
import { isHistoryNote } from "../../../core/orders/history-notes.ts";
import { paidAmount, refundedAmount } from "../orders/payment-amounts.ts";

export interface OrderReadContext {
  locale: Locale;
  /** SPEC §9 isOrderRefundable of the deployment profile. */
  isOrderRefundable: boolean;
  now?: number;
}

const localTitle = alias(productTranslations, "local_title");
const englishTitle = alias(productTranslations, "english_title");

/**
 * One of the customer's orders, everything it holds (issue #10 item 10): its lines with the
 * options chosen and how many of each earlier return requests cover, its status history, whether
 * a return may be asked for now (decision 0053), and for reorder what today's catalogue says of
 * each line's product (its page, picture, case size and minimum). Another customer's order is not
 * found (decision 0017). Two round trips.
 */
export async function getOrder(db: Db, customerId: number, orderId: number, context: OrderReadContext) {
  const [found] = await db
    .select({ order: orders, paidAmount, refundedAmount })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!found) throw new AppError("not_found");
  // The buyer sees how far the order is paid (decision 0080), never the payments' own records
  const order = {
    ...found.order,
    paidAmount: found.paidAmount,
    paymentState: paymentState({ grandTotal: found.order.grandTotal, ...found }),
  };
  const [lineRows, history, requested, settings] = await db.batch([
    db
      .select({
        id: orderLines.id,
        productId: orderLines.productId,
        variantId: orderLines.variantId,
        title: orderLines.title,
        sku: orderLines.sku,
        unitPrice: orderLines.unitPrice,
        quantity: orderLines.quantity,
        selections: orderLines.selections,
        variantValues: orderLines.variantValues,
        vatRateBasisPoints: orderLines.vatRateBasisPoints,
        vatAmount: orderLines.vatAmount,
        lineTotal: orderLines.lineTotal,
        // Today's catalogue (decision 0019: English when the page's language has no text)
        slug: sql<string | null>`coalesce(${localTitle.slug}, ${englishTitle.slug})`,
        imageKey: galleryImages.storageKey,
        packSize: products.packSize,
        minOrderQuantity: products.minOrderQuantity,
      })
      .from(orderLines)
      .leftJoin(products, eq(products.id, orderLines.productId))
      .leftJoin(localTitle, and(eq(localTitle.productId, products.id), eq(localTitle.locale, context.locale)))
      .leftJoin(englishTitle, and(eq(englishTitle.productId, products.id), eq(englishTitle.locale, "en")))
      .leftJoin(galleryImages, eq(galleryImages.id, products.posterImageId))
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id)),
    db
      .select({
        status: orderStatusHistory.status,
        note: orderStatusHistory.note,
        createdAt: orderStatusHistory.createdAt,
      })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    requestedQuantities(db, order.id),
    db.select({ refundDays: siteSettings.refundDays, refundsEnabled: siteSettings.refundsEnabled }).from(siteSettings),
  ]);
  const alreadyRequested = new Map(requested.map((row) => [row.orderLineId, row.quantity]));
  // Only the shop's own notes reach the buyer (translated); an admin's or a provider's stay inside
  const shownHistory = history.map((entry) => ({ ...entry, note: isHistoryNote(entry.note) ? entry.note : null }));
  const lines = lineRows.map(({ imageKey, ...line }) => ({
    ...line,
    image: imageKey ? mediaUrl(imageKey) : null,
    requestedQuantity: alreadyRequested.get(line.id) ?? 0,
  }));
  const returns: ReturnWindow = returnWindow(
    {
      isOrderRefundable: context.isOrderRefundable,
      refundsEnabled: settings[0]?.refundsEnabled ?? false,
      refundDays: settings[0]?.refundDays ?? 0,
    },
    // An order with no history (moved before issue #10 recorded it) counts from its last change.
    { status: order.status, deliveredAt: deliveredAt(history) ?? order.updatedAt },
    context.now ?? Date.now(),
  );
  // Internal keys stay on the server: the idempotency key and the payment token are the buyer's
  // session's business, not the page's.
  const { idempotencyKey: _key, paymentToken: _token, ...shown } = order;
  return { order: shown, lines, history: shownHistory, returns };
}
export type OrderDetail = Awaited<ReturnType<typeof getOrder>>;

/** How many of each of an order's lines its return requests cover; rejected requests give theirs back. */
export function requestedQuantities(db: Db, orderId: number) {
  return db
    .select({ orderLineId: refundLines.orderLineId, quantity: sum(refundLines.quantity).mapWith(Number) })
    .from(refundLines)
    .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, "rejected")))
    .groupBy(refundLines.orderLineId);
}

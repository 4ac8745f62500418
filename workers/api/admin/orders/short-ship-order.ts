import { and, asc, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { OrderLinesInput } from "../../../../core/contracts/admin/orders.ts";
import { couponDiscount } from "../../../../core/checkout/coupons.ts";
import { computeTotals } from "../../../../core/checkout/totals.ts";
import { shortShippableStatuses } from "../../../../core/orders/order-status.ts";
import { getProfile, type Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { coupons, customers, orderLines, orders, productVariants, products } from "../../../../db/schema/index.ts";
import { formatMoney, useTranslations } from "../../../../i18n/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { emailKind } from "../../../lib/mail.ts";
import { historyNotes } from "../../../../core/orders/history-notes.ts";
import { recordOrderHistory } from "../../orders/record-order-history.ts";
import { sendRefund } from "../../orders/send-refund.ts";
import type { OrderDeskAdmin } from "./update-order-status.ts";

type ShortShipEnv = Parameters<typeof sendRefund>[1] & { SITE_ORIGIN: string };

/**
 * Short shipping (issue #20 item 1, decision 0083): before an order is shipped, the admin lowers
 * lines' quantities or removes lines (0). The lines keep the prices they were ordered at; the
 * totals are recomputed by checkout's own `computeTotals` (what priceCheckout totals with), the
 * coupon's discount recomputed on what is left (kept when its minimum is no longer met: the
 * shortfall is the shop's), shipping unchanged. One batch, acting only while the order is still in
 * the status and state the admin's change was computed from: stock goes back to each variant or
 * product, the lines and totals change, the history records it, the buyer is emailed the new
 * totals. A paid card order's difference then goes back through its provider (sendRefund).
 */
export async function shortShipOrder(
  db: Db,
  orderId: number,
  input: OrderLinesInput,
  context: { admin: OrderDeskAdmin; locale: Locale; env: ShortShipEnv },
): Promise<{ refunded: number }> {
  const t = useTranslations(context.locale);
  const [[order], lines] = await db.batch([
    db
      .select({
        status: orders.status,
        updatedAt: orders.updatedAt,
        number: orders.orderNumber,
        locale: orders.locale,
        customerName: orders.customerName,
        email: customers.email,
        currency: orders.currency,
        grandTotal: orders.grandTotal,
        discountTotal: orders.discountTotal,
        shippingCost: orders.shippingCost,
        paidAt: orders.paidAt,
        paymentToken: orders.paymentToken,
        coupon: { type: coupons.type, value: coupons.value },
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(coupons, eq(coupons.id, orders.couponId))
      .where(eq(orders.id, orderId)),
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
  ]);
  if (!order) throw new AppError("not_found");
  if (input.from !== undefined && order.status !== input.from) throw new AppError("order_changed");
  if (!shortShippableStatuses.includes(order.status)) throw new AppError("order_lines_locked");

  const asked = new Map(input.lines.map((line) => [line.id, line.quantity]));
  const errors: Record<string, string> = {};
  for (const [id, quantity] of asked) {
    const line = lines.find((row) => row.id === id);
    if (!line) errors[`lines.${id}`] = t("orders.lines.unknown");
    else if (quantity >= line.quantity) errors[`lines.${id}`] = t("orders.lines.notLower", { max: line.quantity });
  }
  const kept = lines
    .map((line) => ({ line, quantity: asked.get(line.id) ?? line.quantity }))
    .filter((row) => row.quantity > 0);
  if (kept.length === 0) errors.lines = t("orders.lines.keepOne");
  if (Object.keys(errors).length > 0) throw new AppError("invalid_input", errors);

  // The order's own prices (snapshots), not today's: a unit's options are its choices' deltas
  const totalsLines = kept.map(({ line, quantity }) => ({
    unitPrice: line.unitPrice,
    selectionsPrice: line.selections.reduce((sum, choice) => sum + choice.priceDelta, 0),
    quantity,
    vatRateBasisPoints: line.vatRateBasisPoints,
  }));
  const goods = totalsLines.reduce((sum, line) => sum + (line.unitPrice + line.selectionsPrice) * line.quantity, 0);
  const discount =
    order.discountTotal === 0
      ? 0
      : order.coupon?.type
        ? couponDiscount({ type: order.coupon.type, value: order.coupon.value ?? 0 }, goods)
        : Math.min(order.discountTotal, goods);
  const totals = computeTotals(totalsLines, discount, order.shippingCost);
  const difference = order.grandTotal - totals.grandTotal;
  const isPaidCard = order.paymentToken !== null && order.paidAt !== null;

  // Only while nobody moved or edited the order since it was read (a status change, another short shipping)
  const still = and(eq(orders.id, orderId), eq(orders.status, order.status), eq(orders.updatedAt, order.updatedAt));
  const unmoved = sql`exists (select 1 from ${orders} where ${still})`;
  const statements: BatchItem<"sqlite">[] = [];
  for (const line of lines) {
    const quantity = asked.get(line.id);
    if (quantity === undefined) continue;
    const back = line.quantity - quantity;
    // Raw SQL, as changeOrderStatus gives stock back: a stock move is not an edit of the product
    if (line.variantId !== null) {
      statements.push(
        db.run(
          sql`update ${productVariants} set quantity = quantity + ${back} where id = ${line.variantId} and ${unmoved}`,
        ),
      );
    } else if (line.productId !== null) {
      statements.push(
        db.run(sql`update ${products} set quantity = quantity + ${back} where id = ${line.productId} and ${unmoved}`),
      );
    }
  }
  kept.forEach(({ line, quantity }, index) => {
    const amounts = totals.lines[index];
    if (quantity === line.quantity && amounts?.vat === line.vatAmount) return;
    statements.push(
      db
        .update(orderLines)
        .set({ quantity, lineTotal: amounts?.lineTotal ?? 0, vatAmount: amounts?.vat ?? 0 })
        .where(and(eq(orderLines.id, line.id), unmoved)),
    );
  });
  for (const [id, quantity] of asked) {
    if (quantity === 0) statements.push(db.delete(orderLines).where(and(eq(orderLines.id, id), unmoved)));
  }
  statements.push(
    recordOrderHistory(
      db,
      orderId,
      { status: order.status, actor: "admin", admin: context.admin, note: historyNotes.shortShipped },
      unmoved,
    ),
  );
  const email = shortShippedEmail(order, kept, totals.grandTotal, isPaidCard ? difference : 0, context.env.PROFILE);
  statements.push(
    db.run(sql`insert into outbox (kind, payload)
      select ${emailKind}, json_object('to', ${order.email}, 'subject', ${email.subject}, 'text', ${email.text})
      where ${unmoved}`),
  );
  statements.push(
    db
      .update(orders)
      .set({
        subTotal: totals.subTotal,
        selectionsTotal: totals.selectionsTotal,
        discountTotal: totals.discountTotal,
        vatTotal: totals.vatTotal,
        grandTotal: totals.grandTotal,
        uniqueItemsCount: totals.uniqueItemsCount,
        totalItemsCount: totals.totalItemsCount,
        // A card order was paid its old total: what was paid stays on record (decision 0080's
        // paidAmount reads the larger of it and the total), and the difference is refunded below
        ...(isPaidCard ? { paidAmount: sql`max(${orders.paidAmount}, ${orders.grandTotal})` } : {}),
        // Offline payments that now reach the lower total pay the order in full (paid_at's rule)
        paidAt: sql`coalesce(${orders.paidAt}, case when ${orders.paidAmount} >= ${totals.grandTotal} and ${orders.paidAmount} > 0 then ${Date.now()} end)`,
        updatedAt: Date.now(),
      })
      .where(still)
      .returning({ id: orders.id }),
  );
  const results = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  if ((results.at(-1) as { id: number }[]).length === 0) throw new AppError("order_changed");
  if (!isPaidCard || difference <= 0) return { refunded: 0 };
  await sendRefund(db, context.env, {
    orderId,
    refundId: null,
    amount: difference,
    admin: context.admin,
    locale: context.locale,
  });
  return { refunded: difference };
}

/** The buyer's email: the lines and totals now, and the difference refunded to a card. */
function shortShippedEmail(
  order: { number: string; locale: Locale; customerName: string },
  kept: { line: { title: string; sku: string }; quantity: number }[],
  grandTotal: number,
  refunded: number,
  profileName: string,
) {
  const t = useTranslations(order.locale);
  const profile = getProfile(profileName);
  const money = (amount: number) => formatMoney(amount, order.locale, profile);
  const text = [
    t("mail.refund.greeting", { name: order.customerName }),
    t("mail.shortShipped.intro", { number: order.number }),
    ...kept.map(({ line, quantity }) => `${line.title} (${line.sku}) × ${quantity}`),
    t("mail.order.total", { amount: money(grandTotal) }),
    ...(refunded > 0 ? [t("mail.shortShipped.refund", { amount: money(refunded) })] : []),
  ].join("\n");
  return { subject: t("mail.shortShipped.subject", { number: order.number }), text };
}

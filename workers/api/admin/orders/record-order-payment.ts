import { and, eq, isNull, sql } from "drizzle-orm";
import type { OrderPaymentInput } from "../../../../core/contracts/admin/orders.ts";
import { getProfile, type Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { orderPayments, orders } from "../../../../db/schema/index.ts";
import { formatMoney } from "../../../../i18n/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { reservedAmount } from "../../collections/amounts.ts";
import type { OrderDeskAdmin } from "./update-order-status.ts";

/** Midnight UTC of an ISO date, as received_on stores a day. */
const midnightUtc = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`);

/**
 * Money that arrived for an offline order (issue #20 item 1, decision 0080): a bank transfer, a
 * cheque or cash, one of possibly several partial payments. One statement writes it only while
 * the order exists, is not paid online, and what was recorded before plus this amount stays within
 * the grand total: two admins recording at once cannot together pass it (SQLite runs one write at
 * a time, and the second statement's sum sees the first's row). What collections recorded but not yet
 * confirmed hold on the order counts as paid here (decision 0094): the office cannot take the order
 * past its total before confirming them. The order's paid amount, and its
 * paid_at once the total is reached, follow by migration 0020's trigger.
 */
export async function recordOrderPayment(
  db: Db,
  orderId: number,
  input: OrderPaymentInput,
  context: { admin: OrderDeskAdmin; locale: Locale; profile: string },
): Promise<void> {
  const recordedBefore = sql`(select coalesce(sum(${orderPayments.amount}), 0) from ${orderPayments}
    where ${orderPayments.orderId} = ${orders.id})`;
  const inserted = await db
    .insert(orderPayments)
    .select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          orderId: orders.id,
          amount: sql<number>`${input.amount}`.as("amount"),
          currency: orders.currency,
          method: sql<OrderPaymentInput["method"]>`${input.method}`.as("method"),
          reference: sql<string | null>`${input.reference ?? null}`.as("reference"),
          receivedOn: sql<number>`${midnightUtc(input.receivedOn)}`.as("received_on"),
          recordedByAdminId: sql<number>`${context.admin.id}`.as("recorded_by_admin_id"),
          recordedByName: sql<string>`${context.admin.name}`.as("recorded_by_name"),
          collectionId: sql<number | null>`null`.as("collection_id"),
          createdAt: sql<number>`${Date.now()}`.as("created_at"),
        })
        .from(orders)
        .where(
          and(
            eq(orders.id, orderId),
            // Checkout gives exactly the orders paid online a payment token: their money comes
            // from the provider, whose webhook records it
            isNull(orders.paymentToken),
            // What collections recorded but not yet confirmed hold stays theirs (decision 0094)
            sql`${recordedBefore} + ${reservedAmount} + ${input.amount} <= ${orders.grandTotal}`,
          ),
        ),
    )
    .returning({ id: orderPayments.id });
  if (inserted.length > 0) return;
  // Refused: say why, from the order as it is now
  const [order] = await db
    .select({
      paymentToken: orders.paymentToken,
      grandTotal: orders.grandTotal,
      recorded: sql<number>`${recordedBefore} + ${reservedAmount}`,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new AppError("not_found");
  if (order.paymentToken !== null) throw new AppError("payment_online");
  const remaining = Math.max(0, order.grandTotal - order.recorded);
  // Named at the amount, so the payment form marks the field it came from
  const params = { remaining: formatMoney(remaining, context.locale, getProfile(context.profile)) };
  throw new AppError("payment_above_total", undefined, params, "amount");
}

import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orders, paymentMethods } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { Shopper } from "../auth/shopper.ts";

/**
 * The order /thank-you shows (issue #10 item 6): its number, total, status and payment, for the
 * customer it is for or the salesperson who placed it. Anyone else's is not found (never forbidden:
 * nothing confirms it exists).
 */
export async function getPlacedOrder(db: Db, shopper: Shopper, orderId: number) {
  const owner = shopper.kind === "customer" ? eq(orders.customerId, shopper.id) : eq(orders.salespersonId, shopper.id);
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.orderNumber,
      status: orders.status,
      grandTotal: orders.grandTotal,
      paymentMethodName: orders.paymentMethodName,
      paymentKind: paymentMethods.kind,
      purchaseOrderReference: orders.purchaseOrderReference,
      minDeliveryDays: orders.minDeliveryDays,
      maxDeliveryDays: orders.maxDeliveryDays,
      placedAt: orders.placedAt,
    })
    .from(orders)
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .where(and(eq(orders.id, orderId), owner));
  if (!order) throw new AppError("not_found");
  return order;
}
export type PlacedOrderView = Awaited<ReturnType<typeof getPlacedOrder>>;

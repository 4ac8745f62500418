import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { customers, orderStatusHistory, orders, paymentMethods } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { Orderer } from "../auth/shopper.ts";

/**
 * Who may see an order the checkout placed (decision 0074), as a condition on `orders`: the
 * customer it is for; a salesperson only when they placed it (its first status is theirs) for a
 * customer who is still theirs. Not another customer, not another salesperson, not the customer's
 * salesperson for an order the customer placed, not the placing salesperson once the customer moved.
 * An admin's phone order (decision 0098): the admin who placed it (its first status is theirs), not
 * another admin.
 */
export function placedOrderVisibleTo(shopper: Orderer): SQL {
  if (shopper.kind === "customer") return eq(orders.customerId, shopper.id);
  if (shopper.kind === "admin") {
    return sql`exists (select 1 from (select ${orderStatusHistory.actor} as actor, ${orderStatusHistory.adminId} as admin_id
      from ${orderStatusHistory} where ${orderStatusHistory.orderId} = ${orders.id} order by ${orderStatusHistory.id} limit 1) first
      where first.actor = 'admin' and first.admin_id = ${shopper.id})`;
  }
  return sql`(${orders.salespersonId} = ${shopper.id}
    and exists (select 1 from ${customers}
      where ${customers.id} = ${orders.customerId} and ${customers.salespersonId} = ${shopper.id})
    and (select ${orderStatusHistory.actor} from ${orderStatusHistory}
      where ${orderStatusHistory.orderId} = ${orders.id} order by ${orderStatusHistory.id} limit 1) = 'salesperson')`;
}

/**
 * The order /thank-you shows (issue #10 item 6): its number, total, status and payment, to whom may
 * see it (`placedOrderVisibleTo`). Anyone else's is not found (never forbidden: nothing confirms it
 * exists).
 */
export async function getPlacedOrder(db: Db, shopper: Orderer, orderId: number) {
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
    .where(and(eq(orders.id, orderId), placedOrderVisibleTo(shopper)));
  if (!order) throw new AppError("not_found");
  return order;
}
export type PlacedOrderView = Awaited<ReturnType<typeof getPlacedOrder>>;

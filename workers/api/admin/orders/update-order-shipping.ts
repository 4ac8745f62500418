import { and, eq, notExists } from "drizzle-orm";
import type { OrderShippingInput } from "../../../../core/contracts/admin/orders.ts";
import type { Db } from "../../../../db/client.ts";
import { orders, shipments } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";

/**
 * The shipment's details (issue #20 item 1): its name, tracking link and carrier, which the buyer
 * sees on their order page and in the emails that follow (the shipped one first). A field left out
 * keeps its value; the contract has already turned a blank one into null and refused a bad link.
 * Once a shipment was made through a carrier (decision 0084) these are its details, locked with
 * it: 409 `shipment_exists`.
 */
export async function updateOrderShipping(db: Db, orderId: number, input: OrderShippingInput): Promise<void> {
  const updated = await db
    .update(orders)
    .set({ ...input, updatedAt: Date.now() })
    .where(
      and(
        eq(orders.id, orderId),
        notExists(db.select({ id: shipments.id }).from(shipments).where(eq(shipments.orderId, orders.id))),
      ),
    )
    .returning({ id: orders.id });
  if (updated.length > 0) return;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  throw new AppError(order ? "shipment_exists" : "not_found");
}

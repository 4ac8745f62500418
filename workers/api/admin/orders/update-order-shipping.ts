import { eq } from "drizzle-orm";
import type { OrderShippingInput } from "../../../../core/contracts/admin/orders.ts";
import type { Db } from "../../../../db/client.ts";
import { orders } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";

/**
 * The shipment's details (issue #20 item 1): its name, tracking link and carrier, which the buyer
 * sees on their order page and in the emails that follow (the shipped one first). A field left out
 * keeps its value; the contract has already turned a blank one into null and refused a bad link.
 */
export async function updateOrderShipping(db: Db, orderId: number, input: OrderShippingInput): Promise<void> {
  const updated = await db
    .update(orders)
    .set({ ...input, updatedAt: Date.now() })
    .where(eq(orders.id, orderId))
    .returning({ id: orders.id });
  if (updated.length === 0) throw new AppError("not_found");
}

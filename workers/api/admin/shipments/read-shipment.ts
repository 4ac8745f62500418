import { eq } from "drizzle-orm";
import type { OrderShipment } from "../../../../core/contracts/admin/shipments.ts";
import type { Db } from "../../../../db/client.ts";
import { shipments } from "../../../../db/schema/index.ts";

/** A shipment row as the API answers it (the order's detail carries it too). */
export function shipmentJson(row: typeof shipments.$inferSelect): OrderShipment {
  return {
    id: row.id,
    orderId: row.orderId,
    service: row.service as OrderShipment["service"],
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    labelUrl: row.labelUrl,
    createdBy: { id: row.createdByAdminId, name: row.createdByName },
    createdAt: row.createdAt,
  };
}

/** One shipment, or null. */
export async function readShipment(db: Db, id: number): Promise<OrderShipment | null> {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
  return row ? shipmentJson(row) : null;
}

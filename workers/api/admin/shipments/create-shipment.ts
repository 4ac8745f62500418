import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  shippableStatuses,
  type ShipmentAnswer,
  type ShipmentInput,
} from "../../../../core/contracts/admin/shipments.ts";
import { canTransition, type OrderStatus } from "../../../../core/orders/order-status.ts";
import type { Db } from "../../../../db/client.ts";
import { customers, orders, shipments } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { changeOrderStatus } from "../../orders/change-order-status.ts";
import type { Translate } from "../resource-kit.ts";
import type { OrderDeskAdmin } from "../orders/update-order-status.ts";
import { carriers } from "./carrier.ts";
import { readShipment } from "./read-shipment.ts";

/**
 * Makes an order's shipment (issue #20 item 1, decision 0084), once and for good:
 *
 * 1. The order's lock is taken first: a shipment row without a tracking number, inserted only while
 *    the order is in a shippable status and has none (shipments_order is unique). Of two clicks,
 *    replays or admins, one takes it; the other is 409 `shipment_exists` and no carrier is asked
 *    twice (a real one bills every label).
 * 2. The carrier makes it. If it refuses, the lock is given back and its error answered.
 * 3. Its answer is written (the migration's trigger locks the row from then on) and copied to the
 *    order's shipping details, which the buyer's order page and emails show.
 * 4. The order moves to `printed` through changeOrderStatus where the table allows it, so its
 *    history names the admin and its email goes out. If another change won meanwhile, the
 *    shipment stands (it cannot be undone) and the order keeps the status the other change gave.
 */
export async function createShipment(
  db: Db,
  input: ShipmentInput,
  context: { admin: OrderDeskAdmin; t: Translate; env: { PROFILE: string; SITE_ORIGIN: string } },
): Promise<ShipmentAnswer> {
  const [[order], [existing]] = await db.batch([
    db
      .select({
        id: orders.id,
        status: orders.status,
        orderNumber: orders.orderNumber,
        customerName: orders.customerName,
        companyName: customers.companyName,
        phone: customers.phone,
        email: customers.email,
        address: orders.address,
        totalItemsCount: orders.totalItemsCount,
        grandTotal: orders.grandTotal,
        currency: orders.currency,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, input.orderId)),
    db.select({ id: shipments.id }).from(shipments).where(eq(shipments.orderId, input.orderId)),
  ]);
  if (!order) throw new AppError("not_found");
  if (existing) throw new AppError("shipment_exists");
  if (!isShippable(order.status)) {
    throw new AppError("shipment_order_status", undefined, { status: context.t(`orderStatus.${order.status}`) });
  }

  const carrier = carriers[input.service ?? "manual"];
  const [claim] = await db
    .insert(shipments)
    .select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          orderId: orders.id,
          service: sql<string>`${carrier.service}`.as("service"),
          carrier: sql<string>`${input.carrier}`.as("carrier"),
          trackingNumber: sql<string | null>`null`.as("tracking_number"),
          trackingUrl: sql<string | null>`null`.as("tracking_url"),
          labelUrl: sql<string | null>`null`.as("label_url"),
          createdByAdminId: sql<number>`${context.admin.id}`.as("created_by_admin_id"),
          createdByName: sql<string>`${context.admin.name}`.as("created_by_name"),
          createdAt: sql<number>`${Date.now()}`.as("created_at"),
        })
        .from(orders)
        .where(and(eq(orders.id, order.id), inArray(orders.status, shippableStatuses))),
    )
    .onConflictDoNothing({ target: shipments.orderId })
    .returning({ id: shipments.id });
  if (!claim) {
    const [taken] = await db.select({ id: shipments.id }).from(shipments).where(eq(shipments.orderId, order.id));
    throw new AppError(taken ? "shipment_exists" : "order_changed");
  }

  let made;
  try {
    made = await carrier.createShipment(order, input);
  } catch (error) {
    await db.delete(shipments).where(and(eq(shipments.id, claim.id), isNull(shipments.trackingNumber)));
    throw error;
  }

  await db.batch([
    db
      .update(shipments)
      .set({
        carrier: made.carrier,
        trackingNumber: made.trackingNumber,
        trackingUrl: made.trackingUrl,
        labelUrl: made.labelUrl,
      })
      .where(eq(shipments.id, claim.id)),
    db
      .update(orders)
      .set({
        shipmentName: made.trackingNumber,
        shipmentUrl: made.trackingUrl,
        shippingCompany: made.carrier,
        updatedAt: Date.now(),
      })
      .where(eq(orders.id, order.id)),
  ]);

  // SPEC §4 "printed": the order's shipment paper exists. The lock guarantees one caller gets here.
  if (canTransition(order.status, "printed")) {
    await changeOrderStatus(
      db,
      { orderId: order.id, from: order.status, to: "printed", actor: "admin", admin: context.admin },
      context.env,
    );
  }
  const shipment = await readShipment(db, claim.id);
  if (!shipment) throw new AppError("not_found");
  const [now] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  return { ...shipment, orderStatus: now?.status ?? order.status };
}

function isShippable(status: OrderStatus): boolean {
  return (shippableStatuses as readonly OrderStatus[]).includes(status);
}

// Shipments (issue #20 items 1 and 4, decision 0084): POST /api/admin/shipments makes an order's
// shipment through a carrier (a manual one now: the admin types what the carrier gave them), once
// per order and for good (SPEC §4: it "may incur fees and cannot be undone").
import { type } from "arktype";
import type { OrderStatus } from "../../orders/order-status.ts";
import type { ValidationMessage } from "../../validation/messages.ts";
import { optionalUrl, requiredId, requiredText } from "../../validation/rules.ts";

/** The carrier integrations a shipment can be made through ("manual": typed by the admin). */
export const carrierServices = ["manual"] as const;
export type CarrierService = (typeof carrierServices)[number];

/**
 * The statuses an order may be in when its shipment is made: those the status table lets move to
 * `printed` (the order moves there), and `printed` itself (an order marked printed by hand still
 * gets its one shipment). Before approval the shop has not taken the order on; from `shipped` on
 * the goods have left, and the shipping details say how (decision 0084).
 */
export const shippableStatuses = ["approved", "accepted", "processing", "printed"] as const satisfies OrderStatus[];

/**
 * POST /api/admin/shipments: the order, the carrier's name, the tracking number it gave and,
 * optionally, its tracking link (shown to the buyer). `service` picks the carrier integration.
 */
export const ShipmentInput = type({
  orderId: requiredId("validation.required"),
  "service?": type.enumerated(...carrierServices).configure({ message: "validation.choice" }),
  carrier: requiredText({ max: 200 }),
  trackingNumber: requiredText({ max: 100 }),
  "trackingUrl?": optionalUrl(),
}).onUndeclaredKey("delete");
export type ShipmentInput = typeof ShipmentInput.infer;
export type ShipmentInputIn = typeof ShipmentInput.inferIn;

/** Every message `ShipmentInput` may report. */
export const shipmentInputMessages = [
  "validation.required",
  "validation.choice",
  "validation.tooLong",
  "validation.url",
] as const satisfies readonly ValidationMessage[];

/** An order's shipment, locked once made. */
export interface OrderShipment {
  id: number;
  orderId: number;
  service: CarrierService;
  carrier: string;
  /** Null only while the carrier is being asked (the order's lock is taken first). */
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** The carrier's label to print, when its API gives one (the manual carrier does not). */
  labelUrl: string | null;
  /** The admin who made it (their name then; the id is null once they are deleted). */
  createdBy: { id: number | null; name: string };
  createdAt: number;
}

/** What POST /api/admin/shipments answers (201): the shipment, and the order's status after it. */
export interface ShipmentAnswer extends OrderShipment {
  orderStatus: OrderStatus;
}

/**
 * The refusals (the answer's `error.code`), each with a translated message: 409 `shipment_exists`
 * (the order already has its shipment: a second click, a replay or another admin), 409
 * `shipment_order_status` (the order's status takes no shipment), 409 `order_changed` (the order
 * moved between the read and the lock), 400 `invalid_input`, 404 `not_found` (no such order, or
 * the profile has no shipments: `isShipmentEnabled`).
 */
export const shipmentErrorCodes = [
  "shipment_exists",
  "shipment_order_status",
  "order_changed",
  "invalid_input",
  "not_found",
] as const;

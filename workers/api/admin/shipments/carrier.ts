import type { CarrierService, ShipmentInput } from "../../../../core/contracts/admin/shipments.ts";
import type { AddressSnapshot } from "../../../../db/schema/index.ts";
import { manualCarrier } from "./manual-carrier.ts";

/** What a carrier is told of the order it ships: who receives it, where, and what it is worth. */
export interface ShipmentOrder {
  id: number;
  orderNumber: string;
  customerName: string;
  companyName: string;
  phone: string;
  email: string;
  address: AddressSnapshot;
  totalItemsCount: number;
  grandTotal: number;
  currency: string;
}

/** What a carrier answers once the shipment exists on its side. */
export interface CreatedShipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  labelUrl: string | null;
}

/**
 * A carrier integration (decision 0084). `createShipment` is called at most once per order, after
 * the order's lock is taken (a real carrier bills each label it makes), and throws AppError when
 * the carrier refuses; its answer is then written and locked. A carrier with an API (SMSA, Aramex,
 * Royal Mail…) is one more entry in `carriers`, reading its keys from the Worker's env.
 */
export interface Carrier {
  service: CarrierService;
  createShipment(order: ShipmentOrder, input: ShipmentInput): Promise<CreatedShipment>;
}

/** Every carrier integration, by its `service` name. */
export const carriers: Record<CarrierService, Carrier> = { manual: manualCarrier };

import type { Carrier } from "./carrier.ts";

/**
 * The manual carrier (issue #20 item 1): the admin booked the shipment with the carrier themselves
 * and types its name, tracking number and link, which the contract has already checked. Nothing is
 * called and nothing is billed here; a label, if any, is the carrier's own paper.
 */
export const manualCarrier: Carrier = {
  service: "manual",
  createShipment: async (_order, input) => ({
    carrier: input.carrier,
    trackingNumber: input.trackingNumber,
    trackingUrl: input.trackingUrl ?? null,
    labelUrl: null,
  }),
};

// Decision 0053: when a buyer may ask to return goods. SPEC §3 names a refund-days setting and a
// refunds switch, §9 a per-profile isOrderRefundable flag; the spec leaves the rest open.
import type { OrderStatus } from "./order-status.ts";

/** Orders whose goods reached the buyer: the only ones with something to send back. */
export const returnableStatuses: readonly OrderStatus[] = ["delivered", "completed"];

const dayMs = 86_400_000;

export interface ReturnPolicy {
  /** SPEC §9 isOrderRefundable (the deployment profile). */
  isOrderRefundable: boolean;
  /** SPEC §3 site setting "refunds enabled". */
  refundsEnabled: boolean;
  /** SPEC §3 site setting "refund days". */
  refundDays: number;
}

export type ReturnWindow =
  | { state: "open"; closesAt: number }
  | { state: "closed"; closesAt: number }
  /** The shop takes no returns (profile flag or site setting off). */
  | { state: "unavailable" }
  /** The goods have not reached the buyer (or the order was cancelled, refused, rejected). */
  | { state: "not_delivered" };

/**
 * Whether a return may be asked for now. The days count from when the order was first marked
 * delivered (its status history), or completed when it never was; the window closes
 * `refundDays` whole days later, to the millisecond.
 * @example returnWindow(policy, { status: "delivered", deliveredAt }, Date.now()).state === "open"
 */
export function returnWindow(
  policy: ReturnPolicy,
  order: { status: OrderStatus; deliveredAt: number | null },
  now: number,
): ReturnWindow {
  if (!policy.isOrderRefundable || !policy.refundsEnabled) return { state: "unavailable" };
  if (!returnableStatuses.includes(order.status) || order.deliveredAt === null) return { state: "not_delivered" };
  const closesAt = order.deliveredAt + policy.refundDays * dayMs;
  return now < closesAt ? { state: "open", closesAt } : { state: "closed", closesAt };
}

/**
 * When the goods reached the buyer: the first time the order became delivered, else the first
 * time it became completed; null when neither happened.
 */
export function deliveredAt(history: readonly { status: OrderStatus; createdAt: number }[]): number | null {
  const first = (status: OrderStatus) =>
    history
      .filter((entry) => entry.status === status)
      .reduce<number | null>(
        (earliest, entry) => (earliest === null || entry.createdAt < earliest ? entry.createdAt : earliest),
        null,
      );
  return first("delivered") ?? first("completed");
}

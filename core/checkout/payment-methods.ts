// Which payment methods a checkout offers (SPEC §3 Payment method, §2 assign-zones; issue #10
// item 5): active, assigned to the delivery zone, and the order's grand total within its limits.

export interface PaymentMethodRule {
  id: number;
  active: boolean;
  /** Null or missing: no limit. */
  minLimit: number | null;
  maxLimit: number | null;
  zoneIds: readonly number[];
}

/** Whether a method may pay `grandTotal` for an order delivered in `zoneId`. */
export function isPaymentMethodAllowed(method: PaymentMethodRule, zoneId: number, grandTotal: number): boolean {
  if (!method.active || !method.zoneIds.includes(zoneId)) return false;
  if (method.minLimit !== null && grandTotal < method.minLimit) return false;
  if (method.maxLimit !== null && grandTotal > method.maxLimit) return false;
  return true;
}

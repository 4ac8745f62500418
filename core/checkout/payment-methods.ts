// Which payment methods a checkout offers (SPEC §3 Payment method, §2 assign-zones; issue #10
// item 5): active, assigned to the delivery zone, and the order's grand total within its limits.

/**
 * SPEC §3 and §9 payment method kinds, and paying on account (issue #23 item 5, decision 0102):
 * offered only to a company with terms, within its credit limit.
 */
export const paymentKinds = ["cash", "bank_transfer", "check", "online", "installments", "on_account"] as const;
export type PaymentKind = (typeof paymentKinds)[number];

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

/**
 * The gateways with an adapter (decision 0049; workers/lib/payments/providers.ts): an online
 * method names one of them (decision 0089), and any other `payment_methods.gateway` is not offered.
 */
export const paymentGateways = ["stripe", "moyasar"] as const;
export type PaymentGateway = (typeof paymentGateways)[number];

/** The kinds paid on a provider's hosted page; the others (cash, transfer, cheque) are paid offline. */
export const onlinePaymentKinds: readonly PaymentKind[] = ["online", "installments"];

// One interface for card payment providers (issue #10 item 8): Stripe Checkout Sessions for the
// GBP profiles, Moyasar for the SAR profiles. The order is written first (status "init"); the
// provider's hosted page is opened for it; only a verified webhook marks it paid.

// The gateways with an adapter (decision 0049), named in core so the admin's contract offers them.
import type { PaymentGateway } from "../../../core/checkout/payment-methods.ts";
export { paymentGateways, type PaymentGateway } from "../../../core/checkout/payment-methods.ts";

/**
 * How long a provider session (Stripe Checkout Session, Moyasar invoice) takes payments, and so how
 * long an unpaid order holds its stock before the expiry job may cancel it (decision 0073). Stripe
 * takes 30 minutes to 24 hours (docs.stripe.com/payments/checkout/managing-limited-inventory);
 * Moyasar's invoices never expire unless told (docs.moyasar.com/api/invoices/01-create-invoice).
 */
export const paymentSessionLifetimeMs = 60 * 60_000;

/** What a provider needs to open its hosted payment page for one order. */
export interface PaymentRequest {
  orderId: number;
  /** Which of the order's sessions this is (orders.payment_attempt): a new one for each "pay now" */
  attempt: number;
  orderNumber: string;
  /** Minor units, in `currency` */
  amount: number;
  currency: string;
  /** What the hosted page says the payment is for ("Order JUM-000123" in the order's language) */
  description: string;
  /** The order's unguessable token: the buyer comes back to /success/{token} or /failure/{token} */
  token: string;
  locale: "ar" | "en";
  customerEmail: string;
  successUrl: string;
  failureUrl: string;
  /** The payment method's kind: installments providers may offer other methods than cards */
  kind: "online" | "installments";
}

/** The provider's hosted page to send the buyer to, its reference for the payment, and when it stops taking one. */
export interface PaymentSession {
  url: string;
  reference: string;
  /** Epoch milliseconds */
  expiresAt: number;
}

/**
 * How a session stands once asked to close: closed (expired, cancelled, or unknown to the provider:
 * nobody can pay on it any more), paid (it completed: its webhook settles the order), or busy (a
 * payment on it is under way and may still succeed).
 */
export type ClosedSession = "closed" | "paid" | "busy";

/** A verified webhook event, in our words. */
export interface PaymentEvent {
  /** The provider's event id: a replayed event is recognised by it */
  id: string;
  /** The provider's own event type (`checkout.session.completed`, `payment_paid`…), kept in payment_events */
  type: string;
  outcome: "paid" | "failed" | "cancelled" | "ignored";
  /** The provider's reference of the payment (as `PaymentSession.reference`) */
  reference: string | null;
  /** Our order token, when the provider echoes it back (metadata) */
  token: string | null;
  amount: number | null;
  currency: string | null;
}

/** Money to send back on a paid session (decision 0083). */
export interface RefundRequest {
  /** The paid session's reference (orders.payment_reference: a Checkout Session, a Moyasar invoice) */
  reference: string;
  /** Minor units, in `currency`; at most what the provider still holds of the payment */
  amount: number;
  currency: string;
  /** Ours, unique per refund: a retried request refunds once where the provider takes a key */
  key: string;
}

/** The provider's refund. */
export interface ProviderRefund {
  id: string;
}

export interface PaymentProvider {
  /** The gateway name, as `payment_methods.gateway` and the webhook path spell it */
  readonly name: PaymentGateway;
  /** Whether the provider's hosted page can take instalments (a payment method of kind "installments") */
  readonly canTakeInstallments: boolean;
  /** Opens the provider's hosted payment page for an order. */
  createSession(request: PaymentRequest): Promise<PaymentSession>;
  /** Closes a session so nobody can pay on it any more, and says how it stands; throws AppError("payment_invalid") when the provider cannot be asked. */
  closeSession(reference: string): Promise<ClosedSession>;
  /**
   * Sends `amount` back to the card that paid the session; throws AppError("refund_refused") with
   * the provider's own reason (more than is left, nothing paid…) or AppError("payment_invalid")
   * when the provider cannot be reached.
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** Checks a webhook request (signature or secret, timestamp tolerance) and reads its event; throws AppError("webhook_invalid"). */
  verifyWebhook(request: Request): Promise<PaymentEvent>;
}

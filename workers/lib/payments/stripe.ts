// Stripe Checkout Sessions over Stripe's REST API with `fetch` (decision 0049): the official SDK
// is not needed for two calls, and its Node HTTP client is not what a Worker has.
// - Create: POST /v1/checkout/sessions, form-encoded, `Authorization: Bearer <secret key>`
//   (https://docs.stripe.com/api/checkout/sessions/create).
// - Webhooks: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, checked in
//   constant time with a 5-minute tolerance (https://docs.stripe.com/webhooks#verify-manually).
// - Refunds: the session's PaymentIntent (retrieve the session), then POST /v1/refunds with
//   `payment_intent` and `amount`, form-encoded, with an Idempotency-Key
//   (https://docs.stripe.com/api/refunds/create: partial refunds up to what is left of the charge).
import { AppError } from "../errors.ts";
import {
  paymentSessionLifetimeMs,
  type ClosedSession,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderRefund,
  type RefundRequest,
  type PaymentSession,
} from "./provider.ts";
import { hmacSha256Hex, isEqualInConstantTime, isWithinTolerance } from "./webhook-checks.ts";

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a local stand-in (scripts/stand-ins/stripe.ts) */
  apiUrl: string;
  now?: () => number;
}

/** Stripe signs each delivery anew, retries included, so its own default tolerance fits. */
export const stripeToleranceMs = 5 * 60_000;

interface StripeSession {
  id: string;
  url: string | null;
  status?: "open" | "complete" | "expired";
  expires_at?: number;
  amount_total: number | null;
  currency: string | null;
  payment_status: "paid" | "unpaid" | "no_payment_required";
  payment_intent?: string | { id: string } | null;
  client_reference_id: string | null;
  metadata: Record<string, string> | null;
}

interface StripeEvent {
  id: string;
  type: string;
  data: { object: StripeSession };
}

/** The events that say how a Checkout Session ended (https://docs.stripe.com/payments/checkout/fulfill-orders). */
function outcomeOf(event: StripeEvent): PaymentEvent["outcome"] {
  const session = event.data.object;
  switch (event.type) {
    // A card is paid when the session completes; a delayed method (Klarna, debits) completes
    // unpaid and reports later through the async events.
    case "checkout.session.completed":
      return session.payment_status === "paid" ? "paid" : "ignored";
    case "checkout.session.async_payment_succeeded":
      return "paid";
    case "checkout.session.async_payment_failed":
      return "failed";
    case "checkout.session.expired":
      return "cancelled";
    default:
      return "ignored";
  }
}

/** Stripe's own words for a refusal (`{ error: { message } }`), if it gave any. */
function stripeMessage(body: unknown): string | null {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === "string" ? message : null;
}

/** The Stripe adapter behind the payment provider interface. */
export function stripeProvider(config: StripeConfig): PaymentProvider {
  const now = config.now ?? Date.now;
  const authorization = `Bearer ${config.secretKey}`;
  /** A call to Stripe's API; a network failure is the same refusal as Stripe's own. */
  const callStripe = (path: string, init: RequestInit = {}) =>
    fetch(new URL(path, config.apiUrl), { ...init, headers: { authorization, ...init.headers } }).catch(
      (error: unknown) => {
        console.error("Stripe could not be reached", path, error);
        throw new AppError("payment_invalid");
      },
    );
  return {
    name: "stripe",
    // Stripe Checkout offers Klarna's instalments in GBP (https://docs.stripe.com/payments/klarna)
    canTakeInstallments: true,

    async createSession(request: PaymentRequest): Promise<PaymentSession> {
      const form = new URLSearchParams({
        mode: "payment",
        "line_items[0][price_data][currency]": request.currency.toLowerCase(),
        "line_items[0][price_data][unit_amount]": String(request.amount),
        "line_items[0][price_data][product_data][name]": request.description,
        "line_items[0][quantity]": "1",
        "payment_method_types[0]": request.kind === "installments" ? "klarna" : "card",
        success_url: request.successUrl,
        cancel_url: request.failureUrl,
        client_reference_id: request.token,
        "metadata[order_token]": request.token,
        "metadata[order_number]": request.orderNumber,
        customer_email: request.customerEmail,
        locale: request.locale === "en" ? "en-GB" : "auto",
        expires_at: String(Math.floor((now() + paymentSessionLifetimeMs) / 1000)),
      });
      const response = await callStripe("/v1/checkout/sessions", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          // A retried request for the same attempt gets its one session (https://docs.stripe.com/api/idempotent_requests);
          // each "pay now" is a new attempt, so a new session
          "idempotency-key": `order-${request.orderId}-${request.token}-${request.attempt}`,
        },
        body: form,
      });
      const session = (await response.json().catch(() => null)) as Partial<StripeSession> | null;
      if (!response.ok || !session?.id || !session.url) {
        console.error("Stripe refused a Checkout Session", response.status, JSON.stringify(session));
        throw new AppError("payment_invalid");
      }
      const expiresAt = (session.expires_at ?? Number(form.get("expires_at"))) * 1000;
      return { url: session.url, reference: session.id, expiresAt };
    },

    // Expire an open session (https://docs.stripe.com/api/checkout/sessions/expire: only an open
    // one can be); when it is not open any more, its status says why (retrieve).
    async closeSession(reference: string): Promise<ClosedSession> {
      const path = `/v1/checkout/sessions/${encodeURIComponent(reference)}`;
      const expired = await callStripe(`${path}/expire`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      if (expired.ok) return "closed";
      const response = await callStripe(path);
      if (response.status === 404) return "closed";
      const session = (await response.json().catch(() => null)) as Partial<StripeSession> | null;
      if (!response.ok || !session?.status || session.status === "open") {
        console.error("Stripe would not expire a Checkout Session", reference, expired.status, response.status);
        throw new AppError("payment_invalid");
      }
      if (session.status === "expired") return "closed";
      // Complete: paid, or a delayed method still settling (its async event comes later)
      return session.payment_status === "paid" ? "paid" : "busy";
    },

    async refund(request: RefundRequest): Promise<ProviderRefund> {
      const found = await callStripe(`/v1/checkout/sessions/${encodeURIComponent(request.reference)}`);
      const session = (await found.json().catch(() => null)) as Partial<StripeSession> | null;
      const intent = typeof session?.payment_intent === "string" ? session.payment_intent : session?.payment_intent?.id;
      if (!found.ok || !intent) {
        console.error("Stripe has no payment to refund", request.reference, found.status);
        throw new AppError("refund_refused", undefined, { reason: stripeMessage(session) ?? "no payment" });
      }
      const response = await callStripe("/v1/refunds", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "idempotency-key": request.key },
        body: new URLSearchParams({
          payment_intent: intent,
          amount: String(request.amount),
          reason: "requested_by_customer",
          "metadata[refund]": request.key,
        }),
      });
      const refund = (await response.json().catch(() => null)) as { id?: string; status?: string } | null;
      if (!response.ok || !refund?.id || refund.status === "failed" || refund.status === "canceled") {
        console.error("Stripe refused a refund", response.status, JSON.stringify(refund));
        throw new AppError("refund_refused", undefined, { reason: stripeMessage(refund) ?? String(response.status) });
      }
      return { id: refund.id };
    },

    async verifyWebhook(request: Request): Promise<PaymentEvent> {
      const payload = await request.text();
      const header = request.headers.get("stripe-signature") ?? "";
      const parts = header.split(",").map((part) => part.trim().split("="));
      const timestamp = Number(parts.find(([key]) => key === "t")?.[1]);
      const signatures = parts.filter(([key]) => key === "v1").map(([, value]) => value ?? "");
      if (!Number.isInteger(timestamp) || signatures.length === 0) throw new AppError("webhook_invalid");
      const expected = await hmacSha256Hex(config.webhookSecret, `${timestamp}.${payload}`);
      // Every v1 signature is compared (Stripe sends one per active secret while a secret rolls)
      const isSigned = signatures.map((signature) => isEqualInConstantTime(signature, expected)).includes(true);
      if (!isSigned || !isWithinTolerance(timestamp * 1000, now(), stripeToleranceMs)) {
        throw new AppError("webhook_invalid");
      }
      const event = JSON.parse(payload) as StripeEvent;
      if (typeof event?.id !== "string" || typeof event.type !== "string") throw new AppError("webhook_invalid");
      const session = event.data?.object;
      const isSession = session?.id?.startsWith("cs_") === true;
      return {
        id: event.id,
        type: event.type,
        outcome: isSession ? outcomeOf(event) : "ignored",
        reference: isSession ? session.id : null,
        token: isSession ? (session.client_reference_id ?? session.metadata?.order_token ?? null) : null,
        amount: isSession ? session.amount_total : null,
        currency: isSession && session.currency ? session.currency.toUpperCase() : null,
      };
    },
  };
}

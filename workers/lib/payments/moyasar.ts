// Moyasar's hosted invoice page over its REST API with `fetch` (decision 0049): mada,
// Visa/Mastercard and Apple Pay on one page, no SDK needed.
// - Create: POST /v1/invoices, JSON, HTTP Basic with the secret key as the user name and an empty
//   password; amount in halalas (https://docs.moyasar.com/api/authentication,
//   https://docs.moyasar.com/guides/invoices/creating-invoices).
// - Webhooks: a JSON event `{ id, type, created_at, secret_token, live, data: <payment> }`; the
//   secret token is the one configured with the webhook in the dashboard, compared in constant
//   time (https://docs.moyasar.com/api/other/webhooks/webhook-reference).
// - Refunds: the invoice's paid payment (GET /v1/invoices/{id}, its `payments`), then POST
//   /v1/payments/{id}/refund with `amount` in halalas (https://docs.moyasar.com/api/payments/05-refund-payment:
//   partial refunds up to what is left of the payment). Moyasar takes no idempotency key here.
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
import { isEqualInConstantTime, isWithinTolerance } from "./webhook-checks.ts";

export interface MoyasarConfig {
  secretKey: string;
  webhookSecret: string;
  /** https://api.moyasar.com, or a local stand-in (scripts/stand-ins/moyasar.ts) */
  apiUrl: string;
  now?: () => number;
}

/**
 * Moyasar resends an undelivered event (5 more times) with its original `created_at` and does not
 * sign deliveries, so the tolerance spans its retries; a replay inside it is stopped by the event
 * id (payment_events) and a forgery by the secret token.
 */
export const moyasarToleranceMs = 6 * 60 * 60_000;

interface MoyasarInvoice {
  id: string;
  url: string;
  /** https://docs.moyasar.com/invoice-status-reference */
  status?: "initiated" | "paid" | "failed" | "refunded" | "canceled" | "on_hold" | "expired" | "voided";
  payments?: { id: string; status: string }[];
}

/** Moyasar's own words for a refusal (`{ type, message, errors }`), if it gave any. */
function moyasarMessage(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : null;
}

interface MoyasarPayment {
  id: string;
  status: string;
  amount: number;
  currency: string;
  invoice_id?: string | null;
  metadata?: Record<string, string> | null;
}

interface MoyasarEvent {
  id: string;
  type: string;
  created_at: string;
  secret_token: string;
  data: MoyasarPayment;
}

/** Our outcome for Moyasar's payment events; refunds and captures are not checkout's business. */
function outcomeOf(event: MoyasarEvent): PaymentEvent["outcome"] {
  switch (event.type) {
    case "payment_paid":
      return event.data.status === "paid" ? "paid" : "ignored";
    // The reference spells it "payment_faild" in one table and "payment_failed" in the list of
    // available events: both are read.
    case "payment_failed":
    case "payment_faild":
    case "payment_voided":
      return "failed";
    default:
      return "ignored";
  }
}

/** The Moyasar adapter behind the payment provider interface. */
export function moyasarProvider(config: MoyasarConfig): PaymentProvider {
  const now = config.now ?? Date.now;
  const authorization = `Basic ${btoa(`${config.secretKey}:`)}`;
  /** A call to Moyasar's API; a network failure is the same refusal as Moyasar's own. */
  const callMoyasar = (path: string, init: RequestInit = {}) =>
    fetch(new URL(path, config.apiUrl), { ...init, headers: { authorization, ...init.headers } }).catch(
      (error: unknown) => {
        console.error("Moyasar could not be reached", path, error);
        throw new AppError("payment_invalid");
      },
    );
  return {
    name: "moyasar",
    // Tabby and Tamara are separate providers with their own APIs: no adapter yet (decision 0049)
    canTakeInstallments: false,

    async createSession(request: PaymentRequest): Promise<PaymentSession> {
      // An invoice never expires unless told: this one takes payments for a session's lifetime
      const expiresAt = now() + paymentSessionLifetimeMs;
      const response = await callMoyasar("/v1/invoices", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          amount: request.amount,
          currency: request.currency,
          description: request.description,
          success_url: request.successUrl,
          back_url: request.failureUrl,
          expired_at: new Date(expiresAt).toISOString(),
          metadata: { order_token: request.token, order_number: request.orderNumber, attempt: String(request.attempt) },
        }),
      });
      const invoice = (await response.json().catch(() => null)) as Partial<MoyasarInvoice> | null;
      if (!response.ok || !invoice?.id || !invoice.url) {
        console.error("Moyasar refused an invoice", response.status, JSON.stringify(invoice));
        throw new AppError("payment_invalid");
      }
      return { url: invoice.url, reference: invoice.id, expiresAt };
    },

    // Cancel an initiated invoice (PUT /v1/invoices/{id}/cancel, as Moyasar's own libraries call it;
    // "canceled: the merchant cancels an initiated invoice", docs.moyasar.com/invoice-status-reference);
    // when it is no longer initiated, its status says why.
    async closeSession(reference: string): Promise<ClosedSession> {
      const path = `/v1/invoices/${encodeURIComponent(reference)}`;
      const cancelled = await callMoyasar(`${path}/cancel`, { method: "PUT" });
      if (cancelled.ok) return "closed";
      const response = await callMoyasar(path);
      if (response.status === 404) return "closed";
      const invoice = (await response.json().catch(() => null)) as Partial<MoyasarInvoice> | null;
      if (!response.ok || !invoice?.status || invoice.status === "initiated") {
        console.error("Moyasar would not cancel an invoice", reference, cancelled.status, response.status);
        throw new AppError("payment_invalid");
      }
      // on_hold: "it has a current payment attempt that has not been completed yet"
      if (invoice.status === "on_hold") return "busy";
      return invoice.status === "paid" || invoice.status === "refunded" ? "paid" : "closed";
    },

    async refund(request: RefundRequest): Promise<ProviderRefund> {
      const found = await callMoyasar(`/v1/invoices/${encodeURIComponent(request.reference)}`);
      const invoice = (await found.json().catch(() => null)) as Partial<MoyasarInvoice> | null;
      // A partly refunded payment stays "paid"; a fully refunded one has nothing left
      const payment = invoice?.payments?.find((row) => row.status === "paid" || row.status === "refunded");
      if (!found.ok || !payment) {
        console.error("Moyasar has no payment to refund", request.reference, found.status);
        throw new AppError("refund_refused", undefined, { reason: moyasarMessage(invoice) ?? "no payment" });
      }
      const response = await callMoyasar(`/v1/payments/${encodeURIComponent(payment.id)}/refund`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ amount: request.amount }),
      });
      const refunded = (await response.json().catch(() => null)) as { id?: string } | null;
      if (!response.ok || !refunded?.id) {
        console.error("Moyasar refused a refund", response.status, JSON.stringify(refunded));
        throw new AppError("refund_refused", undefined, {
          reason: moyasarMessage(refunded) ?? String(response.status),
        });
      }
      // The answer is the payment itself: its id and our key name this refund
      return { id: `${refunded.id}:${request.key}` };
    },

    async verifyWebhook(request: Request): Promise<PaymentEvent> {
      let event: MoyasarEvent;
      try {
        event = (await request.json()) as MoyasarEvent;
      } catch {
        throw new AppError("webhook_invalid");
      }
      const isSigned =
        typeof event?.secret_token === "string" && isEqualInConstantTime(event.secret_token, config.webhookSecret);
      if (!isSigned || !isWithinTolerance(Date.parse(event.created_at), now(), moyasarToleranceMs)) {
        throw new AppError("webhook_invalid");
      }
      if (typeof event.id !== "string" || typeof event.type !== "string") throw new AppError("webhook_invalid");
      const payment = event.data;
      return {
        id: event.id,
        type: event.type,
        outcome: payment ? outcomeOf(event) : "ignored",
        reference: payment?.invoice_id ?? null,
        token: payment?.metadata?.order_token ?? null,
        amount: typeof payment?.amount === "number" ? payment.amount : null,
        currency: payment?.currency ? payment.currency.toUpperCase() : null,
      };
    },
  };
}

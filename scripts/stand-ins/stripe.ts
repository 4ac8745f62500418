// A local stand-in for Stripe Checkout (decision 0049), for tests and `npm start`: it follows
// Stripe's documented formats, so the Worker's adapter (workers/lib/payments/stripe.ts) runs
// unchanged against it; only STRIPE_API_URL differs.
// - POST /v1/checkout/sessions: Bearer secret key, form-encoded fields as the API reference names
//   them; answers a Checkout Session object whose `url` is a hosted page on this server.
// - POST /v1/checkout/sessions/{id}/expire: expires an open session (sends checkout.session.expired).
// - GET /v1/checkout/sessions/{id}: retrieves a session. A session past its `expires_at` is
//   expired, as Stripe's are (its event is sent when it is next looked at).
// - The hosted page: Pay sends `checkout.session.completed` (payment_status "paid") and redirects
//   to success_url; Cancel redirects to cancel_url, as Stripe's back link does.
// - POST /v1/refunds: `payment_intent` (the paid session's) and `amount` (else all that is left);
//   refuses more than is left of the payment as Stripe does (400 `amount_too_large`, or
//   `charge_already_refunded` once nothing is left); a repeated Idempotency-Key gets its first answer.
// - Webhooks: `Stripe-Signature: t=…,v1=<HMAC-SHA256 of "t.body" with the endpoint secret>`.
import { createHmac, randomBytes } from "node:crypto";
import { formPage, listen, readBody, send, type StandIn } from "./http.ts";

interface Session {
  id: string;
  object: "checkout.session";
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  expires_at: number;
}

const stripeError = (message: string, param?: string) => ({
  error: { type: "invalid_request_error", message, ...(param ? { param } : {}) },
});

/** Signs a payload as Stripe does. */
export function stripeSignature(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/** Starts the Stripe stand-in on 127.0.0.1 (port 0: any free port). */
export async function startStripeStandIn(options: {
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string;
  port?: number;
}): Promise<StandIn> {
  const sessions = new Map<string, Session>();
  const byIdempotencyKey = new Map<string, Session>();
  /** Paid sessions' PaymentIntents: what was captured and what went back. */
  const intents = new Map<string, { amount: number; currency: string; refunded: number }>();
  const refundsByKey = new Map<string, { status: number; body: unknown }>();

  const deliver = async (type: string, session: Session) => {
    const payload = JSON.stringify({
      id: `evt_${randomBytes(12).toString("hex")}`,
      object: "event",
      api_version: "2026-10-28.clover",
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      data: { object: session },
    });
    const response = await fetch(options.webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": stripeSignature(options.webhookSecret, payload),
      },
      body: payload,
    }).catch((error: unknown) => ({ status: 0, error }));
    if (response.status !== 200) console.error(`Stripe stand-in: webhook ${type} answered ${response.status}`);
  };

  /** A session, expired first if its time is up (Stripe expires sessions at `expires_at`). */
  const sessionOf = async (id: string) => {
    const session = sessions.get(id);
    if (session?.status === "open" && session.expires_at * 1000 <= Date.now()) {
      session.status = "expired";
      await deliver("checkout.session.expired", session);
    }
    return session;
  };

  return listen(options.port ?? 0, async (request, response, base) => {
    const url = new URL(request.url ?? "/", base);
    const path = url.pathname;
    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
        return send(response, 401, stripeError("Invalid API Key provided"));
      }
      if (!request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
        return send(response, 400, stripeError("Stripe takes form-encoded bodies"));
      }
      const key = String(request.headers["idempotency-key"] ?? "");
      const again = key ? byIdempotencyKey.get(key) : undefined;
      const form = new URLSearchParams(await readBody(request));
      if (again) return send(response, 200, again);
      const amount = Number(form.get("line_items[0][price_data][unit_amount]"));
      const quantity = Number(form.get("line_items[0][quantity]"));
      const currency = form.get("line_items[0][price_data][currency]") ?? "";
      for (const [field, isValid] of [
        ["mode", form.get("mode") === "payment"],
        ["line_items[0][price_data][unit_amount]", Number.isInteger(amount) && amount > 0],
        ["line_items[0][quantity]", Number.isInteger(quantity) && quantity > 0],
        ["line_items[0][price_data][currency]", /^[a-z]{3}$/.test(currency)],
        [
          "line_items[0][price_data][product_data][name]",
          Boolean(form.get("line_items[0][price_data][product_data][name]")),
        ],
        ["success_url", URL.canParse(form.get("success_url") ?? "")],
        ["cancel_url", URL.canParse(form.get("cancel_url") ?? "")],
      ] as const) {
        if (!isValid) return send(response, 400, stripeError(`Invalid ${field}`, field));
      }
      const id = `cs_test_${randomBytes(24).toString("hex")}`;
      const metadata = Object.fromEntries(
        [...form].flatMap(([name, value]) => {
          const match = /^metadata\[(.+)\]$/.exec(name);
          return match?.[1] ? [[match[1], value]] : [];
        }),
      );
      const session: Session = {
        id,
        object: "checkout.session",
        status: "open",
        payment_status: "unpaid",
        payment_intent: null,
        amount_total: amount * quantity,
        currency,
        client_reference_id: form.get("client_reference_id"),
        metadata,
        success_url: String(form.get("success_url")).replace("{CHECKOUT_SESSION_ID}", id),
        cancel_url: String(form.get("cancel_url")),
        url: new URL(`/c/pay/${id}`, base).href,
        expires_at: Number(form.get("expires_at") ?? Math.floor(Date.now() / 1000) + 86_400),
      };
      sessions.set(id, session);
      if (key) byIdempotencyKey.set(key, session);
      return send(response, 200, session);
    }
    if (request.method === "POST" && path === "/v1/refunds") {
      if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
        return send(response, 401, stripeError("Invalid API Key provided"));
      }
      const key = String(request.headers["idempotency-key"] ?? "");
      const form = new URLSearchParams(await readBody(request));
      const earlier = key ? refundsByKey.get(key) : undefined;
      if (earlier) return send(response, earlier.status, earlier.body);
      const answer = (status: number, body: unknown) => {
        if (key) refundsByKey.set(key, { status, body });
        return send(response, status, body);
      };
      const intentId = form.get("payment_intent") ?? "";
      const intent = intents.get(intentId);
      if (!intent) return answer(404, stripeError(`No such payment_intent: '${intentId}'`, "payment_intent"));
      const left = intent.amount - intent.refunded;
      const asked = form.has("amount") ? Number(form.get("amount")) : left;
      if (!Number.isInteger(asked) || asked < 1) return answer(400, stripeError("Invalid integer", "amount"));
      if (left === 0) {
        return answer(400, {
          error: {
            type: "invalid_request_error",
            code: "charge_already_refunded",
            message: "Charge has already been refunded.",
          },
        });
      }
      if (asked > left) {
        const major = (value: number) => `${(value / 100).toFixed(2)} ${intent.currency.toUpperCase()}`;
        return answer(400, {
          error: {
            type: "invalid_request_error",
            code: "amount_too_large",
            param: "amount",
            message: `Refund amount (${major(asked)}) is greater than unrefunded amount on charge (${major(left)})`,
          },
        });
      }
      intent.refunded += asked;
      return answer(200, {
        id: `re_${randomBytes(12).toString("hex")}`,
        object: "refund",
        amount: asked,
        currency: intent.currency,
        payment_intent: intentId,
        status: "succeeded",
        reason: form.get("reason"),
        created: Math.floor(Date.now() / 1000),
      });
    }
    const intentRead = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    if (request.method === "GET" && intentRead) {
      if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
        return send(response, 401, stripeError("Invalid API Key provided"));
      }
      const intent = intents.get(intentRead[1] ?? "");
      if (!intent) return send(response, 404, stripeError("No such payment_intent"));
      return send(response, 200, {
        id: intentRead[1],
        object: "payment_intent",
        amount: intent.amount,
        amount_received: intent.amount,
        currency: intent.currency,
        status: "succeeded",
        // Not a Stripe field: what this stand-in gave back, for tests to read
        amount_refunded: intent.refunded,
      });
    }
    const expire = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path);
    if (request.method === "POST" && expire) {
      if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
        return send(response, 401, stripeError("Invalid API Key provided"));
      }
      const session = await sessionOf(expire[1] ?? "");
      if (!session) return send(response, 404, stripeError("No such checkout.session"));
      if (session.status !== "open") {
        return send(response, 400, stripeError("Only Checkout Sessions with a status in [open] can be expired."));
      }
      session.status = "expired";
      await deliver("checkout.session.expired", session);
      return send(response, 200, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (request.method === "GET" && retrieve) {
      if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
        return send(response, 401, stripeError("Invalid API Key provided"));
      }
      const session = await sessionOf(retrieve[1] ?? "");
      return session ? send(response, 200, session) : send(response, 404, stripeError("No such checkout.session"));
    }
    const page = /^\/c\/pay\/([\w]+)(?:\/(pay|cancel))?$/.exec(path);
    const session = page ? await sessionOf(page[1] ?? "") : undefined;
    if (!page || !session) return send(response, 404, stripeError("Not found"));
    if (request.method === "GET" && !page[2]) {
      const amount = (session.amount_total / 100).toFixed(2);
      return formPage(response, {
        title: "Stripe Checkout (local stand-in)",
        lines: [`Pay ${amount} ${session.currency.toUpperCase()}`, session.metadata.order_number ?? ""],
        actions:
          session.status === "open"
            ? [
                { label: "Pay", action: `/c/pay/${session.id}/pay` },
                { label: "Cancel", action: `/c/pay/${session.id}/cancel` },
              ]
            : [],
      });
    }
    if (request.method === "POST" && page[2] === "cancel") return send(response, 303, null, session.cancel_url);
    if (request.method === "POST" && page[2] === "pay" && session.status === "open") {
      session.status = "complete";
      session.payment_status = "paid";
      session.payment_intent = `pi_${randomBytes(12).toString("hex")}`;
      intents.set(session.payment_intent, { amount: session.amount_total, currency: session.currency, refunded: 0 });
      // Stripe sends the event on its own schedule, often after the buyer is back: so does this
      // stand-in, a moment after the redirect (the success page waits for it).
      setTimeout(() => void deliver("checkout.session.completed", session), 300);
      return send(response, 303, null, session.success_url);
    }
    return send(response, 400, stripeError("This session is no longer open"));
  });
}

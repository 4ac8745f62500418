// A local stand-in for Moyasar's hosted invoices (decision 0049), for tests and `npm start`: it
// follows Moyasar's documented formats, so the Worker's adapter (workers/lib/payments/moyasar.ts)
// runs unchanged against it; only MOYASAR_API_URL differs.
// - POST /v1/invoices: HTTP Basic with the secret key as user name, JSON body (amount in halalas,
//   currency, description, success_url, back_url, metadata); answers an invoice whose `url` is a
//   hosted page on this server.
// - The hosted page (mada, Visa/Mastercard, Apple Pay on the real one): Pay sends `payment_paid`
//   and redirects to success_url with the payment's id and status; Decline sends `payment_failed`;
//   Back redirects to back_url.
// - PUT /v1/invoices/{id}/cancel cancels an initiated invoice; GET /v1/invoices/{id} reads one. An
//   invoice past its `expired_at` is expired and takes no payment (docs.moyasar.com "Create Invoice").
// - POST /v1/payments/{id}/refund: `amount` in halalas (else all that is left); refuses more than
//   is left of the payment (400, "invalid_request_error"); answers the payment with its `refunded`
//   total, `status` "refunded" once all of it went back. GET /v1/payments/{id} reads one.
// - Webhooks: `{ id, type, created_at, secret_token, account_name, live, data: <payment> }`.
import { randomUUID } from "node:crypto";
import { formPage, listen, readBody, send, type StandIn } from "./http.ts";

interface Invoice {
  id: string;
  status: "initiated" | "paid" | "failed" | "expired" | "canceled";
  amount: number;
  currency: string;
  description: string;
  amount_format: string;
  url: string;
  success_url: string | null;
  back_url: string | null;
  expired_at: string | null;
  metadata: Record<string, string> | null;
  created_at: string;
  updated_at: string;
  payments: unknown[];
}

const moyasarError = (message: string, errors?: Record<string, string[]>) => ({
  type: "invalid_request_error",
  message,
  ...(errors ? { errors } : {}),
});

/** Starts the Moyasar stand-in on 127.0.0.1 (port 0: any free port). */
export async function startMoyasarStandIn(options: {
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string;
  port?: number;
}): Promise<StandIn> {
  const invoices = new Map<string, Invoice>();
  const payments = new Map<
    string,
    { id: string; status: string; amount: number; refunded: number } & Record<string, unknown>
  >();
  const expectedAuth = `Basic ${Buffer.from(`${options.secretKey}:`).toString("base64")}`;

  const settle = async (invoice: Invoice, status: "paid" | "failed") => {
    const now = new Date().toISOString();
    const payment = {
      id: randomUUID(),
      status,
      amount: invoice.amount,
      fee: 0,
      currency: invoice.currency,
      refunded: 0,
      description: invoice.description,
      amount_format: invoice.amount_format,
      invoice_id: invoice.id,
      created_at: now,
      updated_at: now,
      metadata: invoice.metadata,
      source: { type: "creditcard", company: "mada", name: "Local Stand-in", number: "4201-32XX-XXXX-1010" },
    };
    invoice.status = status;
    invoice.payments.push(payment);
    payments.set(payment.id, payment);
    const event = {
      id: randomUUID(),
      type: status === "paid" ? "payment_paid" : "payment_failed",
      created_at: now,
      secret_token: options.webhookSecret,
      account_name: "Jumla (stand-in)",
      live: false,
      data: payment,
    };
    const response = await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
    }).catch((error: unknown) => ({ status: 0, error }));
    if (response.status !== 200) console.error(`Moyasar stand-in: webhook ${event.type} answered ${response.status}`);
    return payment;
  };

  /** An invoice, expired first if its time is up. */
  const invoiceOf = (id: string) => {
    const invoice = invoices.get(id);
    if (invoice?.status === "initiated" && invoice.expired_at && Date.parse(invoice.expired_at) <= Date.now()) {
      invoice.status = "expired";
    }
    return invoice;
  };

  return listen(options.port ?? 0, async (request, response, base) => {
    const url = new URL(request.url ?? "/", base);
    const path = url.pathname;
    const api = /^\/v1\/invoices\/([\w-]+)(\/cancel)?$/.exec(path);
    if (api && ((request.method === "PUT" && api[2]) || (request.method === "GET" && !api[2]))) {
      if (request.headers.authorization !== expectedAuth)
        return send(response, 401, moyasarError("Invalid authorization credentials"));
      const invoice = invoiceOf(api[1] ?? "");
      if (!invoice) return send(response, 404, moyasarError("Object not found"));
      if (request.method === "GET") return send(response, 200, invoice);
      if (invoice.status !== "initiated") return send(response, 400, moyasarError("Invoice cannot be canceled"));
      invoice.status = "canceled";
      invoice.updated_at = new Date().toISOString();
      return send(response, 200, invoice);
    }
    const paymentApi = /^\/v1\/payments\/([\w-]+)(\/refund)?$/.exec(path);
    if (paymentApi && ((request.method === "POST" && paymentApi[2]) || (request.method === "GET" && !paymentApi[2]))) {
      if (request.headers.authorization !== expectedAuth)
        return send(response, 401, moyasarError("Invalid authorization credentials"));
      const payment = payments.get(paymentApi[1] ?? "");
      if (!payment) return send(response, 404, moyasarError("Object not found"));
      if (request.method === "GET") return send(response, 200, payment);
      let body: Record<string, unknown>;
      const text = await readBody(request);
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        return send(response, 400, moyasarError("Invalid JSON"));
      }
      const left = payment.amount - payment.refunded;
      const asked = body.amount === undefined ? left : body.amount;
      if (payment.status !== "paid" || left === 0) {
        return send(response, 400, moyasarError("Payment is not in a refundable state"));
      }
      if (!Number.isInteger(asked) || (asked as number) < 1) {
        return send(response, 400, moyasarError("Validation Failed", { amount: ["is invalid"] }));
      }
      if ((asked as number) > left) {
        return send(
          response,
          400,
          moyasarError("Validation Failed", { amount: [`must be less than or equal to ${left}`] }),
        );
      }
      payment.refunded += asked as number;
      payment.refunded_at = new Date().toISOString();
      if (payment.refunded === payment.amount) payment.status = "refunded";
      payment.updated_at = new Date().toISOString();
      return send(response, 200, payment);
    }
    if (request.method === "POST" && path === "/v1/invoices") {
      if (request.headers.authorization !== expectedAuth)
        return send(response, 401, moyasarError("Invalid authorization credentials"));
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      } catch {
        return send(response, 400, moyasarError("Invalid JSON"));
      }
      const errors: Record<string, string[]> = {};
      if (!Number.isInteger(body.amount) || (body.amount as number) < 100) errors.amount = ["must be at least 100"];
      if (typeof body.description !== "string" || body.description === "") errors.description = ["can't be blank"];
      if (body.currency !== undefined && !/^[A-Z]{3}$/.test(String(body.currency))) errors.currency = ["is invalid"];
      for (const field of ["success_url", "back_url"]) {
        if (body[field] !== undefined && !URL.canParse(String(body[field]))) errors[field] = ["is invalid"];
      }
      if (Object.keys(errors).length > 0) return send(response, 400, moyasarError("Validation Failed", errors));
      const id = randomUUID();
      const now = new Date().toISOString();
      const amount = body.amount as number;
      const currency = String(body.currency ?? "SAR");
      const invoice: Invoice = {
        id,
        status: "initiated",
        amount,
        currency,
        description: String(body.description),
        amount_format: `${(amount / 100).toFixed(2)} ${currency}`,
        url: new URL(`/invoices/${id}`, base).href,
        success_url: (body.success_url as string | undefined) ?? null,
        back_url: (body.back_url as string | undefined) ?? null,
        expired_at: (body.expired_at as string | undefined) ?? null,
        metadata: (body.metadata as Record<string, string> | undefined) ?? null,
        created_at: now,
        updated_at: now,
        payments: [],
      };
      invoices.set(id, invoice);
      return send(response, 201, invoice);
    }
    const page = /^\/invoices\/([\w-]+)(?:\/(pay|decline|back))?$/.exec(path);
    const invoice = page ? invoiceOf(page[1] ?? "") : undefined;
    if (!page || !invoice) return send(response, 404, moyasarError("Object not found"));
    if (request.method === "GET" && !page[2]) {
      return formPage(response, {
        title: "Moyasar (local stand-in)",
        lines: [
          invoice.description,
          `${invoice.amount_format} — mada, Visa, Mastercard, Apple Pay`,
          `Status: ${invoice.status}`,
        ],
        actions: [
          ...(invoice.status === "initiated"
            ? [
                { label: "Pay", action: `/invoices/${invoice.id}/pay` },
                { label: "Decline", action: `/invoices/${invoice.id}/decline` },
              ]
            : []),
          ...(invoice.back_url ? [{ label: "Back", action: `/invoices/${invoice.id}/back` }] : []),
        ],
      });
    }
    if (request.method === "POST" && page[2] === "back" && invoice.back_url)
      return send(response, 303, null, invoice.back_url);
    if (request.method === "POST" && invoice.status === "initiated" && (page[2] === "pay" || page[2] === "decline")) {
      const payment = await settle(invoice, page[2] === "pay" ? "paid" : "failed");
      if (payment.status === "paid" && invoice.success_url) {
        const next = new URL(invoice.success_url);
        next.searchParams.set("id", payment.id);
        next.searchParams.set("status", "paid");
        return send(response, 303, null, next.href);
      }
      return send(response, 303, null, invoice.url);
    }
    return send(response, 400, moyasarError("This invoice can no longer be paid"));
  });
}

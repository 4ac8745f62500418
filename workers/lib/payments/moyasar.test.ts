// Moyasar webhook verification (decision 0049): the secret token compared in constant time, the
// event's created_at within the tolerance, and what each payment event means.
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../errors.ts";
import { moyasarProvider, moyasarToleranceMs } from "./moyasar.ts";

const secret = "moyasar-unit-secret";
const now = 1_790_000_000_000;
const provider = moyasarProvider({
  secretKey: "sk_test",
  webhookSecret: secret,
  apiUrl: "http://moyasar.invalid",
  now: () => now,
});

const event = (overrides: Record<string, unknown> = {}, payment: Record<string, unknown> = {}) => ({
  id: "5b6c1a52-0000-4000-8000-000000000001",
  type: "payment_paid",
  created_at: new Date(now - 1000).toISOString(),
  secret_token: secret,
  account_name: "Jumla",
  live: false,
  data: {
    id: "pay-1",
    status: "paid",
    amount: 48_050,
    currency: "SAR",
    invoice_id: "inv-1",
    metadata: { order_token: "token-1" },
    ...payment,
  },
  ...overrides,
});

const delivery = (body: unknown) =>
  new Request("https://shop.example/api/payments/moyasar/webhook", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function refusal(body: unknown) {
  return provider.verifyWebhook(delivery(body)).then(
    () => "accepted",
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );
}

describe("Moyasar webhooks", () => {
  it("reads a paid payment with the right secret token, in our words", async () => {
    expect(await provider.verifyWebhook(delivery(event()))).toEqual({
      id: "5b6c1a52-0000-4000-8000-000000000001",
      type: "payment_paid",
      outcome: "paid",
      reference: "inv-1",
      token: "token-1",
      amount: 48_050,
      currency: "SAR",
    });
  });

  it.each([
    ["a wrong secret token", event({ secret_token: "guess" })],
    ["a secret token one character short", event({ secret_token: secret.slice(0, -1) })],
    ["no secret token", event({ secret_token: undefined })],
    ["a stale event", event({ created_at: new Date(now - moyasarToleranceMs - 1000).toISOString() })],
    ["an event from the future", event({ created_at: new Date(now + 10 * 60_000).toISOString() })],
    ["no created_at", event({ created_at: undefined })],
    ["a body that is not JSON", "secret_token=" + secret],
  ])("refuses %s", async (_, body) => {
    expect(await refusal(body)).toBe("webhook_invalid");
  });

  it.each([
    ["payment_paid", "paid", "paid"],
    ["payment_paid", "authorized", "ignored"],
    ["payment_failed", "failed", "failed"],
    ["payment_faild", "failed", "failed"],
    ["payment_voided", "voided", "failed"],
    ["payment_refunded", "refunded", "ignored"],
  ])("%s with a %s payment means %s", async (type, status, outcome) => {
    expect((await provider.verifyWebhook(delivery(event({ type }, { status })))).outcome).toBe(outcome);
  });
});

describe("closing a Moyasar invoice (decision 0073)", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Moyasar's answers: to the cancel call, then (when it refused) to reading the invoice. */
  function moyasarAnswers(cancel: number, read?: { status: number; body?: unknown }) {
    const calls: string[] = [];
    vi.stubGlobal("fetch", async (url: URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${url.pathname}`);
      if (url.pathname.endsWith("/cancel")) return Response.json({}, { status: cancel });
      return Response.json(read?.body ?? {}, { status: read?.status ?? 200 });
    });
    return calls;
  }

  it.each([
    ["cancelled now", 200, undefined, "closed"],
    ["expired", 400, { status: 200, body: { status: "expired" } }, "closed"],
    ["already cancelled", 400, { status: 200, body: { status: "canceled" } }, "closed"],
    ["unknown to Moyasar", 404, { status: 404 }, "closed"],
    ["paid", 400, { status: 200, body: { status: "paid" } }, "paid"],
    ["on hold (a payment under way)", 400, { status: 200, body: { status: "on_hold" } }, "busy"],
  ] as const)("answers an invoice %s as %s", async (_, cancel, read, expected) => {
    const calls = moyasarAnswers(cancel, read);
    expect(await provider.closeSession("inv-1")).toBe(expected);
    expect(calls[0]).toBe("PUT /v1/invoices/inv-1/cancel");
  });

  it("refuses when the invoice stays initiated", async () => {
    moyasarAnswers(500, { status: 200, body: { status: "initiated" } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(provider.closeSession("inv-1")).rejects.toMatchObject({ code: "payment_invalid" });
    errors.mockRestore();
  });
});

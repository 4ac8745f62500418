// Moyasar webhook verification (decision 0049): the secret token compared in constant time, the
// event's created_at within the tolerance, and what each payment event means.
import { describe, expect, it } from "vitest";
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

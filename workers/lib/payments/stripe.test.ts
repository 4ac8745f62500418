// Stripe webhook verification (decision 0049): the signature, its timestamp's tolerance and what
// each Checkout Session event means. A replayed event id is payment_events' business
// (tests/api/payments.test.ts).
import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../errors.ts";
import { stripeProvider, stripeToleranceMs } from "./stripe.ts";

const secret = "whsec_unit";
const now = 1_790_000_000_000;
const provider = stripeProvider({
  secretKey: "sk_test",
  webhookSecret: secret,
  apiUrl: "http://stripe.invalid",
  now: () => now,
});

function event(type = "checkout.session.completed", session: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: "evt_1",
    type,
    data: {
      object: {
        id: "cs_test_1",
        amount_total: 12_345,
        currency: "gbp",
        payment_status: "paid",
        client_reference_id: "token-1",
        metadata: { order_token: "token-1" },
        ...session,
      },
    },
  });
}

const sign = (payload: string, t = Math.floor(now / 1000), key = secret) =>
  `t=${t},v1=${createHmac("sha256", key).update(`${t}.${payload}`).digest("hex")}`;

const delivery = (payload: string, signature: string) =>
  new Request("https://shop.example/api/payments/stripe/webhook", {
    method: "POST",
    headers: { "stripe-signature": signature },
    body: payload,
  });

async function refusal(request: Request) {
  return provider.verifyWebhook(request).then(
    () => "accepted",
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );
}

describe("Stripe webhooks", () => {
  it("reads a correctly signed completed session as paid, in our words", async () => {
    const payload = event();
    expect(await provider.verifyWebhook(delivery(payload, sign(payload)))).toEqual({
      id: "evt_1",
      type: "checkout.session.completed",
      outcome: "paid",
      reference: "cs_test_1",
      token: "token-1",
      amount: 12_345,
      currency: "GBP",
    });
  });

  it("accepts any of several v1 signatures (a secret being rolled)", async () => {
    const payload = event();
    const t = Math.floor(now / 1000);
    const header = `${sign(payload, t, "whsec_old")},${sign(payload, t).split(",")[1]}`;
    expect((await provider.verifyWebhook(delivery(payload, header))).outcome).toBe("paid");
  });

  it.each([
    ["another secret's signature", (p: string) => sign(p, undefined, "whsec_other")],
    ["a signature of another body", (p: string) => sign(p.replace("12345", "1"))],
    ["no signature", () => ""],
    ["a timestamp without signature", () => `t=${Math.floor(now / 1000)}`],
    ["a v0 signature only", (p: string) => sign(p).replace("v1=", "v0=")],
    ["a stale timestamp", (p: string) => sign(p, Math.floor((now - stripeToleranceMs) / 1000) - 1)],
    ["a timestamp far in the future", (p: string) => sign(p, Math.floor((now + 10 * 60_000) / 1000))],
  ])("refuses %s", async (_, signature) => {
    const payload = event();
    expect(await refusal(delivery(payload, signature(payload)))).toBe("webhook_invalid");
  });

  it("accepts a timestamp just inside the tolerance", async () => {
    const payload = event();
    const t = Math.floor((now - stripeToleranceMs) / 1000) + 1;
    expect(await refusal(delivery(payload, sign(payload, t)))).toBe("accepted");
  });

  it.each([
    ["checkout.session.completed", { payment_status: "paid" }, "paid"],
    ["checkout.session.completed", { payment_status: "unpaid" }, "ignored"],
    ["checkout.session.async_payment_succeeded", {}, "paid"],
    ["checkout.session.async_payment_failed", {}, "failed"],
    ["checkout.session.expired", { payment_status: "unpaid" }, "cancelled"],
    ["charge.refunded", { id: "ch_1" }, "ignored"],
  ])("%s (%o) means %s", async (type, session, outcome) => {
    const payload = event(type, session);
    expect((await provider.verifyWebhook(delivery(payload, sign(payload)))).outcome).toBe(outcome);
  });
});

describe("closing a Stripe Checkout Session (decision 0073)", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Stripe's answers: to the expire call, then (when it refused) to the retrieve call. */
  function stripeAnswers(expire: number, retrieve?: { status: number; body?: unknown }) {
    const calls: string[] = [];
    vi.stubGlobal("fetch", async (url: URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${url.pathname}`);
      if (url.pathname.endsWith("/expire")) return Response.json({}, { status: expire });
      return Response.json(retrieve?.body ?? {}, { status: retrieve?.status ?? 200 });
    });
    return calls;
  }

  it.each([
    ["expired now", 200, undefined, "closed"],
    ["already expired", 400, { status: 200, body: { status: "expired", payment_status: "unpaid" } }, "closed"],
    ["unknown to Stripe", 404, { status: 404 }, "closed"],
    ["paid", 400, { status: 200, body: { status: "complete", payment_status: "paid" } }, "paid"],
    [
      "complete, a delayed method still settling",
      400,
      { status: 200, body: { status: "complete", payment_status: "unpaid" } },
      "busy",
    ],
  ] as const)("answers %s as %s", async (_, expire, retrieve, expected) => {
    const calls = stripeAnswers(expire, retrieve);
    expect(await provider.closeSession("cs_test_1")).toBe(expected);
    expect(calls[0]).toBe("POST /v1/checkout/sessions/cs_test_1/expire");
  });

  it("refuses when the session stays open or Stripe cannot be reached", async () => {
    stripeAnswers(500, { status: 200, body: { status: "open" } });
    await expect(provider.closeSession("cs_test_1")).rejects.toMatchObject({ code: "payment_invalid" });
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(provider.closeSession("cs_test_1")).rejects.toMatchObject({ code: "payment_invalid" });
    errors.mockRestore();
  });
});

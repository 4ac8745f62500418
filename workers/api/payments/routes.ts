import { type } from "arktype";
import { Hono, type Context } from "hono";
import { AppError } from "../../lib/errors.ts";
import { noStore } from "../../lib/http/no-store.ts";
import { ok } from "../../lib/http/respond.ts";
import { validate } from "../../lib/http/validate.ts";
import type { PaymentGateway } from "../../lib/payments/provider.ts";
import { paymentProvider } from "../../lib/payments/providers.ts";
import { access } from "../auth/access.ts";
import type { ApiEnv } from "../env.ts";
import { getPaymentResult } from "./get-payment-result.ts";
import { openPayment } from "./open-payment.ts";
import { receivePaymentEvent } from "./receive-payment-event.ts";

const OpenPayment = type({ orderId: "number.integer > 0" });

/** A provider's event, verified by its signature, applied to its order. */
async function receiveWebhook(c: Context<ApiEnv>, gateway: PaymentGateway) {
  const provider = paymentProvider(gateway, c.env);
  if (!provider) throw new AppError("not_found");
  const event = await provider.verifyWebhook(c.req.raw);
  const result = await receivePaymentEvent(c.var.db, provider.name, event, c.env);
  // 200 for every verified event, handled or not, so the provider stops retrying it
  return ok(c, { result });
}

/**
 * /api/payments (issue #10 item 8, decision 0049): the providers' webhooks, opening the hosted
 * payment page for one's own order, and where a payment stands for the result pages' polling.
 */
export const payments = new Hono<ApiEnv>()
  .use(noStore())
  // Called by the provider, not a browser: no session, no Origin (verify-origin.ts exempts it);
  // the signature or secret token is the authentication. One static route per gateway: a
  // `/:gateway/webhook` beside `/sessions` kept the app off Hono's RegExpRouter (decision 0079).
  .post("/stripe/webhook", access("public"), (c) => receiveWebhook(c, "stripe"))
  .post("/moyasar/webhook", access("public"), (c) => receiveWebhook(c, "moyasar"))
  // The buyer (re)opens the hosted page of an order still in "init" (place-order could not reach
  // the provider, or the thank-you page offers to pay now).
  .post("/sessions", access("orderingCustomer"), validate(OpenPayment), async (c) =>
    ok(c, await openPayment(c.var.db, c.env, { orderId: c.req.valid("json").orderId, customerId: c.var.shopper.id })),
  )
  .get("/orders/:token", access("public"), async (c) => {
    const { number, status, grandTotal, currency, outcome } = await getPaymentResult(c.var.db, c.req.param("token"));
    return ok(c, { number, status, grandTotal, currency, outcome });
  });

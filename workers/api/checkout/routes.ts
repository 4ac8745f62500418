import { type } from "arktype";
import { Hono, type Context } from "hono";
import { CheckoutRequest } from "../../../core/contracts/checkout.ts";
import { getProfile } from "../../../core/profiles.ts";
import { isoDayOf } from "../../../i18n/dates.ts";
import { AppError } from "../../lib/errors.ts";
import { noStore } from "../../lib/http/no-store.ts";
import { ok } from "../../lib/http/respond.ts";
import { validate } from "../../lib/http/validate.ts";
import { canTakePayment } from "../../lib/payments/providers.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { access } from "../auth/access.ts";
import type { ApiEnv } from "../env.ts";
import type { PricingContext } from "./price-checkout.ts";
import { placeOrder } from "./place-order.ts";
import { quoteCheckout } from "./quote-checkout.ts";

/** The request's pricing context: its language (the order's), the profile's currency, now and the shop's day. */
export function pricingContext<E extends ApiEnv>(c: Context<E>): PricingContext {
  const profile = getProfile(c.env.PROFILE);
  const now = Date.now();
  return {
    locale: requestLocale(c.req.raw, c.env),
    currency: profile.currency,
    now,
    today: isoDayOf(now, profile),
    canTakePayment: (method) => canTakePayment(method, profile, c.env),
  };
}

/** An Idempotency-Key as clients send them (a UUID, a ULID…): 8 to 255 visible ASCII characters. */
const IdempotencyKey = type(/^[\x21-\x7e]{8,255}$/);

/** POST /api/checkout/quote: the server's totals for a cart (issue #10 item 12). */
export const checkout = new Hono<ApiEnv>()
  .use(noStore())
  .post("/quote", access("orderer"), validate(CheckoutRequest), async (c) =>
    ok(c, await quoteCheckout(c.var.db, c.var.shopper, c.req.valid("json"), pricingContext(c))),
  );

/**
 * POST /api/orders: places an order (issue #10 items 7 and 12). The Idempotency-Key header is
 * required: the same key for the same customer answers the same order (decision 0047), marked
 * `Idempotent-Replayed: true` as Stripe marks its replays.
 */
export const placeOrders = new Hono<ApiEnv>()
  .use(noStore())
  .post("/", access("orderer"), validate(CheckoutRequest), async (c) => {
    const key = c.req.header("idempotency-key")?.trim() ?? "";
    if (IdempotencyKey(key) instanceof type.errors) throw new AppError("idempotency_key_required");
    const { order, isReplay } = await placeOrder(c.var.db, c.var.shopper, {
      request: c.req.valid("json"),
      idempotencyKey: key,
      context: pricingContext(c),
      env: c.env,
    });
    if (isReplay) c.header("idempotent-replayed", "true");
    return ok(c, order, { status: 201 });
  });

import { asc } from "drizzle-orm";
import { Hono } from "hono";
import type { PaymentMethodRow } from "../../../../core/contracts/admin/settings.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { paymentMethods, paymentMethodTranslations } from "../../../../db/schema/index.ts";
import { ok } from "../../../lib/http/respond.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { translated } from "../../../lib/translated.ts";
import { access } from "../../auth/access.ts";
import type { ApiEnv } from "../../env.ts";

/** Every configured payment method in checkout order, named in `locale` (English fallback). */
export async function listPaymentMethods(db: Db, locale: Locale): Promise<PaymentMethodRow[]> {
  return db
    .select({
      id: paymentMethods.id,
      name: paymentMethods.name,
      displayName: paymentMethodTranslations.displayName,
      kind: paymentMethods.kind,
      provider: paymentMethods.provider,
      isOnline: paymentMethods.isOnline,
      minLimit: paymentMethods.minLimit,
      maxLimit: paymentMethods.maxLimit,
      active: paymentMethods.active,
    })
    .from(paymentMethods)
    .innerJoin(
      paymentMethodTranslations,
      translated(paymentMethodTranslations, "paymentMethodId", paymentMethods.id, locale),
    )
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
}

/**
 * GET /api/admin/payment-methods: the configured methods, read-only (issue #12 item 4; their
 * editing screens, `/add`, `/{id}` and zones, come with the orders-and-commerce issue, decision 0068).
 */
export const paymentMethodList = new Hono<ApiEnv>().get("/", access("admin"), async (c) =>
  ok(c, await listPaymentMethods(c.var.db, requestLocale(c.req.raw, c.env))),
);

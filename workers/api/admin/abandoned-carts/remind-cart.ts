import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { cartReminderIntervalMs } from "../../../../core/contracts/admin/abandoned-carts.ts";
import { getProfile, type Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { carts, customers } from "../../../../db/schema/index.ts";
import { formatDate, formatTime } from "../../../../i18n/dates.ts";
import { useTranslations } from "../../../../i18n/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { queueEmailIfChanged } from "../../../lib/mail.ts";

export interface RemindOptions {
  /** The profile (PROFILE): its default language for a customer without one, its dates in refusals. */
  profileKey: string | undefined;
  /** The cart page's absolute URL in a language (siteOrigin + the localized /cart). */
  cartUrl: (locale: Locale) => string;
  now?: number;
}

/**
 * Emails a customer a reminder of their cart with a link back to it (issue #21 item 5, decision
 * 0093), at most once a week per cart, whoever asks and however many ask at once: ONE batch sets
 * `reminded_at` only where the cart has items and was not reminded in the last week, and queues
 * the email only if that update changed the row (`queueEmailIfChanged`). Refused: no cart (404),
 * nothing in it, or reminded within the week, saying from when the next one can go (409).
 */
export async function remindCart(db: Db, customerId: number, options: RemindOptions): Promise<void> {
  const now = options.now ?? Date.now();
  const profile = getProfile(options.profileKey);
  const [customer] = await db
    .select({ email: customers.email, firstName: customers.firstName, locale: customers.locale })
    .from(carts)
    .innerJoin(customers, eq(customers.id, carts.customerId))
    .where(eq(carts.customerId, customerId));
  if (!customer) throw new AppError("not_found");
  const locale = customer.locale ?? profile.language;
  const t = useTranslations(locale);
  const [, queued] = await db.batch([
    db
      .update(carts)
      // The last activity stays the customer's (the column would take the time of this update)
      .set({ remindedAt: now, updatedAt: sql`${carts.updatedAt}` })
      .where(
        and(
          eq(carts.customerId, customerId),
          gt(carts.totalItems, 0),
          or(isNull(carts.remindedAt), lte(carts.remindedAt, now - cartReminderIntervalMs)),
        ),
      ),
    queueEmailIfChanged(db, {
      to: customer.email,
      subject: t("mail.cartReminder.subject", { shop: t("site.name") }),
      text: t("mail.cartReminder.body", { name: customer.firstName, link: options.cartUrl(locale) }),
    }),
  ]);
  if (queued.rowsAffected === 1) return;
  // Nothing went out: say why, as the cart is now (another request may have just reminded it).
  const [cart] = await db
    .select({ totalItems: carts.totalItems, remindedAt: carts.remindedAt })
    .from(carts)
    .where(eq(carts.customerId, customerId));
  if (!cart) throw new AppError("not_found");
  if (cart.totalItems === 0 || cart.remindedAt === null) throw new AppError("cart_nothing_to_remind");
  const next = cart.remindedAt + cartReminderIntervalMs;
  throw new AppError("cart_reminded", undefined, { date: formatDate(next, profile), time: formatTime(next, profile) });
}

import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { authTokens, customers } from "../../../db/schema/people.ts";
import { AppError } from "../../lib/errors.ts";
import { queueEmail } from "../../lib/mail.ts";
import type { Locale } from "../../../core/profiles.ts";
import { prepareEmailVerification } from "./email-verification.ts";

/**
 * A new verification link and code for the signed-in customer (the page's resend button): the
 * previous unused ones stop working, and the new ones and their email are written in one batch.
 * An already verified customer gets nothing new (the page then moves on).
 */
export async function resendVerification(
  db: Db,
  customerId: number,
  options: { fallbackLocale: Locale; verifyUrl: string; now?: number },
): Promise<"sent" | "already_verified"> {
  const now = options.now ?? Date.now();
  const [customer] = await db
    .select({
      email: customers.email,
      firstName: customers.firstName,
      locale: customers.locale,
      emailVerifiedAt: customers.emailVerifiedAt,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw new AppError("unauthorized");
  if (customer.emailVerifiedAt !== null) return "already_verified";
  const verification = await prepareEmailVerification(
    db,
    { email: customer.email, firstName: customer.firstName, locale: customer.locale ?? options.fallbackLocale },
    options.verifyUrl,
    now,
  );
  await db.batch([
    db
      .delete(authTokens)
      .where(
        and(
          eq(authTokens.purpose, "email_verify"),
          eq(authTokens.userKind, "customer"),
          eq(authTokens.userId, customerId),
          isNull(authTokens.usedAt),
        ),
      ),
    db.insert(authTokens).values(verification.tokenRows(customerId)),
    queueEmail(db, verification.email),
  ]);
  return "sent";
}

import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { authTokens, companyPeople, customers, salespeople, type UserKind } from "../../../db/schema/people.ts";
import { renderAccountEmail } from "../../lib/email-templates.ts";
import { queueEmail } from "../../lib/mail.ts";
import { countAttempts } from "../../lib/rate-limit.ts";
import { generateLinkToken, hashLinkToken } from "../../lib/one-time-token.ts";
import type { Locale } from "../../../core/profiles.ts";
import { accountLimits, tokenLifetimeMinutes } from "./limits.ts";

/**
 * The shopper an email names: a customer first, else a salesperson (they share /login, SPEC §6),
 * else a company's active colleague (decision 0103).
 */
export async function findShopperByEmail(db: Db, email: string) {
  const [customerRows, salespersonRows, colleagueRows] = await db.batch([
    db
      .select({ id: customers.id, firstName: customers.firstName, locale: customers.locale })
      .from(customers)
      .where(eq(customers.email, email)),
    db
      .select({ id: salespeople.id, firstName: salespeople.firstName })
      .from(salespeople)
      .where(and(eq(salespeople.email, email), eq(salespeople.active, true))),
    db
      .select({ id: companyPeople.id, firstName: companyPeople.name, locale: customers.locale })
      .from(companyPeople)
      .innerJoin(customers, eq(customers.id, companyPeople.customerId))
      .where(and(eq(companyPeople.email, email), eq(companyPeople.active, true))),
  ]);
  const customer = customerRows[0];
  if (customer) return { kind: "customer" as UserKind, ...customer };
  const salesperson = salespersonRows[0];
  if (salesperson) return { kind: "salesperson" as UserKind, ...salesperson, locale: null };
  const colleague = colleagueRows[0];
  return colleague ? { kind: "colleague" as UserKind, ...colleague } : null;
}

/**
 * /reset (SPEC §2): emails a single-use link to /password/reset/{token}/{email}, valid for an hour;
 * an earlier unused link of the same account stops working. An unknown email does nothing. Past
 * `accountLimits.resetRequestPerEmail` nothing more is sent for the address. The route answers before this runs
 * (issue #9 D.26), alike for every address, so neither the answer nor its timing tells anybody
 * which emails have accounts.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  options: {
    fallbackLocale: Locale;
    resetUrl: (token: string, email: string, locale: Locale) => string;
    now?: number;
  },
): Promise<void> {
  const attempt = await countAttempts(db, [[accountLimits.resetRequestPerEmail, email]], options.now);
  if (attempt.spent) return;
  const user = await findShopperByEmail(db, email);
  if (!user) return;
  await sendPasswordReset(db, user, email, options);
}

/**
 * Emails `user` a single-use reset link for `email` and retires their earlier unused ones, in one
 * batch. /reset calls it for the address asked; an admin's "reset password by email" (issue #12,
 * decision 0067) for a customer's own address.
 */
export async function sendPasswordReset(
  db: Db,
  user: { kind: UserKind; id: number; firstName: string; locale: Locale | null },
  email: string,
  options: {
    fallbackLocale: Locale;
    resetUrl: (token: string, email: string, locale: Locale) => string;
    now?: number;
  },
): Promise<void> {
  const now = options.now ?? Date.now();
  const locale = user.locale ?? options.fallbackLocale;
  const token = generateLinkToken();
  const rendered = await renderAccountEmail(db, "password_reset", locale, {
    name: user.firstName,
    link: options.resetUrl(token, email, locale),
  });
  const mine = and(
    eq(authTokens.purpose, "password_reset"),
    eq(authTokens.userKind, user.kind),
    eq(authTokens.userId, user.id),
    isNull(authTokens.usedAt),
  );
  await db.batch([
    db.delete(authTokens).where(mine),
    db.insert(authTokens).values({
      purpose: "password_reset",
      tokenHash: hashLinkToken(token),
      userKind: user.kind,
      userId: user.id,
      email,
      createdAt: now,
      expiresAt: now + tokenLifetimeMinutes.passwordReset * 60_000,
    }),
    queueEmail(db, { to: email, ...rendered }),
  ]);
}

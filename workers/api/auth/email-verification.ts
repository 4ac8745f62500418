import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import type { authTokens } from "../../../db/schema/people.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { renderAccountEmail } from "../../lib/email-templates.ts";
import type { Email } from "../../lib/mail.ts";
import { generateCode, generateLinkToken, hashCode, hashLinkToken } from "../../lib/one-time-token.ts";
import type { Locale } from "../../../core/profiles.ts";
import { tokenLifetimeMinutes } from "./limits.ts";

export interface VerificationRecipient {
  email: string;
  firstName: string;
  locale: Locale;
}

export interface PreparedVerification {
  /** The auth_tokens rows (link and code, both hashed) for the customer `userId` names. */
  tokenRows: (userId: number | SQL) => (typeof authTokens.$inferInsert)[];
  /** The email carrying the link and the code, ready for the outbox. */
  email: Email;
}

/**
 * A verification link and a six-digit code for one customer (issue #4 item 3), and the email that
 * carries both. Nothing is written: the caller inserts the rows in the batch of its own event.
 */
export async function prepareEmailVerification(
  db: Db,
  recipient: VerificationRecipient,
  verifyUrl: string,
  now = Date.now(),
): Promise<PreparedVerification> {
  const token = generateLinkToken();
  const code = generateCode();
  const minutes = tokenLifetimeMinutes.emailVerify;
  const t = useTranslations(recipient.locale);
  const link = `${verifyUrl}?token=${token}`;
  const rendered = await renderAccountEmail(
    db,
    "email_verification",
    recipient.locale,
    { name: recipient.firstName, link },
    t("mail.verify.code", { code, count: minutes }),
  );
  const common = {
    purpose: "email_verify",
    userKind: "customer",
    email: recipient.email,
    createdAt: now,
    expiresAt: now + minutes * 60_000,
  } as const;
  return {
    tokenRows: (userId) => [
      { ...common, userId: userId as number, tokenHash: hashLinkToken(token) },
      { ...common, userId: userId as number, tokenHash: hashCode(recipient.email, code) },
    ],
    email: { to: recipient.email, ...rendered },
  };
}

/** The customer id of a row by email, for inserts in the same batch as the customer itself. */
export const customerIdByEmail = (email: string) => sql`(select id from customers where email = ${email})`;

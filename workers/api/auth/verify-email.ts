import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { authTokens, customers } from "../../../db/schema/people.ts";
import { AppError } from "../../lib/errors.ts";
import { hashCode, hashLinkToken, isLinkToken } from "../../lib/one-time-token.ts";

export type VerifyBy = { token: string } | { code: string; customer: { id: number; email: string } };

/**
 * Confirms a customer's email by the link's token or by the code (which needs the signed-in
 * customer: six digits name no account). Refuses unknown, used and expired secrets alike with
 * `verification_invalid`; on success every verification secret of the customer is spent.
 */
export async function verifyEmail(db: Db, by: VerifyBy, now = Date.now()): Promise<{ customerId: number }> {
  let tokenHash: string;
  if ("token" in by) {
    if (!isLinkToken(by.token)) throw new AppError("verification_invalid");
    tokenHash = hashLinkToken(by.token);
  } else {
    tokenHash = hashCode(by.customer.email, by.code);
  }
  const [row] = await db
    .select({ userId: authTokens.userId, customerEmail: customers.email })
    .from(authTokens)
    // The address must still be the one the secret was sent to.
    .innerJoin(customers, and(eq(customers.id, authTokens.userId), eq(customers.email, authTokens.email)))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, "email_verify"),
        eq(authTokens.userKind, "customer"),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    );
  if (!row || ("customer" in by && row.userId !== by.customer.id)) throw new AppError("verification_invalid");
  await db.batch([
    db
      .update(authTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(authTokens.purpose, "email_verify"),
          eq(authTokens.userKind, "customer"),
          eq(authTokens.userId, row.userId),
          isNull(authTokens.usedAt),
        ),
      ),
    db
      .update(customers)
      .set({ emailVerifiedAt: now })
      .where(and(eq(customers.id, row.userId), isNull(customers.emailVerifiedAt))),
  ]);
  return { customerId: row.userId };
}

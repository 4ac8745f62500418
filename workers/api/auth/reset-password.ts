import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { authTokens, companyPeople, customers, salespeople } from "../../../db/schema/people.ts";
import { AppError } from "../../lib/errors.ts";
import { isLinkToken, hashLinkToken } from "../../lib/one-time-token.ts";
import type { PasswordHasher } from "../../../core/password.ts";
import { invalidateUserSessions } from "../../lib/session.ts";
import type { ResetPassword } from "../../../core/contracts/auth.ts";

/**
 * /password/reset/{token}/{email} (SPEC §2, §5): sets a new password with a live, unused reset
 * token whose email is the one typed. The token is spent and every session of the user is
 * revoked (issue #4: a password change signs the user out everywhere).
 * @returns "email_mismatch" when the typed email is not the one the link was sent to.
 */
export async function resetPassword(
  db: Db,
  hasher: PasswordHasher,
  input: ResetPassword,
  now = Date.now(),
): Promise<"done" | "email_mismatch"> {
  if (!isLinkToken(input.token)) throw new AppError("reset_link_invalid");
  const [token] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashLinkToken(input.token)),
        eq(authTokens.purpose, "password_reset"),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    );
  if (!token || token.userKind === "admin") throw new AppError("reset_link_invalid");
  if (token.email !== input.email) return "email_mismatch";
  const passwordHash = hasher.hash(input.password);
  // A colleague's invitation is this link too (decision 0103): setting the password accepts it
  const setPassword =
    token.userKind === "colleague"
      ? db
          .update(companyPeople)
          .set({ passwordHash, acceptedAt: sql`coalesce(${companyPeople.acceptedAt}, ${now})` })
          .where(eq(companyPeople.id, token.userId))
      : db
          .update(token.userKind === "customer" ? customers : salespeople)
          .set({ passwordHash })
          .where(eq((token.userKind === "customer" ? customers : salespeople).id, token.userId));
  await db.batch([
    db
      .update(authTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(authTokens.purpose, "password_reset"),
          eq(authTokens.userKind, token.userKind),
          eq(authTokens.userId, token.userId),
          isNull(authTokens.usedAt),
        ),
      ),
    setPassword,
  ]);
  await invalidateUserSessions(db, { kind: token.userKind, id: token.userId });
  return "done";
}

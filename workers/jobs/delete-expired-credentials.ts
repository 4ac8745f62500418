import { isNotNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authTokens, sessions } from "../../db/schema/index.ts";

/**
 * Scheduled clean-up (ARCHITECTURE.md §1 "token clean-up"): sessions past their absolute or idle
 * expiry and one-time tokens that expired or were used can never be accepted again.
 */
export async function deleteExpiredCredentials(db: Db, now = Date.now()) {
  const [deletedSessions, deletedTokens] = await db.batch([
    db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.idleExpiresAt, now))),
    db.delete(authTokens).where(or(lt(authTokens.expiresAt, now), isNotNull(authTokens.usedAt))),
  ]);
  return { sessions: deletedSessions.rowsAffected, tokens: deletedTokens.rowsAffected };
}

import { isNotNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authTokens, rateLimits, sessions } from "../../db/schema/index.ts";

/**
 * Scheduled clean-up (ARCHITECTURE.md §1 "token clean-up"): sessions past their absolute or idle
 * expiry and one-time tokens that expired or were used can never be accepted again; rate-limit
 * counters a window past their own (decision 0072) can never be counted again.
 */
export async function deleteExpiredCredentials(db: Db, now = Date.now()) {
  const [deletedSessions, deletedTokens, deletedCounters] = await db.batch([
    db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.idleExpiresAt, now))),
    db.delete(authTokens).where(or(lt(authTokens.expiresAt, now), isNotNull(authTokens.usedAt))),
    db.delete(rateLimits).where(lt(rateLimits.expiresAt, now)),
  ]);
  return {
    sessions: deletedSessions.rowsAffected,
    tokens: deletedTokens.rowsAffected,
    rateLimits: deletedCounters.rowsAffected,
  };
}

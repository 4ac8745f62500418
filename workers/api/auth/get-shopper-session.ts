import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { customers, salespeople, sessions } from "../../../db/schema/people.ts";
import { isSessionToken, refreshSession, sessionIdOf, sessionPolicies, type Session } from "../../lib/session.ts";
import { customerShopper, salespersonShopper, type Shopper } from "./shopper.ts";

export interface ShopperSession {
  session: Session;
  shopper: Shopper;
}

/**
 * The shopper behind a session token, in one query (session joined with its customer or
 * salesperson), or null. Pages call it from the middleware only when the cookie is present, so
 * guests cost no database round trip.
 */
export async function getShopperSession(
  db: Db,
  token: string | undefined | null,
  now = Date.now(),
): Promise<ShopperSession | null> {
  if (!isSessionToken(token)) return null;
  const [row] = await db
    .select({
      session: sessions,
      customer: {
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        emailVerifiedAt: customers.emailVerifiedAt,
        approvalStatus: customers.approvalStatus,
        restricted: customers.restricted,
        canSeePrices: customers.canSeePrices,
      },
      salesperson: {
        id: salespeople.id,
        firstName: salespeople.firstName,
        lastName: salespeople.lastName,
        email: salespeople.email,
      },
    })
    .from(sessions)
    .leftJoin(customers, and(eq(sessions.userKind, "customer"), eq(customers.id, sessions.userId)))
    .leftJoin(salespeople, and(eq(sessions.userKind, "salesperson"), eq(salespeople.id, sessions.userId)))
    .where(
      and(eq(sessions.id, sessionIdOf(token)), inArray(sessions.userKind, [...sessionPolicies.shopper.userKinds])),
    );
  if (!row) return null;
  const shopper = row.customer
    ? customerShopper(row.customer)
    : row.salesperson
      ? salespersonShopper(row.salesperson)
      : null;
  // A session whose user was deleted is worth nothing (and is removed by the scheduled clean-up).
  if (!shopper) return null;
  const session = await refreshSession(db, row.session, "shopper", now);
  return session ? { session, shopper } : null;
}

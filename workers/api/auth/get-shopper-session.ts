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
 * The one query behind a shopper session: the session joined with its customer or salesperson.
 * Exposed so the page middleware can send it in one batch with the page shell.
 */
export function shopperSessionQuery(db: Db, token: string) {
  return db
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
    .leftJoin(
      salespeople,
      // A deactivated salesperson's session names nobody (decision 0067)
      and(eq(sessions.userKind, "salesperson"), eq(salespeople.id, sessions.userId), eq(salespeople.active, true)),
    )
    .where(
      and(eq(sessions.id, sessionIdOf(token)), inArray(sessions.userKind, [...sessionPolicies.shopper.userKinds])),
    );
}

/**
 * The stored session and its shopper from `shopperSessionQuery`'s rows, before expiry is applied
 * (`refreshSession`); null when there is none or its user was deleted (the scheduled clean-up
 * removes such sessions).
 */
export function toShopperSession(rows: Awaited<ReturnType<typeof shopperSessionQuery>>): ShopperSession | null {
  const [row] = rows;
  if (!row) return null;
  const shopper = row.customer
    ? customerShopper(row.customer)
    : row.salesperson
      ? salespersonShopper(row.salesperson)
      : null;
  return shopper ? { session: row.session, shopper } : null;
}

/**
 * The shopper behind a session token, in one query (session joined with its customer or
 * salesperson), or null. Malformed tokens cost no query.
 */
export async function getShopperSession(
  db: Db,
  token: string | undefined | null,
  now = Date.now(),
): Promise<ShopperSession | null> {
  if (!isSessionToken(token)) return null;
  const found = toShopperSession(await shopperSessionQuery(db, token));
  if (!found) return null;
  const session = await refreshSession(db, found.session, "shopper", now);
  return session ? { session, shopper: found.shopper } : null;
}

import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { prepared, run, type Answer } from "../../../db/prepared.ts";
import { companyPeople, customers, salespeople, sessions } from "../../../db/schema/people.ts";
import { isSessionToken, refreshSession, sessionIdOf, sessionPolicies, type Session } from "../../lib/session.ts";
import { priceBookOf, type PriceBook } from "../../lib/price-claim.ts";
import { bookListColumns } from "../pricing/buyer-prices.ts";
import { customerShopper, salespersonShopper, type Shopper } from "./shopper.ts";

export interface ShopperSession {
  session: Session;
  shopper: Shopper;
  /** The book the shopper's catalogue pages are rendered for (decision 0105). */
  priceBook: PriceBook;
}

/**
 * The one query behind a shopper session: the session joined with its customer (and the lists of
 * its price book) or salesperson, prepared once (every signed-in request runs it). Exposed so the page middleware can send it in
 * one batch with the page shell.
 */
const shopperSessionById = prepared((db) =>
  db
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
        ...bookListColumns,
      },
      salesperson: {
        id: salespeople.id,
        firstName: salespeople.firstName,
        lastName: salespeople.lastName,
        email: salespeople.email,
      },
      colleague: {
        id: companyPeople.id,
        name: companyPeople.name,
        email: companyPeople.email,
        role: companyPeople.role,
        perOrderLimit: companyPeople.perOrderLimit,
        perMonthLimit: companyPeople.perMonthLimit,
      },
    })
    .from(sessions)
    // A colleague's session is their company's customer row as them (decision 0103); a
    // deactivated colleague's names nobody
    .leftJoin(
      companyPeople,
      and(eq(sessions.userKind, "colleague"), eq(companyPeople.id, sessions.userId), eq(companyPeople.active, true)),
    )
    .leftJoin(
      customers,
      or(
        and(eq(sessions.userKind, "customer"), eq(customers.id, sessions.userId)),
        and(eq(sessions.userKind, "colleague"), eq(customers.id, companyPeople.customerId)),
      ),
    )
    .leftJoin(
      salespeople,
      // A deactivated salesperson's session names nobody (decision 0067)
      and(eq(sessions.userKind, "salesperson"), eq(salespeople.id, sessions.userId), eq(salespeople.active, true)),
    )
    .where(
      and(eq(sessions.id, sql.placeholder("id")), inArray(sessions.userKind, [...sessionPolicies.shopper.userKinds])),
    ),
);

/** The statement reading the session a token stands for, with its shopper. */
export function shopperSessionQuery(token: string) {
  return shopperSessionById({ id: sessionIdOf(token) });
}

type ShopperSessionRows = Answer<ReturnType<typeof shopperSessionQuery>>;

/**
 * The stored session and its shopper from `shopperSessionQuery`'s rows, before expiry is applied
 * (`refreshSession`); null when there is none or its user was deleted (the scheduled clean-up
 * removes such sessions).
 */
export function toShopperSession(rows: ShopperSessionRows): ShopperSession | null {
  const [row] = rows;
  // A colleague is their company's customer row as them (decision 0103): the company's book
  if (row?.customer) {
    const shopper = customerShopper(row.customer, row.colleague);
    return { session: row.session, shopper, priceBook: priceBookOf({ ...row.customer, ...shopper }) };
  }
  // A salesperson names no customer on catalogue pages: the shelf (decision 0101).
  if (row?.salesperson)
    return { session: row.session, shopper: salespersonShopper(row.salesperson), priceBook: "shelf" };
  return null;
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
  const found = toShopperSession(await run(db, shopperSessionQuery(token)));
  if (!found) return null;
  const session = await refreshSession(db, found.session, "shopper", now);
  return session ? { ...found, session } : null;
}

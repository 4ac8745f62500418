import { and, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { companyPeople, customers, salespeople, type UserKind } from "../../../db/schema/people.ts";
import { AppError } from "../../lib/errors.ts";
import type { PasswordHasher } from "../../../core/password.ts";
import { createSession, type NewSession } from "../../lib/session.ts";
import type { LogIn } from "../../../core/contracts/auth.ts";
import { normalizePhone } from "../../../core/validation/rules.ts";
import { priceBookOf, type PriceBook } from "../../lib/price-claim.ts";
import { bookListColumns } from "../pricing/buyer-prices.ts";
import { customerShopper, salespersonShopper, type Shopper } from "./shopper.ts";
import type { SignInGuard } from "./sign-in-brake.ts";

/**
 * Verified when no account matches, so an unknown login costs the same argon2id work as a wrong
 * password and timing does not reveal which accounts exist (OWASP authentication cheat sheet).
 * Same parameters as every stored hash (core/password.ts); no password produces it.
 */
export const dummyPasswordHash =
  "$argon2id$v=19$m=19456,t=2,p=1$V4RIQxo+EO0IO8ReVImG1g$Zih/EghOaE7hrjKiOZAIv/huNvnmVeEJlMWCmFeMKF0";

/**
 * The login as stored: e-mails lower-cased (db/schema/columns.ts), phones normalised as the phone
 * rule stores them, so "050 000 0001" and "050-000-0001" find the same account.
 */
export function normalizeLogin(login: string): { email: string } | { phone: string } {
  const value = login.trim();
  if (value.includes("@")) return { email: value.toLowerCase() };
  return { phone: normalizePhone(value) };
}

export interface ShopperLogIn extends NewSession {
  shopper: Shopper;
  /** The book the first price claim names (decision 0105). */
  priceBook: PriceBook;
}

/**
 * SPEC §5 Login for customers and salespeople (one page, SPEC §6): email or phone and password.
 * Wrong password and unknown login fail alike with `invalid_credentials`. Once the accounts the
 * login names are known, `guard` (the sign-in brake) may refuse, delay or challenge the attempt,
 * and hears of a right one (an attempt counts as failed until then). Success starts a new session and revokes the one the browser
 * presented (`replacing`): rotation on sign-in. Whether the customer may go on (verified,
 * approved) is the caller's to say with the session in hand, so an unverified or unapproved
 * customer can still finish the SPEC §4 onboarding.
 */
export async function logIn(
  db: Db,
  hasher: PasswordHasher,
  input: LogIn,
  options: { guard: SignInGuard; replacing?: string | undefined; now?: number },
): Promise<ShopperLogIn> {
  const login = normalizeLogin(input.login);
  const customerWhere = "email" in login ? eq(customers.email, login.email) : eq(customers.phone, login.phone);
  // A deactivated salesperson cannot sign in (decision 0067): their login names no account.
  const salespersonWhere = and(
    "email" in login ? eq(salespeople.email, login.email) : eq(salespeople.phone, login.phone),
    eq(salespeople.active, true),
  );
  // A company's colleague signs in by email only, while active, as their company (decision 0103)
  const colleagueWhere = and(
    eq(companyPeople.email, "email" in login ? login.email : ""),
    eq(companyPeople.active, true),
  );
  // Each customer row with the lists of its price book (decision 0105): the first claim names it
  const [customerRows, salespersonRows, colleagueRows] = await db.batch([
    db
      .select({ ...getTableColumns(customers), ...bookListColumns })
      .from(customers)
      .where(customerWhere),
    db.select().from(salespeople).where(salespersonWhere),
    db
      .select({ person: companyPeople, customer: customers, book: bookListColumns })
      .from(companyPeople)
      .innerJoin(customers, eq(customers.id, companyPeople.customerId))
      .where(colleagueWhere),
  ]);
  // The same login may name a customer and a salesperson (separate tables): the password decides.
  const candidates: { hash: string; user: { kind: UserKind; id: number }; shopper: Shopper; priceBook: PriceBook }[] = [
    ...customerRows.map((row) => {
      const shopper = customerShopper(row);
      return {
        hash: row.passwordHash,
        user: { kind: "customer" as const, id: row.id },
        shopper,
        priceBook: priceBookOf({ ...row, ...shopper }),
      };
    }),
    ...salespersonRows.map((row) => ({
      hash: row.passwordHash,
      user: { kind: "salesperson" as const, id: row.id },
      shopper: salespersonShopper(row),
      priceBook: "shelf" as const,
    })),
    // A colleague buys from their company's book
    ...colleagueRows.map(({ person, customer, book }) => {
      const shopper = customerShopper(customer, person);
      return {
        hash: person.passwordHash,
        user: { kind: "colleague" as const, id: person.id },
        shopper,
        priceBook: priceBookOf({ ...book, canSeePrices: shopper.canSeePrices }),
      };
    }),
  ];
  // Failures count per account, whether the login was its email or its phone (issue #9 D.19).
  const attempt = await options.guard(
    candidates.length > 0
      ? candidates.map(({ user }) => `${user.kind}:${user.id}`)
      : [`shopper-login:${"email" in login ? login.email : login.phone}`],
  );
  if (candidates.length === 0) {
    hasher.verify(dummyPasswordHash, input.password);
    throw new AppError("invalid_credentials");
  }
  const match = candidates.find((candidate) => hasher.verify(candidate.hash, input.password));
  if (!match) throw new AppError("invalid_credentials");
  await attempt.succeeded();
  const { shopper, user, priceBook } = match;
  const created = await createSession(db, user, options);
  return { ...created, shopper, priceBook };
}

import { eq, or } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { authTokens, customers } from "../../../db/schema/people.ts";
import { isUniqueViolation } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";
import { queueEmail } from "../../lib/mail.ts";
import type { PasswordHasher } from "../../../core/password.ts";
import type { Locale } from "../../../core/profiles.ts";
import { customerIdByEmail, prepareEmailVerification } from "./email-verification.ts";
import type { Register } from "../../../core/contracts/auth.ts";

/**
 * SPEC §5 Registration of a business account: the customer (unverified, approval not submitted),
 * its verification link and code (hashed) and the email carrying them, in one batch, so there is
 * never an account without its email or an email without its account. Email, phone and company
 * number must be unique; which one is taken is not said (SPEC §8 "Email, phone or company number
 * taken" is the only uniqueness message).
 */
export async function registerCustomer(
  db: Db,
  hasher: PasswordHasher,
  input: Register,
  options: { locale: Locale; verifyUrl: string; now?: number },
): Promise<{ customerId: number }> {
  const now = options.now ?? Date.now();
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      or(
        eq(customers.email, input.email),
        eq(customers.phone, input.phone),
        eq(customers.companyNumber, input.companyNumber),
      ),
    )
    .limit(1);
  if (taken) throw new AppError("account_taken");

  const verification = await prepareEmailVerification(
    db,
    { email: input.email, firstName: input.firstName, locale: options.locale },
    options.verifyUrl,
    now,
  );
  const { password, passwordConfirmation: _, ...details } = input;
  const passwordHash = hasher.hash(password);
  try {
    const [inserted] = await db.batch([
      db
        .insert(customers)
        .values({
          // The contract's fields are the SPEC §3 columns, named alike (core/contracts/customer.ts).
          ...details,
          passwordHash,
          locale: options.locale,
          registeredAt: now,
        })
        .returning({ id: customers.id }),
      db.insert(authTokens).values(verification.tokenRows(customerIdByEmail(input.email))),
      queueEmail(db, verification.email),
    ]);
    const customer = inserted[0];
    if (!customer) throw new Error("customer insert returned no row");
    return { customerId: customer.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("account_taken");
    throw error;
  }
}

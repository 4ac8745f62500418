import { eq, or } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { addresses, authTokens, customers } from "../../../db/schema/people.ts";
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
      ...registrationAddress(db, input),
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

/**
 * The address given at registration as the customer's first saved address, their default (issue
 * #19 item 7), when it is a whole one (SPEC §5 Address: country, city and address1): the customer
 * area and the checkout then start with it instead of asking again. The same for a business a
 * salesperson registers (../sales/register-customer.ts).
 */
export function registrationAddress(
  db: Db,
  input: Pick<Register, "email" | "country" | "city" | "address1" | "address2" | "postCode">,
) {
  // Optional fields arrive as null when missing or blank (core/contracts/customer.ts).
  const text = (value: string | null | undefined) => value?.trim() || null;
  const [country, city, address1] = [input.country, input.city, input.address1].map(text);
  if (!country || !city || !address1) return [];
  return [
    db.insert(addresses).values({
      customerId: customerIdByEmail(input.email),
      country,
      city,
      address1,
      address2: text(input.address2),
      postcode: text(input.postCode),
      isDefault: true,
    }),
  ];
}

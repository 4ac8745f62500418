import { eq, or } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { authTokens, customers } from "../../../db/schema/people.ts";
import { AppError } from "../../lib/errors.ts";
import { queueEmail } from "../../lib/mail.ts";
import type { PasswordHasher } from "../../../core/password.ts";
import type { Locale } from "../../../core/profiles.ts";
import { customerIdByEmail, prepareEmailVerification } from "./email-verification.ts";
import type { Register } from "./schemas.ts";

type OptionalCustomerInput = Partial<
  Record<"mobile" | "land_line" | "country" | "city" | "state" | "address1" | "address2" | "post_code", string | null>
>;

/** The optional SPEC §3 customer fields as columns, blanks stored as null (registration and profile). */
export function optionalCustomerFields(input: OptionalCustomerInput) {
  return {
    mobile: input.mobile ?? null,
    landLine: input.land_line ?? null,
    country: input.country ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    address1: input.address1 ?? null,
    address2: input.address2 ?? null,
    postCode: input.post_code ?? null,
  };
}

/** Whether a database error is a UNIQUE violation (a registration racing another for one value). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (cause instanceof Error && /UNIQUE constraint failed/i.test(cause.message)) return true;
    if (!(cause instanceof Error)) break;
  }
  return false;
}

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
        eq(customers.companyNumber, input.company_number),
      ),
    )
    .limit(1);
  if (taken) throw new AppError("account_taken");

  const verification = await prepareEmailVerification(
    db,
    { email: input.email, firstName: input.first_name, locale: options.locale },
    options.verifyUrl,
    now,
  );
  const passwordHash = hasher.hash(input.password);
  try {
    const [inserted] = await db.batch([
      db
        .insert(customers)
        .values({
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          companyName: input.company_name,
          companyNumber: input.company_number,
          phone: input.phone,
          ...optionalCustomerFields(input),
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

import { and, eq, sql } from "drizzle-orm";
import type { CompanyTermsInput, CustomerInput, CustomerPatch } from "../../../../core/contracts/admin/customers.ts";
import type { PasswordHasher } from "../../../../core/password.ts";
import type { Db } from "../../../../db/client.ts";
import { customers, salespeople } from "../../../../db/schema/people.ts";
import { AppError } from "../../../lib/errors.ts";
import { refusingTaken, type Translate } from "../resource-kit.ts";

/** Which input field a unique constraint of customers stands for (SPEC §5: email, phone, company number). */
export const uniqueFields = {
  "customers.email": "email",
  "customers.phone": "phone",
  "customers.company_number": "companyNumber",
};

/**
 * Refuses a salesperson who does not exist or was deactivated (SPEC §6: a customer is managed by
 * a working salesperson); null (none) always passes.
 */
async function checkSalesperson(db: Db, salespersonId: number | null | undefined, t: Translate) {
  if (salespersonId === null || salespersonId === undefined) return;
  const active = await db.$count(salespeople, and(eq(salespeople.id, salespersonId), eq(salespeople.active, true)));
  if (!active) {
    throw new AppError("invalid_input", { salespersonId: t("admin.customers.salesperson.unavailable") });
  }
}

/**
 * An admin creates a customer (issue #12 item 1, decision 0067): SPEC §5 registration rules, each
 * taken email, phone or company number refused at its field. The admin vouches for the email, so
 * the customer starts verified; approval still waits for the uploaded form (SPEC §4).
 */
export async function createCustomer(db: Db, hasher: PasswordHasher, input: CustomerInput, t: Translate) {
  await checkSalesperson(db, input.salespersonId, t);
  const { password, passwordConfirmation: _, salespersonId, canSeePrices, restricted, ...details } = input;
  const now = Date.now();
  const [created] = await refusingTaken(
    () =>
      db
        .insert(customers)
        .values({
          ...details,
          passwordHash: hasher.hash(password),
          emailVerifiedAt: now,
          salespersonId: salespersonId ?? null,
          canSeePrices: canSeePrices ?? false,
          restricted: restricted ?? false,
          registeredAt: now,
        })
        .returning({ id: customers.id }),
    uniqueFields,
    t,
  );
  if (!created) throw new Error("The customer insert returned no row");
  return created.id;
}

/**
 * PATCH /{id}: the SPEC §3 can-see-prices and restricted flags, the email verification (verify
 * sets it now, keeping an earlier time; false clears it) and the salesperson (null unassigns).
 */
export async function updateCustomer(db: Db, id: number, input: CustomerPatch, t: Translate) {
  await checkSalesperson(db, input.salespersonId, t);
  const changes = {
    ...(input.canSeePrices === undefined ? {} : { canSeePrices: input.canSeePrices }),
    ...(input.restricted === undefined ? {} : { restricted: input.restricted }),
    ...(input.salespersonId === undefined ? {} : { salespersonId: input.salespersonId }),
    ...(input.verified === undefined
      ? {}
      : { emailVerifiedAt: input.verified ? sql`coalesce(${customers.emailVerifiedAt}, ${Date.now()})` : null }),
  };
  const found =
    Object.keys(changes).length > 0
      ? await db
          .update(customers)
          .set({ ...changes, updatedAt: Date.now() })
          .where(eq(customers.id, id))
          .returning({ id: customers.id })
      : await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
  if (found.length === 0) throw new AppError("not_found");
}

/** A company's terms (decision 0102): both set, or both cleared; 404 for no such customer. */
export async function writeTerms(db: Db, id: number, input: CompanyTermsInput) {
  const found = await db
    .update(customers)
    .set({ paymentTermsDays: input.paymentTermsDays, creditLimit: input.creditLimit, updatedAt: Date.now() })
    .where(eq(customers.id, id))
    .returning({ id: customers.id });
  if (found.length === 0) throw new AppError("not_found");
}

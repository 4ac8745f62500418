import { and, eq, sql } from "drizzle-orm";
import type { SalespersonInput, SalespersonPatch } from "../../../../core/contracts/admin/salespeople.ts";
import type { PasswordHasher } from "../../../../core/password.ts";
import type { Db } from "../../../../db/client.ts";
import { collections, orders, refunds } from "../../../../db/schema/commerce.ts";
import { customers, salespeople, sessions } from "../../../../db/schema/people.ts";
import { AppError } from "../../../lib/errors.ts";
import { deleteUnlessUsed, refusingTaken, type Translate } from "../resource-kit.ts";

/** Which input field a unique constraint of salespeople stands for (SPEC §5: email and code; the phone signs in). */
const uniqueFields = {
  "salespeople.email": "email",
  "salespeople.phone": "phone",
  "salespeople.code": "code",
};

/** Creates a salesperson (SPEC §5): the password is required here and stored hashed. */
export async function createSalesperson(db: Db, hasher: PasswordHasher, input: SalespersonInput, t: Translate) {
  const { password, passwordConfirmation: _, ...fields } = input;
  if (password === undefined) throw new AppError("invalid_input", { password: t("validation.required") });
  const [created] = await refusingTaken(
    () =>
      db
        .insert(salespeople)
        .values({ ...fields, passwordHash: hasher.hash(password) })
        .returning({ id: salespeople.id }),
    uniqueFields,
    t,
  );
  if (!created) throw new Error("The salesperson insert returned no row");
  return created.id;
}

/**
 * Replaces (PUT) or changes (PATCH) a salesperson; a password given is re-hashed, one left out
 * kept. Deactivating (`active: false`) ends their sessions in the same batch (decision 0067).
 */
export async function updateSalesperson(
  db: Db,
  hasher: PasswordHasher,
  id: number,
  input: SalespersonPatch,
  t: Translate,
) {
  if (!(await db.$count(salespeople, eq(salespeople.id, id)))) throw new AppError("not_found");
  const { password, passwordConfirmation: _, ...fields } = input;
  await refusingTaken(
    () =>
      db.batch([
        db
          .update(salespeople)
          .set({
            ...fields,
            ...(password === undefined ? {} : { passwordHash: hasher.hash(password) }),
            updatedAt: Date.now(),
          })
          .where(eq(salespeople.id, id)),
        ...(fields.active === false || password !== undefined
          ? [db.delete(sessions).where(and(eq(sessions.userKind, "salesperson"), eq(sessions.userId, id)))]
          : []),
      ]),
    uniqueFields,
    t,
  );
}

/**
 * Deletes a salesperson who never had a customer, order, refund or collection; one with a history
 * is refused ("Problem deleting salesperson") and is deactivated instead (decision 0067).
 */
export function deleteSalesperson(db: Db, id: number, t: Translate) {
  return deleteUnlessUsed(
    db,
    salespeople,
    id,
    [
      sql`select 1 from ${customers} where ${customers.salespersonId} = ${id}`,
      sql`select 1 from ${orders} where ${orders.salespersonId} = ${id}`,
      sql`select 1 from ${refunds} where ${refunds.salespersonId} = ${id}`,
      sql`select 1 from ${collections} where ${collections.salespersonId} = ${id}`,
    ],
    t("admin.nouns.salesperson"),
  );
}

import { and, eq, ne, sql } from "drizzle-orm";
import type { TaxGroupInput, TaxGroupPatch } from "../../../../core/contracts/admin/tax-groups.ts";
import type { Db } from "../../../../db/client.ts";
import { products, taxGroups } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { refusingTaken, type Translate } from "../resource-kit.ts";

/** Which input field a unique constraint of the table stands for. */
const uniqueFields = { "tax_groups.name": "name" };

/** Takes the default from every group but `keep` (run in the batch that makes `keep` the default). */
const unsetDefault = (db: Db, keep: number | null) =>
  db
    .update(taxGroups)
    .set({ isDefault: false })
    .where(keep === null ? eq(taxGroups.isDefault, true) : and(eq(taxGroups.isDefault, true), ne(taxGroups.id, keep)));

/**
 * Creates a group and answers its id. Made the default, it takes the default from the one before
 * in the same batch; the first group of a shop without a default becomes the default.
 */
export async function createTaxGroup(db: Db, input: TaxGroupInput, t: Translate) {
  const values = { name: input.name, rateBasisPoints: input.rateBasisPoints };
  const [created] = await refusingTaken(
    async () => {
      if (input.isDefault) {
        const [, inserted] = await db.batch([
          unsetDefault(db, null),
          db
            .insert(taxGroups)
            .values({ ...values, isDefault: true })
            .returning({ id: taxGroups.id }),
        ]);
        return inserted;
      }
      const noDefault = sql<boolean>`not exists (select 1 from ${taxGroups} where ${taxGroups.isDefault} = 1)`;
      return db
        .insert(taxGroups)
        .values({ ...values, isDefault: noDefault })
        .returning({ id: taxGroups.id });
    },
    uniqueFields,
    t,
  );
  if (!created) throw new Error("The tax group insert returned no row");
  return created.id;
}

/**
 * Replaces (PUT) or changes (PATCH) a group. `isDefault: true` makes it the default (atomically);
 * `false` on the default is refused (another group is made the default instead), and on any other
 * group changes nothing. A new rate applies to quotes from now on: placed orders keep their VAT.
 */
export async function updateTaxGroup(db: Db, id: number, input: TaxGroupPatch, t: Translate) {
  const [group] = await db.select({ isDefault: taxGroups.isDefault }).from(taxGroups).where(eq(taxGroups.id, id));
  if (!group) throw new AppError("not_found");
  if (input.isDefault === false && group.isDefault) throw new AppError("tax_group_default");
  const change = {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.rateBasisPoints === undefined ? {} : { rateBasisPoints: input.rateBasisPoints }),
    updatedAt: Date.now(),
  };
  const write = db
    .update(taxGroups)
    .set(input.isDefault ? { ...change, isDefault: true } : change)
    .where(eq(taxGroups.id, id));
  await refusingTaken(
    async () => {
      if (input.isDefault) await db.batch([unsetDefault(db, id), write]);
      else await write.run();
    },
    uniqueFields,
    t,
  );
}

/**
 * Deletes a group that is neither the default nor taxes a product: 404 without it,
 * `tax_group_default` for the default, `tax_group_in_use` naming how many products use it.
 */
export async function deleteTaxGroup(db: Db, id: number, t: Translate) {
  const used = sql`select 1 from ${products} where ${products.taxGroupId} = ${id}`;
  const deleted = await db.run(
    sql`delete from ${taxGroups} where ${taxGroups.id} = ${id} and ${taxGroups.isDefault} = 0 and not exists (${used})`,
  );
  if (deleted.rowsAffected > 0) return;
  const [group] = await db.select({ isDefault: taxGroups.isDefault }).from(taxGroups).where(eq(taxGroups.id, id));
  if (!group) throw new AppError("not_found");
  if (group.isDefault) throw new AppError("tax_group_default");
  const count = await db.$count(products, eq(products.taxGroupId, id));
  throw new AppError("tax_group_in_use", undefined, { item: t("admin.nouns.taxGroup"), count });
}

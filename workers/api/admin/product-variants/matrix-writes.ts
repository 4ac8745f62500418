// Writing a product's variant matrix (decision 0058), shared by PUT (the whole matrix) and PATCH
// (one variant): checked against the database, matched to the stored rows, and written with the
// product's total and state in one batch whose statements do not grow with the matrix (each takes
// its rows as one JSON parameter), which ends by reading the matrix back.
import { and, eq, ne, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { matrixProblems, valueKey, type VariantInput } from "../../../../core/contracts/admin/product-variants.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { products, productVariants, variantAttributeValues } from "../../../../db/schema/index.ts";
import type { MessageKey } from "../../../../i18n/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { failedConstraint, type Translate } from "../resource-kit.ts";
import { matrixQueries } from "./read-product-variants.ts";

type Statement = BatchItem<"sqlite">;

/** A variant as it is to be written: the input and its place in the matrix. */
export interface MatrixEntry extends VariantInput {
  position: number;
}

/** Names the field of an entry's problem: `variants.7.code` for PUT, `code` for the variant a PATCH changes. */
export type FieldOf = (index: number, field: string) => string;

interface StoredVariant {
  id: number;
  code: string;
  valueKey: string;
  status: string;
  quantity: number;
  weight: number | null;
  price: number;
  position: number;
  retiredAt: number | null;
  isOrdered: number;
}

/** Rows as one JSON parameter: `json_each` walks them in SQL, so a statement binds one value whatever their number. */
const rowsOf = (rows: unknown[]) => JSON.stringify(rows);
const field = (name: string) => sql.raw(`json_extract(j.value, '$.${name}')`);

/**
 * Writes the matrix `entries` of product `productId` and answers the rows of `matrixQueries`.
 * Each entry keeps the stored variant it names by id, else the one with its code, else the one
 * with its values (so carts and orders keep pointing at it); variants left out are deleted, or,
 * when orders were placed for them, retired (kept, unavailable, out of the matrix). `hasVariants`
 * says whether the product has any; its quantity follows as their total (a trigger, decision 0073).
 */
export async function writeMatrix(
  db: Db,
  productId: number,
  entries: readonly MatrixEntry[],
  locale: Locale,
  t: Translate,
  fieldOf: FieldOf,
  isRetry = false,
): Promise<Awaited<ReturnType<typeof readBack>>> {
  const [[product], stored, values, takenElsewhere] = await db.batch([
    db.select({ id: products.id }).from(products).where(eq(products.id, productId)),
    db
      .select({
        id: productVariants.id,
        code: productVariants.code,
        valueKey: productVariants.valueKey,
        status: productVariants.status,
        quantity: productVariants.quantity,
        weight: productVariants.weight,
        price: productVariants.price,
        position: productVariants.position,
        retiredAt: productVariants.retiredAt,
        // Written out in full: Drizzle leaves a single table's columns unqualified ("id")
        isOrdered: sql<number>`exists (select 1 from order_lines l where l.variant_id = product_variants.id)`,
      })
      .from(productVariants)
      .where(eq(productVariants.productId, productId)),
    db
      .select({ id: variantAttributeValues.id, attributeId: variantAttributeValues.variantAttributeId })
      .from(variantAttributeValues)
      .where(
        sql`${variantAttributeValues.id} in (select value from json_each(${rowsOf([...new Set(entries.flatMap((entry) => entry.valueIds))])}))`,
      ),
    db
      .select({ code: productVariants.code })
      .from(productVariants)
      .where(
        and(
          ne(productVariants.productId, productId),
          sql`${productVariants.code} in (select value from json_each(${rowsOf(entries.map((entry) => entry.code))}))`,
        ),
      ),
  ]);
  if (!product) throw new AppError("not_found");
  const attributeOf = new Map(values.map((value) => [value.id, value.attributeId]));
  refuseProblems(entries, stored, attributeOf, new Set(takenElsewhere.map((row) => row.code)), t, fieldOf);

  const plan = planMatrix(entries, stored);
  try {
    return await readBack(db, productId, locale, writeStatements(db, productId, plan));
  } catch (error) {
    // Another request took a code, a combination or a value meanwhile: checked again, it is a 400
    const isRace = failedConstraint(error, "UNIQUE") ?? failedConstraint(error, "FOREIGN KEY");
    if (!isRace || isRetry) throw error;
    return writeMatrix(db, productId, entries, locale, t, fieldOf, true);
  }
}

/** The write statements followed by the matrix's queries, in one batch; answers the queries' rows. */
async function readBack(db: Db, productId: number, locale: Locale, writes: Statement[]) {
  const reads = matrixQueries(db, productId, locale);
  const results = await db.batch([...writes, ...reads] as unknown as [Statement, ...Statement[]]);
  return results.slice(writes.length) as unknown as [
    Awaited<(typeof reads)[0]>,
    Awaited<(typeof reads)[1]>,
    Awaited<(typeof reads)[2]>,
  ];
}

/**
 * SPEC §5 "no duplicate variants" and what only the database knows, each at its entry's field:
 * ids of this product's variants, existing values, one of each attribute and the same attributes
 * for every variant (the first variant's), and codes no other product's variant has.
 */
function refuseProblems(
  entries: readonly MatrixEntry[],
  stored: readonly StoredVariant[],
  attributeOf: ReadonlyMap<number, number>,
  takenElsewhere: ReadonlySet<string>,
  t: Translate,
  fieldOf: FieldOf,
) {
  const fields: Record<string, string> = {};
  const refuse = (index: number, name: string, message: MessageKey) => {
    fields[fieldOf(index, name)] ??= t(message);
  };
  for (const [[, index, ...path], message] of matrixProblems(entries)) refuse(Number(index), path.join("."), message);
  const storedIds = new Set(stored.map((row) => row.id));
  const attributesOf = (entry: MatrixEntry) => entry.valueIds.map((id) => attributeOf.get(id));
  const firstAttributes = entries[0] ? [...attributesOf(entries[0])].sort().join() : "";
  entries.forEach((entry, index) => {
    if (entry.id !== undefined && !storedIds.has(entry.id)) refuse(index, "id", "admin.unknownItem");
    if (takenElsewhere.has(entry.code)) refuse(index, "code", "validation.taken");
    const attributes = attributesOf(entry);
    if (attributes.includes(undefined)) refuse(index, "valueIds", "admin.unknownItem");
    else if (new Set(attributes).size !== attributes.length || [...attributes].sort().join() !== firstAttributes) {
      refuse(index, "valueIds", "admin.variants.oneValuePerAttribute");
    }
  });
  if (Object.keys(fields).length > 0) throw new AppError("invalid_input", fields);
}

/** A variant row as the statements write it. */
interface VariantRow {
  id?: number;
  code: string;
  valueKey: string;
  status: string;
  quantity: number;
  weight: number | null;
  price: number;
  position: number;
}

interface MatrixPlan {
  /** Stored variants of the matrix the entries leave out. */
  dropped: number[];
  /** Variants out of the matrix whose code or values an entry now has: renamed out of its way. */
  renamedCodes: number[];
  renamedKeys: number[];
  /** Kept variants that change, and those whose code or values change (moved aside first, so two may swap). */
  changed: VariantRow[];
  movedCodes: number[];
  movedKeys: number[];
  /** Kept variants whose links to their values are rewritten (new values, or back from retirement). */
  relinked: number[];
  added: VariantRow[];
}

/** Which stored variant each entry keeps (by id, else code, else values) and what changes. */
function planMatrix(entries: readonly MatrixEntry[], stored: readonly StoredVariant[]): MatrixPlan {
  const byId = new Map(stored.map((row) => [row.id, row]));
  const claimed = new Map<number, StoredVariant>();
  const taken = new Set<StoredVariant>();
  const keep = (index: number, row: StoredVariant | undefined) => {
    if (!row || taken.has(row) || claimed.has(index)) return;
    claimed.set(index, row);
    taken.add(row);
  };
  entries.forEach((entry, index) => keep(index, entry.id === undefined ? undefined : byId.get(entry.id)));
  // Entries without an id: the stored variant with their code, else the one with their values
  const byCode = new Map(stored.map((row) => [row.code, row]));
  const byKey = new Map(stored.map((row) => [row.valueKey, row]));
  entries.forEach((entry, index) => {
    if (entry.id === undefined) keep(index, byCode.get(entry.code));
  });
  entries.forEach((entry, index) => {
    if (entry.id === undefined) keep(index, byKey.get(valueKey(entry.valueIds)));
  });

  const rows = entries.map((entry): VariantRow => ({
    code: entry.code,
    valueKey: valueKey(entry.valueIds),
    status: entry.status,
    quantity: entry.quantity,
    weight: entry.weight ?? null,
    price: entry.price,
    position: entry.position,
  }));
  const unclaimed = stored.filter((row) => !taken.has(row));
  const codes = new Set(rows.map((row) => row.code));
  const keys = new Set(rows.map((row) => row.valueKey));
  const plan: MatrixPlan = {
    dropped: unclaimed.filter((row) => row.retiredAt === null).map((row) => row.id),
    renamedCodes: unclaimed.filter((row) => codes.has(row.code)).map((row) => row.id),
    renamedKeys: unclaimed.filter((row) => keys.has(row.valueKey)).map((row) => row.id),
    changed: [],
    movedCodes: [],
    movedKeys: [],
    relinked: [],
    added: [],
  };
  rows.forEach((row, index) => {
    const was = claimed.get(index);
    if (!was) return void plan.added.push(row);
    const isRetired = was.retiredAt !== null;
    const isChanged =
      isRetired ||
      (["code", "valueKey", "status", "quantity", "weight", "price", "position"] as const).some(
        (name) => row[name] !== was[name],
      );
    if (isChanged) plan.changed.push({ ...row, id: was.id });
    if (row.code !== was.code) plan.movedCodes.push(was.id);
    if (row.valueKey !== was.valueKey) plan.movedKeys.push(was.id);
    if (isRetired || row.valueKey !== was.valueKey) plan.relinked.push(was.id);
  });
  return plan;
}

/** The plan as statements, each with its rows as one JSON parameter. */
function writeStatements(db: Db, productId: number, plan: MatrixPlan): Statement[] {
  const now = Date.now();
  const ids = (list: number[]) => sql`(select value from json_each(${rowsOf(list)}))`;
  const inMatrix = sql`product_id = ${productId} and retired_at is null`;
  return [
    // Dropped: deleted, unless orders were placed for it (decision 0058: then retired)
    db.run(sql`delete from product_variants where id in ${ids(plan.dropped)}
      and not exists (select 1 from order_lines where order_lines.variant_id = product_variants.id)`),
    db.run(sql`update product_variants set retired_at = ${now}, status = 'unavailable', quantity = 0, updated_at = ${now}
      where id in ${ids(plan.dropped)}`),
    // Out of the matrix but holding a code or values the matrix now uses: renamed ("~" is no code's)
    db.run(sql`update product_variants set code = code || '~' || id where id in ${ids(plan.renamedCodes)}`),
    db.run(sql`update product_variants set value_key = '~' || id where id in ${ids(plan.renamedKeys)}`),
    // Codes and values that change are moved aside first, so two variants may swap theirs
    db.run(sql`update product_variants set code = '#' || id where id in ${ids(plan.movedCodes)}`),
    db.run(sql`update product_variants set value_key = '#' || id where id in ${ids(plan.movedKeys)}`),
    db.run(sql`update product_variants set code = ${field("code")}, value_key = ${field("valueKey")},
        status = ${field("status")}, quantity = ${field("quantity")}, weight = ${field("weight")},
        price = ${field("price")}, position = ${field("position")}, retired_at = null, updated_at = ${now}
      from json_each(${rowsOf(plan.changed)}) j where product_variants.id = ${field("id")}`),
    db.run(sql`insert into product_variants (product_id, code, value_key, status, quantity, weight, price, position)
      select ${productId}, ${field("code")}, ${field("valueKey")}, ${field("status")}, ${field("quantity")},
        ${field("weight")}, ${field("price")}, ${field("position")}
      from json_each(${rowsOf(plan.added)}) j`),
    // Links to the values: rewritten from the value key ("12-40" → 12 and 40) where they changed or are missing
    db.run(sql`delete from product_variant_values where variant_id in ${ids(plan.relinked)}`),
    db.run(sql`insert into product_variant_values (variant_id, variant_attribute_value_id)
      select v.id, k.value from product_variants v, json_each('[' || replace(v.value_key, '-', ',') || ']') k
      where v.product_id = ${productId} and v.retired_at is null
        and not exists (select 1 from product_variant_values l where l.variant_id = v.id)`),
    // The product has variants while its matrix has any. Its quantity is their sum, kept by the
    // database's triggers (decision 0073): a product whose last variant went keeps the 0 they left.
    db.run(sql`update products set
        has_variants = exists (select 1 from product_variants where ${inMatrix}),
        updated_at = ${now}
      where id = ${productId}`),
  ];
}

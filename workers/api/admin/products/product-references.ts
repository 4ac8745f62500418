// The rows a product names (SPEC §3: measure unit, brand, category, tax group, gallery images,
// tags, menus, option groups) must exist when it is written: a missing one is a message at its
// field (decision 0057), never a 500 from the foreign key.
import { inArray, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { ProductPatch } from "../../../../core/contracts/admin/products.ts";
import type { Db } from "../../../../db/client.ts";
import {
  brands,
  categories,
  galleryImages,
  measureUnits,
  menus,
  optionGroups,
  tags,
  taxGroups,
} from "../../../../db/schema/index.ts";
import type { Translate } from "../resource-kit.ts";

type Referenced = SQLiteTable & { id: SQLiteColumn };

const single = {
  measureUnitId: measureUnits,
  brandId: brands,
  categoryId: categories,
  taxGroupId: taxGroups,
  posterImageId: galleryImages,
  seoImageId: galleryImages,
} as const satisfies Partial<Record<keyof ProductPatch, Referenced>>;

const listed = {
  imageIds: galleryImages,
  tagIds: tags,
  optionGroupIds: optionGroups,
} as const satisfies Partial<Record<keyof ProductPatch, Referenced>>;

interface Check {
  field: string;
  ids: number[];
  query: SQL;
}

/** What to look up for an input: each given id of each field (menus with their item type). */
function checksFor(input: ProductPatch): Check[] {
  const checks: Check[] = [];
  const found = (table: Referenced, ids: number[]) =>
    sql`select ${table.id} as id, null as kind from ${table} where ${inArray(table.id, ids)}`;
  for (const [field, table] of Object.entries(single)) {
    const id = input[field as keyof typeof single];
    if (typeof id === "number") checks.push({ field, ids: [id], query: found(table, [id]) });
  }
  for (const [field, table] of Object.entries(listed)) {
    const ids = input[field as keyof typeof listed];
    if (ids?.length) checks.push({ field, ids, query: found(table, ids) });
  }
  if (input.menuIds?.length) {
    const query = sql`select ${menus.id} as id, ${menus.itemType} as kind from ${menus} where ${inArray(menus.id, input.menuIds)}`;
    checks.push({ field: "menuIds", ids: input.menuIds, query });
  }
  return checks;
}

/**
 * The lookups of a product's references, to run in the batch that reads the product, and the
 * field messages their results give: "admin.reference.missing" at the field (`brandId`) or the
 * list entry (`tagIds.1`), and at a menu that lists brands or categories rather than products.
 * @example const references = referenceChecks(db, input); const [rows, ...found] = await db.batch([read, ...references.statements]); references.problems(found, t)
 */
export function referenceChecks(db: Db, input: ProductPatch) {
  const checks = checksFor(input);
  return {
    statements: checks.map((check) => db.all<{ id: number; kind: string | null }>(check.query)),
    problems(results: { id: number; kind: string | null }[][], t: Translate): Record<string, string> {
      const problems: Record<string, string> = {};
      checks.forEach((check, index) => {
        const rows = new Map((results[index] ?? []).map((row) => [row.id, row.kind]));
        const isList = check.field in listed || check.field === "menuIds";
        check.ids.forEach((id, position) => {
          const at = isList ? `${check.field}.${position}` : check.field;
          if (!rows.has(id)) problems[at] ??= t("admin.reference.missing");
          else if (check.field === "menuIds" && rows.get(id) !== "products")
            problems[at] ??= t("admin.products.menuItemType");
        });
      });
      return problems;
    },
  };
}

/** The reference messages of an input on their own (after a foreign key refused a write that raced a delete). */
export async function referenceProblems(db: Db, input: ProductPatch, t: Translate): Promise<Record<string, string>> {
  const references = referenceChecks(db, input);
  const [first, ...rest] = references.statements;
  if (!first) return {};
  return references.problems(await db.batch([first, ...rest]), t);
}

// What every admin resource of /api/admin shares (issue #11 item 3, decision 0054): the page
// window and order of a list, a search over text columns, the newest row of a batch, unique
// values refused at their field, and deletes refused while something still uses the row.
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/client.ts";
import {
  adminPageSize,
  type AdminListPage,
  type AdminListQuery,
  type Translations,
} from "../../../core/contracts/admin-resources.ts";
import { locales, type Locale } from "../../../core/profiles.ts";
import type { useTranslations } from "../../../i18n/index.ts";
import { isUniqueViolation } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";

/** The request language's translator, for the messages a write may refuse with. */
export type Translate = ReturnType<typeof useTranslations>;

/** The page a list query asks for, with SPEC §9's default admin page size. */
export function pageWindow(query: AdminListQuery) {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? adminPageSize.default;
  return { page, perPage, offset: (page - 1) * perPage };
}

/**
 * The ORDER BY of a list: the asked field (`-field` descending), then the id, so rows with equal
 * values keep one order from page to page.
 * @example .orderBy(...listOrder(query.sort ?? "name", { name: nameColumn, code: measureUnits.code }, measureUnits.id))
 */
export function listOrder<F extends string>(
  sort: F | `-${F}`,
  columns: Record<F, AnyColumn | SQL | SQL.Aliased>,
  id: AnyColumn,
): SQL[] {
  const isDescending = sort.startsWith("-");
  const column = columns[(isDescending ? sort.slice(1) : sort) as F];
  const direction = isDescending ? desc : asc;
  return [direction(column), direction(id)];
}

/** A page of a list as the API answers it. */
export function listPage<Row>(items: Row[], total: number, window: ReturnType<typeof pageWindow>): AdminListPage<Row> {
  return { items, total, page: window.page, perPage: window.perPage };
}

/**
 * A search over text columns: every word must appear in one of them (case-insensitive for Latin
 * letters, as SQLite's LIKE is); `%` and `_` typed by the admin match themselves. No search: no filter.
 */
export function searchText(search: string | undefined, columns: SQLWrapper[]): SQL | undefined {
  const words = (search ?? "").split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0 || columns.length === 0) return undefined;
  const conditions = words.map((word) => {
    const pattern = `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    return sql`(${sql.join(
      columns.map((column) => sql`${column} like ${pattern} escape '\\'`),
      sql` or `,
    )})`;
  });
  return sql.join(conditions, sql` and `);
}

/**
 * The id of the row the same batch has just inserted into `table`, for its translations and links.
 * Safe only inside that batch: a batch is one transaction, SQLite has one writer, and AUTOINCREMENT
 * ids only grow, so the newest row is ours.
 */
export function insertedId(table: SQLiteTable & { id: AnyColumn }): SQL<number> {
  return sql<number>`(select max(${table.id}) from ${table})`;
}

/**
 * Runs a write and turns a UNIQUE violation into a 400 with the field's message, found from the
 * constraint's columns ("UNIQUE constraint failed: brand_translations.locale, brand_translations.name").
 * `fields` maps "table.column" to the input field it came from (`translations.en.name`…).
 */
export async function refusingTaken<T>(write: () => Promise<T>, fields: Record<string, string>, t: Translate) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = errorText(error);
    const field = Object.entries(fields).find(([column]) => message.includes(column))?.[1];
    throw new AppError("invalid_input", { [field ?? "form"]: t("validation.taken") });
  }
}

function errorText(error: unknown): string {
  const texts: string[] = [];
  for (let cause = error; cause instanceof Error; cause = cause.cause) texts.push(cause.message);
  return texts.join(" ");
}

/**
 * Deletes one row unless another row still uses it (SPEC §8 "Problem deleting product": a clear
 * refusal, never a 500 or a silent unlink): 404 when there is no such row, 409 `in_use` naming
 * what it is when something uses it.
 * @example await deleteUnlessUsed(db, measureUnits, id, [sql`select 1 from ${products} where ${products.measureUnitId} = ${id}`], t("admin.nouns.measureUnit"))
 */
export async function deleteUnlessUsed(
  db: Db,
  table: SQLiteTable & { id: AnyColumn },
  id: number,
  uses: SQL[],
  noun: string,
) {
  const stillUsed = uses.length ? sql` and not exists (${sql.join(uses, sql` union all `)})` : sql``;
  const deleted = await db.run(sql`delete from ${table} where ${table.id} = ${id}${stillUsed}`);
  if (deleted.rowsAffected > 0) return;
  const [found] = await db.all<{ id: number }>(sql`select ${table.id} as id from ${table} where ${table.id} = ${id}`);
  if (!found) throw new AppError("not_found");
  throw new AppError("in_use", undefined, { item: noun });
}

type TranslationTable = SQLiteTable & { locale: SQLiteColumn };

/**
 * The statements that write a resource's texts per locale (decision 0054): each locale given is
 * inserted or replaced; with `replace` (PUT, or texts sent in a PATCH) a locale left out is
 * deleted, so the page shows the English text for it again. English is always given (the
 * contract requires it). Run them in the batch that writes the row.
 * @example translationWrites(db, measureUnitTranslations, measureUnitTranslations.measureUnitId, id, input.translations)
 */
export function translationWrites<T extends TranslationTable>(
  db: Db,
  table: T,
  parentColumn: SQLiteColumn,
  parentId: number | SQL<number>,
  texts: Partial<Record<Locale, Record<string, unknown>>>,
) {
  const key = Object.entries(getTableColumns(table)).find(([, column]) => column === parentColumn)?.[0];
  if (!key) throw new Error(`${parentColumn.name} is not a column of the translations table`);
  const given = locales.filter((locale) => texts[locale]);
  const writes = given.map((locale) => {
    const fields = texts[locale] ?? {};
    return db
      .insert(table)
      .values({ ...fields, [key]: parentId, locale } as T["$inferInsert"])
      .onConflictDoUpdate({ target: [parentColumn, table.locale], set: fields as Partial<T["$inferInsert"]> });
  });
  const dropped = locales.filter((locale) => !texts[locale]);
  if (typeof parentId !== "number" || dropped.length === 0) return writes;
  return [...writes, db.delete(table).where(and(eq(parentColumn, parentId), inArray(table.locale, dropped)))];
}

/** A resource's translation rows as `{ en: {...}, ar: {...} }` (the shape the admin writes back). */
export function byLocale<R extends { locale: Locale }, T>(rows: R[], pick: (row: R) => T): Translations<T> {
  const texts: Partial<Record<Locale, T>> = {};
  for (const row of rows) texts[row.locale] = pick(row);
  return texts as Translations<T>;
}

/**
 * The ids of `ids` that `table` has no row for, so a reference to a missing row is refused at its
 * field (400) rather than failing a foreign key (500). One query, however many ids.
 * @example await missingIds(db, galleryImages, [input.imageId]) // Set { 42 } when image 42 is gone
 */
export async function missingIds(
  db: Db,
  table: SQLiteTable & { id: AnyColumn },
  ids: readonly number[],
): Promise<Set<number>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  const found = await db.all<{ id: number }>(
    sql`select ${table.id} as id from ${table} where ${inArray(table.id, wanted)}`,
  );
  const present = new Set(found.map((row) => Number(row.id)));
  return new Set(wanted.filter((id) => !present.has(id)));
}

/**
 * Runs a write of texts per locale whose columns are unique per locale (a menu's title and slug)
 * and turns a UNIQUE violation into 400 "Already used; choose another" at each field another row
 * already holds: `translations.<locale>.<field>`. The database decides (no read before the write
 * races it); the read after a refusal only names the fields.
 * @example await refusingTakenTexts(() => db.batch(writes), db, { table: menuTranslations, parent: menuTranslations.menuId, id, columns: { title: menuTranslations.title }, texts: input.translations }, t)
 */
export async function refusingTakenTexts<T>(
  write: () => Promise<T>,
  db: Db,
  taken: {
    table: TranslationTable;
    parent: SQLiteColumn;
    /** The row being written, or null for a new one. */
    id: number | null;
    columns: Record<string, SQLiteColumn>;
    texts: Partial<Record<Locale, Record<string, unknown>>>;
  },
  t: Translate,
) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const errors: Record<string, string> = {};
    for (const [field, column] of Object.entries(taken.columns)) {
      const given = locales.flatMap((locale) => {
        const value = taken.texts[locale]?.[field];
        return typeof value === "string" ? [and(eq(taken.table.locale, locale), eq(column, value))] : [];
      });
      if (given.length === 0) continue;
      const others = taken.id === null ? undefined : sql`${taken.parent} <> ${taken.id}`;
      const rows = await db.all<{ locale: Locale }>(
        sql`select ${taken.table.locale} as locale from ${taken.table} where (${sql.join(given, sql` or `)})${others ? sql` and ${others}` : sql``}`,
      );
      for (const row of rows) errors[`translations.${row.locale}.${field}`] = t("validation.taken");
    }
    throw new AppError("invalid_input", Object.keys(errors).length > 0 ? errors : { form: t("validation.taken") });
  }
}

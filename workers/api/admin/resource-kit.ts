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
  type AdminImage,
  type AdminListPage,
  type AdminListQuery,
  type Translations,
} from "../../../core/contracts/admin-resources.ts";
import { locales, type Locale } from "../../../core/profiles.ts";
import { mediaUrl } from "../../../core/storage.ts";
import { useTranslations, type MessageKey } from "../../../i18n/index.ts";
import { isUniqueViolation } from "../../lib/db.ts";
import { AppError, type ErrorCode } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/request-locale.ts";

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
export async function refusingTaken<T>(
  write: () => Promise<T>,
  fields: Record<string, string>,
  t: Translate,
  findTaken?: () => Promise<string[]>,
) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A translation's constraint does not say which locale's value was taken: `findTaken` looks.
    const taken = findTaken ? await findTaken() : [];
    if (taken.length > 0) {
      throw new AppError("invalid_input", Object.fromEntries(taken.map((field) => [field, t("validation.taken")])));
    }
    const message = errorText(error);
    const field = Object.entries(fields).find(([column]) => message.includes(column))?.[1];
    throw new AppError("invalid_input", { [field ?? "form"]: t("validation.taken") });
  }
}

/** How a unique text of a translations table is unique: within its locale, or across all of them (slugs). */
export type Uniqueness = "perLocale" | "acrossLocales";

/**
 * After a write refused for a UNIQUE violation: the fields (`translations.en.name`…) of the given
 * texts that another row holds, read in one statement. It only names the fields; the database has
 * already refused the write, so a race can at worst name none (and the caller falls back).
 * Slugs are unique across locales (decision 0056): an English slug may not be another row's
 * Arabic one, or the Arabic page of a row shown in English would find two rows.
 * @example takenTexts(db, brandTranslations, brandTranslations.brandId, id, input.translations, { name: "perLocale", slug: "acrossLocales" })
 */
export async function takenTexts(
  db: Db,
  table: TranslationTable,
  parentColumn: SQLiteColumn,
  ownId: number | undefined,
  texts: Partial<Record<Locale, Record<string, unknown>>>,
  unique: Record<string, Uniqueness>,
): Promise<string[]> {
  const columns = getTableColumns(table);
  const checks = locales.flatMap((locale) =>
    Object.entries(unique).flatMap(([key, uniqueness]) => {
      const value = texts[locale]?.[key];
      const column = columns[key];
      if (typeof value !== "string" || !column) return [];
      const other = (name: string) => sql`other.${sql.identifier(name)}`;
      const inLocales = uniqueness === "perLocale" ? [locale] : locales;
      const conditions = [
        sql`${other(table.locale.name)} in (${sql.join(
          inLocales.map((each) => sql`${each}`),
          sql`, `,
        )})`,
        sql`${other(column.name)} = ${value}`,
        ...(ownId === undefined ? [] : [sql`${other(parentColumn.name)} <> ${ownId}`]),
      ];
      return [
        {
          field: `translations.${locale}.${key}`,
          check: sql`exists (select 1 from ${table} as other where ${sql.join(conditions, sql` and `)})`,
        },
      ];
    }),
  );
  if (checks.length === 0) return [];
  const [found] = await db.all<Record<string, number>>(
    sql`select ${sql.join(
      checks.map(({ check }, index) => sql`${check} as ${sql.identifier(`c${index}`)}`),
      sql`, `,
    )}`,
  );
  return checks.filter((_, index) => Number(found?.[`c${index}`]) === 1).map(({ field }) => field);
}

/** A row a write points at: the input field, the table it must exist in, the id given, and the message. */
export interface Reference {
  table: SQLiteTable & { id: AnyColumn };
  id: number | null | undefined;
  message: MessageKey;
}

/**
 * Runs a write and turns a FOREIGN KEY violation (an image, a parent, a main category that does
 * not exist) into a 400 at the fields whose row is missing, found by one read after the refusal:
 * SQLite's message names no column. Foreign keys are enforced on every connection (libsql-server
 * and db/local-server.ts), so the database decides; the read only names the field.
 * @example refusingUnknown(db, () => db.batch([...]), { imageId: { table: galleryImages, id: input.imageId, message: "validation.image.required" } }, t)
 */
export async function refusingUnknown<T>(
  db: Db,
  write: () => Promise<T>,
  references: Record<string, Reference>,
  t: Translate,
) {
  try {
    return await write();
  } catch (error) {
    if (!/FOREIGN KEY constraint failed/i.test(errorText(error))) throw error;
    const given = Object.entries(references).filter(
      (entry): entry is [string, Reference & { id: number }] => typeof entry[1].id === "number",
    );
    if (given.length === 0) throw error;
    const [found] = await db.all<Record<string, number>>(
      sql`select ${sql.join(
        given.map(
          ([, { table, id }], index) =>
            sql`exists (select 1 from ${table} where ${table.id} = ${id}) as ${sql.identifier(`r${index}`)}`,
        ),
        sql`, `,
      )}`,
    );
    const missing = given.filter((_, index) => Number(found?.[`r${index}`]) !== 1);
    if (missing.length === 0) throw error;
    throw new AppError("invalid_input", Object.fromEntries(missing.map(([field, { message }]) => [field, t(message)])));
  }
}

/** Where a resource's texts live and which are unique, for `takenTexts`. */
export interface TextTable {
  table: TranslationTable;
  parentColumn: SQLiteColumn;
  unique: Record<string, Uniqueness>;
}

/**
 * Runs the write of a row with texts and references: a text another row holds and a referenced
 * row that does not exist are both refused at their fields (`refusingTaken` over `refusingUnknown`).
 * @example refusingTextsAndReferences(db, write, { texts: brandTexts, ownId: id, given: input.translations }, { imageId: … }, t)
 */
export function refusingTextsAndReferences<T>(
  db: Db,
  write: () => Promise<T>,
  texts: TextTable & { ownId: number | undefined; given: Partial<Record<Locale, Record<string, unknown>>> | undefined },
  references: Record<string, Reference>,
  t: Translate,
) {
  return refusingTaken(
    () => refusingUnknown(db, write, references, t),
    {},
    t,
    () => takenTexts(db, texts.table, texts.parentColumn, texts.ownId, texts.given ?? {}, texts.unique),
  );
}

function errorText(error: unknown): string {
  const texts: string[] = [];
  for (let cause = error; cause instanceof Error; cause = cause.cause) texts.push(cause.message);
  return texts.join(" ");
}

/**
 * Deletes one row unless another row still uses it (SPEC §8 "Problem deleting product": a clear
 * refusal, never a 500 or a silent unlink): 404 when there is no such row, 409 `in_use` naming
 * what it is when something uses it (or `refusal`, whose hint says why: `in_orders`).
 * @example await deleteUnlessUsed(db, measureUnits, id, [sql`select 1 from ${products} where ${products.measureUnitId} = ${id}`], t("admin.nouns.measureUnit"))
 */
export async function deleteUnlessUsed(
  db: Db,
  table: SQLiteTable & { id: AnyColumn },
  id: number,
  uses: SQL[],
  noun: string,
  refusal: Extract<ErrorCode, "in_use" | "in_orders" | "coupon_used" | "payment_method_in_orders"> = "in_use",
) {
  const stillUsed = uses.length ? sql` and not exists (${sql.join(uses, sql` union all `)})` : sql``;
  const deleted = await db.run(sql`delete from ${table} where ${table.id} = ${id}${stillUsed}`);
  if (deleted.rowsAffected > 0) return;
  const [found] = await db.all<{ id: number }>(sql`select ${table.id} as id from ${table} where ${table.id} = ${id}`);
  if (!found) throw new AppError("not_found");
  throw new AppError(refusal, undefined, { item: noun });
}

type TranslationTable = SQLiteTable & { locale: SQLiteColumn };

/**
 * The statements that write a resource's texts per locale (decision 0054): each locale given is
 * inserted or replaced; with `replace` (PUT, or texts sent in a PATCH) a locale left out is
 * deleted, so the page shows the English text for it again. English is always given (the
 * contract requires it). `insertOnly` holds values a new locale's row takes but an existing one
 * keeps (a derived slug). Run them in the batch that writes the row.
 * @example translationWrites(db, measureUnitTranslations, measureUnitTranslations.measureUnitId, id, input.translations)
 */
export function translationWrites<T extends TranslationTable>(
  db: Db,
  table: T,
  parentColumn: SQLiteColumn,
  parentId: number | SQL<number>,
  texts: Partial<Record<Locale, Record<string, unknown>>>,
  insertOnly: Partial<Record<Locale, Record<string, unknown>>> = {},
) {
  const key = Object.entries(getTableColumns(table)).find(([, column]) => column === parentColumn)?.[0];
  if (!key) throw new Error(`${parentColumn.name} is not a column of the translations table`);
  const given = locales.filter((locale) => texts[locale]);
  const writes = given.map((locale) => {
    const fields = texts[locale] ?? {};
    return db
      .insert(table)
      .values({ ...insertOnly[locale], ...fields, [key]: parentId, locale } as T["$inferInsert"])
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
 * Every locale's texts of a row as one searchable value (names and slugs in Arabic and English),
 * for `searchText`: a list shows one language but finds a row by either.
 * @example searchText(query.search, [allTexts(brandTranslations, brandTranslations.brandId, brands.id, ["name", "slug"])])
 */
export function allTexts<T extends TranslationTable>(
  table: T,
  parentColumn: SQLiteColumn,
  parentId: AnyColumn,
  keys: (keyof T["$inferSelect"] & string)[],
): SQL {
  const columns = getTableColumns(table);
  const texts = keys.flatMap((key) => {
    const column = columns[key];
    return column ? [sql`coalesce(searched.${sql.identifier(column.name)}, '')`] : [];
  });
  return sql`(select group_concat(${sql.join(texts, sql` || ' ' || `)}, ' ') from ${table} as searched
    where searched.${sql.identifier(parentColumn.name)} = ${parentId})`;
}

/** A row's gallery image as the admin reads it (id and URL), or null when it has none. */
export function adminImage(id: number | null, storageKey: string | null): AdminImage | null {
  return id !== null && storageKey !== null ? { id, url: mediaUrl(storageKey) } : null;
}

/** The translator of a request's language (`?locale=`, Accept-Language, the profile's default). */
export function translator(c: { req: { raw: Request }; env: Env }): Translate {
  return useTranslations(requestLocale(c.req.raw, c.env));
}

/**
 * A resource's texts with the optional fields each language left out filled in, so writing a
 * language replaces it whole (decision 0054) instead of keeping an old description.
 * @example translationWrites(db, table, column, id, withDefaults(input.translations, { description: null }))
 */
export function withDefaults<T extends object, D extends object>(
  texts: Partial<Record<Locale, T>>,
  defaults: D,
): Partial<Record<Locale, D & T>> {
  return Object.fromEntries(
    Object.entries(texts).map(([locale, row]) => [locale, { ...defaults, ...(row as T) }]),
  ) as Partial<Record<Locale, D & T>>;
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
 * The text of a database error when it is a failed constraint of `kind`, else null: a batch that
 * a guard aborted (`onlyIf`) or a row another request removed meanwhile is told from other errors.
 */
export function failedConstraint(error: unknown, kind: "UNIQUE" | "NOT NULL" | "FOREIGN KEY" | "CHECK"): string | null {
  const text = errorText(error);
  return text.includes(`${kind} constraint failed`) ? text : null;
}

// Shared column builders and constraint helpers, so every area file spells ids, times, money,
// locales and enum checks the same way (ARCHITECTURE §2: integer minor units, UTC epoch ms).
import { getTableName, sql } from "drizzle-orm";
import { check, integer, text, type CheckBuilder, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { locales } from "../../core/profiles.ts";

// SPEC §5: category, menu, brand, slide and product status is available or unavailable
export const catalogueStatuses = ["available", "unavailable"] as const;
export type CatalogueStatus = (typeof catalogueStatuses)[number];

// The current time in UTC epoch milliseconds, evaluated by SQLite so raw inserts get it too.
const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

export function id() {
  // AUTOINCREMENT so a deleted row's id is never reused in URLs such as /dashboard/orders/{id}
  return integer("id").primaryKey({ autoIncrement: true });
}

export function createdAt(name = "created_at") {
  return integer(name).notNull().default(nowMs);
}

export function updatedAt() {
  return integer("updated_at")
    .notNull()
    .default(nowMs)
    .$onUpdateFn(() => Date.now());
}

export function locale() {
  return text("locale", { enum: locales }).notNull();
}

// SQLite quotes a string literal with single quotes and doubles any inside it.
function literal(value: string | number): string {
  return typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`;
}

function tableName(column: SQLiteColumn): string {
  return getTableName(column.table);
}

// Column references in CHECKs are written unqualified: SQLite resolves them against the table
// being created, and drizzle-kit copies the SQL verbatim into the migration.
function ref(column: SQLiteColumn) {
  return sql.identifier(column.name);
}

export function oneOf(column: SQLiteColumn, values: readonly (string | number)[]): CheckBuilder {
  const list = sql.raw(values.map(literal).join(", "));
  const nullable = column.notNull ? sql`` : sql`${ref(column)} is null or `;
  return check(`${tableName(column)}_${column.name}_in`, sql`${nullable}${ref(column)} in (${list})`);
}

// ARCHITECTURE §2: money and quantities are never negative
export function nonNegative(...columns: SQLiteColumn[]): CheckBuilder[] {
  return columns.map((column) => check(`${tableName(column)}_${column.name}_non_negative`, sql`${ref(column)} >= 0`));
}

// Emails are stored lower-cased so a plain unique index is case-insensitive in effect (SPEC §5
// unique emails); the full format check ("Invalid email address") is the API's.
export function lowerCaseEmail(column: SQLiteColumn): CheckBuilder {
  return check(
    `${tableName(column)}_${column.name}_lower_case`,
    sql`${ref(column)} = lower(${ref(column)}) and instr(${ref(column)}, '@') > 1`,
  );
}

// SPEC §5 and §9: phone at least 10 digits; stored as digits with an optional leading "+"
export function phoneShape(column: SQLiteColumn): CheckBuilder {
  const c = ref(column);
  return check(
    `${tableName(column)}_${column.name}_shape`,
    sql`length(replace(${c}, '+', '')) >= 10 and substr(${c}, 1, 1) glob '[+0-9]' and substr(${c}, 2) not glob '*[^0-9]*'`,
  );
}

// ISO 4217 code such as SAR or GBP (SPEC §1: riyal and pound profiles)
export function currencyCode(column: SQLiteColumn): CheckBuilder {
  const c = ref(column);
  return check(`${tableName(column)}_${column.name}_code`, sql`length(${c}) = 3 and ${c} = upper(${c})`);
}

export function validJson(column: SQLiteColumn): CheckBuilder {
  return check(`${tableName(column)}_${column.name}_json`, sql`${ref(column)} is null or json_valid(${ref(column)})`);
}

// SPEC §5 and §9: names and titles are at least 3 characters
export function minLength(column: SQLiteColumn, min: number): CheckBuilder {
  return check(`${tableName(column)}_${column.name}_length`, sql`length(${ref(column)}) >= ${sql.raw(String(min))}`);
}

// A slug is one path segment: non-empty and without slashes or spaces.
export function slugShape(column: SQLiteColumn): CheckBuilder {
  return check(
    `${tableName(column)}_${column.name}_shape`,
    sql`length(${ref(column)}) > 0 and instr(${ref(column)}, '/') = 0 and instr(${ref(column)}, ' ') = 0`,
  );
}

// Shared column builders and constraint helpers, so every area file spells ids, times, money,
// locales and enum checks the same way (ARCHITECTURE §2: integer minor units, UTC epoch ms).
import { getTableName, sql } from "drizzle-orm";
import { check, integer, text, type CheckBuilder, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { catalogueStatuses, type CatalogueStatus } from "../../core/contracts/catalogue.ts";
import { locales } from "../../core/profiles.ts";

export { catalogueStatuses, type CatalogueStatus };

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

// Letters an Arabic dictionary files as one (decision 0033), as code points: hamza and madda
// forms of alef → alef, taa marbuta → haa, alef maksura → yaa, hamza on waw or yaa → waw, yaa.
const sortFolds: readonly [from: number, to: number][] = [
  [0x0622, 0x0627],
  [0x0623, 0x0627],
  [0x0625, 0x0627],
  [0x0671, 0x0627],
  [0x0629, 0x0647],
  [0x0649, 0x064a],
  [0x0624, 0x0648],
  [0x0626, 0x064a],
];
// Marks that do not change a name's place: tatweel, the harakat (fathatan … sukun) and dagger alef.
const sortIgnored = [0x0640, 0x064b, 0x064c, 0x064d, 0x064e, 0x064f, 0x0650, 0x0651, 0x0652, 0x0670];

/**
 * The key names sort by (decision 0033), as an SQL expression over a title and its page locale,
 * for a generated column: SQLite has no Arabic collation, so the title is folded to letters that
 * sort in code-point order (Arabic letters are encoded in alphabetical order) with ASCII case
 * ignored, and on a page in another locale than English a title that starts with a Latin letter
 * (SPEC §9 English fallback) sorts after the page's own titles, as CLDR's Arabic order does.
 */
export function nameSortKey(title: SQLiteColumn, pageLocale: SQLiteColumn) {
  // Written out as raw SQL: a generated column's expression cannot take bound parameters.
  const char = (codePoint: number) => `char(${codePoint})`;
  let folded = `lower("${title.name}")`;
  for (const [from, to] of sortFolds) folded = `replace(${folded}, ${char(from)}, ${char(to)})`;
  for (const mark of sortIgnored) folded = `replace(${folded}, ${char(mark)}, '')`;
  const rank = `case when "${pageLocale.name}" <> 'en' and "${title.name}" glob '[A-Za-z]*' then '2' else '1' end`;
  return sql.raw(`(${rank}) || ${folded}`);
}

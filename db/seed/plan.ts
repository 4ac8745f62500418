// What every seed module hands back: rows per table, inserted in the order given, plus the fixed
// clock the whole data set is dated by so that two runs give identical rows.
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Profile } from "../../core/profiles.ts";
import type { MediaLibrary } from "./media.ts";
import type { Random } from "./random.ts";

/** 2026-01-01T00:00:00Z: "now" for the demo data. Nothing reads the real clock. */
export const epoch = Date.UTC(2026, 0, 1);
export const minute = 60_000;
export const hour = 60 * minute;
export const day = 24 * hour;

export interface TableRows {
  table: SQLiteTable;
  rows: readonly Record<string, unknown>[];
}

/** Rows for one table, checked against the table's insert type. */
export function rowsFor<T extends SQLiteTable>(table: T, rows: readonly T["$inferInsert"][]): TableRows {
  return { table, rows };
}

export interface SeedContext {
  random: Random;
  profile: Profile;
  media: MediaLibrary;
}

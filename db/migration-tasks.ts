// Data maintenance that SQL cannot do, asked for by a migration (a row in migration_tasks) and
// run by db/migrate.ts right after migrating, in Node (db/schema/maintenance.ts).
import { and, eq, gt, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { sanitizeRichText } from "../core/rich-text.ts";
import type { Db } from "./client.ts";
import { contentPageTranslations, migrationTasks, productTranslations } from "./schema/index.ts";

/** Rows read per round: a few hundred descriptions stay far below libSQL's answer limits. */
const batchSize = 250;

/** A stored rich-text column and the (parent id, locale) primary key of its translation table. */
interface RichTextColumn {
  table: SQLiteTable;
  id: SQLiteColumn;
  locale: SQLiteColumn;
  html: SQLiteColumn;
  /** The property of `html` in the table's Drizzle row, for the update. */
  htmlKey: string;
}

/** Every column stored as rich text and rendered as HTML (docs/decisions/0035). */
export const richTextColumns: readonly RichTextColumn[] = [
  {
    table: productTranslations,
    id: productTranslations.productId,
    locale: productTranslations.locale,
    html: productTranslations.extensiveDescription,
    htmlKey: "extensiveDescription",
  },
  {
    table: contentPageTranslations,
    id: contentPageTranslations.pageId,
    locale: contentPageTranslations.locale,
    html: contentPageTranslations.body,
    htmlKey: "body",
  },
];

/**
 * Cleans every stored rich text with `sanitizeRichText`, for rows written before rich text was
 * cleaned on write (migration 0006_sanitize_rich_text). Walks each table in key order and writes
 * back only the rows that change. Returns how many rows were rewritten.
 */
export async function sanitizeStoredRichText(db: Db): Promise<number> {
  let rewritten = 0;
  for (const { table, id, locale, html, htmlKey } of richTextColumns) {
    let after: { id: number; locale: string } | null = null;
    for (;;) {
      const position: SQL | undefined = after
        ? or(gt(id, after.id), and(eq(id, after.id), gt(locale, after.locale)))
        : undefined;
      const rows = (await db
        .select({ id, locale, html })
        .from(table)
        .where(position)
        .orderBy(id, locale)
        .limit(batchSize)) as { id: number; locale: string; html: string | null }[];
      const changed = rows.flatMap((row) => {
        if (row.html === null) return [];
        const clean = sanitizeRichText(row.html);
        return clean === row.html ? [] : [{ ...row, html: clean }];
      });
      const [first, ...rest] = changed.map((row) =>
        db
          .update(table)
          .set({ [htmlKey]: row.html })
          .where(and(eq(id, row.id), eq(locale, row.locale))),
      );
      if (first) await db.batch([first, ...rest]);
      rewritten += changed.length;
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) break;
      after = { id: last.id, locale: last.locale };
    }
  }
  return rewritten;
}

/** The tasks a migration can ask for, by the name it writes into migration_tasks. */
const tasks: Record<string, (db: Db) => Promise<unknown>> = {
  "sanitize-rich-text": sanitizeStoredRichText,
};

/**
 * Runs the tasks migrations have asked for and deletes each one's row once it has run; a task
 * that fails keeps its row and runs again at the next migrate. A name this code does not know
 * fails the migrate, so a database is never left half-maintained in silence.
 */
export async function runMigrationTasks(db: Db): Promise<string[]> {
  const pending = await db.select({ name: migrationTasks.name }).from(migrationTasks).orderBy(migrationTasks.createdAt);
  for (const { name } of pending) {
    const task = tasks[name];
    if (!task) throw new Error(`Unknown migration task "${name}": db/migration-tasks.ts has none by that name`);
    await task(db);
    await db.delete(migrationTasks).where(eq(migrationTasks.name, name));
  }
  return pending.map(({ name }) => name);
}

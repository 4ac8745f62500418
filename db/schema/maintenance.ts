// Maintenance of the data itself that SQL cannot do, asked for by a migration and done by
// db/migrate.ts right after it in JavaScript (the pattern of the search queue, decision 0010).
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns.ts";

/**
 * One row per task a migration has asked for, by name (`runMigrationTasks` in
 * db/migration-tasks.ts knows each name); a task's row is deleted once it has run, so a task
 * that fails halfway runs again at the next migrate.
 */
export const migrationTasks = sqliteTable("migration_tasks", {
  name: text("name").primaryKey(),
  createdAt: createdAt(),
});

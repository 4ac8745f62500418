// Exact counters for rate limits and brakes (ARCHITECTURE.md §2, issue #19 item 2): one row per
// rule, subject and window, counted by one atomic upsert, never read-then-write in KV.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Attempts per rule, subject and fixed window: `key` is `<rule>:<subject digest>:<window index>`,
 * so a new window is a new row and a spent one is never reset by a clock step. Rows are deleted by
 * the scheduled clean-up once `expiresAt` (one window past the window's end) has passed.
 */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  expiresAt: integer("expires_at").notNull(),
});

// Outbox: emails and background jobs written in the same batch as the change that causes them and
// delivered by the scheduled handler (ARCHITECTURE §1 scheduled(): email outbox), with retries.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, nonNegative, oneOf, validJson } from "./columns.ts";

export const outboxStatuses = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outbox = sqliteTable(
  "outbox",
  {
    id: id(),
    // What to do with the payload, e.g. "email.order_status"; the job registry owns the list
    kind: text("kind").notNull(),
    payload: text("payload", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: createdAt("next_attempt_at"),
    createdAt: createdAt(),
    sentAt: integer("sent_at"),
    lastError: text("last_error"),
  },
  (t) => [
    oneOf(t.status, outboxStatuses),
    ...nonNegative(t.attempts),
    validJson(t.payload),
    index("outbox_status_next_attempt").on(t.status, t.nextAttemptAt),
  ],
);

export type OutboxMessage = typeof outbox.$inferSelect;
export type NewOutboxMessage = typeof outbox.$inferInsert;

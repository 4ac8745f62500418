import { getTableName, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { MiddlewareHandler } from "hono";
import { createDb, type Db } from "../../db/client.ts";

type DbEnv = Pick<Env, "DATABASE_URL" | "DATABASE_AUTH_TOKEN">;

/** Whether a database error is a UNIQUE violation (a write racing another for one value). */
export function isUniqueViolation(error: unknown): boolean {
  return hasConstraintFailure(error, /UNIQUE constraint failed/i);
}

/**
 * Whether a database error is a NOT NULL violation: how a batch step fed by
 * `(select … where changes() = 1)` aborts when the conditional statement before it changed nothing.
 */
export function isNotNullViolation(error: unknown): boolean {
  return hasConstraintFailure(error, /NOT NULL constraint failed/i);
}

/** Whether a database error is a FOREIGN KEY violation (a row written for one deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasConstraintFailure(error, /FOREIGN KEY constraint failed/i);
}

/**
 * Whether a query failed for want of the database, not for anything the request sent: no
 * connection (workerd's fetch: "Network connection lost.", Node's: "fetch failed"), or libSQL's
 * server answering 5xx or closing the stream. The shop answers 503 "try again later", never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (code === "SERVER_ERROR" || code === "HRANA_CLOSED_ERROR") return true;
    if (/^(network connection lost|fetch failed)/i.test(cause.message)) return true;
  }
  return false;
}

function hasConstraintFailure(error: unknown, pattern: RegExp): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (cause instanceof Error && pattern.test(cause.message)) return true;
    if (!(cause instanceof Error)) break;
  }
  return false;
}

/**
 * What one request asked of the database: its HTTP pipelines (each one round trip, whatever it
 * carries: a query or a whole batch) and how long at least one was in flight, so queries sent in
 * parallel count their overlap once. `Server-Timing` reports it (issue #9 item 9).
 */
export class DbMeter {
  roundTrips = 0;
  /** Milliseconds during which at least one pipeline was in flight. */
  busyMs = 0;
  #inFlight = 0;
  #busySince = 0;

  /** A `fetch` that counts every pipeline it sends. */
  readonly fetch: typeof fetch = async (input, init) => {
    this.roundTrips += 1;
    if (this.#inFlight++ === 0) this.#busySince = performance.now();
    try {
      return await fetch(input, init);
    } finally {
      if (--this.#inFlight === 0) this.busyMs += performance.now() - this.#busySince;
    }
  };
}

/**
 * A new database client over libSQL HTTP (Hrana), counting its round trips on `meter`: one per
 * request (`requestDatabase()`, the page middleware), per scheduled run, per test. Never shared
 * between requests (ARCHITECTURE.md §2): workerd ties a fetch to the request that started it, so a
 * client shared by an isolate let one request's query be sent from another's context, which workerd
 * cancels as hung, and under a burst the hung pipelines kept the client's place for good (issue #19).
 */
export function openDb(env: DbEnv, meter = new DbMeter()): Db {
  return createDb({
    url: env.DATABASE_URL,
    ...(env.DATABASE_AUTH_TOKEN ? { authToken: env.DATABASE_AUTH_TOKEN } : {}),
    fetch: meter.fetch,
  });
}

/** What `requestDatabase()` puts on every API request's context. */
export type DbVariables = { db: Db; dbMeter: DbMeter };

/**
 * Middleware: the request's own database client on `c.var.db`, its round trips on `c.var.dbMeter`,
 * and what they cost in the answer's `Server-Timing` (`db;dur=<ms>;desc=<round trips>`) unless the
 * route wrote one itself (the catalogue's JSON twins add where the answer came from).
 */
export function requestDatabase(): MiddlewareHandler<{ Bindings: Env; Variables: DbVariables }> {
  return async (c, next) => {
    const meter = new DbMeter();
    c.set("dbMeter", meter);
    c.set("db", openDb(c.env, meter));
    await next();
    if (!c.res.headers.has("server-timing")) c.header("server-timing", dbServerTiming(meter));
  };
}

/** The database part of `Server-Timing`: `db;dur=<ms any round trip was in flight>;desc=<round trips>`. */
export function dbServerTiming(meter: { roundTrips: number; busyMs: number }): string {
  return `db;dur=${meter.busyMs.toFixed(1)};desc=${meter.roundTrips}`;
}

/**
 * A column named with its table ("brands"."id") for a correlated subquery: Drizzle writes a
 * single-table select's columns bare ("id"), which inside `(select … from products where …)`
 * names the subquery's own column instead of the outer row's.
 * @example sql`(select count(*) from ${products} where ${products.brandId} = ${qualified(brands.id)})`
 */
export function qualified(column: SQLiteColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * `value` for a NOT NULL column, or NULL (and the whole batch aborted) unless `condition` holds
 * when the statement runs: a check inside the batch's one transaction, where a read before the
 * write would race another request (as placing an order guards its stock).
 * @example db.update(variantAttributes).set({ updatedAt: onlyIf(Date.now(), sql`not exists (…)`) })
 */
export function onlyIf<T>(value: T, condition: SQL): SQL<T> {
  return sql<T>`(select ${value} where ${condition})`;
}

import { getTableName, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { createDb, type Db } from "../../db/client.ts";

const clients = new Map<string, Db>();

type DbEnv = Pick<Env, "DATABASE_URL" | "DATABASE_AUTH_TOKEN">;

/**
 * The profile's database over libSQL HTTP (Hrana), one client per isolate and URL:
 * the web client holds no sockets, so reusing it across requests is safe and saves setup.
 */
export function getDb(env: DbEnv): Db {
  const key = `${env.DATABASE_URL}#${env.DATABASE_AUTH_TOKEN ?? ""}`;
  let db = clients.get(key);
  if (!db) {
    db = createDb({
      url: env.DATABASE_URL,
      ...(env.DATABASE_AUTH_TOKEN ? { authToken: env.DATABASE_AUTH_TOKEN } : {}),
    });
    clients.set(key, db);
  }
  return db;
}

/** Whether a database error is a UNIQUE violation (a write racing another for one value). */
export function isUniqueViolation(error: unknown): boolean {
  return hasConstraintFailure(error, /UNIQUE constraint failed/i);
}

/** Whether a database error is a FOREIGN KEY violation (a row written for one deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasConstraintFailure(error, /FOREIGN KEY constraint failed/i);
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
 * A database handle for one request, with its own client: a query the request leaves behind
 * (an answer sent before it finished) then never holds one of the client's connection slots that
 * another request would wait for forever. It counts its round trips on `meter`.
 */
export function requestDb(env: DbEnv, meter = new DbMeter()): Db {
  return createDb({
    url: env.DATABASE_URL,
    ...(env.DATABASE_AUTH_TOKEN ? { authToken: env.DATABASE_AUTH_TOKEN } : {}),
    fetch: meter.fetch,
  });
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

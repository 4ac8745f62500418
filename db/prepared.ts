// Statements built once per isolate, run on each request's own client (issue #19 "Measure"). Drizzle
// builds a query's SQL anew every time it runs (walking the query tree, quoting names, ordering
// the selected fields): for the checkout's fixed-shape reads that was a sixth of a quote's Worker
// CPU. A prepared statement keeps the SQL and the row mapping; only its placeholders' values
// change. Drizzle's own `.prepare()` binds a statement to one client, and a client must never
// outlive its request (workers/lib/db.ts), so statements are prepared on a handle that is never
// connected and sent through the request's client with Drizzle's public `getQuery()`/`mapResult()`.
import { fillPlaceholders } from "drizzle-orm";
import { createDb, type Db } from "./client.ts";

/** What a prepared Drizzle query offers: its SQL and parameters, and how to read its result. */
interface PreparedQuery {
  getQuery(): { sql: string; params: unknown[] };
  mapResult(response: unknown, isFromBatch?: boolean): unknown;
}

/** A query builder Drizzle can prepare (select, insert, update, delete). */
export interface Preparable extends PromiseLike<unknown> {
  prepare(): PreparedQuery;
}

/** The handle statements are prepared on: no request ever runs a query through it. */
const builder = createDb({ url: "http://statements.invalid" });

/** A prepared statement with its values, ready to run alone (`run`) or in a batch (`batch`). */
export class Statement<T> {
  readonly #query: PreparedQuery;
  readonly #args: unknown[];

  constructor(query: PreparedQuery, values: Record<string, unknown>) {
    this.#query = query;
    this.#args = fillPlaceholders(query.getQuery().params, values);
  }

  /** The statement as libSQL's client takes it. */
  get sql() {
    return { sql: this.#query.getQuery().sql, args: this.#args as never[] };
  }

  /** Its rows, mapped as Drizzle maps the query's (column modes, nested selections). */
  read(result: unknown): T {
    return this.#query.mapResult(result, true) as T;
  }
}

/**
 * A statement built once (on first use) and run with new values each time; the values name the
 * query's `sql.placeholder()`s. Lists go in as JSON: `in (select value from json_each(?))`.
 * @example
 * const sessionById = prepared((db) => db.select().from(sessions).where(eq(sessions.id, sql.placeholder("id"))));
 * const [session] = await run(db, sessionById({ id }));
 */
export function prepared<Q extends Preparable>(build: (db: Db) => Q) {
  let query: PreparedQuery | undefined;
  return (values: Record<string, unknown> = {}) =>
    new Statement<Awaited<Q>>((query ??= build(builder).prepare()), values);
}

/**
 * The same for a query whose SQL depends on a small set of keys (the page's language: a
 * translation join is simpler in English): one prepared statement per key.
 */
export function preparedBy<K extends string, Q extends Preparable>(build: (db: Db, key: K) => Q) {
  const queries = new Map<K, PreparedQuery>();
  return (key: K, values: Record<string, unknown> = {}) => {
    let query = queries.get(key);
    if (!query) queries.set(key, (query = build(builder, key).prepare()));
    return new Statement<Awaited<Q>>(query, values);
  };
}

/** What a statement answers. */
export type Answer<S> = S extends Statement<infer T> ? T : never;

/** Runs one statement on the request's client. */
export async function run<T>(db: Db, statement: Statement<T>): Promise<T> {
  return statement.read(await db.$client.execute(statement.sql));
}

type BatchPart = Statement<unknown> | Preparable;
/** What a batch of statements and queries answers, in order. */
export type BatchAnswer<T extends readonly BatchPart[]> = {
  [K in keyof T]: T[K] extends Statement<infer R> ? R : Awaited<T[K]>;
};

/**
 * One round trip (one libSQL batch, one transaction) of prepared statements and Drizzle queries
 * built on the request's handle (their SQL built now, as `db.batch` would): each answer in order.
 */
export async function batch<T extends readonly [BatchPart, ...BatchPart[]]>(db: Db, parts: T): Promise<BatchAnswer<T>> {
  const statements = parts.map((part) => (part instanceof Statement ? part : new Statement(part.prepare(), {})));
  const results = await db.$client.batch(statements.map((statement) => statement.sql));
  return statements.map((statement, i) => statement.read(results[i])) as BatchAnswer<T>;
}

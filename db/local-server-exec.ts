/**
 * Executes Hrana stream requests on one SQLite connection of the local server.
 * Semantics follow libsql-server (`src/hrana/http/request.rs`, `batch.rs`,
 * `stmt.rs`): SQL failures become `{ type: "error" }` results, protocol
 * violations throw {@link ProtocolError} and fail the whole HTTP request.
 */
import { Buffer } from "node:buffer";
import { setTimeout as sleep } from "node:timers/promises";
import type Database from "libsql";
import {
  ProtocolError,
  encodeValue,
  type BatchCond,
  type BatchStep,
  type ProtoError,
  type SqlValue,
  type Stmt,
  type StmtResultJson,
  type StreamRequest,
} from "./local-server-proto.ts";
import { isExplain, parameterNames, splitStatements } from "./local-server-sql.ts";

type Connection = Database.Database;
type Statement = Database.Statement;

/** A stream's hold on SQLite: its dedicated connection and its stored SQL texts. */
export interface StreamConnection {
  db: Connection;
  /**
   * The statement SQLITE_BUSY left suspended on `db` (see {@link executeSql}),
   * held so that garbage collection cannot finalize it and silently change how
   * the transaction ends. Such a connection is tainted: it is replaced as soon
   * as it is back in autocommit mode, and never returns to the pool.
   */
  suspended: Statement | undefined;
  readonly sqls: Map<number, string>;
}

export interface ExecOptions {
  /** How long a statement keeps retrying while another stream holds the write lock. */
  busyTimeoutMs: number;
  /** Discards a tainted connection and hands out a fresh one. */
  replaceConnection(tainted: Connection): Connection;
}

interface Ctx {
  conn: StreamConnection;
  options: ExecOptions;
}

export type StreamResult = { type: "ok"; response: Record<string, unknown> } | { type: "error"; error: ProtoError };

// libsql-server's limits on `store_sql` (request.rs); mirrored so code that passes here passes on Turso.
const MAX_STORED_SQLS = 50;
const MAX_STORED_SQL_BYTES = 5000;

/** A statement that cannot run, reported as a result error (libsql-server's `StmtError`). */
class StmtError extends Error {
  readonly code: string;

  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

/** The shape of `SqliteError` from the `libsql` package: `code` is the extended name, `rawCode` the number. */
interface SqliteErrorLike {
  message: string;
  code: string;
  rawCode: number;
}

function isSqliteError(e: unknown): e is SqliteErrorLike {
  return e instanceof Error && e.name === "SqliteError" && typeof (e as Partial<SqliteErrorLike>).rawCode === "number";
}

// Primary result codes (sqlite3.h); an extended code carries its primary code in the low byte.
const PRIMARY_CODES: Readonly<Record<number, string>> = {
  1: "ERROR",
  2: "INTERNAL",
  3: "PERM",
  4: "ABORT",
  5: "BUSY",
  6: "LOCKED",
  7: "NOMEM",
  8: "READONLY",
  9: "INTERRUPT",
  10: "IOERR",
  11: "CORRUPT",
  12: "NOTFOUND",
  13: "FULL",
  14: "CANTOPEN",
  15: "PROTOCOL",
  16: "EMPTY",
  17: "SCHEMA",
  18: "TOOBIG",
  19: "CONSTRAINT",
  20: "MISMATCH",
  21: "MISUSE",
  22: "NOLFS",
  23: "AUTH",
  24: "FORMAT",
  25: "RANGE",
  26: "NOTADB",
  27: "NOTICE",
  28: "WARNING",
};
const SQLITE_BUSY = 5;
const SQLITE_BUSY_SNAPSHOT = 517;

/**
 * Maps an execution failure to a Hrana error. SQLite errors carry the
 * PRIMARY code name ("SQLITE_CONSTRAINT", not "SQLITE_CONSTRAINT_UNIQUE"):
 * that is what libsql-server sends and what a `file:` client reports as
 * `LibsqlError.code`; over HTTP the client has no `extendedCode` at all.
 */
function toProtoError(e: unknown): ProtoError {
  if (e instanceof StmtError) return { message: e.message, code: e.code };
  if (isSqliteError(e)) {
    // The binding reports an empty statement as SQLITE_OK "not an error".
    if (e.rawCode === 0) return { message: "SQL string does not contain any statement", code: "SQL_NO_STATEMENT" };
    return { message: e.message, code: `SQLITE_${PRIMARY_CODES[e.rawCode & 0xff] ?? "UNKNOWN"}` };
  }
  throw e;
}

/** Any SQLITE_BUSY flavour; these are the errors after which SQLite leaves a statement resumable. */
function isBusy(e: unknown): e is SqliteErrorLike {
  return isSqliteError(e) && (e.rawCode & 0xff) === SQLITE_BUSY;
}

const countersByConnection = new WeakMap<Connection, Statement>();

/** `changes()`, `total_changes()`, `last_insert_rowid()` of the connection, as exact integers. */
function counters(db: Connection): [bigint, bigint, bigint] {
  let stmt = countersByConnection.get(db);
  if (stmt === undefined) {
    stmt = db.prepare("SELECT changes(), total_changes(), last_insert_rowid()").raw(true).safeIntegers(true);
    countersByConnection.set(db, stmt);
  }
  return (stmt.all() as [[bigint, bigint, bigint]])[0];
}

/**
 * Positional values for a statement. Named arguments are resolved here, not
 * by the binding: its object form aborts the process (a Rust panic) when the
 * statement also has an anonymous `?`. A name matches with or without its
 * prefix (`:id` or `id`), as in libsql-server and the `file:` client.
 */
function bindings(sql: string, stmt: Stmt): SqlValue[] {
  if (stmt.namedArgs.length === 0) return stmt.args;
  if (stmt.args.length > 0) {
    throw new StmtError(
      "Specifying both positional and named arguments is not supported",
      "ARGS_BOTH_POSITIONAL_AND_NAMED",
    );
  }
  const named = new Map(stmt.namedArgs);
  return parameterNames(sql).map((name) => {
    if (name === null) return null;
    return named.get(named.has(name) ? name : name.slice(1)) ?? null;
  });
}

/** Exactly one statement, like libsql-server; the binding would silently ignore everything after the first. */
function singleStatement(sql: string): string {
  const statements = splitStatements(sql);
  if (statements.length === 0) throw new StmtError("SQL string does not contain any statement", "SQL_NO_STATEMENT");
  if (statements.length > 1) throw new StmtError("SQL string contains more than one statement", "SQL_MANY_STATEMENTS");
  return sql;
}

function runPrepared(db: Connection, prepared: Statement, args: SqlValue[], wantRows: boolean): StmtResultJson {
  const started = performance.now();
  const [, totalBefore] = counters(db);
  let rows: unknown[][] = [];
  let cols: StmtResultJson["cols"] = [];
  if (prepared.reader) {
    const all = prepared.raw(true).safeIntegers(true).all(args) as unknown[][];
    if (wantRows) rows = all;
    cols = prepared.columns().map((c) => ({ name: c.name, decltype: c.type }));
  } else {
    prepared.safeIntegers(true).run(args);
  }
  const [changes, totalAfter, lastInsertRowid] = counters(db);
  // changes() keeps the count of the last INSERT/UPDATE/DELETE, even after a
  // SELECT or DDL; only trust it if this statement changed rows. Unlike the
  // binding's run(), this also counts `INSERT ... RETURNING`.
  const affected = totalAfter === totalBefore ? 0 : Number(changes);
  return {
    cols,
    rows: rows.map((row) => row.map(encodeValue)),
    affected_row_count: affected,
    last_insert_rowid: lastInsertRowid.toString(),
    query_duration_ms: performance.now() - started,
  };
}

/**
 * Runs one statement.
 *
 * Pool connections have `busy_timeout = 0`, because a blocking busy handler
 * would freeze the whole event loop (the binding is synchronous). Instead a
 * statement that finds the write lock taken is retried on a timer, with
 * back-off, until `busyTimeoutMs` has passed. A statement that failed with
 * SQLITE_BUSY has had no effect, so running it again is safe.
 *
 * SQLite leaves such a statement suspended rather than finished, and the
 * binding can only reset a statement by running it again. Retries therefore
 * reuse the same prepared statement. If it never succeeds, the connection is
 * tainted: while the statement stays suspended, COMMIT fails and an
 * autocommit write would never commit (and so keep the write lock). The
 * stream keeps the connection while it is inside a transaction, so the client
 * can still roll back, and gets a fresh one once it is out of it.
 */
async function executeSql(ctx: Ctx, sql: string, args: SqlValue[], wantRows: boolean): Promise<StmtResultJson> {
  const { conn, options } = ctx;
  const deadline = performance.now() + options.busyTimeoutMs;
  let prepared: Statement | undefined;
  try {
    for (let delay = 2; ; delay = Math.min(delay * 2, 100)) {
      try {
        prepared ??= conn.db.prepare(sql);
        return runPrepared(conn.db, prepared, args, wantRows);
      } catch (e) {
        if (!isBusy(e)) throw e;
        // BUSY_SNAPSHOT: the transaction read before another stream committed, so it can never write.
        // On a tainted connection, COMMIT fails with SQLITE_BUSY "statements in progress" forever.
        const hopeless = e.rawCode === SQLITE_BUSY_SNAPSHOT || conn.suspended !== undefined;
        const left = deadline - performance.now();
        if (hopeless || left <= 0) {
          // A failed prepare leaves no statement behind (`prepared` is unset); a failed run leaves it suspended.
          conn.suspended ??= prepared;
          throw e;
        }
        await sleep(Math.min(delay, left));
      }
    }
  } finally {
    if (conn.suspended !== undefined && !conn.db.inTransaction) {
      conn.db = options.replaceConnection(conn.db);
      conn.suspended = undefined;
    }
  }
}

/** Exactly one of `sql` and `sql_id` (stmt.rs `proto_sql_to_sql`); an unknown id is a protocol error. */
function resolveSql(ctx: Ctx, sql: string | undefined, sqlId: number | undefined): string {
  if (sql !== undefined && sqlId !== undefined) throw new ProtocolError("Both `sql` and `sql_id` were given");
  if (sql !== undefined) return sql;
  if (sqlId === undefined) throw new ProtocolError("Neither `sql` nor `sql_id` was given");
  const stored = ctx.conn.sqls.get(sqlId);
  if (stored === undefined) throw new ProtocolError(`SQL text with id ${sqlId} was not found`, "SQL_NOT_FOUND");
  return stored;
}

async function executeStmt(ctx: Ctx, stmt: Stmt): Promise<StmtResultJson> {
  const sql = singleStatement(resolveSql(ctx, stmt.sql, stmt.sqlId));
  return executeSql(ctx, sql, bindings(sql, stmt), stmt.wantRows);
}

type StepOutcome = "ok" | "error" | "skipped";

function evalCond(cond: BatchCond, outcomes: readonly StepOutcome[], db: Connection): boolean {
  switch (cond.type) {
    case "ok":
    case "error":
      return outcomes[cond.step] === cond.type;
    case "not":
      return !evalCond(cond.cond, outcomes, db);
    case "and":
      return cond.conds.every((c) => evalCond(c, outcomes, db));
    case "or":
      return cond.conds.some((c) => evalCond(c, outcomes, db));
    case "is_autocommit":
      return !db.inTransaction;
  }
}

/**
 * Steps run in order; a skipped step has `null` in both `step_results` and
 * `step_errors`. The batch itself is not a transaction: clients wrap it in
 * BEGIN/COMMIT steps with `ok` conditions and a ROLLBACK on `not ok`.
 */
async function executeBatch(ctx: Ctx, steps: readonly BatchStep[]) {
  const outcomes: StepOutcome[] = [];
  const stepResults: (StmtResultJson | null)[] = [];
  const stepErrors: (ProtoError | null)[] = [];
  for (const step of steps) {
    if (step.condition !== undefined && !evalCond(step.condition, outcomes, ctx.conn.db)) {
      outcomes.push("skipped");
      stepResults.push(null);
      stepErrors.push(null);
      continue;
    }
    try {
      stepResults.push(await executeStmt(ctx, step.stmt));
      stepErrors.push(null);
      outcomes.push("ok");
    } catch (e) {
      stepResults.push(null);
      stepErrors.push(toProtoError(e));
      outcomes.push("error");
    }
  }
  return { step_results: stepResults, step_errors: stepErrors };
}

/** Each statement runs on its own (and is retried on its own when busy); the first failure ends the sequence. */
async function executeSequence(ctx: Ctx, sql: string): Promise<void> {
  for (const statement of splitStatements(sql)) {
    await executeSql(ctx, statement, [], false);
  }
}

/**
 * `sqlite3_stmt_readonly()` is not exposed by the binding, so read it off the
 * bytecode: SQLite clears its readOnly flag for OP_Transaction with a non-zero
 * P2 (a write transaction) and for OP_Checkpoint, OP_Vacuum and OP_JournalMode
 * (vdbeaux.c `resolveP2Values`).
 */
function isReadonly(db: Connection, sql: string): boolean {
  const program = db.prepare(`EXPLAIN ${sql}`).raw(true).all() as unknown[][];
  return !program.some(([, opcode, , p2]) =>
    opcode === "Transaction" ? p2 !== 0 : opcode === "Checkpoint" || opcode === "Vacuum" || opcode === "JournalMode",
  );
}

function describe(db: Connection, sql: string) {
  const statement = singleStatement(sql);
  const prepared = db.prepare(statement);
  const explain = isExplain(statement);
  return {
    params: parameterNames(statement).map((name) => ({ name })),
    cols: prepared.reader ? prepared.columns().map((c) => ({ name: c.name, decltype: c.type })) : [],
    is_explain: explain,
    // An EXPLAIN statement only lists bytecode, it never writes.
    is_readonly: explain || isReadonly(db, statement),
  };
}

function storeSql(sqls: Map<number, string>, sqlId: number, sql: string): void {
  if (sqls.has(sqlId)) throw new ProtocolError(`SQL text with id ${sqlId} already exists`, "SQL_EXISTS");
  if (sqls.size >= MAX_STORED_SQLS) {
    throw new StmtError(`The server already stores ${sqls.size} SQL texts, it cannot store more`, "SQL_STORE_TOO_MANY");
  }
  const bytes = Buffer.byteLength(sql);
  if (bytes > MAX_STORED_SQL_BYTES) {
    throw new StmtError(
      `The statement is too large to be stored: ${bytes}/${MAX_STORED_SQL_BYTES} bytes`,
      "SQL_STORE_TOO_LARGE",
    );
  }
  sqls.set(sqlId, sql);
}

/** Every request but `close`, which ends the stream and so belongs to the server. */
export type ConnectionRequest = Exclude<StreamRequest, { type: "close" }>;

async function respond(ctx: Ctx, request: ConnectionRequest): Promise<Record<string, unknown>> {
  switch (request.type) {
    case "execute":
      return { type: "execute", result: await executeStmt(ctx, request.stmt) };
    case "batch":
      return { type: "batch", result: await executeBatch(ctx, request.steps) };
    case "sequence":
      await executeSequence(ctx, resolveSql(ctx, request.sql, request.sqlId));
      return { type: "sequence" };
    case "describe":
      return { type: "describe", result: describe(ctx.conn.db, resolveSql(ctx, request.sql, request.sqlId)) };
    case "store_sql":
      storeSql(ctx.conn.sqls, request.sqlId, request.sql);
      return { type: "store_sql" };
    case "close_sql":
      ctx.conn.sqls.delete(request.sqlId);
      return { type: "close_sql" };
    case "get_autocommit":
      // Hrana 3 only in libsql-server; answering on v2 as well costs nothing.
      return { type: "get_autocommit", is_autocommit: !ctx.conn.db.inTransaction };
  }
}

/**
 * Handles one request of a pipeline. Returns its Hrana `StreamResult`;
 * throws {@link ProtocolError} for protocol violations and rethrows anything
 * that is neither a SQLite nor a statement error (a server bug).
 */
export async function handleStreamRequest(
  conn: StreamConnection,
  request: ConnectionRequest,
  options: ExecOptions,
): Promise<StreamResult> {
  try {
    return { type: "ok", response: await respond({ conn, options }, request) };
  } catch (e) {
    if (e instanceof ProtocolError) throw e;
    return { type: "error", error: toProtoError(e) };
  }
}

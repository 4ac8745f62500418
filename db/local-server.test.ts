/**
 * Conformance of the local Hrana server: `@libsql/client` itself (HTTP and
 * web entry points) runs against it, plus raw `/v2/pipeline` requests for the
 * protocol edges the client never exercises.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createClient, LibsqlError, type Client, type InValue } from "@libsql/client";
import { createClient as createWebClient } from "@libsql/client/web";
import { openHttp } from "@libsql/hrana-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalServer, type LocalServer } from "./local-server.ts";

let dir: string;
let dbFile: string;
let server: LocalServer;
let client: Client;
const opened: { close(): unknown }[] = [];

/** A client that is closed after all tests. */
function newClient(url = server.url, authToken?: string): Client {
  const c = createClient({ url, intMode: "bigint", authToken });
  opened.push(c);
  return c;
}

async function startServer(options: Parameters<typeof startLocalServer>[0]): Promise<LocalServer> {
  const s = await startLocalServer(options);
  opened.push(s);
  return s;
}

interface PipelineResponse {
  status: number;
  body: {
    baton?: string | null;
    base_url?: string | null;
    results?: { type: string; response?: Record<string, unknown>; error?: { message: string; code: string } }[];
    message?: string;
    code?: string;
  };
}

/** One raw POST to /v2/pipeline. */
async function pipeline(
  baton: string | null,
  requests: unknown[],
  { url = server.url, headers = {} }: { url?: string; headers?: Record<string, string> } = {},
): Promise<PipelineResponse> {
  const res = await fetch(`${url}/v2/pipeline`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ baton, requests }),
  });
  return { status: res.status, body: (await res.json()) as PipelineResponse["body"] };
}

const execute = (sql: string, args: unknown[] = []) => ({ type: "execute", stmt: { sql, args, want_rows: true } });
const int = (v: bigint | number) => ({ type: "integer", value: String(v) });

async function count(table: string, c: Client = client): Promise<bigint> {
  const rs = await c.execute(`SELECT count(*) AS n FROM ${table}`);
  return rs.rows[0]?.["n"] as bigint;
}

/** Resolves to "pending" if `promise` has not settled within `ms`. */
async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<T | "pending"> {
  return Promise.race([promise, sleep(ms).then(() => "pending" as const)]);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "jumla-local-server-"));
  dbFile = join(dir, "test.db");
  server = await startServer({ file: dbFile });
  client = newClient();
});

afterAll(async () => {
  for (const c of opened.reverse()) await c.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("values", () => {
  const blob = new Uint8Array([0, 1, 127, 128, 255]);
  const cases: { name: string; value: InValue; expected: unknown; type: string }[] = [
    { name: "null", value: null, expected: null, type: "null" },
    { name: "small integer", value: 42n, expected: 42n, type: "integer" },
    { name: "2^53 + 1", value: 9007199254740993n, expected: 9007199254740993n, type: "integer" },
    { name: "int64 max", value: 9223372036854775807n, expected: 9223372036854775807n, type: "integer" },
    { name: "int64 min", value: -9223372036854775808n, expected: -9223372036854775808n, type: "integer" },
    { name: "negative integer", value: -7n, expected: -7n, type: "integer" },
    { name: "float", value: 1.5, expected: 1.5, type: "real" },
    { name: "negative float", value: -0.1, expected: -0.1, type: "real" },
    { name: "huge float", value: 1e300, expected: 1e300, type: "real" },
    // The client sends every JS number as a Hrana float, so it stays REAL.
    { name: "integral JS number", value: 3, expected: 3, type: "real" },
    { name: "empty text", value: "", expected: "", type: "text" },
    { name: "Arabic text", value: "مرحبا بالعالم", expected: "مرحبا بالعالم", type: "text" },
    { name: "emoji text", value: "جملة 🎉👩‍👩‍👧 \"q\" 'a'", expected: "جملة 🎉👩‍👩‍👧 \"q\" 'a'", type: "text" },
    { name: "blob", value: blob, expected: blob, type: "blob" },
    { name: "empty blob", value: new Uint8Array(0), expected: new Uint8Array(0), type: "blob" },
    { name: "ArrayBuffer", value: new Uint8Array([9, 8, 7]).buffer, expected: new Uint8Array([9, 8, 7]), type: "blob" },
    { name: "true", value: true, expected: 1n, type: "integer" },
    { name: "false", value: false, expected: 0n, type: "integer" },
  ];

  const normalize = (v: unknown) => (v instanceof ArrayBuffer ? new Uint8Array(v) : v);

  it.each(cases)("$name round-trips through a SELECT", async ({ value, expected, type }) => {
    const rs = await client.execute({ sql: "SELECT ? AS v, typeof(?) AS t", args: [value, value] });
    expect(normalize(rs.rows[0]?.["v"])).toEqual(expected);
    expect(rs.rows[0]?.["t"]).toBe(type);
  });

  it.each(cases)("$name round-trips through a table", async ({ name, value, expected }) => {
    await client.execute("CREATE TABLE IF NOT EXISTS vals (name TEXT PRIMARY KEY, v)");
    await client.execute({ sql: "INSERT INTO vals (name, v) VALUES (?, ?)", args: [name, value] });
    const rs = await client.execute({ sql: "SELECT v FROM vals WHERE name = ?", args: [name] });
    expect(normalize(rs.rows[0]?.["v"])).toEqual(expected);
  });

  it("binds named arguments with or without their prefix", async () => {
    const bare = await client.execute({ sql: "SELECT :a AS a, @b AS b, $c AS c", args: { a: 1n, b: "two", c: null } });
    expect(bare.rows[0]).toMatchObject({ a: 1n, b: "two", c: null });
    const prefixed = await client.execute({ sql: "SELECT :a AS a, @b AS b", args: { ":a": 5n, "@b": "x" } });
    expect(prefixed.rows[0]).toMatchObject({ a: 5n, b: "x" });
  });

  it("binds named arguments next to an anonymous parameter, which stays NULL", async () => {
    const rs = await client.execute({ sql: "SELECT ? AS anon, :a AS a, :a + 1 AS b", args: { a: 5n } });
    expect(rs.rows[0]).toMatchObject({ anon: null, a: 5n, b: 6n });
  });

  it("binds positional and numbered arguments", async () => {
    const rs = await client.execute({ sql: "SELECT ?2 AS second, ?1 AS first", args: [1n, 2n] });
    expect(rs.rows[0]).toMatchObject({ second: 2n, first: 1n });
  });

  it("reports columns, decltypes, rowsAffected and lastInsertRowid", async () => {
    await client.execute("CREATE TABLE meta (id INTEGER PRIMARY KEY, label TEXT NOT NULL, price REAL)");
    const insert = await client.execute("INSERT INTO meta (label) VALUES ('a'), ('b'), ('c')");
    expect(insert.rowsAffected).toBe(3);
    expect(insert.lastInsertRowid).toBe(3n);
    const big = await client.execute("INSERT INTO meta (id, label) VALUES (9007199254740993, 'big')");
    expect(big.lastInsertRowid).toBe(9007199254740993n);
    const update = await client.execute("UPDATE meta SET price = 1 WHERE id <= 2");
    expect(update.rowsAffected).toBe(2);
    const returning = await client.execute("INSERT INTO meta (label) VALUES ('r') RETURNING id, label");
    expect(returning.rowsAffected).toBe(1);
    expect(returning.rows[0]).toMatchObject({ id: 9007199254740994n, label: "r" });
    const select = await client.execute("SELECT id, label, price, 1 + 1 AS two FROM meta ORDER BY id LIMIT 1");
    expect(select.rowsAffected).toBe(0);
    expect(select.columns).toEqual(["id", "label", "price", "two"]);
    expect(select.columnTypes).toEqual(["INTEGER", "TEXT", "REAL", ""]);
  });

  it("works through @libsql/client/web as the Worker uses it", async () => {
    const web = createWebClient({ url: server.url, intMode: "bigint" });
    try {
      const rs = await web.execute({ sql: "SELECT ? AS n, ? AS s, ? AS b", args: [9007199254740993n, "سلام", blob] });
      expect(rs.rows[0]?.["n"]).toBe(9007199254740993n);
      expect(rs.rows[0]?.["s"]).toBe("سلام");
      expect(new Uint8Array(rs.rows[0]?.["b"] as ArrayBuffer)).toEqual(blob);
    } finally {
      web.close();
    }
  });

  it("returns infinite floats, which plain JSON cannot carry", async () => {
    const rs = await client.execute("SELECT 1e999 AS inf, -1e999 AS ninf");
    expect(rs.rows[0]).toMatchObject({ inf: Infinity, ninf: -Infinity });
  });

  it("supports FTS5", async () => {
    await client.execute("CREATE VIRTUAL TABLE docs USING fts5(body)");
    await client.execute({
      sql: "INSERT INTO docs (body) VALUES (?), (?)",
      args: ["fresh dates from Medina", "olive oil"],
    });
    const rs = await client.execute({ sql: "SELECT body FROM docs WHERE docs MATCH ?", args: ["dates"] });
    expect(rs.rows.map((r) => r["body"])).toEqual(["fresh dates from Medina"]);
  });
});

describe("batches and transactions", () => {
  beforeAll(async () => {
    await client.execute("CREATE TABLE accounts (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE)");
  });

  it("commits a write batch and returns one result per statement", async () => {
    const results = await client.batch(
      [
        { sql: "INSERT INTO accounts (email) VALUES (?)", args: ["ok1@example.com"] },
        { sql: "INSERT INTO accounts (email) VALUES (?)", args: ["ok2@example.com"] },
        "SELECT count(*) AS n FROM accounts WHERE email LIKE 'ok%'",
      ],
      "write",
    );
    expect(results).toHaveLength(3);
    expect(results[2]?.rows[0]?.["n"]).toBe(2n);
    expect(await count("accounts WHERE email LIKE 'ok%'")).toBe(2n);
  });

  it("rolls back the whole batch when its third statement fails", async () => {
    const batch = client.batch(
      [
        { sql: "INSERT INTO accounts (email) VALUES (?)", args: ["first@example.com"] },
        { sql: "INSERT INTO accounts (email) VALUES (?)", args: ["second@example.com"] },
        { sql: "INSERT INTO accounts (email) VALUES (?)", args: ["first@example.com"] },
      ],
      "write",
    );
    await expect(batch).rejects.toMatchObject({ code: "SQLITE_CONSTRAINT", statementIndex: 2 });
    expect(await count("accounts WHERE email IN ('first@example.com', 'second@example.com')")).toBe(0n);
  });

  it("commits an interactive transaction across requests", async () => {
    const tx = await client.transaction("write");
    await tx.execute({ sql: "INSERT INTO accounts (email) VALUES (?)", args: ["tx-commit@example.com"] });
    const inside = await tx.execute("SELECT count(*) AS n FROM accounts WHERE email = 'tx-commit@example.com'");
    expect(inside.rows[0]?.["n"]).toBe(1n);
    await tx.commit();
    expect(await count("accounts WHERE email = 'tx-commit@example.com'")).toBe(1n);
  });

  it("leaves nothing behind after a rollback", async () => {
    const tx = await client.transaction("write");
    await tx.execute({ sql: "INSERT INTO accounts (email) VALUES (?)", args: ["tx-rollback@example.com"] });
    await tx.batch([{ sql: "INSERT INTO accounts (email) VALUES (?)", args: ["tx-rollback2@example.com"] }]);
    await tx.rollback();
    expect(await count("accounts WHERE email LIKE 'tx-rollback%'")).toBe(0n);
  });

  it("keeps a transaction usable after a failing statement inside it", async () => {
    const tx = await client.transaction("write");
    await tx.execute({ sql: "INSERT INTO accounts (email) VALUES (?)", args: ["tx-keep@example.com"] });
    await expect(
      tx.execute({ sql: "INSERT INTO accounts (email) VALUES (?)", args: ["tx-keep@example.com"] }),
    ).rejects.toThrow(LibsqlError);
    await tx.commit();
    expect(await count("accounts WHERE email = 'tx-keep@example.com'")).toBe(1n);
  });
});

describe("errors", () => {
  it("surfaces a UNIQUE violation as SQLITE_CONSTRAINT, like a file: client", async () => {
    await client.execute("CREATE TABLE uniq (v TEXT UNIQUE)");
    await client.execute("INSERT INTO uniq VALUES ('x')");
    const overHttp = await client.execute("INSERT INTO uniq VALUES ('x')").catch((e: unknown) => e);
    expect(overHttp).toBeInstanceOf(LibsqlError);
    expect((overHttp as LibsqlError).code).toMatch(/^SQLITE_CONSTRAINT/);
    expect((overHttp as LibsqlError).message).toContain("UNIQUE constraint failed: uniq.v");

    const fileClient = createClient({ url: `file:${dbFile}` });
    try {
      const local = await fileClient.execute("INSERT INTO uniq VALUES ('x')").catch((e: unknown) => e);
      expect((local as LibsqlError).code).toBe((overHttp as LibsqlError).code);
      expect((local as LibsqlError).message).toBe((overHttp as LibsqlError).message);
    } finally {
      fileClient.close();
    }
  });

  it.each([
    { name: "syntax error", sql: "SELEC 1", code: "SQLITE_ERROR", message: "syntax error" },
    { name: "missing table", sql: "SELECT * FROM no_such_table", code: "SQLITE_ERROR", message: "no such table" },
    { name: "two statements", sql: "SELECT 1; SELECT 2", code: "SQL_MANY_STATEMENTS", message: "more than one" },
    { name: "no statement", sql: " -- only a comment", code: "SQL_NO_STATEMENT", message: "does not contain" },
  ])("reports a $name as an error, not a hang", async ({ sql, code, message }) => {
    const error = await settledWithin(
      client.execute(sql).catch((e: unknown) => e),
      2000,
    );
    expect(error).toBeInstanceOf(LibsqlError);
    expect((error as LibsqlError).code).toBe(code);
    expect((error as LibsqlError).message).toContain(message);
  });

  it("enforces foreign keys, as Turso does", async () => {
    await client.executeMultiple(
      "CREATE TABLE parents (id INTEGER PRIMARY KEY); CREATE TABLE kids (parent_id INTEGER REFERENCES parents(id));",
    );
    await expect(client.execute("INSERT INTO kids VALUES (42)")).rejects.toMatchObject({ code: "SQLITE_CONSTRAINT" });
  });
});

describe("concurrent streams", () => {
  beforeAll(async () => {
    await client.execute("CREATE TABLE orders (id INTEGER PRIMARY KEY, ref TEXT)");
  });

  it("hides uncommitted writes from other streams until commit", async () => {
    const other = newClient();
    const tx = await client.transaction("write");
    await tx.execute("INSERT INTO orders (ref) VALUES ('isolated')");
    expect(await count("orders WHERE ref = 'isolated'", other)).toBe(0n);
    await tx.commit();
    expect(await count("orders WHERE ref = 'isolated'", other)).toBe(1n);
  });

  it("serialises two writing transactions instead of failing the second", async () => {
    const a = await client.transaction("write");
    await a.execute("INSERT INTO orders (ref) VALUES ('a')");
    const b = await newClient().transaction("write");
    const bWrite = b.execute("INSERT INTO orders (ref) VALUES ('b')");
    expect(await settledWithin(bWrite, 300)).toBe("pending");

    // The waiting writer must not block the event loop: other streams still get answers.
    const started = performance.now();
    expect(await count("orders WHERE ref IN ('a', 'b')", newClient())).toBe(0n);
    expect(performance.now() - started).toBeLessThan(250);

    await a.commit();
    await bWrite;
    await b.commit();
    expect(await count("orders WHERE ref IN ('a', 'b')")).toBe(2n);
  });

  describe("when the write lock stays taken past the busy timeout", () => {
    let impatient: LocalServer;
    beforeAll(async () => {
      impatient = await startServer({ file: dbFile, busyTimeoutMs: 200 });
    });

    /** Autocommit writes through fresh streams (so through pooled connections) must commit for everyone. */
    async function expectWritesStillCommit(ref: string): Promise<void> {
      for (let i = 0; i < 3; i++)
        await newClient(impatient.url).execute({ sql: "INSERT INTO orders (ref) VALUES (?)", args: [ref] });
      expect(await count(`orders WHERE ref = '${ref}'`)).toBe(3n);
      // A write through the other server would wait out its 5 s busy timeout if the lock had leaked.
      const cleanup = await client.execute({ sql: "DELETE FROM orders WHERE ref = ?", args: [ref] });
      expect(cleanup.rowsAffected).toBe(3);
    }

    it("fails an autocommit write with SQLITE_BUSY, then recovers", async () => {
      const holder = await newClient(impatient.url).transaction("write");
      await holder.execute("INSERT INTO orders (ref) VALUES ('holder')");
      const started = performance.now();
      const error = await newClient(impatient.url)
        .execute("INSERT INTO orders (ref) VALUES ('loser')")
        .catch((e: unknown) => e);
      const waited = performance.now() - started;
      await holder.rollback();
      expect((error as LibsqlError).code).toBe("SQLITE_BUSY");
      expect(waited).toBeGreaterThanOrEqual(190);
      expect(await count("orders WHERE ref IN ('holder', 'loser')")).toBe(0n);
      await expectWritesStillCommit("after-autocommit-busy");
    });

    it("fails a write inside a transaction, which can still roll back", async () => {
      const holder = await newClient(impatient.url).transaction("write");
      await holder.execute("INSERT INTO orders (ref) VALUES ('holder2')");
      const deferred = await newClient(impatient.url).transaction("deferred");
      await expect(deferred.execute("INSERT INTO orders (ref) VALUES ('deferred')")).rejects.toMatchObject({
        code: "SQLITE_BUSY",
      });
      await deferred.rollback();
      await holder.commit();
      expect(await count("orders WHERE ref IN ('holder2', 'deferred')")).toBe(1n);
      await expectWritesStillCommit("after-tx-busy");
    });

    it("fails COMMIT at once after such a failure instead of waiting again", async () => {
      const holder = await newClient(impatient.url).transaction("write");
      await holder.execute("SELECT 1");
      const deferred = await newClient(impatient.url).transaction("deferred");
      await expect(deferred.execute("INSERT INTO orders (ref) VALUES ('never')")).rejects.toMatchObject({
        code: "SQLITE_BUSY",
      });
      await holder.rollback();
      // The suspended statement is what makes COMMIT fail: a garbage collection must not finalize it.
      setFlagsFromString("--expose-gc");
      (runInNewContext("gc") as () => void)();
      const started = performance.now();
      await expect(deferred.commit()).rejects.toThrow(LibsqlError);
      expect(performance.now() - started).toBeLessThan(150);
      expect(await count("orders WHERE ref = 'never'")).toBe(0n);
      await expectWritesStillCommit("after-commit-busy");
    });
  });
});

describe("sequence, migrate, describe, stored SQL", () => {
  it("executeMultiple runs every statement, including a trigger body with semicolons", async () => {
    await client.executeMultiple(`
      CREATE TABLE stock (sku TEXT PRIMARY KEY, qty INTEGER NOT NULL); -- a comment; with a semicolon
      CREATE TABLE stock_log (sku TEXT, qty INTEGER);
      CREATE TRIGGER stock_audit AFTER UPDATE ON stock BEGIN
        INSERT INTO stock_log VALUES (new.sku, new.qty);
        INSERT INTO stock_log VALUES (new.sku, new.qty * 10);
      END;
      INSERT INTO stock VALUES ('dates;1kg', 5);
      UPDATE stock SET qty = 4 WHERE sku = 'dates;1kg'
    `);
    const log = await client.execute("SELECT qty FROM stock_log ORDER BY qty");
    expect(log.rows.map((r) => r["qty"])).toEqual([4n, 40n]);
  });

  it("executeMultiple stops at the first failing statement", async () => {
    await client.execute("CREATE TABLE seq (v INTEGER)");
    await expect(
      client.executeMultiple("INSERT INTO seq VALUES (1); INSERT INTO missing VALUES (2); INSERT INTO seq VALUES (3);"),
    ).rejects.toThrow(/no such table: missing/);
    const rs = await client.execute("SELECT v FROM seq");
    expect(rs.rows.map((r) => r["v"])).toEqual([1n]);
  });

  it("migrate applies statements with foreign keys off, and turns them back on", async () => {
    await client.migrate([
      "CREATE TABLE mig_parent (id INTEGER PRIMARY KEY)",
      "CREATE TABLE mig_child (parent_id INTEGER REFERENCES mig_parent(id))",
      "INSERT INTO mig_child VALUES (7)",
    ]);
    expect(await count("mig_child")).toBe(1n);
    const fk = await client.execute("PRAGMA foreign_keys");
    expect(fk.rows[0]?.[0]).toBe(1n);
  });

  it("describes statements through the raw hrana client", async () => {
    await client.execute("CREATE TABLE described (id INTEGER PRIMARY KEY, name TEXT)");
    const hrana = openHttp(server.url);
    opened.push(hrana);
    const stream = hrana.openStream();
    const select = await stream.describe(
      "SELECT id, name AS label FROM described WHERE id = ? OR name = :name OR id = ?",
    );
    expect(select.paramNames).toEqual([undefined, ":name", undefined]);
    expect(select.columns).toEqual([
      { name: "id", decltype: "INTEGER" },
      { name: "label", decltype: "TEXT" },
    ]);
    expect(select).toMatchObject({ isExplain: false, isReadonly: true });
    const insert = await stream.describe("INSERT INTO described (name) VALUES (?3)");
    expect(insert).toMatchObject({
      paramNames: [undefined, undefined, "?3"],
      columns: [],
      isExplain: false,
      isReadonly: false,
    });
    expect(await stream.describe("EXPLAIN QUERY PLAN SELECT * FROM described")).toMatchObject({ isExplain: true });
    expect(await stream.describe("BEGIN")).toMatchObject({ isReadonly: true });
    stream.close();
  });

  it("falls back to v2 when a protocol-3 client probes /v3-protobuf", async () => {
    const hrana = openHttp(server.url, undefined, undefined, undefined, 3);
    opened.push(hrana);
    expect(await hrana.getVersion()).toBe(2);
  });

  it("executes stored SQL by id and forgets it after close_sql", async () => {
    const first = await pipeline(null, [
      { type: "store_sql", sql_id: 1, sql: "SELECT ? * 2" },
      { type: "execute", stmt: { sql_id: 1, args: [int(21)], want_rows: true } },
      { type: "close_sql", sql_id: 1 },
    ]);
    expect(first.status).toBe(200);
    expect(first.body.results?.map((r) => r.response?.["type"])).toEqual(["store_sql", "execute", "close_sql"]);
    const executed = first.body.results?.[1]?.response?.["result"] as { rows: unknown[][] };
    expect(executed.rows).toEqual([[int(42)]]);

    const after = await pipeline(first.body.baton ?? null, [{ type: "execute", stmt: { sql_id: 1, args: [] } }]);
    expect(after.status).toBe(400);
    expect(after.body.code).toBe("SQL_NOT_FOUND");
  });

  it("refuses to store SQL over Turso's 5000-byte limit, counting bytes, not characters", async () => {
    const sql = `SELECT '${"ب".repeat(2600)}'`;
    expect(sql.length).toBeLessThan(5000);
    const res = await pipeline(null, [{ type: "store_sql", sql_id: 1, sql }, { type: "close" }]);
    expect(res.body.results?.[0]).toMatchObject({ type: "error", error: { code: "SQL_STORE_TOO_LARGE" } });
  });

  it("rejects storing the same sql_id twice", async () => {
    const res = await pipeline(null, [
      { type: "store_sql", sql_id: 3, sql: "SELECT 1" },
      { type: "store_sql", sql_id: 3, sql: "SELECT 2" },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("SQL_EXISTS");
  });
});

describe("raw protocol", () => {
  it("answers in the Hrana v2 JSON shape, with integers as strings and unpadded base64", async () => {
    const res = await pipeline(null, [
      execute("SELECT ? AS big, 0.5 AS f, 'نص' AS t, x'0102' AS b, NULL AS n", [int(9223372036854775807n)]),
      { type: "close" },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.baton).toBeNull();
    expect(res.body.base_url).toBeNull();
    const result = res.body.results?.[0]?.response?.["result"] as Record<string, unknown>;
    expect(result["cols"]).toEqual([
      { name: "big", decltype: null },
      { name: "f", decltype: null },
      { name: "t", decltype: null },
      { name: "b", decltype: null },
      { name: "n", decltype: null },
    ]);
    expect(result["rows"]).toEqual([
      [
        int(9223372036854775807n),
        { type: "float", value: 0.5 },
        { type: "text", value: "نص" },
        { type: "blob", base64: "AQI" },
        { type: "null" },
      ],
    ]);
    expect(result).toMatchObject({ affected_row_count: 0, last_insert_rowid: expect.any(String) });
    expect(res.body.results?.[1]).toEqual({ type: "ok", response: { type: "close" } });
  });

  it("accepts padded and unpadded base64 blobs", async () => {
    const res = await pipeline(null, [
      execute("SELECT hex(?), hex(?)", [
        { type: "blob", base64: "AQI=" },
        { type: "blob", base64: "AQI" },
      ]),
    ]);
    const rows = (res.body.results?.[0]?.response?.["result"] as { rows: unknown[][] }).rows;
    expect(rows).toEqual([
      [
        { type: "text", value: "0102" },
        { type: "text", value: "0102" },
      ],
    ]);
  });

  it("evaluates batch conditions", async () => {
    const step = (sql: string, condition?: unknown) => ({ condition, stmt: { sql, args: [], want_rows: true } });
    const res = await pipeline(null, [
      {
        type: "batch",
        batch: {
          steps: [
            step("SELECT 1"),
            step("SELECT * FROM nowhere"),
            step("SELECT 3", { type: "ok", step: 1 }),
            step("SELECT 4", { type: "error", step: 1 }),
            step("SELECT 5", {
              type: "and",
              conds: [
                { type: "ok", step: 0 },
                { type: "not", cond: { type: "ok", step: 1 } },
              ],
            }),
            step("SELECT 6", {
              type: "or",
              conds: [
                { type: "ok", step: 1 },
                { type: "ok", step: 2 },
              ],
            }),
            step("SELECT 7", { type: "is_autocommit" }),
          ],
        },
      },
    ]);
    const result = res.body.results?.[0]?.response?.["result"] as { step_results: unknown[]; step_errors: unknown[] };
    const ran = result.step_results.map((r) => r !== null);
    const failed = result.step_errors.map((e) => e !== null);
    expect(ran).toEqual([true, false, false, true, true, false, true]);
    expect(failed).toEqual([false, true, false, false, false, false, false]);
    expect(result.step_errors[1]).toMatchObject({ code: "SQLITE_ERROR" });
  });

  it("reports autocommit state, which a BEGIN changes", async () => {
    const begun = await pipeline(null, [execute("BEGIN"), { type: "get_autocommit" }]);
    expect(begun.body.results?.[1]?.response).toEqual({ type: "get_autocommit", is_autocommit: false });
    const ended = await pipeline(begun.body.baton ?? null, [
      execute("ROLLBACK"),
      { type: "get_autocommit" },
      { type: "close" },
    ]);
    expect(ended.body.results?.[1]?.response).toEqual({ type: "get_autocommit", is_autocommit: true });
  });

  it("returns a fresh single-use baton with every response", async () => {
    const first = await pipeline(null, [execute("SELECT 1")]);
    const baton = first.body.baton;
    expect(typeof baton).toBe("string");
    const second = await pipeline(baton ?? null, [execute("SELECT 2")]);
    expect(second.status).toBe(200);
    expect(second.body.baton).not.toBe(baton);
    const reused = await pipeline(baton ?? null, [execute("SELECT 3")]);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe("BATON_INVALID");
    await pipeline(second.body.baton ?? null, [{ type: "close" }]);
  });

  it("rejects an invalid baton with 400 and a JSON error", async () => {
    const res = await pipeline("not-a-baton", [execute("SELECT 1")]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "BATON_INVALID", message: expect.stringContaining("baton") });
  });

  it.each([
    { name: "malformed JSON", body: "{ nope", message: "Malformed JSON" },
    { name: "a body that is not an object", body: "[]", message: "body: expected an object" },
    { name: "missing requests", body: JSON.stringify({ baton: null }), message: "body.requests" },
    { name: "an unknown request type", body: JSON.stringify({ requests: [{ type: "teleport" }] }), message: "type" },
    {
      name: "a non-string integer",
      body: JSON.stringify({ requests: [execute("SELECT ?", [{ type: "integer", value: 5 }])] }),
      message: "args[0].value",
    },
    {
      name: "an integer beyond 64 bits",
      body: JSON.stringify({ requests: [execute("SELECT ?", [int(2n ** 63n)])] }),
      message: "64-bit",
    },
    {
      name: "bad base64",
      body: JSON.stringify({ requests: [execute("SELECT ?", [{ type: "blob", base64: "@@@" }])] }),
      message: "base64",
    },
    {
      name: "a condition pointing forward",
      body: JSON.stringify({
        requests: [
          { type: "batch", batch: { steps: [{ condition: { type: "ok", step: 0 }, stmt: { sql: "SELECT 1" } }] } },
        ],
      }),
      message: "earlier step",
    },
  ])("rejects $name with 400", async ({ body, message }) => {
    const res = await fetch(`${server.url}/v2/pipeline`, { method: "POST", body });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });

  it.each(["/v3", "/v3-protobuf", "/v3/pipeline", "/nope"])("answers GET %s with 404", async (path) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });

  it("greets on GET /v2 and refuses GET on the pipeline", async () => {
    const greeting = await fetch(`${server.url}/v2`);
    expect(greeting.status).toBe(200);
    expect(await greeting.text()).toContain("Hrana");
    const wrongMethod = await fetch(`${server.url}/v2/pipeline`);
    expect(wrongMethod.status).toBe(405);
    await wrongMethod.arrayBuffer();
  });

  it("expires an idle stream, rolling back its transaction", async () => {
    const quick = await startServer({ file: dbFile, streamIdleTimeoutMs: 100 });
    await client.execute("CREATE TABLE expiring (v TEXT)");
    const open = await pipeline(null, [execute("BEGIN IMMEDIATE"), execute("INSERT INTO expiring VALUES ('lost')")], {
      url: quick.url,
    });
    expect(open.body.results?.map((r) => r.type)).toEqual(["ok", "ok"]);
    await sleep(300);
    const late = await pipeline(open.body.baton ?? null, [execute("COMMIT")], { url: quick.url });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe("STREAM_EXPIRED");
    expect(await count("expiring")).toBe(0n);
    // The write lock went with the rollback.
    await client.execute("INSERT INTO expiring VALUES ('kept')");
    expect(await count("expiring")).toBe(1n);
  });

  describe("with an auth token", () => {
    let secured: LocalServer;
    beforeAll(async () => {
      secured = await startServer({ file: dbFile, authToken: "s3cret" });
    });

    it.each<{ name: string; headers: Record<string, string> }>([
      { name: "no header", headers: {} },
      { name: "a wrong token", headers: { authorization: "Bearer nope" } },
      { name: "another scheme", headers: { authorization: "Basic s3cret" } },
    ])("rejects $name with 401", async ({ headers }) => {
      const res = await pipeline(null, [execute("SELECT 1")], { url: secured.url, headers });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe("UNAUTHORIZED");
    });

    it("accepts the right token, from raw fetch and from the client", async () => {
      const raw = await pipeline(null, [execute("SELECT 1"), { type: "close" }], {
        url: secured.url,
        headers: { authorization: "Bearer s3cret" },
      });
      expect(raw.status).toBe(200);
      const rs = await newClient(secured.url, "s3cret").execute("SELECT 1 AS one");
      expect(rs.rows[0]?.["one"]).toBe(1n);
      await expect(newClient(secured.url).execute("SELECT 1")).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    });
  });
});

describe("round-trip counter", () => {
  it("counts one pipeline per client call, and batches as one", async () => {
    const before = server.pipelines;
    await client.execute("SELECT 1");
    await client.batch(["SELECT 1", "SELECT 2", "SELECT 3"], "read");
    expect(server.pipelines - before).toBe(2);
  });
});

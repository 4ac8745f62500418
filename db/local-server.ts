/**
 * An embedded libSQL server for development and tests: serves a local SQLite
 * file over Hrana v2 over HTTP (`POST /v2/pipeline`), the protocol that
 * `@libsql/client` and `@libsql/client/web` speak to Turso, so the Worker runs
 * unchanged against it.
 *
 * Streams follow libsql-server (`src/hrana/http/stream.rs`): a pipeline
 * without a baton opens a stream, each response hands out a fresh single-use
 * baton, and a stream owns one SQLite connection, so an interactive
 * transaction can span HTTP requests while other streams keep their own view.
 *
 * Run directly: `npx node db/local-server.ts --file .data/testing_v1.db --port 8080`.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import Database from "libsql";
import {
  handleStreamRequest,
  type ExecOptions,
  type StreamConnection,
  type StreamResult,
} from "./local-server-exec.ts";
import { ProtocolError, decodePipelineBody } from "./local-server-proto.ts";

type Connection = Database.Database;

export interface LocalServerOptions {
  /** SQLite file to serve; created (with its directory) if missing. */
  file: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** If set, every request must carry `Authorization: Bearer <authToken>`. */
  authToken?: string;
  /** A stream unused for this long is closed and its transaction rolled back; default 10 s, as libsql-server. */
  streamIdleTimeoutMs?: number;
  /** How long a statement waits for another stream's write lock before failing with SQLITE_BUSY; default 5 s. */
  busyTimeoutMs?: number;
}

export interface LocalServer {
  /** Base URL for `createClient({ url })`, e.g. `http://127.0.0.1:8080`. */
  url: string;
  /** Stops listening, rolls back open streams and closes every connection. */
  close(): Promise<void>;
  /** How many pipeline requests (database round trips) the server has answered; the benchmark reads it. */
  readonly pipelines: number;
}

const MAX_BODY_BYTES = 32 * 1024 * 1024;
const MAX_IDLE_CONNECTIONS = 8;
const MAX_REMEMBERED_EXPIRED_BATONS = 1000;
const GREETING = "Hello, this is HTTP API v2 (Hrana over HTTP)\n";

/**
 * Connections to one file. Each is set up for the event loop's sake: no busy
 * handler (waiting happens asynchronously in local-server-exec.ts), and
 * foreign keys on, as libsql-server does for every connection.
 */
class ConnectionPool {
  readonly #file: string;
  readonly #idle: Connection[] = [];
  readonly #open = new Set<Connection>();

  constructor(file: string) {
    this.#file = file;
  }

  acquire(): Connection {
    const idle = this.#idle.pop();
    if (idle !== undefined) return idle;
    const db = new Database(this.#file);
    // synchronous=NORMAL is safe in WAL mode and this is a development database.
    db.exec("PRAGMA busy_timeout = 0; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;");
    this.#open.add(db);
    return db;
  }

  /** Rolls back whatever the stream left open, so the next stream starts in autocommit mode. */
  release(db: Connection): void {
    try {
      if (db.inTransaction) db.exec("ROLLBACK");
      db.exec("PRAGMA foreign_keys = ON");
    } catch {
      this.discard(db);
      return;
    }
    if (this.#idle.length < MAX_IDLE_CONNECTIONS) this.#idle.push(db);
    else this.discard(db);
  }

  /**
   * Closes a connection for good. The explicit ROLLBACK matters: statements
   * the binding has not garbage-collected yet keep the native connection, and
   * its transaction, alive after close().
   */
  discard(db: Connection): void {
    this.#open.delete(db);
    try {
      if (db.inTransaction) db.exec("ROLLBACK");
    } catch {
      // Closing below ends the transaction anyway once the statements are collected.
    }
    try {
      db.close();
    } catch {
      // Already closed: nothing to free.
    }
  }

  closeAll(): void {
    for (const db of this.#open) this.discard(db);
    this.#idle.length = 0;
  }
}

interface Stream {
  /** Undefined once the stream is closed. */
  conn: StreamConnection | undefined;
  timer: NodeJS.Timeout | undefined;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  // Exactly "application/json": the client only parses error bodies whose content-type equals it
  // (hrana-client http/stream.js `errorFromResponse`).
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "text/plain", ...headers });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      throw new ProtocolError(`Request body exceeds ${MAX_BODY_BYTES} bytes`, "BODY_TOO_LARGE", 413);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const digest = (text: string): Buffer => createHash("sha256").update(text).digest();

class HranaHttpServer {
  readonly #pool: ConnectionPool;
  readonly #expectedAuth: Buffer | undefined;
  readonly #idleMs: number;
  readonly #execOptions: ExecOptions;
  readonly #streams = new Map<string, Stream>();
  readonly #expiredBatons = new Set<string>();
  #closed = false;
  /** Pipeline requests answered, for `LocalServer.pipelines`. */
  pipelines = 0;

  constructor(options: LocalServerOptions) {
    this.#pool = new ConnectionPool(options.file);
    this.#expectedAuth = options.authToken === undefined ? undefined : digest(`Bearer ${options.authToken}`);
    this.#idleMs = options.streamIdleTimeoutMs ?? 10_000;
    this.#execOptions = {
      busyTimeoutMs: options.busyTimeoutMs ?? 5_000,
      replaceConnection: (tainted) => {
        this.#pool.discard(tainted);
        return this.#pool.acquire();
      },
    };
  }

  /** Never rejects: every failure becomes an HTTP response. */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      await this.#route(req, res);
    } catch (e) {
      if (e instanceof ProtocolError) {
        sendJson(res, e.status, { message: e.message, code: e.code });
      } else {
        console.error("local-server: internal error", e);
        sendJson(res, 500, { message: `Internal server error: ${String(e)}`, code: "INTERNAL_ERROR" });
      }
    }
  }

  /** Rolls back and frees every stream; requests still in flight fail. */
  shutdown(): void {
    this.#closed = true;
    for (const stream of this.#streams.values()) this.#closeStream(stream);
    this.#streams.clear();
    this.#pool.closeAll();
  }

  async #route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", "http://localhost").pathname.replace(/\/+$/, "") || "/";
    const known = path === "/" || path === "/v2" || path === "/v2/pipeline";
    // Unknown paths answer 404 before auth, so the client's `/v3` and `/v3-protobuf` probes fall back to v2.
    if (!known) return sendJson(res, 404, { message: `Not found: ${path}`, code: "NOT_FOUND" });
    if (!this.#authorized(req)) {
      return sendJson(res, 401, { message: "Missing or invalid Authorization: Bearer token", code: "UNAUTHORIZED" });
    }
    if (path !== "/v2/pipeline") {
      if (req.method === "GET" || req.method === "HEAD") return sendText(res, 200, GREETING);
      return sendText(res, 405, "Method not allowed\n", { allow: "GET" });
    }
    if (req.method !== "POST") return sendText(res, 405, "Method not allowed\n", { allow: "POST" });
    this.pipelines += 1;
    const text = await readBody(req);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      throw new ProtocolError(`Malformed JSON body: ${(e as Error).message}`);
    }
    sendJson(res, 200, await this.#pipeline(json));
  }

  #authorized(req: IncomingMessage): boolean {
    if (this.#expectedAuth === undefined) return true;
    const header = req.headers.authorization ?? "";
    // Hashing first makes the comparison constant-time regardless of length.
    return timingSafeEqual(digest(header.replace(/^bearer /i, "Bearer ")), this.#expectedAuth);
  }

  async #pipeline(json: unknown): Promise<unknown> {
    const body = decodePipelineBody(json);
    const stream = body.baton === null ? this.#openStream() : this.#takeStream(body.baton);
    const results: StreamResult[] = [];
    try {
      for (const request of body.requests) {
        if (this.#closed) throw new ProtocolError("The server is shutting down", "SERVER_CLOSED", 503);
        const conn = stream.conn;
        if (conn === undefined) {
          throw new ProtocolError("The stream was closed earlier in this pipeline", "STREAM_CLOSED");
        }
        if (request.type === "close") {
          this.#closeStream(stream);
          results.push({ type: "ok", response: { type: "close" } });
        } else {
          results.push(await handleStreamRequest(conn, request, this.#execOptions));
        }
      }
    } catch (e) {
      // As in libsql-server, a failed pipeline drops the stream; its transaction is rolled back.
      this.#closeStream(stream);
      throw e;
    }
    const baton = stream.conn === undefined ? null : this.#park(stream);
    return { baton, base_url: null, results };
  }

  #openStream(): Stream {
    if (this.#closed) throw new ProtocolError("The server is shutting down", "SERVER_CLOSED", 503);
    return { conn: { db: this.#pool.acquire(), suspended: undefined, sqls: new Map() }, timer: undefined };
  }

  /** A baton is good for one request: taking the stream retires it, and the response carries the next one. */
  #takeStream(baton: string): Stream {
    const stream = this.#streams.get(baton);
    if (stream === undefined) {
      if (this.#expiredBatons.has(baton)) {
        throw new ProtocolError("The stream has expired due to inactivity", "STREAM_EXPIRED");
      }
      throw new ProtocolError("Invalid baton: unknown, already used, or its stream was closed", "BATON_INVALID");
    }
    this.#streams.delete(baton);
    clearTimeout(stream.timer);
    return stream;
  }

  /** Makes the stream available under a fresh baton until it idles out. */
  #park(stream: Stream): string {
    const baton = randomBytes(24).toString("base64url");
    this.#streams.set(baton, stream);
    stream.timer = setTimeout(() => this.#expire(baton), this.#idleMs);
    stream.timer.unref();
    return baton;
  }

  #expire(baton: string): void {
    const stream = this.#streams.get(baton);
    if (stream === undefined) return;
    this.#streams.delete(baton);
    this.#closeStream(stream);
    this.#expiredBatons.add(baton);
    if (this.#expiredBatons.size > MAX_REMEMBERED_EXPIRED_BATONS) {
      const oldest = this.#expiredBatons.values().next().value;
      if (oldest !== undefined) this.#expiredBatons.delete(oldest);
    }
  }

  #closeStream(stream: Stream): void {
    clearTimeout(stream.timer);
    const conn = stream.conn;
    stream.conn = undefined;
    if (conn === undefined || this.#closed) return;
    if (conn.suspended !== undefined) this.#pool.discard(conn.db);
    else this.#pool.release(conn.db);
  }
}

function assertServableFile(file: string): void {
  if (file === "" || file === ":memory:" || file.startsWith("file:")) {
    // Every stream has its own connection, and in-memory databases are per connection.
    throw new Error(`local-server needs a plain file path to share between connections, got ${JSON.stringify(file)}`);
  }
}

/**
 * Starts the server on `host:port` (port 0 picks a free one). The database
 * is switched to WAL mode, so readers never block the single writer.
 */
export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  assertServableFile(options.file);
  const file = resolve(options.file);
  mkdirSync(dirname(file), { recursive: true });
  const setup = new Database(file);
  try {
    setup.exec("PRAGMA journal_mode = WAL");
  } finally {
    setup.close();
  }

  const hrana = new HranaHttpServer({ ...options, file });
  const server = createServer((req, res) => void hrana.handle(req, res));
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once("error", rejectListen);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", rejectListen);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;

  let closing: Promise<void> | undefined;
  // An arrow, not a method: callers pass `server.close` around detached.
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolveClose) => {
      server.close(() => resolveClose());
      server.closeAllConnections();
      hrana.shutdown();
    });
    return closing;
  };
  return {
    url,
    close,
    get pipelines() {
      return hrana.pipelines;
    },
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      file: { type: "string" },
      port: { type: "string", default: "8080" },
      host: { type: "string", default: "127.0.0.1" },
      "auth-token": { type: "string" },
    },
  });
  if (values.file === undefined) {
    console.error(
      "Usage: node db/local-server.ts --file <path.db> [--port 8080] [--host 127.0.0.1] [--auth-token <token>]",
    );
    process.exit(2);
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid --port ${values.port}`);
    process.exit(2);
  }
  const server = await startLocalServer({
    file: values.file,
    port,
    host: values.host,
    authToken: values["auth-token"],
  });
  console.log(`libSQL (Hrana v2 over HTTP) serving ${resolve(values.file)} at ${server.url}`);
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (import.meta.main) await main();

/**
 * The JSON wire format of Hrana v2 over HTTP, as `@libsql/hrana-client` writes
 * and reads it (`lib-esm/http/json_encode.js`, `lib-esm/shared/json_decode.js`):
 * decoding and validating pipeline requests, and encoding values and results.
 * Field names and shapes follow `libsql-server/src/hrana/proto.rs`.
 */
import { Buffer } from "node:buffer";

/** A value as SQLite stores it; integers are always `bigint` so no 64-bit value loses precision. */
export type SqlValue = null | bigint | number | string | Uint8Array;

/** A statement of an `execute` request or a batch step. */
export interface Stmt {
  sql: string | undefined;
  sqlId: number | undefined;
  args: SqlValue[];
  namedArgs: [string, SqlValue][];
  wantRows: boolean;
}

/** Condition of a batch step; `step` always points at an earlier step (checked while decoding). */
export type BatchCond =
  | { type: "ok"; step: number }
  | { type: "error"; step: number }
  | { type: "not"; cond: BatchCond }
  | { type: "and"; conds: BatchCond[] }
  | { type: "or"; conds: BatchCond[] }
  | { type: "is_autocommit" };

export interface BatchStep {
  condition: BatchCond | undefined;
  stmt: Stmt;
}

export type StreamRequest =
  | { type: "close" }
  | { type: "execute"; stmt: Stmt }
  | { type: "batch"; steps: BatchStep[] }
  | { type: "sequence"; sql: string | undefined; sqlId: number | undefined }
  | { type: "describe"; sql: string | undefined; sqlId: number | undefined }
  | { type: "store_sql"; sqlId: number; sql: string }
  | { type: "close_sql"; sqlId: number }
  | { type: "get_autocommit" };

export interface PipelineBody {
  baton: string | null;
  requests: StreamRequest[];
}

/** `{ message, code }`: the Hrana `Error` structure, used in results and in HTTP error bodies. */
export interface ProtoError {
  message: string;
  code: string;
}

export type JsonValue =
  | { type: "null" }
  | { type: "integer"; value: string }
  | { type: "float"; value: unknown }
  | { type: "text"; value: string }
  | { type: "blob"; base64: string };

export interface StmtResultJson {
  cols: { name: string | null; decltype: string | null }[];
  rows: JsonValue[][];
  affected_row_count: number;
  last_insert_rowid: string | null;
  query_duration_ms: number;
}

/**
 * A request that violates the protocol (as opposed to SQL that fails). Like
 * `ProtocolError` in libsql-server, it fails the whole HTTP request with 400.
 */
export class ProtocolError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(message: string, code = "PROTOCOL_ERROR", status = 400) {
    super(message);
    this.name = "ProtocolError";
    this.code = code;
    this.status = status;
  }
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const INT32_MAX = 2 ** 31 - 1;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

type Json = Record<string, unknown>;

const fail = (path: string, expected: string): never => {
  throw new ProtocolError(`${path}: expected ${expected}`);
};

function object(value: unknown, path: string): Json {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return fail(path, "an object");
  return value as Json;
}

function array(value: unknown, path: string): unknown[] {
  return Array.isArray(value) ? value : fail(path, "an array");
}

function string(value: unknown, path: string): string {
  return typeof value === "string" ? value : fail(path, "a string");
}

/** Absent and `null` mean the same, as in serde's `Option`. */
function optionalString(value: unknown, path: string): string | undefined {
  return value === undefined || value === null ? undefined : string(value, path);
}

function int32(value: unknown, path: string): number {
  const ok = typeof value === "number" && Number.isInteger(value) && Math.abs(value) <= INT32_MAX;
  return ok ? value : fail(path, "a 32-bit integer");
}

function optionalInt32(value: unknown, path: string): number | undefined {
  return value === undefined || value === null ? undefined : int32(value, path);
}

/** Decodes a Hrana `Value`; integers arrive as decimal strings and blobs as base64 with or without padding. */
export function decodeValue(raw: unknown, path: string): SqlValue {
  const o = object(raw, path);
  switch (o["type"]) {
    case "null":
      return null;
    case "integer": {
      const text = string(o["value"], `${path}.value`);
      const value = /^[+-]?\d+$/.test(text) ? BigInt(text) : fail(`${path}.value`, "a decimal integer string");
      return value >= INT64_MIN && value <= INT64_MAX ? value : fail(`${path}.value`, "a 64-bit integer");
    }
    case "float":
      return typeof o["value"] === "number" ? o["value"] : fail(`${path}.value`, "a number");
    case "text":
      return string(o["value"], `${path}.value`);
    case "blob": {
      const text = string(o["base64"], `${path}.base64`);
      if (!BASE64.test(text) || text.replace(/=+$/, "").length % 4 === 1) fail(`${path}.base64`, "base64 data");
      return new Uint8Array(Buffer.from(text, "base64"));
    }
    default:
      return fail(`${path}.type`, `one of "null", "integer", "float", "text", "blob"`);
  }
}

function decodeStmt(raw: unknown, path: string): Stmt {
  const o = object(raw, path);
  const sql = optionalString(o["sql"], `${path}.sql`);
  const sqlId = optionalInt32(o["sql_id"], `${path}.sql_id`);
  const args = array(o["args"] ?? [], `${path}.args`).map((v, i) => decodeValue(v, `${path}.args[${i}]`));
  const namedArgs = array(o["named_args"] ?? [], `${path}.named_args`).map((v, i): [string, SqlValue] => {
    const arg = object(v, `${path}.named_args[${i}]`);
    return [
      string(arg["name"], `${path}.named_args[${i}].name`),
      decodeValue(arg["value"], `${path}.named_args[${i}].value`),
    ];
  });
  const wantRows = o["want_rows"] ?? true;
  if (typeof wantRows !== "boolean") fail(`${path}.want_rows`, "a boolean");
  return { sql, sqlId, args, namedArgs, wantRows: wantRows as boolean };
}

function decodeCond(raw: unknown, path: string, stepIndex: number): BatchCond {
  const o = object(raw, path);
  switch (o["type"]) {
    case "ok":
    case "error": {
      const step = int32(o["step"], `${path}.step`);
      // A condition may only look back: libsql-server's BatchCondBadStep.
      if (step < 0 || step >= stepIndex) fail(`${path}.step`, `the index of an earlier step (< ${stepIndex})`);
      return { type: o["type"], step };
    }
    case "not":
      return { type: "not", cond: decodeCond(o["cond"], `${path}.cond`, stepIndex) };
    case "and":
    case "or": {
      const conds = array(o["conds"], `${path}.conds`).map((c, i) => decodeCond(c, `${path}.conds[${i}]`, stepIndex));
      return { type: o["type"], conds };
    }
    case "is_autocommit":
      return { type: "is_autocommit" };
    default:
      return fail(`${path}.type`, `one of "ok", "error", "not", "and", "or", "is_autocommit"`);
  }
}

function decodeRequest(raw: unknown, path: string): StreamRequest {
  const o = object(raw, path);
  const sqlFields = () => ({
    sql: optionalString(o["sql"], `${path}.sql`),
    sqlId: optionalInt32(o["sql_id"], `${path}.sql_id`),
  });
  switch (o["type"]) {
    case "close":
    case "get_autocommit":
      return { type: o["type"] };
    case "execute":
      return { type: "execute", stmt: decodeStmt(o["stmt"], `${path}.stmt`) };
    case "batch": {
      const batch = object(o["batch"], `${path}.batch`);
      const steps = array(batch["steps"], `${path}.batch.steps`).map((s, i): BatchStep => {
        const step = object(s, `${path}.batch.steps[${i}]`);
        const condition =
          step["condition"] === undefined || step["condition"] === null
            ? undefined
            : decodeCond(step["condition"], `${path}.batch.steps[${i}].condition`, i);
        return { condition, stmt: decodeStmt(step["stmt"], `${path}.batch.steps[${i}].stmt`) };
      });
      return { type: "batch", steps };
    }
    case "sequence":
    case "describe":
      return { type: o["type"], ...sqlFields() };
    case "store_sql":
      return { type: "store_sql", sqlId: int32(o["sql_id"], `${path}.sql_id`), sql: string(o["sql"], `${path}.sql`) };
    case "close_sql":
      return { type: "close_sql", sqlId: int32(o["sql_id"], `${path}.sql_id`) };
    default:
      return fail(
        `${path}.type`,
        `one of "close", "execute", "batch", "sequence", "describe", "store_sql", "close_sql", "get_autocommit"`,
      );
  }
}

/** Validates a parsed `/v2/pipeline` body; throws {@link ProtocolError} naming the first offending field. */
export function decodePipelineBody(raw: unknown): PipelineBody {
  const o = object(raw, "body");
  const baton = optionalString(o["baton"], "body.baton") ?? null;
  const requests = array(o["requests"], "body.requests").map((r, i) => decodeRequest(r, `body.requests[${i}]`));
  return { baton, requests };
}

// Node has JSON.rawJSON (ES2026) but TypeScript's lib does not declare it yet.
const rawJson = (JSON as JSON & { rawJSON(text: string): unknown }).rawJSON;

/**
 * Encodes a value read from SQLite (`safeIntegers` mode, so integers are
 * `bigint`). Infinite floats become the JSON literal `1e999`, which
 * `JSON.parse` reads back as `Infinity`; JSON.stringify would write `null`.
 */
export function encodeValue(value: unknown): JsonValue {
  if (value === null || value === undefined) return { type: "null" };
  if (typeof value === "bigint") return { type: "integer", value: value.toString() };
  if (typeof value === "number") {
    if (Number.isNaN(value)) return { type: "null" };
    return { type: "float", value: Number.isFinite(value) ? value : rawJson(value > 0 ? "1e999" : "-1e999") };
  }
  if (typeof value === "string") return { type: "text", value };
  if (value instanceof Uint8Array) {
    // libsql-server sends base64 without padding (STANDARD_NO_PAD); the client accepts both.
    const base64 = Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64");
    return { type: "blob", base64: base64.replace(/=+$/, "") };
  }
  throw new TypeError(`Unexpected value of type ${typeof value} from SQLite`);
}

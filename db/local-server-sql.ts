/**
 * Just enough of SQLite's tokenizer for the local Hrana server: splitting a
 * SQL text into statements, and naming the parameters of one statement.
 *
 * The `libsql` binding prepares only the first statement of a text and
 * silently drops the rest, and it exposes neither the unparsed tail nor
 * `sqlite3_bind_parameter_name`, so we tokenize ourselves. The rules mirror
 * SQLite's `tokenize.c` and the `sqlite3_complete()` state machine in
 * `complete.c`, which is what decides where a statement ends (a `;` inside
 * `CREATE TRIGGER ... BEGIN ... END` does not end it).
 */

type TokenKind = "space" | "semi" | "word" | "param" | "other";

interface Token {
  kind: TokenKind;
  start: number;
  end: number;
}

const isSpace = (c: string): boolean => c === " " || c === "\t" || c === "\n" || c === "\f" || c === "\r";
const isDigit = (c: string): boolean => c >= "0" && c <= "9";
/** SQLite's IdChar(): ASCII letters, digits, `_`, `$`, and every non-ASCII character. */
const isIdChar = (c: string): boolean =>
  (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || isDigit(c) || c === "_" || c === "$" || c > "\u007f";

/** Index just past a quoted run that starts at `i` and closes with `close`; a doubled closer is an escape. */
function skipQuoted(sql: string, i: number, close: string): number {
  let j = i + 1;
  while (j < sql.length) {
    if (sql[j] === close) {
      if (close !== "]" && sql[j + 1] === close) {
        j += 2;
        continue;
      }
      return j + 1;
    }
    j++;
  }
  return sql.length;
}

/** Length of a `:name`, `@name`, `$name` or `#name` parameter at `i` (TCL-style `::` and `(...)` included), or 0. */
function paramLength(sql: string, i: number): number {
  let j = i + 1;
  let n = 0;
  while (j < sql.length) {
    const c = sql[j] ?? "";
    if (isIdChar(c)) {
      n++;
      j++;
    } else if (c === "(" && n > 0) {
      let k = j + 1;
      while (k < sql.length && sql[k] !== ")" && !isSpace(sql[k] ?? "")) k++;
      return sql[k] === ")" ? k + 1 - i : 0;
    } else if (c === ":" && sql[j + 1] === ":") {
      j += 2;
    } else {
      break;
    }
  }
  return n === 0 ? 0 : j - i;
}

function nextToken(sql: string, i: number): Token {
  const c = sql[i] ?? "";
  const token = (kind: TokenKind, end: number): Token => ({ kind, start: i, end });
  if (isSpace(c)) {
    let j = i + 1;
    while (j < sql.length && isSpace(sql[j] ?? "")) j++;
    return token("space", j);
  }
  if (c === "-" && sql[i + 1] === "-") {
    const nl = sql.indexOf("\n", i);
    return token("space", nl < 0 ? sql.length : nl + 1);
  }
  if (c === "/" && sql[i + 1] === "*") {
    const close = sql.indexOf("*/", i + 2);
    return token("space", close < 0 ? sql.length : close + 2);
  }
  if (c === ";") return token("semi", i + 1);
  if (c === "'" || c === '"' || c === "`") return token("other", skipQuoted(sql, i, c));
  if (c === "[") return token("other", skipQuoted(sql, i, "]"));
  if (c === "?") {
    let j = i + 1;
    while (j < sql.length && isDigit(sql[j] ?? "")) j++;
    return token("param", j);
  }
  if (c === ":" || c === "@" || c === "$" || c === "#") {
    const n = paramLength(sql, i);
    return n > 0 ? token("param", i + n) : token("other", i + 1);
  }
  if (isIdChar(c)) {
    // Numbers fall in here too; they can never equal a keyword, so that is harmless.
    let j = i + 1;
    while (j < sql.length && isIdChar(sql[j] ?? "")) j++;
    return token("word", j);
  }
  return token("other", i + 1);
}

function* tokenize(sql: string): Generator<Token> {
  let i = 0;
  while (i < sql.length) {
    const t = nextToken(sql, i);
    yield t;
    i = t.end;
  }
}

// Token classes and transition table of sqlite3_complete() (complete.c).
const SEMI = 0;
const WS = 1;
const OTHER = 2;
const EXPLAIN = 3;
const CREATE = 4;
const TEMP = 5;
const TRIGGER = 6;
const END = 7;
const START = 1;
const TRANSITIONS: readonly (readonly number[])[] = [
  /* 0 INVALID */ [1, 0, 2, 3, 4, 2, 2, 2],
  /* 1 START   */ [1, 1, 2, 3, 4, 2, 2, 2],
  /* 2 NORMAL  */ [1, 2, 2, 2, 2, 2, 2, 2],
  /* 3 EXPLAIN */ [1, 3, 3, 2, 4, 2, 2, 2],
  /* 4 CREATE  */ [1, 4, 2, 2, 2, 4, 5, 2],
  /* 5 TRIGGER */ [6, 5, 5, 5, 5, 5, 5, 5],
  /* 6 SEMI    */ [6, 6, 5, 5, 5, 5, 5, 7],
  /* 7 END     */ [1, 7, 5, 5, 5, 5, 5, 5],
];

const KEYWORD_CLASSES: ReadonlyMap<string, number> = new Map([
  ["explain", EXPLAIN],
  ["create", CREATE],
  ["temp", TEMP],
  ["temporary", TEMP],
  ["trigger", TRIGGER],
  ["end", END],
]);

function tokenClass(sql: string, t: Token): number {
  if (t.kind === "space") return WS;
  if (t.kind === "semi") return SEMI;
  if (t.kind === "word") return KEYWORD_CLASSES.get(sql.slice(t.start, t.end).toLowerCase()) ?? OTHER;
  return OTHER;
}

/**
 * Splits `sql` into its statements, in order, each with its terminating `;`.
 * Empty statements (only whitespace, comments or stray semicolons) are dropped,
 * so `""` and `"-- nothing;"` give `[]`.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let state = START;
  let begin = 0;
  let hasContent = false;
  for (const t of tokenize(sql)) {
    const cls = tokenClass(sql, t);
    state = TRANSITIONS[state]?.[cls] ?? START;
    if (cls === SEMI && state === START) {
      if (hasContent) statements.push(sql.slice(begin, t.end));
      begin = t.end;
      hasContent = false;
    } else if (cls !== WS && cls !== SEMI) {
      hasContent = true;
    }
  }
  if (hasContent) statements.push(sql.slice(begin));
  return statements;
}

/**
 * Names of the parameters of one statement by 1-based index, like
 * `sqlite3_bind_parameter_name()`: `null` for an anonymous `?`, `"?3"` for
 * `?3`, `":name"` (prefix included) for named ones. A repeated name reuses its
 * index; `?NNN` may leave gaps, which are anonymous. Only meaningful for SQL
 * that SQLite has already prepared successfully.
 */
export function parameterNames(sql: string): (string | null)[] {
  const names: (string | null)[] = [];
  const indexByName = new Map<string, number>();
  for (const t of tokenize(sql)) {
    if (t.kind !== "param") continue;
    const text = sql.slice(t.start, t.end);
    if (text === "?") {
      names.push(null);
    } else if (text.startsWith("?")) {
      const index = Number(text.slice(1));
      while (names.length < index) names.push(null);
      // Like SQLite, an index that already has a name keeps it.
      names[index - 1] ??= text;
    } else if (!indexByName.has(text)) {
      names.push(text);
      indexByName.set(text, names.length);
    }
  }
  return names;
}

/** True if the statement starts with `EXPLAIN` (which also covers `EXPLAIN QUERY PLAN`). */
export function isExplain(sql: string): boolean {
  for (const t of tokenize(sql)) {
    if (t.kind === "space") continue;
    return t.kind === "word" && sql.slice(t.start, t.end).toLowerCase() === "explain";
  }
  return false;
}

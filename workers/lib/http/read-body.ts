// Request bodies (issue #9 items 4 and D.22): one reader for JSON and plain HTML forms, and the
// size limit every /api body is held to.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import { AppError, type ErrorCode } from "../errors.ts";

/**
 * The largest body an /api route takes unless it declares its own (`largeBody`): ten times the
 * largest form (a contact message of 2,000 Arabic characters written as JSON escapes is ~12 KB).
 */
export const maxBodyBytes = 64 * 1024;

/** The deepest nesting a body may have; every contract is flat, so this leaves room to spare. */
export const maxBodyDepth = 16;

const ownsLimit = Symbol("declares its own body limit");

/**
 * Middleware for a route that takes more than `maxBodyBytes` (an upload): its own limit, refused
 * while streaming with `code` (413) before the body is buffered.
 * @example .post("/approval-form", access("customer"), largeBody(10 * 1024 * 1024, "file_too_large"), …)
 */
export function largeBody(maxBytes: number, code: ErrorCode = "body_too_large"): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError(code);
    },
  });
  return Object.assign(limit, { [ownsLimit]: true });
}

/**
 * Middleware for the whole API: every body at most `maxBodyBytes` (413 `body_too_large`), except
 * on routes that declare a larger one with `largeBody`.
 */
export function limitBodies(): MiddlewareHandler {
  const limit = largeBody(maxBodyBytes);
  return (c, next) => (matchedRoutes(c).some((route) => ownsLimit in route.handler) ? next() : limit(c, next));
}

/** Whether the request is a plain HTML form post (urlencoded or multipart) rather than JSON. */
export function isFormPost(c: Context): boolean {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(c.req.header("content-type") ?? "");
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether `value` nests objects or arrays deeper than `max` levels (walked without recursion). */
export function isNestedDeeper(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [node, depth] = entry;
    if (typeof node !== "object" || node === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The request's fields: a JSON object, or a plain form's fields (files included). An empty body
 * is no fields. Anything else (malformed JSON, an array, a string, a number, `null`, nesting past
 * `maxBodyDepth`, another content type) is refused with 400 `invalid_body` before any contract
 * sees it, so no validator walks attacker-shaped data. A form field named in `lists` is always a
 * list of every value sent (several files under one name); any other repeated field keeps its last.
 */
export async function readBody(
  c: Context,
  { lists = [] }: { lists?: readonly string[] } = {},
): Promise<Record<string, unknown>> {
  if (isFormPost(c)) {
    let fields: Record<string, unknown>;
    try {
      fields = await c.req.parseBody(lists.length > 0 ? { all: true } : {});
    } catch {
      throw new AppError("invalid_body");
    }
    if (lists.length === 0) return fields;
    return Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [
        name,
        lists.includes(name) ? [value].flat() : Array.isArray(value) ? value.at(-1) : value,
      ]),
    );
  }
  const text = await c.req.text();
  if (text.trim() === "") return {};
  if (!/^application\/([\w.-]+\+)?json\b/i.test(c.req.header("content-type") ?? "")) throw new AppError("invalid_body");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("invalid_body");
  }
  if (!isPlainObject(body) || isNestedDeeper(body, maxBodyDepth)) throw new AppError("invalid_body");
  return body;
}

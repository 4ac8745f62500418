import type { Context } from "hono";
import { AppError } from "../errors.ts";

/**
 * A row id written the one way ids are written: a canonical positive integer ("1", never "01",
 * "1e3", " 1", "+1" or "1.0") within JavaScript's safe integers; null for anything else.
 */
export function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The id a path parameter names; anything that is not a canonical id names no row: 404.
 * @example .get("/orders/:id", (c) => getOrder(db, customerId, pathId(c)))
 */
export function pathId(c: Context, name = "id"): number {
  const id = parseId(c.req.param(name));
  if (id === null) throw new AppError("not_found");
  return id;
}

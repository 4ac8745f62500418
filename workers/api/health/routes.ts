import { Hono } from "hono";
import { access } from "../auth/access.ts";
import type { ApiEnv } from "../env.ts";
import { checkDatabase } from "./check-database.ts";

/** GET /api/health: 200 `{ status: "ok", db: "ok" }` after a real query, 503 `db: "down"` otherwise. */
export const health = new Hono<ApiEnv>().get("/", access("public"), async (c) => {
  const isUp = await checkDatabase(c.var.db);
  c.header("cache-control", "no-store");
  return isUp ? c.json({ status: "ok", db: "ok" }) : c.json({ status: "degraded", db: "down" }, 503);
});

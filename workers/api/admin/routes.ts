import { Hono } from "hono";
import type { ApiEnv } from "../app.ts";
import { requireAdmin, type AdminVariables } from "../auth/guards.ts";
import { adminJson } from "./get-admin-profile.ts";

/**
 * The admin API (SPEC §7). Every route sits behind an admin session: 401 without one, which the
 * admin SPA shows as the SPEC §8 "session expired" dialog. Answers are never cached.
 */
export const admin = new Hono<ApiEnv & { Variables: AdminVariables }>()
  .use(async (c, next) => {
    await next();
    c.header("cache-control", "private, no-store");
  })
  // Guarded here once, so no admin route can be added without a session check.
  .use(requireAdmin())
  .get("/profile/show", (c) => c.json({ data: adminJson(c.var.admin) }));

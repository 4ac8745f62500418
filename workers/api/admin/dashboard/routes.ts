import { Hono } from "hono";
import { DashboardQuery } from "../../../../core/contracts/admin/dashboard.ts";
import { getProfile } from "../../../../core/profiles.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import type { ApiEnv } from "../../env.ts";
import { readDashboard } from "./read-dashboard.ts";

/**
 * GET /api/admin/dashboard?from&to&top&interval (issue #21 items 6 and 8, decision 0090):
 * the admin's first screen's figures, for admins only. Not behind `isDashboardEnabled`: that flag
 * is the customer area's /dashboard (SPEC §2 customer area), not the back office's.
 */
export const dashboardRoutes = new Hono<ApiEnv>().get(
  "/",
  access("admin"),
  validate(DashboardQuery, { target: "query" }),
  async (c) =>
    ok(
      c,
      await readDashboard(c.var.db, c.req.valid("query"), {
        profile: getProfile(c.env.PROFILE),
        locale: requestLocale(c.req.raw, c.env),
      }),
    ),
);

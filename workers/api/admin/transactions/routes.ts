import { Hono } from "hono";
import { TransactionListQuery } from "../../../../core/contracts/admin/settings.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { access } from "../../auth/access.ts";
import type { ApiEnv } from "../../env.ts";
import { listTransactions } from "./list-transactions.ts";

/** GET /api/admin/transactions: the payments received, paged as every admin list is (decision 0054). */
export const transactions = new Hono<ApiEnv>().get(
  "/",
  access("admin"),
  validate(TransactionListQuery, { target: "query" }),
  async (c) => ok(c, await listTransactions(c.var.db, c.req.valid("query"))),
);

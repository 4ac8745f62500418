import { Hono } from "hono";
import {
  RefundCreateInput,
  RefundListQuery,
  RefundPaymentInput,
  RefundStatusChange,
  type RefundDetail,
} from "../../../../core/contracts/admin/refunds.ts";
import type { Db } from "../../../../db/client.ts";
import { useTranslations } from "../../../../i18n/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import type { ApiEnv } from "../../env.ts";
import { addRefund } from "./add-refund.ts";
import { listRefunds } from "./list-refunds.ts";
import { readRefund } from "./read-refund.ts";
import { refundReturn } from "./refund-return.ts";
import { updateRefundStatus } from "./update-refund-status.ts";

/** The return's detail, or 404. */
async function detail(db: Db, id: number): Promise<RefundDetail> {
  const found = await readRefund(db, id);
  if (!found) throw new AppError("not_found");
  return found;
}

/**
 * Returns and refunds in the back office (issue #20 items 3 and 4, decision 0083), mounted on
 * /api/admin: GET /refunds (the list), GET /refunds/{id}, POST /refunds (an admin adds a return
 * for a customer's order), PATCH /refunds/{id} `{ status, from?, note?, restock? }` (through
 * changeRefundStatus) and POST /refunds/{id}/refund `{ amount, method?, reference? }` (the money
 * back). Every write answers the return as it is now.
 */
export const refundDesk = new Hono<ApiEnv>()
  .get("/refunds", access("admin"), validate(RefundListQuery, { target: "query" }), async (c) =>
    ok(c, await listRefunds(c.var.db, c.req.valid("query"))),
  )
  .post("/refunds", access("admin"), validate(RefundCreateInput), async (c) => {
    const locale = requestLocale(c.req.raw, c.env);
    const created = await addRefund(c.var.db, c.req.valid("json"), {
      admin: c.var.admin,
      t: useTranslations(locale),
      locale,
      profile: c.env.PROFILE,
    });
    return ok(c, await detail(c.var.db, created.id), { status: 201 });
  })
  .get("/refunds/:id", access("admin"), async (c) => ok(c, await detail(c.var.db, pathId(c))))
  .patch("/refunds/:id", access("admin"), validate(RefundStatusChange), async (c) => {
    const id = pathId(c);
    const t = useTranslations(requestLocale(c.req.raw, c.env));
    await updateRefundStatus(c.var.db, id, c.req.valid("json"), { admin: c.var.admin, t, env: c.env });
    return ok(c, await detail(c.var.db, id));
  })
  .post("/refunds/:id/refund", access("admin"), validate(RefundPaymentInput), async (c) => {
    const id = pathId(c);
    const locale = requestLocale(c.req.raw, c.env);
    await refundReturn(c.var.db, id, c.req.valid("json"), { admin: c.var.admin, locale, env: c.env });
    return ok(c, await detail(c.var.db, id), { status: 201 });
  });

import { Hono } from "hono";
import {
  OrderLinesInput,
  OrderListQuery,
  OrderNoteInput,
  OrderPaymentInput,
  OrderShippingInput,
  OrderStatusChange,
  type OrderDetail,
} from "../../../../core/contracts/admin/orders.ts";
import { getProfile } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { useTranslations } from "../../../../i18n/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import type { ApiEnv } from "../../env.ts";
import { addOrderNote } from "./add-order-note.ts";
import { exportOrdersCsv } from "./export-orders-csv.ts";
import { listOrders } from "./list-orders.ts";
import { readOrder } from "./read-order.ts";
import { recordOrderPayment } from "./record-order-payment.ts";
import { shortShipOrder } from "./short-ship-order.ts";
import { updateOrderShipping } from "./update-order-shipping.ts";
import { updateOrderStatus } from "./update-order-status.ts";

/** The order's detail, or 404. */
async function detail(db: Db, id: number): Promise<OrderDetail> {
  const found = await readOrder(db, id);
  if (!found) throw new AppError("not_found");
  return found;
}

/**
 * The order desk's API (issue #20 items 1 and 4, decisions 0054 and 0080), mounted on /api/admin:
 * GET /orders (the list and its counts per status), GET /orders.csv (the same list as a streamed
 * file), GET /orders/{id}, PATCH /orders/{id} `{ status, from?, note? }` (through
 * changeOrderStatus), PATCH /orders/{id}/shipping, POST /orders/{id}/payments and
 * /orders/{id}/notes, POST /orders/{id}/lines (short shipping, decision 0083). Every write answers the order as it is now. Orders are not catalogue data:
 * writes leave the page cache alone (decision 0025); an order's stock moves are the
 * storefront's own (decision 0047).
 */
export const orderDesk = new Hono<ApiEnv>()
  .get("/orders", access("admin"), validate(OrderListQuery, { target: "query" }), async (c) =>
    ok(c, await listOrders(c.var.db, c.req.valid("query"), getProfile(c.env.PROFILE))),
  )
  .get("/orders.csv", access("admin"), validate(OrderListQuery, { target: "query" }), (c) => {
    const t = useTranslations(requestLocale(c.req.raw, c.env));
    const stream = exportOrdersCsv(c.var.db, c.req.valid("query"), { t, profile: getProfile(c.env.PROFILE) });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(stream, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="orders-${day}.csv"`,
    });
  })
  .get("/orders/:id", access("admin"), async (c) => ok(c, await detail(c.var.db, pathId(c))))
  .patch("/orders/:id", access("admin"), validate(OrderStatusChange), async (c) => {
    const id = pathId(c);
    const t = useTranslations(requestLocale(c.req.raw, c.env));
    await updateOrderStatus(c.var.db, id, c.req.valid("json"), { admin: c.var.admin, t, env: c.env });
    return ok(c, await detail(c.var.db, id));
  })
  .patch("/orders/:id/shipping", access("admin"), validate(OrderShippingInput), async (c) => {
    const id = pathId(c);
    await updateOrderShipping(c.var.db, id, c.req.valid("json"));
    return ok(c, await detail(c.var.db, id));
  })
  .post("/orders/:id/payments", access("admin"), validate(OrderPaymentInput), async (c) => {
    const id = pathId(c);
    const locale = requestLocale(c.req.raw, c.env);
    await recordOrderPayment(c.var.db, id, c.req.valid("json"), {
      admin: c.var.admin,
      locale,
      profile: c.env.PROFILE,
    });
    return ok(c, await detail(c.var.db, id), { status: 201 });
  })
  // Short shipping (decision 0083): lower or remove lines before the order is shipped
  .post("/orders/:id/lines", access("admin"), validate(OrderLinesInput), async (c) => {
    const id = pathId(c);
    const locale = requestLocale(c.req.raw, c.env);
    await shortShipOrder(c.var.db, id, c.req.valid("json"), { admin: c.var.admin, locale, env: c.env });
    return ok(c, await detail(c.var.db, id));
  })
  .post("/orders/:id/notes", access("admin"), validate(OrderNoteInput), async (c) => {
    const id = pathId(c);
    await addOrderNote(c.var.db, id, c.req.valid("json"), c.var.admin);
    return ok(c, await detail(c.var.db, id), { status: 201 });
  });

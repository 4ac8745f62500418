import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orderLines, refundLines, refundStatusHistory, refunds } from "../../../db/schema/index.ts";
import { returnedQuantities, returnQuantityField, type ReturnRequest } from "../../../core/contracts/returns.ts";
import { returnableStatuses } from "../../../core/orders/return-window.ts";
import type { Locale, Profile } from "../../../core/profiles.ts";
import { formatDate, type Translate } from "../../../i18n/index.ts";
import { AppError } from "../../lib/errors.ts";
import { getOrder, type OrderDetail } from "./get-order.ts";

export interface ReturnContext {
  t: Translate;
  profile: Profile;
  locale: Locale;
  now?: number;
  /**
   * An admin adding the return for the customer (decision 0083): the history names them, and
   * `overrideWindow` lets the request through after the refund days ended, written in the history
   * as `overrideNote`.
   */
  admin?: { id: number; name: string };
  /** A salesperson asking for one of their customers (decision 0094): the return records them. */
  salespersonId?: number;
  overrideWindow?: boolean;
  overrideNote?: string;
}

/**
 * A buyer's return request for one of their orders (issue #10 item 10, decision 0053): refused
 * unless the shop takes returns and the order was delivered within the refund days; each line at
 * most what was ordered minus what earlier requests (not rejected) cover. The request and its
 * lines are written in one batch whose every statement holds only while those limits still hold,
 * so two requests sent at once cannot return the same goods twice. The reference total is the
 * lines' prices with their VAT, for the quantities returned (decision 0053).
 */
export async function requestReturn(
  db: Db,
  customerId: number,
  orderId: number,
  request: ReturnRequest,
  context: ReturnContext,
) {
  const read = () =>
    getOrder(db, customerId, orderId, {
      locale: context.locale,
      isOrderRefundable: context.profile.flags.isOrderRefundable,
      ...(context.now === undefined ? {} : { now: context.now }),
    });
  const detail = await read();
  const quantities = returnedQuantities(request);
  const referenceTotal = checkRequest(detail, quantities, context);

  const chosen = JSON.stringify(Object.fromEntries(quantities));
  // Every chosen line is this order's, and fits what is left of it; the order can still be returned.
  const stillFits = sql`exists (select 1 from orders where id = ${orderId} and customer_id = ${customerId}
      and status in (${sql.join(
        returnableStatuses.map((status) => sql`${status}`),
        sql`, `,
      )}))
    and not exists (
      select 1 from json_each(${chosen}) as chosen
      left join ${orderLines} on ${orderLines.id} = cast(chosen.key as integer) and ${orderLines.orderId} = ${orderId}
      where ${orderLines.id} is null
        or chosen.value + coalesce((select sum(${refundLines.quantity}) from ${refundLines}
          join ${refunds} on ${refunds.id} = ${refundLines.refundId}
          where ${refundLines.orderLineId} = ${orderLines.id} and ${refunds.status} <> 'rejected'), 0)
          > ${orderLines.quantity})`;
  const now = Date.now();
  const [created] = await db.batch([
    db.all<{
      id: number;
    }>(sql`insert into ${refunds} (order_id, customer_id, salesperson_id, reason, reference_total, status, created_at, updated_at)
      select ${orderId}, ${customerId}, ${context.salespersonId ?? null}, ${request.reason}, ${referenceTotal}, 'requested', ${now}, ${now}
      where ${stillFits} returning id`),
    // The request just written is the order's newest: the limits (which the request row does not
    // touch) still hold exactly when it was written. Its history starts with it (decision 0083).
    db.run(sql`insert into ${refundStatusHistory} (refund_id, status, actor, admin_id, admin_name, note, created_at)
      select (select max(id) from ${refunds} where order_id = ${orderId}), 'requested', ${context.admin ? "admin" : "customer"},
        ${context.admin?.id ?? null}, ${context.admin?.name ?? null}, ${context.overrideNote ?? null}, ${now}
      where ${stillFits}`),
    db.run(sql`insert into ${refundLines} (refund_id, order_line_id, quantity)
      select (select max(id) from ${refunds} where order_id = ${orderId}), cast(chosen.key as integer), chosen.value
      from json_each(${chosen}) as chosen where ${stillFits}`),
  ]);
  const id = created[0]?.id;
  if (id === undefined) {
    // Another request (or a status change) came first: say what no longer fits.
    checkRequest(await read(), quantities, context);
    throw new AppError("server");
  }
  return { id, orderId, status: "requested" as const, referenceTotal };
}

/** The request's refusal, if any (thrown); else its reference total in minor units. */
function checkRequest(detail: OrderDetail, quantities: Map<number, number>, context: ReturnContext): number {
  const { t, profile } = context;
  const window = detail.returns;
  if (window.state === "unavailable") throw new AppError("returns_unavailable");
  if (window.state === "not_delivered") throw new AppError("return_not_delivered");
  if (window.state === "closed" && !context.overrideWindow) {
    throw new AppError("return_period_over", undefined, { date: formatDate(window.closesAt, profile) });
  }
  if (quantities.size === 0) throw new AppError("return_lines_required");
  const lines = new Map(detail.lines.map((line) => [line.id, line]));
  const tooMany: Record<string, string> = {};
  let total = 0;
  for (const [lineId, quantity] of quantities) {
    const line = lines.get(lineId);
    const left = line ? line.quantity - line.requestedQuantity : 0;
    if (!line || quantity > left) {
      tooMany[returnQuantityField(lineId)] = t("returns.quantity.tooMany", { max: left });
      continue;
    }
    // The line's price and VAT per unit are exact shares of its totals; round once per line.
    total += Math.round(((line.lineTotal + line.vatAmount) * quantity) / line.quantity);
  }
  if (Object.keys(tooMany).length > 0) throw new AppError("invalid_input", tooMany);
  return total;
}

import { eq } from "drizzle-orm";
import type { RefundCreateInput } from "../../../../core/contracts/admin/refunds.ts";
import { getProfile, type Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { orders } from "../../../../db/schema/index.ts";
import { formatDate } from "../../../../i18n/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { getOrder } from "../../account/get-order.ts";
import { requestReturn } from "../../account/request-return.ts";
import type { OrderDeskAdmin } from "../orders/update-order-status.ts";
import type { Translate } from "../resource-kit.ts";

/**
 * An admin adds a return for a customer's order (issue #20 item 3, decision 0083): the customer's
 * own request (requestReturn: the same limits per line, the same one batch), written for the
 * order's customer with the admin in its history. After the refund days the admin may override the
 * window (`overrideWindow`); the history then says so and when the window closed.
 */
export async function addRefund(
  db: Db,
  input: RefundCreateInput,
  context: { admin: OrderDeskAdmin; t: Translate; locale: Locale; profile: string },
) {
  const [order] = await db
    .select({ customerId: orders.customerId, locale: orders.locale })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (!order) throw new AppError("invalid_input", { orderId: context.t("validation.required") });
  const profile = getProfile(context.profile);
  const { orderId, overrideWindow, ...request } = input;
  let overrideNote: string | undefined;
  if (overrideWindow) {
    const detail = await getOrder(db, order.customerId, orderId, {
      locale: order.locale,
      isOrderRefundable: profile.flags.isOrderRefundable,
    });
    if (detail.returns.state === "closed") {
      overrideNote = context.t("refunds.windowOverridden", { date: formatDate(detail.returns.closesAt, profile) });
    }
  }
  return requestReturn(db, order.customerId, orderId, request, {
    t: context.t,
    profile,
    locale: context.locale,
    admin: context.admin,
    overrideWindow: overrideWindow === true,
    ...(overrideNote === undefined ? {} : { overrideNote }),
  });
}

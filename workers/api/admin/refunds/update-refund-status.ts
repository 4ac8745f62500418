import type { RefundStatusChange } from "../../../../core/contracts/admin/refunds.ts";
import type { RefundStatus } from "../../../../core/orders/refund-status.ts";
import type { Db } from "../../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import { changeRefundStatus } from "../../orders/change-refund-status.ts";
import type { OrderDeskAdmin } from "../orders/update-order-status.ts";
import type { Translate } from "../resource-kit.ts";

/**
 * An admin moves a return (decision 0083) through changeRefundStatus: a move the table refuses is
 * 409 `refund_transition_invalid` (its statuses named in the admin's language), a return no longer
 * in `from` or moved meanwhile is 409 `refund_changed`; a rejection needs its reason (`note`).
 */
export async function updateRefundStatus(
  db: Db,
  refundId: number,
  change: RefundStatusChange,
  context: { admin: OrderDeskAdmin; t: Translate; env: { PROFILE: string; SITE_ORIGIN: string } },
): Promise<void> {
  let moved: boolean;
  try {
    moved = await changeRefundStatus(
      db,
      {
        refundId,
        to: change.status,
        actor: "admin",
        admin: context.admin,
        note: change.note ?? null,
        restock: change.restock ?? [],
        ...(change.from === undefined ? {} : { from: change.from }),
      },
      context.env,
    );
  } catch (error) {
    if (error instanceof AppError && error.code === "invalid_input" && error.details?.note) {
      throw new AppError("invalid_input", { note: context.t("refunds.rejectionReason.required") });
    }
    if (!(error instanceof AppError) || error.code !== "refund_transition_invalid") throw error;
    const name = (status: unknown) => context.t(`refundStatus.${status as RefundStatus}`);
    throw new AppError("refund_transition_invalid", undefined, {
      from: name(error.params?.from),
      to: name(error.params?.to),
    });
  }
  if (!moved) throw new AppError("refund_changed");
}

import type { OrderStatusChange } from "../../../../core/contracts/admin/orders.ts";
import type { OrderStatus } from "../../../../core/orders/order-status.ts";
import type { Db } from "../../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import { changeOrderStatus } from "../../orders/change-order-status.ts";
import type { Translate } from "../resource-kit.ts";

/** The admin making a change, as the order's history names them. */
export interface OrderDeskAdmin {
  id: number;
  name: string;
}

/**
 * An admin moves an order (issue #20 item 1, decision 0080) through changeOrderStatus, the one
 * path of every status change (decision 0045): the table decides, the history names the admin,
 * the status's email is queued. A move the table refuses is 409 `order_transition_invalid` (its
 * statuses named in the admin's language); an order no longer in `from`, or moved by someone else
 * between the read and the write, is 409 `order_changed`: the screen reloads it.
 */
export async function updateOrderStatus(
  db: Db,
  orderId: number,
  change: OrderStatusChange,
  context: { admin: OrderDeskAdmin; t: Translate; env: { PROFILE: string; SITE_ORIGIN: string } },
): Promise<void> {
  let moved: boolean;
  try {
    moved = await changeOrderStatus(
      db,
      {
        orderId,
        to: change.status,
        actor: "admin",
        admin: context.admin,
        note: change.note ?? null,
        ...(change.from === undefined ? {} : { from: change.from }),
      },
      context.env,
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "order_transition_invalid") throw error;
    const name = (status: unknown) => context.t(`orderStatus.${status as OrderStatus}`);
    throw new AppError("order_transition_invalid", undefined, {
      from: name(error.params?.from),
      to: name(error.params?.to),
    });
  }
  if (!moved) throw new AppError("order_changed");
}

// An order's status and payment state as badges, in the list and on the order (decision 0081):
// the colour says where the order stands, the text says exactly what.
import type { OrderStatus, PaymentState } from "../../../../core/contracts/admin/orders.ts";
import { useT } from "../../messages.ts";
import { Badge, type BadgeTone } from "../status-badge.tsx";

/** Waiting on the buyer or the shop, on its way, done, or stopped. */
const statusTones: Record<OrderStatus, BadgeTone> = {
  init: "waiting",
  "payment-pending": "waiting",
  pending: "waiting",
  approved: "busy",
  accepted: "busy",
  processing: "busy",
  printed: "busy",
  shipped: "busy",
  delivered: "good",
  completed: "good",
  cancelled: "bad",
  refused: "bad",
  rejected: "bad",
};

const paymentTones: Record<PaymentState, BadgeTone> = {
  unpaid: "waiting",
  partlyPaid: "busy",
  paid: "good",
  refunded: "plain",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <Badge tone={statusTones[status]} testId="order-status">
      {t(`orderStatus.${status}`)}
    </Badge>
  );
}

export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const t = useT();
  return (
    <Badge tone={paymentTones[state]} testId="payment-state">
      {t(`orders.paymentState.${state}`)}
    </Badge>
  );
}

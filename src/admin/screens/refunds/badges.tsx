import type { RefundStatus } from "../../../../core/contracts/admin/refunds.ts";
import { useT } from "../../messages.ts";
import { Badge, type BadgeTone } from "../status-badge.tsx";

/** Waiting on the shop, on its way, done, or stopped (as an order's badge says it). */
const tones: Record<RefundStatus, BadgeTone> = {
  requested: "waiting",
  approved: "busy",
  received: "busy",
  refunded: "good",
  rejected: "bad",
};

/** Where a return stands. */
export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const t = useT();
  return (
    <Badge tone={tones[status]} testId="refund-status">
      {t(`refundStatus.${status}`)}
    </Badge>
  );
}

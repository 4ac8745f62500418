import type { CustomerRow } from "../../../../core/contracts/admin/customers.ts";
import { useT, type AdminMessageKey } from "../../messages.ts";
import { Badge } from "../status-badge.tsx";

const approvalLabels = {
  not_submitted: "admin.customers.status.not_submitted",
  pending: "admin.customers.status.pending",
  approved: "admin.customers.status.approved",
  rejected: "admin.customers.status.rejected",
} as const satisfies Record<CustomerRow["approvalStatus"], AdminMessageKey>;

/** A customer's SPEC §4 state and SPEC §3 flags as badges: unverified, approval, restricted, prices hidden. */
export function CustomerBadges({
  customer,
}: {
  customer: Pick<CustomerRow, "verified" | "approvalStatus" | "restricted" | "canSeePrices">;
}) {
  const t = useT();
  const status = customer.approvalStatus;
  return (
    <span className="flex flex-wrap gap-1" data-testid="customer-badges">
      {!customer.verified && <Badge tone="plain">{t("admin.customers.unverified")}</Badge>}
      <Badge
        tone={
          status === "approved" ? "good" : status === "pending" ? "waiting" : status === "rejected" ? "bad" : "plain"
        }
      >
        {t(approvalLabels[status])}
      </Badge>
      {customer.restricted && <Badge tone="bad">{t("admin.customers.restricted")}</Badge>}
      {!customer.canSeePrices && <Badge tone="plain">{t("admin.customers.pricesHidden")}</Badge>}
    </span>
  );
}

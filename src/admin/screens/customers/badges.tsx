import type { CustomerRow } from "../../../../core/contracts/admin/customers.ts";
import { cn } from "../../../lib/utils.ts";
import { useT, type AdminMessageKey } from "../../messages.ts";

const approvalLabels = {
  not_submitted: "admin.customers.status.not_submitted",
  pending: "admin.customers.status.pending",
  approved: "admin.customers.status.approved",
  rejected: "admin.customers.status.rejected",
} as const satisfies Record<CustomerRow["approvalStatus"], AdminMessageKey>;

const tones = {
  good: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  waiting: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100",
  bad: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  plain: "bg-muted text-muted-foreground",
};

function Badge({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return (
    <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap", tones[tone])}>
      {children}
    </span>
  );
}

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

import type { ApprovalReason } from "../../../core/company/roles.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";

export const approvalNoteMessages = [
  "checkout.approval.send",
  "checkout.approval.requester",
  "checkout.approval.order_limit",
  "checkout.approval.month_limit",
] as const satisfies readonly MessageKey[];

/**
 * Why this order goes to the company owner for approval instead of being placed (decision 0103):
 * the colleague's role or one of their limits, as the quote says. Nothing when it may be placed.
 */
export function ApprovalNote({
  approval,
  messages,
}: {
  approval: ApprovalReason | null | undefined;
  messages: Messages<(typeof approvalNoteMessages)[number]>;
}) {
  if (!approval) return null;
  const t = translator(messages);
  return (
    <p className="mb-2 rounded-md bg-primary/10 p-3 text-sm" role="status" data-testid="approval-note">
      {t(`checkout.approval.${approval}`)}
    </p>
  );
}

import type { QuoteStatus } from "../../../../core/quotes/quote-status.ts";
import { useT } from "../../messages.ts";
import { Badge } from "../status-badge.tsx";

const tones = {
  requested: "waiting",
  answered: "busy",
  accepted: "busy",
  ordered: "good",
  declined: "plain",
  withdrawn: "plain",
  expired: "plain",
} as const;

/** Where a quote stands, as shown today (decision 0104). */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const t = useT();
  return <Badge tone={tones[status]}>{t(`quotes.status.${status}`)}</Badge>;
}

import type { InvoiceState } from "../../../../core/contracts/admin/invoices.ts";
import { useT } from "../../messages.ts";
import { Badge } from "../status-badge.tsx";

const tones = { draft: "plain", printed: "good", credited: "bad" } as const;

/** Where an invoice is: a draft, printed, or reversed by a credit note. */
export function InvoiceStateBadge({ state }: { state: InvoiceState }) {
  const t = useT();
  return <Badge tone={tones[state]}>{t(`admin.invoices.state.${state}`)}</Badge>;
}

import type { CollectionState } from "../../../../core/collections.ts";
import { useT } from "../../messages.ts";
import { Badge } from "../status-badge.tsx";

const tones = { recorded: "waiting", confirmed: "good", voided: "bad" } as const;

/** Where a collection stands: recorded by the salesperson, confirmed received, or voided. */
export function CollectionStateBadge({ state }: { state: CollectionState }) {
  const t = useT();
  return <Badge tone={tones[state]}>{t(`collections.state.${state}`)}</Badge>;
}

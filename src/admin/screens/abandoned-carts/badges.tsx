import type { CartState } from "../../../../core/cart-states.ts";
import { useT } from "../../messages.ts";
import { Badge } from "../status-badge.tsx";

const tones = { empty: "plain", active: "busy", left: "waiting" } as const;

/** A cart's SPEC §4 state: no items, at least one, or left for a week. */
export function CartStateBadge({ state }: { state: CartState }) {
  const t = useT();
  return <Badge tone={tones[state]}>{t(`admin.carts.state.${state}`)}</Badge>;
}

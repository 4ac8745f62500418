// Issue #10 item 11 (decision 0051): a signed-in customer's cart is mirrored to the server, a
// second after its last change, so the admin can see abandoned carts. Only which lines and how
// many travel; the server prices them. Guests and salespeople keep their carts to themselves.
import { readAccountHint } from "../../core/account-cookie.ts";
import type { MirroredLine } from "../../core/contracts/cart.ts";
import { cart, type CartState } from "./cart.ts";
import { checkoutLine, type ShopCartItem } from "./cart-lines.ts";

/** How long the cart must stay unchanged before it is sent: a quantity stepped five times is one call. */
export const mirrorDelayMs = 1000;

/** The mirror's body: each line the cart names a product for. */
export function mirroredLines(state: CartState): MirroredLine[] {
  return (state.items as ShopCartItem[]).flatMap((item) => {
    const line = checkoutLine(item);
    return line ? [{ id: item.id, ...line }] : [];
  });
}

/**
 * Starts mirroring the cart's changes (not its first value: nothing changed yet) while the
 * account cookie says a customer is signed in. A change still waiting when the page is left is
 * sent with `keepalive`, which outlives the page.
 */
export function startCartMirror(): () => void {
  let pending: CartState | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    clearTimeout(timer);
    if (!pending) return;
    const body = JSON.stringify({ items: mirroredLines(pending) });
    pending = null;
    void fetch("/api/account/cart", {
      method: "PUT",
      headers: { "content-type": "application/json", accept: "application/json" },
      body,
      credentials: "same-origin",
      keepalive: true,
    }).catch(() => undefined);
  };
  const stop = cart.$cart.listen((state) => {
    if (readAccountHint(document.cookie)?.role !== "customer") return;
    pending = state;
    clearTimeout(timer);
    timer = setTimeout(send, mirrorDelayMs);
  });
  addEventListener("pagehide", send);
  return () => {
    stop();
    removeEventListener("pagehide", send);
    clearTimeout(timer);
  };
}

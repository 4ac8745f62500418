// The Add to cart buttons of product cards and saved-products entries (issue #10 item 2, decision
// 0050), a plain script on the cart store so listing pages stay free of React: a click adds the
// product's minimum order once, or opens the product page when it has a required option. The same line again from a card is "This item has already been
// added" (SPEC §8): more of it is ordered on the product page or in the cart.
import { readAccountHint } from "../../core/account-cookie.ts";
import type { PurchaseProduct } from "../../core/contracts/purchase.ts";
import { addToCart, type AddMessage } from "../stores/add-to-cart.ts";
import { cart, cartLineId } from "../stores/cart.ts";
import { toast } from "./toaster.ts";

type CardMessage = AddMessage | "errors.network";
const messages = JSON.parse(document.getElementById("cart-messages")?.dataset.messages ?? "{}") as Record<
  CardMessage,
  string
>;
const say = (key: CardMessage, params: Record<string, string | number> = {}, tone: "error" | "success" = "error") =>
  toast({
    tone,
    message: (messages[key] ?? key).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole)),
  });

async function add(button: HTMLAnchorElement) {
  const productId = Number(button.dataset.addToCart);
  if (cart.inCart(cartLineId(productId))) return say("cart.alreadyAdded");
  // A guest is told at once; the server would say the same (decision 0028: the cookie is a hint only).
  if (!readAccountHint(document.cookie)) return say("cart.loginRequired");
  button.setAttribute("aria-disabled", "true");
  try {
    const response = await fetch(`/api/purchase/products/${productId}`, {
      headers: { accept: "application/json", "accept-language": document.documentElement.lang },
      credentials: "same-origin",
    });
    if (!response.ok) return say("errors.network");
    const { data: product } = (await response.json()) as { data: PurchaseProduct };
    const answer = addToCart([{ product, variant: null, choiceIds: [], quantity: product.minOrderQuantity }]);
    if (answer.isAdded) return say("purchase.added", {}, "success");
    const refusal = answer.refusals.get(0);
    // A required option is chosen on the product page, where the link leads without script.
    if (refusal?.message === "purchase.options.incorrect") return location.assign(button.href);
    if (refusal) say(refusal.message, refusal.params);
  } catch {
    say("errors.network");
  } finally {
    button.removeAttribute("aria-disabled");
  }
}

for (const button of document.querySelectorAll<HTMLAnchorElement>("a[data-add-to-cart]")) {
  button.addEventListener("click", (event) => {
    event.preventDefault();
    if (button.getAttribute("aria-disabled") !== "true") void add(button);
  });
}

/**
 * Reorder (issue #10 item 3, decision 0053): an order page's "Order again", and a saved list's "Add
 * to cart" (decision 0099), put the lines into the cart store at today's prices
 * (./reorder-lines.ts asks the server), quantities joining what the cart holds. With nothing left
 * out the buyer goes to the cart; otherwise what was left out is listed, with a link to it. A
 * salesperson's list names its customer: chosen in the cart first, and the lines priced for them.
 */
import { cart } from "../stores/cart.ts";
import { callApi } from "./api-call.ts";
import { reorderLines, type ReorderLine, type SkippedLine } from "./reorder-lines.ts";

function showSkipped(
  region: HTMLElement,
  skipped: SkippedLine[],
  heading: string,
  cartLink: { href: string; label: string } | null,
) {
  const title = document.createElement("p");
  title.className = "font-medium";
  title.textContent = heading;
  const list = document.createElement("ul");
  list.className = "mt-1 list-disc ps-5 text-muted-foreground";
  list.dataset.testid = "reorder-skipped";
  for (const line of skipped) {
    const item = document.createElement("li");
    // The refusal names the item itself when it can; otherwise its title leads.
    item.textContent = line.message.includes(line.title) ? line.message : `${line.title}: ${line.message}`;
    list.appendChild(item);
  }
  region.replaceChildren(title, list);
  if (cartLink) {
    const link = document.createElement("a");
    link.href = cartLink.href;
    link.className = "mt-2 inline-block text-primary hover:underline";
    link.textContent = cartLink.label;
    region.appendChild(link);
  }
}

for (const root of document.querySelectorAll<HTMLElement>("[data-reorder]")) {
  const button = root.querySelector<HTMLButtonElement>("[data-reorder-button]");
  const region = root.querySelector<HTMLElement>("[data-reorder-result]");
  const data = root.querySelector<HTMLScriptElement>("script[data-reorder-lines]");
  if (!button || !region || !data) continue;
  const lines = JSON.parse(data.textContent || "[]") as ReorderLine[];
  const text = button.dataset;
  const customerId = text.customerId ? Number(text.customerId) : null;
  button.addEventListener("click", async () => {
    const label = [...button.childNodes];
    button.disabled = true;
    button.setAttribute("aria-busy", "true");
    button.textContent = text.busyLabel ?? "";
    region.replaceChildren();
    const result = await reorderLines(
      lines,
      (asking) =>
        callApi({
          path: "/api/checkout/quote",
          json: {
            lines: asking.map(({ productId, variantId, choiceIds, quantity }) => ({
              productId,
              variantId,
              choiceIds,
              quantity,
            })),
            ...(customerId ? { customerId } : {}),
          },
        }),
      {
        gone: (title) => (text.gone ?? "").replace("{{item}}", title),
        network: text.network ?? "",
        unknown: text.unknown ?? "",
      },
    );
    button.disabled = false;
    button.setAttribute("aria-busy", "false");
    button.replaceChildren(...label);
    if ("failure" in result) {
      const { toast } = await import("./toaster.ts");
      return toast({ tone: "error", message: result.failure });
    }
    if (customerId) cart.updateCartMetadata({ customerId, customerName: text.customerName ?? "" });
    for (const { item, quantity } of result.items) cart.addItem(item, quantity);
    const cartHref = text.cart ?? "/cart";
    if (result.skipped.length === 0) return location.assign(cartHref);
    const isAnyAdded = result.items.length > 0;
    showSkipped(
      region,
      result.skipped,
      isAnyAdded ? (text.skipped ?? "") : (text.none ?? ""),
      isAnyAdded ? { href: cartHref, label: text.goToCart ?? "" } : null,
    );
  });
}

export {};

/**
 * Reorder (issue #10 item 3, decision 0053): an order page's "Order again" puts the order's lines
 * back into the cart store at today's prices. The server prices them (POST /api/checkout/quote,
 * no address); a line it refuses (no longer sold, short of stock, below a new minimum) is listed
 * and left out, and the rest are asked for again. With nothing left out the buyer goes to the cart.
 */
import type { Quote } from "../../core/contracts/checkout.ts";
import { cart, cartLineId } from "../stores/cart.ts";
import { callApi } from "./api-call.ts";

/** One order line as the page hands it over: what was bought, and today's catalogue facts. */
export interface ReorderLine {
  /** Null when the product has been deleted since. */
  productId: number | null;
  variantId: number | null;
  choiceIds: number[];
  quantity: number;
  title: string;
  sku: string;
  slug: string | null;
  image: string | null;
  packSize: number | null;
  minOrderQuantity: number | null;
}

interface Skipped {
  title: string;
  message: string;
}

/** A quote refuses lines as `errors["lines.<index>"]` (workers/lib/errors.ts). */
const lineIndex = (field: string) => /^lines\.(\d+)\b/.exec(field)?.[1];

/** Prices the lines; refused ones are set aside and the rest asked for again (each round drops at least one). */
async function priceLines(lines: ReorderLine[], fallback: { network: string; unknown: string }) {
  const skipped: Skipped[] = [];
  let asking = lines;
  while (asking.length > 0) {
    const result = await callApi<Quote>({
      path: "/api/checkout/quote",
      json: {
        lines: asking.map(({ productId, variantId, choiceIds, quantity }) => ({
          productId,
          variantId,
          choiceIds,
          quantity,
        })),
      },
    });
    if (result.ok && result.answer.data) return { quote: result.answer.data, asked: asking, skipped };
    const refused = new Map<number, string>();
    for (const [field, message] of Object.entries(result.answer.errors ?? {})) {
      const index = lineIndex(field);
      if (index !== undefined && Number(index) < asking.length) refused.set(Number(index), message);
    }
    if (refused.size === 0) {
      const message = result.status === 0 ? fallback.network : (result.answer.message ?? fallback.unknown);
      return { failure: message, skipped };
    }
    asking.forEach((line, index) => {
      const message = refused.get(index);
      if (message !== undefined) skipped.push({ title: line.title, message });
    });
    asking = asking.filter((_, index) => !refused.has(index));
  }
  return { quote: null, asked: [], skipped };
}

function showSkipped(
  region: HTMLElement,
  skipped: Skipped[],
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
  button.addEventListener("click", async () => {
    const label = [...button.childNodes];
    button.disabled = true;
    button.setAttribute("aria-busy", "true");
    button.textContent = text.busyLabel ?? "";
    region.replaceChildren();
    const gone = lines.filter((line) => line.productId === null);
    const priced = await priceLines(
      lines.filter((line) => line.productId !== null),
      { network: text.network ?? "", unknown: text.unknown ?? "" },
    );
    button.disabled = false;
    button.setAttribute("aria-busy", "false");
    button.replaceChildren(...label);
    if ("failure" in priced) {
      const { toast } = await import("./toaster.ts");
      toast({ tone: "error", message: priced.failure ?? "" });
      return;
    }
    const facts = new Map(
      priced.asked.map((line) => [cartLineId(line.productId ?? 0, line.variantId, line.choiceIds), line]),
    );
    for (const line of priced.quote?.lines ?? []) {
      const id = cartLineId(line.productId, line.variantId, line.choiceIds);
      const known = facts.get(id);
      cart.addItem(
        {
          id,
          // Display only: checkout prices every line again (issue #10 item 1).
          price: line.unitPrice + line.selectionsPrice,
          productId: line.productId,
          variantId: line.variantId,
          choiceIds: line.choiceIds,
          title: line.title,
          sku: line.sku,
          slug: known?.slug ?? null,
          image: known?.image ?? null,
          packSize: known?.packSize ?? 1,
          minOrderQuantity: known?.minOrderQuantity ?? 1,
        },
        line.quantity,
      );
    }
    const skipped = [
      ...gone.map((line) => ({ title: line.title, message: (text.gone ?? "").replace("{{item}}", line.title) })),
      ...priced.skipped,
    ];
    const cartHref = text.cart ?? "/cart";
    if (skipped.length === 0) return location.assign(cartHref);
    const added = (priced.quote?.lines.length ?? 0) > 0;
    showSkipped(
      region,
      skipped,
      added ? (text.skipped ?? "") : (text.none ?? ""),
      added ? { href: cartHref, label: text.goToCart ?? "" } : null,
    );
  });
}

export {};

// Reorder's rules (issue #10 item 3, decision 0053), apart from the page: which of an order's
// lines go back into the cart at today's prices, and which are listed and left out.
import type { Quote } from "../../core/contracts/checkout.ts";
import type { CartItemInput } from "../stores/cart-state.ts";
import { cartLineId } from "../stores/cart-state.ts";
import type { ApiResult } from "./api-call.ts";

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

/** A line left out, and why (the server's message, or "no longer sold"). */
export interface SkippedLine {
  title: string;
  message: string;
}

export type AskQuote = (lines: ReorderLine[]) => Promise<ApiResult<Quote>>;

export type Reorder =
  | { items: { item: CartItemInput; quantity: number }[]; skipped: SkippedLine[] }
  /** The server refused the whole request (or could not be reached): nothing changes. */
  | { failure: string };

/** A quote refuses lines as `errors["lines.<index>…"]` (workers/lib/errors.ts). */
const lineIndex = (field: string) => /^lines\.(\d+)(?:\.|$)/.exec(field)?.[1];

/** Statuses of a refusal about the lines themselves (unavailable, short, minimum, cases, options). */
const isAboutLines = (status: number) => status === 400 || status === 409;

/** How many lines are asked for at once when the server does not say which line it refused. */
const linesAskedAtOnce = 4;

/**
 * Prices the order's lines through `ask` (POST /api/checkout/quote): lines whose product is gone
 * are left out at once; lines the server refuses are set aside with its message and the rest
 * asked for again, so each round drops at least one line and it ends. When the server refuses
 * the lines without saying which one (it names the item in its message only), each line is asked
 * for alone. A refusal of the whole request (the account, the network) changes nothing.
 */
export async function reorderLines(
  lines: readonly ReorderLine[],
  ask: AskQuote,
  texts: { gone: (title: string) => string; network: string; unknown: string },
): Promise<Reorder> {
  const skipped: SkippedLine[] = lines
    .filter((line) => line.productId === null)
    .map((line) => ({ title: line.title, message: texts.gone(line.title) }));
  const messageOf = (result: ApiResult<Quote>) =>
    result.status === 0 ? texts.network : (result.answer.message ?? texts.unknown);
  let asking = lines.filter((line) => line.productId !== null);
  while (asking.length > 0) {
    const result = await ask(asking);
    if (result.ok && result.answer.data) return { items: cartItems(result.answer.data, asking), skipped };
    if (!isAboutLines(result.status)) return { failure: messageOf(result) };
    const refused = new Map<number, string>();
    for (const [field, message] of Object.entries(result.answer.errors ?? {})) {
      const index = Number(lineIndex(field) ?? Number.NaN);
      if (Number.isInteger(index) && index < asking.length && !refused.has(index)) refused.set(index, message);
    }
    if (refused.size === 0 && asking.length === 1) refused.set(0, messageOf(result));
    if (refused.size === 0) {
      const { items } = await askEachAlone(asking, ask, messageOf);
      return { items, skipped };
    }
    asking.forEach((line, index) => {
      const message = refused.get(index);
      if (message !== undefined) skipped.push({ title: line.title, message });
    });
    asking = asking.filter((_, index) => !refused.has(index));
  }
  return { items: [], skipped };

  async function askEachAlone(
    each: ReorderLine[],
    askOne: AskQuote,
    message: (result: ApiResult<Quote>) => string,
  ): Promise<{ items: { item: CartItemInput; quantity: number }[] }> {
    const items: { item: CartItemInput; quantity: number }[] = [];
    for (let start = 0; start < each.length; start += linesAskedAtOnce) {
      const batch = each.slice(start, start + linesAskedAtOnce);
      const answers = await Promise.all(batch.map((line) => askOne([line])));
      answers.forEach((answer, index) => {
        const line = batch[index];
        if (!line) return;
        if (answer.ok && answer.answer.data) items.push(...cartItems(answer.answer.data, [line]));
        else skipped.push({ title: line.title, message: message(answer) });
      });
    }
    return { items };
  }
}

/** The quote's lines as cart items (the cart's one item shape), with today's catalogue facts. */
function cartItems(quote: Quote, asked: readonly ReorderLine[]) {
  const facts = new Map(asked.map((line) => [cartLineId(line.productId ?? 0, line.variantId, line.choiceIds), line]));
  return quote.lines.map((line) => {
    const id = cartLineId(line.productId, line.variantId, line.choiceIds);
    const known = facts.get(id);
    return {
      item: {
        id,
        // Display only: checkout prices every line again (issue #10 item 1).
        price: line.unitPrice + line.selectionsPrice,
        productId: line.productId,
        variantId: line.variantId,
        choiceIds: line.choiceIds,
        title: line.title,
        sku: line.sku,
        slug: known?.slug ?? null,
        imageUrl: known?.image ?? null,
        packSize: known?.packSize ?? 1,
        minOrderQuantity: known?.minOrderQuantity ?? 1,
      },
      quantity: line.quantity,
    };
  });
}

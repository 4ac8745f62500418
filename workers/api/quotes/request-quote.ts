import { sql } from "drizzle-orm";
import type { QuoteRequest } from "../../../core/contracts/quotes.ts";
import type { Db } from "../../../db/client.ts";
import { quoteEvents, quoteLines, quotes } from "../../../db/schema/index.ts";
import type { SiteEnv } from "../../lib/http/app-url.ts";
import type { Shopper } from "../auth/shopper.ts";
import { priceCheckout, type PricingContext } from "../checkout/price-checkout.ts";
import { choiceKey } from "../order-lists/order-list-owner.ts";
import { officeQuoteEmails } from "./quote-emails.ts";

/**
 * The buyer's cart as a request for quotation (decision 0104): priced as the cart page prices it
 * (the buyer's prices today, every rule of the cart: what is sold, options, minimums, stock), so a
 * quote asks only for what could be ordered; its lines keep the price asked. The quote, its lines,
 * its first history row and the office's emails are one batch. Answers the new quote's id.
 */
export async function requestQuote(
  db: Db,
  shopper: Extract<Shopper, { kind: "customer" }>,
  input: QuoteRequest,
  context: PricingContext & { env: { PROFILE: string } & SiteEnv },
): Promise<number> {
  const priced = await priceCheckout(db, shopper, { lines: input.lines }, context, { needsOrder: false });
  const customerId = shopper.id;
  const requestedBy = `${shopper.firstName} ${shopper.lastName}`;
  // Inside the batch's one write transaction, the customer's newest quote is the one just written
  const quoteId = sql<number>`(select max(${quotes.id}) from ${quotes} where ${quotes.customerId} = ${customerId})`;
  const [created] = await db.batch([
    db
      .insert(quotes)
      .values({ customerId, requestedBy, note: input.note ?? null, currency: context.currency })
      .returning({ id: quotes.id }),
    db.insert(quoteLines).values(
      priced.lines.map((line) => ({
        quoteId,
        productId: line.productId,
        variantId: line.variantId,
        choiceKey: choiceKey(line.choiceIds),
        quantity: line.quantity,
        askedUnitPrice: line.unitPrice,
      })),
    ),
    db
      .insert(quoteEvents)
      .values({ quoteId, kind: "requested", actor: "customer", actorName: requestedBy, note: input.note ?? null }),
    ...officeQuoteEmails(db, "requested", {
      env: context.env,
      customerId,
      company: priced.buyer.companyName,
      quoteId,
      note: input.note ?? null,
    }),
  ]);
  const id = created[0]?.id;
  if (id === undefined) throw new Error("quote not created");
  return id;
}

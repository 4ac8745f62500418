// Whose quotes a request reaches (decision 0104): the signed-in customer's own, the signed-in
// salesperson's customers', or, in the back office, every quote. Every read and move takes the
// scope and only ever touches quotes inside it, so another's quote is not found (IDOR, 404).
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { QuoteActor } from "../../../core/quotes/quote-status.ts";
import type { Db } from "../../../db/client.ts";
import { customers, quotes } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";

export type QuoteScope =
  { kind: "customer"; customerId: number } | { kind: "salesperson"; salespersonId: number } | { kind: "admin" };

/** Who moves a quote, as its history names them. */
export interface QuoteActorRef {
  actor: QuoteActor;
  name: string;
}

/** The condition on `quotes` that keeps a query inside the scope. */
export function inScope(scope: QuoteScope): SQL {
  if (scope.kind === "customer") return eq(quotes.customerId, scope.customerId);
  if (scope.kind === "salesperson")
    return sql`${quotes.customerId} in (select ${customers.id} from ${customers} where ${customers.salespersonId} = ${scope.salespersonId})`;
  return sql`1 = 1`;
}

/** The scope's quote with this id: its row, or 404 (another's quote too). */
export async function scopedQuote(db: Db, scope: QuoteScope, quoteId: number) {
  const [quote] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), inScope(scope)));
  if (!quote) throw new AppError("not_found");
  return quote;
}

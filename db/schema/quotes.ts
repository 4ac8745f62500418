// Quotes (requests for quotation, issue #23 item 4, decision 0104): a buyer turns their cart into
// a request with a note; the office or the customer's salesperson answers a unit price per line,
// an expiry day and a note; the buyer accepts (and checks out at those prices, once, until the
// expiry), declines, withdraws, or writes back. Every step is a row of `quote_events`.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { maxLineQuantity } from "../../core/checkout/money-bounds.ts";
import { quoteActors, quoteEventKinds, quoteStatuses } from "../../core/quotes/quote-status.ts";
import { productVariants, products } from "./catalogue.ts";
import { orders } from "./commerce.ts";
import { createdAt, currencyCode, id, nonNegative, oneOf, updatedAt } from "./columns.ts";
import { customers } from "./people.ts";

export const quotes = sqliteTable(
  "quotes",
  {
    id: id(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    // Who asked, by name as the quote was made (a company's colleagues will ask too, decision 0100)
    requestedBy: text("requested_by").notNull(),
    status: text("status", { enum: quoteStatuses }).notNull().default("requested"),
    // The buyer's note with the request; later notes are the events'
    note: text("note"),
    // The last answer's expiry day, stored as entered days are (midnight UTC of the ISO day)
    expiresOn: integer("expires_on"),
    currency: text("currency").notNull(),
    answeredAt: integer("answered_at"),
    // The order placed at the quoted prices (its checkout's batch sets it with the status)
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf(t.status, quoteStatuses),
    currencyCode(t.currency),
    index("quotes_customer").on(t.customerId, t.id),
    index("quotes_status").on(t.status, t.id),
  ],
);

export const quoteLines = sqliteTable(
  "quote_lines",
  {
    id: id(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    // The line's option choices as the cart and saved lists key them: ids ascending joined by "."
    choiceKey: text("choice_key").notNull().default(""),
    quantity: integer("quantity").notNull(),
    // The buyer's unit price the day they asked (resolveLinePrice), and the answered one
    askedUnitPrice: integer("asked_unit_price").notNull(),
    unitPrice: integer("unit_price"),
  },
  (t) => [
    index("quote_lines_quote").on(t.quoteId),
    index("quote_lines_product").on(t.productId),
    check("quote_lines_quantity_range", sql`quantity between 1 and ${sql.raw(String(maxLineQuantity))}`),
    ...nonNegative(t.askedUnitPrice, t.unitPrice),
  ],
);

export const quoteEvents = sqliteTable(
  "quote_events",
  {
    id: id(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    // NOT NULL: a move writes its event with `(select … where changes() = 1)`, so a move that
    // changed no quote (a replay, a race lost, a wrong status) aborts its whole batch here
    kind: text("kind", { enum: quoteEventKinds }).notNull(),
    actor: text("actor", { enum: quoteActors }).notNull(),
    actorName: text("actor_name").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [oneOf(t.kind, quoteEventKinds), oneOf(t.actor, quoteActors), index("quote_events_quote").on(t.quoteId, t.id)],
);

export type Quote = typeof quotes.$inferSelect;
export type QuoteLine = typeof quoteLines.$inferSelect;

import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { QuoteDetail, QuoteListQuery, QuotePage, QuoteSummary } from "../../../core/contracts/quotes.ts";
import { shownQuoteStatus, type QuoteStatus } from "../../../core/quotes/quote-status.ts";
import type { Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import {
  customers,
  productTranslations,
  products,
  productVariants,
  quoteEvents,
  quoteLines,
  quotes,
} from "../../../db/schema/index.ts";
import { isoDate } from "../admin/invoices/read-invoice.ts";
import { storedDay } from "../admin/invoices/create-invoice.ts";
import { listPage, pageWindow, searchText } from "../admin/resource-kit.ts";
import { AppError } from "../../lib/errors.ts";
import { translationIn } from "../catalogue/product-cards.ts";
import { choiceIdsOf } from "../order-lists/order-list-owner.ts";
import { variantName } from "../purchase/look-up-skus.ts";
import { inScope, type QuoteScope } from "./quote-scope.ts";

const summaryColumns = {
  id: quotes.id,
  status: quotes.status,
  customerId: quotes.customerId,
  companyName: customers.companyName,
  firstName: customers.firstName,
  lastName: customers.lastName,
  currency: quotes.currency,
  expiresOn: quotes.expiresOn,
  orderId: quotes.orderId,
  createdAt: quotes.createdAt,
  updatedAt: quotes.updatedAt,
  note: quotes.note,
  requestedBy: quotes.requestedBy,
  lineCount: sql<number>`(select count(*) from ${quoteLines} where ${quoteLines.quoteId} = ${quotes.id})`,
  answeredTotal: sql<number | null>`(select case when count(${quoteLines.unitPrice}) = count(*)
    then sum(${quoteLines.unitPrice} * ${quoteLines.quantity}) end
    from ${quoteLines} where ${quoteLines.quoteId} = ${quotes.id})`,
};

type SummaryRow = {
  id: number;
  status: QuoteStatus;
  customerId: number;
  companyName: string;
  firstName: string;
  lastName: string;
  currency: string;
  expiresOn: number | null;
  orderId: number | null;
  createdAt: number;
  updatedAt: number;
  lineCount: number;
  answeredTotal: number | null;
};

function summary(row: SummaryRow, today: string): QuoteSummary {
  const expiresOn = row.expiresOn === null ? null : isoDate(row.expiresOn);
  return {
    id: row.id,
    status: shownQuoteStatus(row.status, expiresOn, today),
    customer: { id: row.customerId, companyName: row.companyName, name: `${row.firstName} ${row.lastName}` },
    lineCount: row.lineCount,
    answeredTotal: row.status === "requested" ? null : row.answeredTotal,
    currency: row.currency,
    expiresOn,
    orderId: row.orderId,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/**
 * The status filter as stored: `expired` is an answered or accepted quote past its day, and those
 * two show only while they are not.
 */
function statusWhere(status: QuoteStatus | undefined, today: string): SQL | undefined {
  if (!status) return undefined;
  const day = storedDay(today);
  if (status === "expired")
    return sql`${quotes.status} in ('answered', 'accepted', 'expired') and coalesce(${quotes.expiresOn}, ${day}) < ${day}`;
  if (status === "answered" || status === "accepted")
    return sql`${quotes.status} = ${status} and (${quotes.expiresOn} is null or ${quotes.expiresOn} >= ${day})`;
  return eq(quotes.status, status);
}

/** A page of the scope's quotes, the newest first, filtered by status (as shown), customer and a search. */
export async function listQuotes(db: Db, scope: QuoteScope, query: QuoteListQuery, today: string): Promise<QuotePage> {
  const window = pageWindow(query);
  // A search names the company, a person of it, or its email (the admin kit's search)
  const searched = searchText(query.search, [
    customers.companyName,
    customers.email,
    customers.firstName,
    customers.lastName,
  ]);
  const ofCustomer = and(
    query.customerId === undefined ? undefined : eq(quotes.customerId, query.customerId),
    searched && sql`${quotes.customerId} in (select ${customers.id} from ${customers} where ${searched})`,
  );
  const where = and(inScope(scope), statusWhere(query.status, today), ofCustomer);
  const day = storedDay(today);
  const shown = sql<QuoteStatus>`(case when ${quotes.status} in ('answered', 'accepted')
    and ${quotes.expiresOn} < ${day} then 'expired' else ${quotes.status} end)`;
  const [rows, [total], byStatus] = await db.batch([
    db
      .select(summaryColumns)
      .from(quotes)
      .innerJoin(customers, eq(customers.id, quotes.customerId))
      .where(where)
      .orderBy(query.sort === "id" ? asc(quotes.id) : desc(quotes.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ count: count() }).from(quotes).where(where),
    db
      .select({ status: shown, count: count() })
      .from(quotes)
      .where(and(inScope(scope), ofCustomer))
      .groupBy(shown),
  ]);
  const counts: Record<string, number> = { all: 0 };
  for (const row of byStatus) {
    counts[row.status] = row.count;
    counts.all = (counts.all ?? 0) + row.count;
  }
  return {
    ...listPage(
      rows.map((row) => summary(row, today)),
      total?.count ?? 0,
      window,
    ),
    counts,
  };
}

/** One of the scope's quotes (404 otherwise) with its lines and its history, in the page's language. */
export async function readQuote(
  db: Db,
  scope: QuoteScope,
  quoteId: number,
  locale: Locale,
  today: string,
): Promise<QuoteDetail> {
  const [[row], lines, events] = await db.batch([
    db
      .select(summaryColumns)
      .from(quotes)
      .innerJoin(customers, eq(customers.id, quotes.customerId))
      .where(and(eq(quotes.id, quoteId), inScope(scope))),
    db
      .select({
        id: quoteLines.id,
        productId: quoteLines.productId,
        variantId: quoteLines.variantId,
        choiceKey: quoteLines.choiceKey,
        quantity: quoteLines.quantity,
        askedUnitPrice: quoteLines.askedUnitPrice,
        unitPrice: quoteLines.unitPrice,
        sku: products.sku,
        code: productVariants.code,
        title: productTranslations.title,
        variantName: variantName(locale),
      })
      .from(quoteLines)
      .innerJoin(products, eq(products.id, quoteLines.productId))
      .innerJoin(productTranslations, translationIn(locale))
      .leftJoin(productVariants, eq(productVariants.id, quoteLines.variantId))
      .where(
        and(
          eq(quoteLines.quoteId, quoteId),
          inArray(quoteLines.quoteId, db.select({ id: quotes.id }).from(quotes).where(inScope(scope))),
        ),
      )
      .orderBy(asc(quoteLines.id)),
    db
      .select()
      .from(quoteEvents)
      .where(
        and(
          eq(quoteEvents.quoteId, quoteId),
          inArray(quoteEvents.quoteId, db.select({ id: quotes.id }).from(quotes).where(inScope(scope))),
        ),
      )
      .orderBy(asc(quoteEvents.id)),
  ]);
  if (!row) throw new AppError("not_found");
  return {
    quote: { ...summary(row, today), note: row.note, requestedBy: row.requestedBy },
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      variantId: line.variantId,
      choiceIds: choiceIdsOf(line.choiceKey),
      quantity: line.quantity,
      sku: line.code ?? line.sku,
      title: line.title,
      variantName: line.variantName,
      askedUnitPrice: line.askedUnitPrice,
      unitPrice: line.unitPrice,
    })),
    events: events.map((event) => ({
      kind: event.kind,
      actor: event.actor,
      actorName: event.actorName,
      note: event.note,
      createdAt: new Date(event.createdAt).toISOString(),
    })),
  };
}

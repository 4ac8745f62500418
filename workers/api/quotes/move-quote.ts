import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { QuoteAnswer } from "../../../core/contracts/quotes.ts";
import { quoteMoves, shownQuoteStatus, type QuoteMoveName } from "../../../core/quotes/quote-status.ts";
import type { Db } from "../../../db/client.ts";
import { customers, quoteEvents, quoteLines, quotes } from "../../../db/schema/index.ts";
import type { Translate } from "../../../i18n/index.ts";
import { isNotNullViolation } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";
import type { SiteEnv } from "../../lib/http/app-url.ts";
import { storedDay } from "../admin/invoices/create-invoice.ts";
import { isoDate } from "../admin/invoices/read-invoice.ts";
import { answeredQuoteEmail, officeQuoteEmails } from "./quote-emails.ts";
import { inScope, type QuoteActorRef, type QuoteScope } from "./quote-scope.ts";

export interface MoveContext {
  /** The shop's day (ISO, the profile's time zone). */
  today: string;
  env: { PROFILE: string } & SiteEnv;
  t: Translate;
}

/** The quote in the scope with what its emails need: its customer. */
async function quoteWithCustomer(db: Db, scope: QuoteScope, quoteId: number) {
  const [row] = await db
    .select({
      id: quotes.id,
      status: quotes.status,
      expiresOn: quotes.expiresOn,
      customerId: quotes.customerId,
      email: customers.email,
      firstName: customers.firstName,
      locale: customers.locale,
      companyName: customers.companyName,
    })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(and(eq(quotes.id, quoteId), inScope(scope)));
  if (!row) throw new AppError("not_found");
  return row;
}

type QuoteRow = Awaited<ReturnType<typeof quoteWithCustomer>>;

/** Why a move cannot be made from where the quote stands: expired, or not from this status. */
function refusal(quote: QuoteRow, name: QuoteMoveName, today: string): AppError | null {
  const move = quoteMoves[name];
  const expiresOn = quote.expiresOn === null ? null : isoDate(quote.expiresOn);
  if (move.needsValidAnswer && shownQuoteStatus(quote.status, expiresOn, today) === "expired") {
    return new AppError("quote_expired");
  }
  return (move.from as readonly string[]).includes(quote.status) ? null : new AppError("quote_not_open");
}

/**
 * Moves a quote in the scope (404 otherwise) by one of `quoteMoves`, as `by`, with a note for its
 * history. The move is one conditional UPDATE (the move's `from` statuses, and for accepting an
 * expiry day not passed) followed by its history row, whose kind is written only when the UPDATE
 * changed the quote: a replay or a race lost aborts the batch, and is refused as the quote now
 * stands. Answering also prices every line and sets the expiry day. The step's emails go in the batch.
 */
export async function moveQuote(
  db: Db,
  scope: QuoteScope,
  quoteId: number,
  name: QuoteMoveName,
  by: QuoteActorRef,
  input: { note: string | null; answer?: QuoteAnswer },
  context: MoveContext,
): Promise<void> {
  const quote = await quoteWithCustomer(db, scope, quoteId);
  const refused = refusal(quote, name, context.today);
  if (refused) throw refused;
  const move = quoteMoves[name];
  const now = Date.now();
  const answerStatements = input.answer ? await answerLines(db, quoteId, input.answer, context) : [];
  const emailContext = {
    env: context.env,
    customerId: quote.customerId,
    company: quote.companyName,
    quoteId,
    note: input.note,
  };
  const emails: BatchItem<"sqlite">[] =
    name === "answered"
      ? input.answer
        ? [answeredQuoteEmail(db, quote, { ...emailContext, expiresOn: input.answer.expiresOn })]
        : []
      : name === "withdrawn"
        ? []
        : officeQuoteEmails(db, name, emailContext);
  try {
    await db.batch([
      db
        .update(quotes)
        .set({
          status: move.to,
          updatedAt: now,
          ...(input.answer ? { expiresOn: storedDay(input.answer.expiresOn), answeredAt: now } : {}),
        })
        .where(
          and(
            eq(quotes.id, quoteId),
            inArray(quotes.status, [...move.from]),
            move.needsValidAnswer ? gte(quotes.expiresOn, storedDay(context.today)) : undefined,
          ),
        ),
      // NOT NULL: no kind (and the batch aborted) unless the UPDATE just above changed the quote
      db.insert(quoteEvents).values({
        quoteId,
        kind: sql`(select ${name} where changes() = 1)`,
        actor: by.actor,
        actorName: by.name,
        note: input.note,
      }),
      ...answerStatements,
      ...emails,
    ]);
  } catch (error) {
    if (!isNotNullViolation(error)) throw error;
    // Another request moved it first: refused as it stands now
    throw refusal(await quoteWithCustomer(db, scope, quoteId), name, context.today) ?? new AppError("quote_not_open");
  }
}

/**
 * The answer's lines: a unit price for every line of the quote, each once; the expiry day not
 * before today. Refused on the field otherwise.
 */
async function answerLines(db: Db, quoteId: number, answer: QuoteAnswer, context: MoveContext) {
  const { t } = context;
  if (answer.expiresOn < context.today) {
    throw new AppError("invalid_input", { expiresOn: t("quotes.expiresOn.past") });
  }
  const lines = await db.select({ id: quoteLines.id }).from(quoteLines).where(eq(quoteLines.quoteId, quoteId));
  const priced = new Map(answer.lines.map((line) => [line.id, line.unitPrice]));
  const isWhole =
    priced.size === answer.lines.length && lines.length === priced.size && lines.every((line) => priced.has(line.id));
  if (!isWhole) throw new AppError("invalid_input", { lines: t("quotes.answer.everyLine") });
  return lines.map((line) =>
    db
      .update(quoteLines)
      .set({ unitPrice: priced.get(line.id) ?? 0 })
      .where(and(eq(quoteLines.id, line.id), eq(quoteLines.quoteId, quoteId))),
  );
}

import { Hono, type Context } from "hono";
import { QuoteAnswer, QuoteCounter, QuoteListQuery, QuoteReply, QuoteRequest } from "../../../core/contracts/quotes.ts";
import type { QuoteMoveName } from "../../../core/quotes/quote-status.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { AppError } from "../../lib/errors.ts";
import { noStore } from "../../lib/http/no-store.ts";
import { pathId } from "../../lib/http/path-id.ts";
import { ok } from "../../lib/http/respond.ts";
import { validate } from "../../lib/http/validate.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { access } from "../auth/access.ts";
import { pricingContext } from "../checkout/routes.ts";
import type { ApiEnv, ShopperEnv } from "../env.ts";
import { moveQuote, type MoveContext } from "./move-quote.ts";
import type { QuoteActorRef, QuoteScope } from "./quote-scope.ts";
import { listQuotes, readQuote } from "./read-quotes.ts";
import { requestQuote } from "./request-quote.ts";

const moveContext = <E extends ApiEnv>(c: Context<E>): MoveContext => ({
  today: pricingContext(c).today,
  env: c.env,
  t: useTranslations(requestLocale(c.req.raw, c.env)),
});

const read = <E extends ApiEnv>(c: Context<E>, scope: QuoteScope, id: number) =>
  readQuote(c.var.db, scope, id, requestLocale(c.req.raw, c.env), pricingContext(c).today);

/** The signed-in customer as their quotes' scope and as who moves them. */
const customerOf = (c: Context<ShopperEnv>) => {
  const { shopper } = c.var;
  if (shopper.kind !== "customer") throw new AppError("forbidden");
  const scope: QuoteScope = { kind: "customer", customerId: shopper.id };
  const by: QuoteActorRef = { actor: "customer", name: `${shopper.firstName} ${shopper.lastName}` };
  return { shopper, scope, by };
};

/** A buyer's move of their own quote, answered with the quote as it now is. */
function buyerMove(
  name: Exclude<QuoteMoveName, "answered">,
  message: "quotes.accepted" | "quotes.declined" | "quotes.withdrawn" | "quotes.countered",
) {
  return async (c: Context<ShopperEnv>, note: string | null) => {
    const { scope, by } = customerOf(c);
    await moveQuote(c.var.db, scope, pathId(c), name, by, { note }, moveContext(c));
    return ok(c, await read(c, scope, pathId(c)), { message: moveContext(c).t(message) });
  };
}

/**
 * /api/account/quotes (issue #23 item 4, decision 0104): the signed-in customer's requests for
 * quotation. Creating one and accepting an answer are ordering (an account that may order);
 * reading, withdrawing, declining and writing back are the approved customer's.
 */
export const customerQuotes = new Hono<ApiEnv>()
  .use(noStore())
  .get("/", access("approvedCustomer"), validate(QuoteListQuery, { target: "query" }), async (c) =>
    ok(c, await listQuotes(c.var.db, customerOf(c).scope, c.req.valid("query"), pricingContext(c).today)),
  )
  .post("/", access("orderingCustomer"), validate(QuoteRequest), async (c) => {
    const { shopper, scope } = customerOf(c);
    const id = await requestQuote(c.var.db, shopper, c.req.valid("json"), { ...pricingContext(c), env: c.env });
    return ok(c, await read(c, scope, id), { message: moveContext(c).t("quotes.requested"), status: 201 });
  })
  .get("/:id", access("approvedCustomer"), async (c) => ok(c, await read(c, customerOf(c).scope, pathId(c))))
  .post("/:id/accept", access("orderingCustomer"), validate(QuoteReply), (c) =>
    buyerMove("accepted", "quotes.accepted")(c, c.req.valid("json").note ?? null),
  )
  .post("/:id/decline", access("approvedCustomer"), validate(QuoteReply), (c) =>
    buyerMove("declined", "quotes.declined")(c, c.req.valid("json").note ?? null),
  )
  .post("/:id/withdraw", access("approvedCustomer"), validate(QuoteReply), (c) =>
    buyerMove("withdrawn", "quotes.withdrawn")(c, c.req.valid("json").note ?? null),
  )
  .post("/:id/counter", access("approvedCustomer"), validate(QuoteCounter), (c) =>
    buyerMove("countered", "quotes.countered")(c, c.req.valid("json").note),
  );

/** The answer route of a scope: every line priced, the expiry day, a note. */
async function answer<E extends ApiEnv>(c: Context<E>, scope: QuoteScope, by: QuoteActorRef, input: QuoteAnswer) {
  await moveQuote(
    c.var.db,
    scope,
    pathId(c),
    "answered",
    by,
    { note: input.note ?? null, answer: input },
    moveContext(c),
  );
  return ok(c, await read(c, scope, pathId(c)), { message: moveContext(c).t("quotes.answered") });
}

const salesScope = (c: Context<ShopperEnv>): QuoteScope => ({ kind: "salesperson", salespersonId: c.var.shopper.id });

/** /api/sales/quotes: the quotes of the signed-in salesperson's own customers; another's: 404. */
export const salesQuotes = new Hono<ApiEnv>()
  .use(noStore())
  .get("/", access("salesperson"), validate(QuoteListQuery, { target: "query" }), async (c) =>
    ok(c, await listQuotes(c.var.db, salesScope(c), c.req.valid("query"), pricingContext(c).today)),
  )
  .get("/:id", access("salesperson"), async (c) => ok(c, await read(c, salesScope(c), pathId(c))))
  .post("/:id/answer", access("salesperson"), validate(QuoteAnswer), async (c) => {
    const { firstName, lastName } = c.var.shopper;
    return answer(c, salesScope(c), { actor: "salesperson", name: `${firstName} ${lastName}` }, c.req.valid("json"));
  });

const officeScope: QuoteScope = { kind: "admin" };

/** /api/admin/quotes: every quote, for the office to answer. */
export const adminQuotes = new Hono<ApiEnv>()
  .get("/", access("admin"), validate(QuoteListQuery, { target: "query" }), async (c) =>
    ok(c, await listQuotes(c.var.db, officeScope, c.req.valid("query"), pricingContext(c).today)),
  )
  .get("/:id", access("admin"), async (c) => ok(c, await read(c, officeScope, pathId(c))))
  .post("/:id/answer", access("admin"), validate(QuoteAnswer), async (c) =>
    answer(c, officeScope, { actor: "admin", name: c.var.admin.name }, c.req.valid("json")),
  );

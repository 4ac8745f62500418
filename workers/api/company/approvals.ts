// Orders waiting for approval (issue #23 item 1, decision 0103). A requester's cart, or a buyer's
// order past their limits, is sent to the company's owner as the checkout request itself: not an
// order, it reserves no stock and has no number. Approving places it as an ordinary order, priced
// again then, with an Idempotency-Key derived from the request's id (a double-click is one order);
// rejecting needs a reason; the asker may withdraw it while it waits. Every query names the
// shopper's company: another company's request is not found (IDOR).
import { and, desc, eq, sql } from "drizzle-orm";
import type { ApprovalApprove, ApprovalDetail, ApprovalView } from "../../../core/contracts/company.ts";
import type { CheckoutRequest, PlacedOrder } from "../../../core/contracts/checkout.ts";
import type { Db } from "../../../db/client.ts";
import { orderApprovals, orders } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { companyMemberOf, type Shopper } from "../auth/shopper.ts";
import { placeOrder, type PersonOnOrder } from "../checkout/place-order.ts";
import { priceCheckout, type PricingContext } from "../checkout/price-checkout.ts";
import { requestDecidedEmail, requestSentEmails, type ApprovalEmailEnv } from "./approval-emails.ts";
import { assertCompanyOwner } from "./people.ts";

type Customer = Extract<Shopper, { kind: "customer" }>;

/** Who the shopper is on a request or an order: their colleague row, or the company's own account. */
export function personOf(shopper: Customer): PersonOnOrder {
  return shopper.colleague
    ? { personId: shopper.colleague.id, name: shopper.colleague.name }
    : { personId: null, name: `${shopper.firstName} ${shopper.lastName}`.trim() };
}

/** The Idempotency-Key an approval places its order with: the same request is one order however often approved. */
export const approvalOrderKey = (approvalId: number) => `order-approval-${approvalId}`;

const columns = {
  id: orderApprovals.id,
  status: orderApprovals.status,
  askedByPersonId: orderApprovals.askedByPersonId,
  askedByName: orderApprovals.askedByName,
  request: orderApprovals.request,
  totalWhenAsked: orderApprovals.totalWhenAsked,
  currency: orderApprovals.currency,
  reason: orderApprovals.reason,
  decidedByName: orderApprovals.decidedByName,
  decidedAt: orderApprovals.decidedAt,
  createdAt: orderApprovals.createdAt,
  orderId: orders.id,
  orderNumber: orders.orderNumber,
};

/** The requests the shopper may see: the owner all of the company's, anyone else their own. */
function visibleTo(shopper: Customer) {
  const company = eq(orderApprovals.customerId, shopper.id);
  if (companyMemberOf(shopper).role === "owner") return company;
  const mine = shopper.colleague ? eq(orderApprovals.askedByPersonId, shopper.colleague.id) : sql`0`;
  return and(company, mine);
}

function selectApprovals(db: Db, shopper: Customer) {
  return db
    .select(columns)
    .from(orderApprovals)
    .leftJoin(orders, eq(orders.id, orderApprovals.orderId))
    .where(visibleTo(shopper))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectApprovals>>[number];

function approvalView(row: Row, shopper: Customer): ApprovalView {
  const lines = row.request.lines;
  return {
    id: row.id,
    status: row.status,
    askedBy: { personId: row.askedByPersonId, name: row.askedByName },
    isMine: shopper.colleague !== undefined && row.askedByPersonId === shopper.colleague.id,
    totalWhenAsked: row.totalWhenAsked,
    currency: row.currency,
    lineCount: lines.length,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    note: row.request.note ?? null,
    reason: row.reason,
    decidedBy: row.decidedByName,
    askedAt: new Date(row.createdAt).toISOString(),
    decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt).toISOString(),
    order: row.orderId !== null && row.orderNumber !== null ? { id: row.orderId, number: row.orderNumber } : null,
  };
}

/** The requests the shopper may see, newest first (the last 200). */
export async function listApprovals(db: Db, shopper: Customer): Promise<ApprovalView[]> {
  const rows = await selectApprovals(db, shopper)
    .orderBy(desc(orderApprovals.createdAt), desc(orderApprovals.id))
    .limit(200);
  return rows.map((row) => approvalView(row, shopper));
}

async function findApproval(db: Db, shopper: Customer, id: number): Promise<Row> {
  const [row] = await selectApprovals(db, shopper).where(and(visibleTo(shopper), eq(orderApprovals.id, id)));
  if (!row) throw new AppError("not_found");
  return row;
}

/**
 * One request with what it would cost now (priced again as approving would price it); null when
 * it cannot be priced now (an item gone, the address removed), which approving would say.
 */
export async function readApproval(
  db: Db,
  shopper: Customer,
  id: number,
  context: PricingContext,
): Promise<ApprovalDetail> {
  const row = await findApproval(db, shopper, id);
  const quote = await priceCheckout(db, shopper, row.request, context, { needsOrder: false }).then(
    (priced) => priced.quote,
    (error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    },
  );
  return { ...approvalView(row, shopper), request: row.request, quote };
}

/**
 * Sends a checkout request for the owner's approval: a colleague's (the company's own account is
 * its owner and places its orders). The request must be one the company could place now (priced
 * with its address and payment method, as POST /api/orders would) and is kept as sent.
 */
export async function sendForApproval(
  db: Db,
  shopper: Customer,
  input: CheckoutRequest,
  context: PricingContext,
  env: ApprovalEmailEnv,
): Promise<ApprovalView> {
  if (!shopper.colleague || shopper.colleague.role === "owner") throw new AppError("forbidden");
  const { customerId: _customerId, expectedGrandTotal: _expected, ...request } = input;
  const priced = await priceCheckout(db, shopper, request, context, { needsOrder: true });
  const asker = personOf(shopper);
  // The request and the owners' email that it waits for them, in one batch
  const [[created]] = await db.batch([
    db
      .insert(orderApprovals)
      .values({
        customerId: shopper.id,
        askedByPersonId: asker.personId,
        askedByName: asker.name,
        request,
        totalWhenAsked: priced.totals.grandTotal,
        currency: context.currency,
      })
      .returning({ id: orderApprovals.id }),
    requestSentEmails(db, env, { customerId: shopper.id, asker: asker.name, total: priced.totals.grandTotal }),
  ]);
  if (!created) throw new Error("The approval insert returned no row");
  return approvalView(await findApproval(db, shopper, created.id), shopper);
}

/** The request's lines with the owner's quantities (the same lines, in order), or as asked. */
function editedRequest(request: CheckoutRequest, input: ApprovalApprove): CheckoutRequest {
  const quantities = input.quantities;
  if (!quantities) return request;
  if (quantities.length !== request.lines.length)
    throw new AppError("approval_quantities", undefined, undefined, "quantities");
  return { ...request, lines: request.lines.map((line, i) => ({ ...line, quantity: quantities[i] ?? line.quantity })) };
}

/**
 * The owner approves a request: it is placed now as an ordinary order for the company, priced
 * again, recording who asked and who approved; the same request approved twice is one order (the
 * Idempotency-Key is the request's). A request rejected or withdrawn is not placed (409).
 */
export async function approveRequest(
  db: Db,
  shopper: Customer,
  id: number,
  input: ApprovalApprove,
  context: PricingContext,
  env: Env,
): Promise<{ approval: ApprovalView; order: PlacedOrder; isReplay: boolean }> {
  assertCompanyOwner(shopper);
  const row = await findApproval(db, shopper, id);
  if (row.status === "rejected" || row.status === "withdrawn") throw new AppError("order_approval_closed");
  const { order, isReplay } = await placeOrder(db, shopper, {
    request: editedRequest(row.request, input),
    idempotencyKey: approvalOrderKey(id),
    context,
    env,
    approval: { id, askedBy: { personId: row.askedByPersonId, name: row.askedByName }, approvedBy: personOf(shopper) },
  });
  return { approval: approvalView(await findApproval(db, shopper, id), shopper), order, isReplay };
}

/** Ends a waiting request (rejected by the owner with a reason, or withdrawn by its asker); 409 once decided. */
async function closeRequest(
  db: Db,
  shopper: Customer,
  id: number,
  change: { status: "rejected"; reason: string } | { status: "withdrawn" },
  env?: ApprovalEmailEnv,
): Promise<ApprovalView> {
  const row = await findApproval(db, shopper, id);
  const decider = personOf(shopper);
  const now = Date.now();
  const update = db
    .update(orderApprovals)
    .set({
      ...change,
      decidedByPersonId: decider.personId,
      decidedByName: decider.name,
      decidedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(orderApprovals.id, row.id),
        eq(orderApprovals.customerId, shopper.id),
        eq(orderApprovals.status, "waiting"),
      ),
    )
    .returning({ id: orderApprovals.id });
  // A rejection is emailed to the colleague who asked, only by the update that made it
  const [changed] =
    change.status === "rejected" && env
      ? await db.batch([update, requestDecidedEmail(db, env, row.id, { ...change, onlyIfChanged: true })])
      : [await update];
  if (changed.length === 0) throw new AppError("order_approval_closed");
  return approvalView(await findApproval(db, shopper, id), shopper);
}

/** The owner rejects a waiting request, saying why. */
export function rejectRequest(
  db: Db,
  shopper: Customer,
  id: number,
  reason: string,
  env: ApprovalEmailEnv,
): Promise<ApprovalView> {
  assertCompanyOwner(shopper);
  return closeRequest(db, shopper, id, { status: "rejected", reason }, env);
}

/** The asker withdraws their waiting request; someone else's is not theirs to withdraw (403). */
export async function withdrawRequest(db: Db, shopper: Customer, id: number): Promise<ApprovalView> {
  const row = await findApproval(db, shopper, id);
  if (!shopper.colleague || row.askedByPersonId !== shopper.colleague.id) throw new AppError("forbidden");
  return closeRequest(db, shopper, id, { status: "withdrawn" });
}

import { and, count, eq } from "drizzle-orm";
import type {
  SalesReturnCreated,
  SalesReturnPage,
  SalesReturnQuery,
  SalesReturnRequest,
} from "../../../core/contracts/sales.ts";
import type { Db } from "../../../db/client.ts";
import { customers, orders, refunds } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { returnLines } from "../account/list-refunds.ts";
import { requestReturn, type ReturnContext } from "../account/request-return.ts";
import { listOrder, listPage, pageWindow } from "../admin/resource-kit.ts";

/**
 * The returns of a salesperson's customers (decision 0094), by customer, order and status, newest first,
 * each with its lines. Two round trips: the page and its total, then the page's lines.
 */
export async function listSalesReturns(
  db: Db,
  salespersonId: number,
  query: SalesReturnQuery,
): Promise<SalesReturnPage> {
  const window = pageWindow(query);
  const theirs = and(eq(customers.id, refunds.customerId), eq(customers.salespersonId, salespersonId));
  const where = and(
    query.customer === undefined ? undefined : eq(refunds.customerId, query.customer),
    query.order === undefined ? undefined : eq(refunds.orderId, query.order),
    query.status === undefined ? undefined : eq(refunds.status, query.status),
  );
  const [rows, [total]] = await db.batch([
    db
      .select({
        id: refunds.id,
        orderId: refunds.orderId,
        orderNumber: orders.orderNumber,
        customerId: refunds.customerId,
        firstName: customers.firstName,
        lastName: customers.lastName,
        companyName: customers.companyName,
        status: refunds.status,
        reason: refunds.reason,
        referenceTotal: refunds.referenceTotal,
        currency: orders.currency,
        createdAt: refunds.createdAt,
      })
      .from(refunds)
      .innerJoin(customers, theirs)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(where)
      .orderBy(...listOrder(query.sort ?? "-createdAt", { createdAt: refunds.createdAt }, refunds.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(refunds).innerJoin(customers, theirs).where(where),
  ]);
  const linesOf = await returnLines(db, rows);
  const items = rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    customer: { id: row.customerId, name: `${row.firstName} ${row.lastName}`, companyName: row.companyName },
    status: row.status,
    reason: row.reason,
    referenceTotal: row.referenceTotal,
    currency: row.currency,
    createdAt: row.createdAt,
    lines: linesOf(row.id),
  }));
  return listPage(items, total?.n ?? 0, window);
}

/**
 * A return for one of the salesperson's customers' orders, under the customer's own rules (the
 * same function, decision 0053); the return records the salesperson. Not their customer's order: 404.
 */
export async function requestSalesReturn(
  db: Db,
  salespersonId: number,
  request: SalesReturnRequest,
  context: Omit<ReturnContext, "salespersonId">,
): Promise<SalesReturnCreated> {
  const [order] = await db
    .select({ customerId: orders.customerId })
    .from(orders)
    .innerJoin(customers, and(eq(customers.id, orders.customerId), eq(customers.salespersonId, salespersonId)))
    .where(eq(orders.id, request.orderId));
  if (!order) throw new AppError("not_found");
  const { orderId: _order, ...returnRequest } = request;
  return requestReturn(db, order.customerId, request.orderId, returnRequest, { ...context, salespersonId });
}

import { and, count, eq, sql } from "drizzle-orm";
import type {
  RefundListPage,
  RefundListQuery,
  RefundRow,
  RefundStatusCounts,
} from "../../../../core/contracts/admin/refunds.ts";
import { refundStatuses } from "../../../../core/orders/refund-status.ts";
import type { Db } from "../../../../db/client.ts";
import { customers, orders, refundPayments, refunds } from "../../../../db/schema/index.ts";
import { listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";

/** A row's columns, shared with the detail. */
export const refundRowColumns = {
  id: refunds.id,
  orderId: refunds.orderId,
  orderNumber: orders.orderNumber,
  customerId: refunds.customerId,
  customerName: orders.customerName,
  companyName: customers.companyName,
  status: refunds.status,
  referenceTotal: refunds.referenceTotal,
  refundedAmount: sql<number>`coalesce((select ${refundPayments.amount} from ${refundPayments}
    where ${refundPayments.refundId} = ${refunds.id} and ${refundPayments.state} = 'done'), 0)`,
  currency: orders.currency,
  createdAt: refunds.createdAt,
};

export const selectRefundRows = (db: Db) =>
  db
    .select(refundRowColumns)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(customers, eq(customers.id, refunds.customerId));

export function refundRow(row: Awaited<ReturnType<typeof selectRefundRows>>[number]): RefundRow {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    customer: { id: row.customerId, name: row.customerName, companyName: row.companyName },
    status: row.status,
    referenceTotal: row.referenceTotal,
    refundedAmount: row.refundedAmount,
    currency: row.currency,
    createdAt: row.createdAt,
  };
}

/**
 * A page of returns (issue #20 item 3, decision 0083), newest first unless asked otherwise, and how
 * many returns each status tab holds under the other filters (decision 0085), as the orders list
 * does: the page and the grouped counts in one batch; the total is the asked status's count (or
 * all). Returns are few next to orders; the filters use the refunds indexes (status, customer,
 * order) and the search compares the order number and the customer's names.
 */
export async function listRefunds(db: Db, query: RefundListQuery): Promise<RefundListPage> {
  const window = pageWindow(query);
  const others = and(
    query.customer === undefined ? undefined : eq(refunds.customerId, query.customer),
    query.order === undefined ? undefined : eq(refunds.orderId, query.order),
    searchText(query.search, [orders.orderNumber, orders.customerName, customers.companyName]),
  );
  const status = query.status;
  const [rows, grouped] = await db.batch([
    selectRefundRows(db)
      .where(and(others, status === undefined ? undefined : eq(refunds.status, status)))
      .orderBy(
        ...listOrder(
          query.sort ?? "-createdAt",
          { createdAt: refunds.createdAt, status: refunds.status, referenceTotal: refunds.referenceTotal },
          refunds.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db
      .select({ status: refunds.status, refunds: count() })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(customers, eq(customers.id, refunds.customerId))
      .where(others)
      .groupBy(refunds.status),
  ]);
  const counts = Object.fromEntries([...refundStatuses, "all"].map((key) => [key, 0])) as RefundStatusCounts;
  for (const group of grouped) {
    counts[group.status] = group.refunds;
    counts.all += group.refunds;
  }
  return { ...listPage(rows.map(refundRow), status === undefined ? counts.all : counts[status], window), counts };
}

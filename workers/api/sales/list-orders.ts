import { and, count, eq, type SQL } from "drizzle-orm";
import type { SalesOrderPage, SalesOrderQuery, SalesOrderRow } from "../../../core/contracts/sales.ts";
import { paymentState } from "../../../core/orders/payment-state.ts";
import type { Db } from "../../../db/client.ts";
import { customers, orders } from "../../../db/schema/index.ts";
import { listOrder, listPage, pageWindow, searchText } from "../admin/resource-kit.ts";
import { paidAmount, refundedAmount } from "../orders/payment-amounts.ts";

export const salesOrderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  placedAt: orders.placedAt,
  customerId: orders.customerId,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
  companyName: customers.companyName,
  grandTotal: orders.grandTotal,
  paidAmount,
  refundedAmount,
  currency: orders.currency,
  purchaseOrderReference: orders.purchaseOrderReference,
};

/** Orders of the salesperson's customers, for `.where(…)`: the join that scopes them. */
export const selectSalesOrders = (db: Db, salespersonId: number) =>
  db
    .select(salesOrderColumns)
    .from(orders)
    .innerJoin(customers, and(eq(customers.id, orders.customerId), eq(customers.salespersonId, salespersonId)));

export function salesOrderRow(
  row: Awaited<ReturnType<ReturnType<typeof selectSalesOrders>["where"]>>[number],
): SalesOrderRow {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    placedAt: row.placedAt,
    customer: {
      id: row.customerId,
      name: `${row.customerFirstName} ${row.customerLastName}`,
      companyName: row.companyName,
    },
    grandTotal: row.grandTotal,
    paidAmount: row.paidAmount,
    paymentState: paymentState(row),
    currency: row.currency,
    purchaseOrderReference: row.purchaseOrderReference,
  };
}

/**
 * The orders of a salesperson's customers (whoever placed them), by customer and status, searched
 * by order number and PO reference; newest first unless sorted. The page and the total in one batch.
 */
export async function listSalesOrders(db: Db, salespersonId: number, query: SalesOrderQuery): Promise<SalesOrderPage> {
  const window = pageWindow(query);
  const where: SQL | undefined = and(
    query.customer === undefined ? undefined : eq(orders.customerId, query.customer),
    query.status === undefined ? undefined : eq(orders.status, query.status),
    searchText(query.search, [orders.orderNumber, orders.purchaseOrderReference]),
  );
  const [rows, [total]] = await db.batch([
    selectSalesOrders(db, salespersonId)
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "-placedAt",
          { placedAt: orders.placedAt, grandTotal: orders.grandTotal },
          orders.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(customers, and(eq(customers.id, orders.customerId), eq(customers.salespersonId, salespersonId)))
      .where(where),
  ]);
  return listPage(rows.map(salesOrderRow), total?.n ?? 0, window);
}

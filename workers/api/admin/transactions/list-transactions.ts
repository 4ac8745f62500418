import { count, isNotNull, and } from "drizzle-orm";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import type { TransactionRow, transactionSorts } from "../../../../core/contracts/admin/settings.ts";
import type { Db } from "../../../../db/client.ts";
import { orders } from "../../../../db/schema/index.ts";
import { listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";

/**
 * The payments received (SPEC §2 settings "transactions", decision 0068): every order once it was
 * paid, newest first, searched by order number, customer or the payment's reference. Read-only.
 */
export async function listTransactions(db: Db, query: AdminListQuery<(typeof transactionSorts)[number]>) {
  const window = pageWindow(query);
  const where = and(
    isNotNull(orders.paidAt),
    searchText(query.search, [orders.orderNumber, orders.customerName, orders.paymentReference]),
  );
  const [items, [counted]] = await db.batch([
    db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        customerName: orders.customerName,
        paymentMethodName: orders.paymentMethodName,
        paymentReference: orders.paymentReference,
        grandTotal: orders.grandTotal,
        currency: orders.currency,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "-paidAt",
          { paidAt: orders.paidAt, grandTotal: orders.grandTotal, orderNumber: orders.orderNumber },
          orders.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return listPage<TransactionRow>(items as TransactionRow[], counted?.total ?? 0, window);
}

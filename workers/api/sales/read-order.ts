import { asc, eq } from "drizzle-orm";
import type { SalesOrderCollection } from "../../../core/contracts/sales.ts";
import type { Db } from "../../../db/client.ts";
import { collectionAllocations, collections, orders, salespeople } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { getOrder, type OrderReadContext } from "../account/get-order.ts";
import { isoDate } from "../admin/invoices/read-invoice.ts";
import { salesOrderRow, selectSalesOrders } from "./list-orders.ts";
import { listSalesReturns } from "./returns.ts";

/**
 * One order of the salesperson's customers (issue #22, decisions 0094 and 0095), whoever placed it:
 * everything the customer's own order page shows (the customer's reader, `getOrder`), its customer,
 * the collections given to it (every one, whoever collected it: the customer is the salesperson's
 * now) and its return requests. Another salesperson's customer's order is not found.
 */
export async function readSalesOrder(db: Db, salespersonId: number, orderId: number, context: OrderReadContext) {
  const [row] = await selectSalesOrders(db, salespersonId).where(eq(orders.id, orderId));
  if (!row) throw new AppError("not_found");
  const [detail, allocated, returns] = await Promise.all([
    getOrder(db, row.customerId, orderId, context),
    db
      .select({
        id: collections.id,
        receiptNumber: collections.receiptNumber,
        collectedOn: collections.collectedOn,
        method: collections.method,
        state: collections.state,
        salespersonId: collections.salespersonId,
        firstName: salespeople.firstName,
        lastName: salespeople.lastName,
        amount: collectionAllocations.amount,
        currency: collections.currency,
      })
      .from(collectionAllocations)
      .innerJoin(collections, eq(collections.id, collectionAllocations.collectionId))
      .innerJoin(salespeople, eq(salespeople.id, collections.salespersonId))
      .where(eq(collectionAllocations.orderId, orderId))
      .orderBy(asc(collections.collectedOn), asc(collections.id)),
    listSalesReturns(db, salespersonId, { order: orderId, perPage: 100 }),
  ]);
  const orderCollections: SalesOrderCollection[] = allocated.map((collection) => ({
    id: collection.id,
    receiptNumber: collection.receiptNumber,
    collectedOn: isoDate(collection.collectedOn),
    method: collection.method,
    state: collection.state,
    salesperson: { id: collection.salespersonId, name: `${collection.firstName} ${collection.lastName}` },
    amount: collection.amount,
    currency: collection.currency,
  }));
  return {
    ...detail,
    customer: salesOrderRow(row).customer,
    collections: orderCollections,
    returnRequests: returns.items,
  };
}
export type SalesOrderDetail = Awaited<ReturnType<typeof readSalesOrder>>;

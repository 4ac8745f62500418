import { and, asc, desc, eq } from "drizzle-orm";
import type { SalesCustomerDetail } from "../../../core/contracts/sales.ts";
import type { Db } from "../../../db/client.ts";
import { collections, customers, orders } from "../../../db/schema/index.ts";
import { getProfile } from "../../../core/profiles.ts";
import { isoDayOf } from "../../../i18n/dates.ts";
import { AppError } from "../../lib/errors.ts";
import { selectOnAccount } from "../checkout/on-account.ts";
import { isOpenOrder, openAmount, reservedAmount } from "../collections/amounts.ts";
import { collectionRow, selectCollections } from "../collections/collection-rows.ts";
import { paidAmount } from "../orders/payment-amounts.ts";
import { salesCustomerColumns, salesCustomerRow } from "./list-customers.ts";
import { salesOrderRow, selectSalesOrders } from "./list-orders.ts";

/** How many recent orders and collections the detail lists. */
const recentCount = 10;

/**
 * One of the salesperson's customers (decision 0094): their row, open orders (oldest first, with
 * what is open on each), newest orders and collections, and their terms and overdue money when
 * they pay on account (decision 0102). Another salesperson's customer, or none:
 * 404. One batch.
 */
export async function readSalesCustomer(
  db: Db,
  salespersonId: number,
  customerId: number,
  profile: string,
): Promise<SalesCustomerDetail> {
  const theirs = and(eq(customers.id, customerId), eq(customers.salespersonId, salespersonId));
  const today = isoDayOf(Date.now(), getProfile(profile));
  const [[row], open, recent, recentCollections, [standing]] = await db.batch([
    db
      .select({
        ...salesCustomerColumns,
        mobile: customers.mobile,
        city: customers.city,
        address1: customers.address1,
      })
      .from(customers)
      .where(theirs),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        placedAt: orders.placedAt,
        grandTotal: orders.grandTotal,
        paidAmount,
        reservedAmount,
        openAmount,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(theirs, isOpenOrder))
      .orderBy(asc(orders.placedAt), asc(orders.id)),
    selectSalesOrders(db, salespersonId)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(recentCount),
    selectCollections(db)
      // Every collection of the customer, whoever collected it (decision 0094)
      .where(and(eq(collections.customerId, customerId), theirs))
      .orderBy(desc(collections.collectedOn), desc(collections.id))
      .limit(recentCount),
    selectOnAccount(db, customerId, today),
  ]);
  if (!row) throw new AppError("not_found");
  return {
    customer: {
      ...salesCustomerRow(row, profile),
      firstName: row.firstName,
      lastName: row.lastName,
      mobile: row.mobile,
      city: row.city,
      address1: row.address1,
      approvalStatus: row.approvalStatus,
      restricted: row.restricted,
    },
    openOrders: open,
    recentOrders: recent.map(salesOrderRow),
    collections: recentCollections.map(collectionRow),
    onAccount:
      standing?.paymentTermsDays != null && standing.creditLimit !== null
        ? { paymentTermsDays: standing.paymentTermsDays, creditLimit: standing.creditLimit, overdue: standing.overdue }
        : null,
  };
}

// A collection as the lists and the receipt show it (decision 0094): one select, its row mapping,
// and the receipt with its allocations and the company's details.
import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { CollectionReceipt, CollectionRow } from "../../../core/contracts/sales.ts";
import type { Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { collectionAllocations, collections, customers, orders, salespeople } from "../../../db/schema/index.ts";
import { qualified } from "../../lib/db.ts";
import { isoDate } from "../admin/invoices/read-invoice.ts";
import { sellerSnapshot } from "../admin/invoices/invoice-snapshot.ts";

export const collectionRowColumns = {
  id: collections.id,
  receiptNumber: collections.receiptNumber,
  customerId: collections.customerId,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
  companyName: customers.companyName,
  customerEmail: customers.email,
  salespersonId: collections.salespersonId,
  salespersonFirstName: salespeople.firstName,
  salespersonLastName: salespeople.lastName,
  amount: collections.amount,
  allocatedAmount: sql<number>`coalesce((select sum(${qualified(collectionAllocations.amount)})
    from ${collectionAllocations} where ${qualified(collectionAllocations.collectionId)} = ${qualified(collections.id)}), 0)`,
  currency: collections.currency,
  method: collections.method,
  reference: collections.reference,
  bank: collections.bank,
  chequeDueOn: collections.chequeDueOn,
  collectedOn: collections.collectedOn,
  state: collections.state,
  createdAt: collections.createdAt,
  note: collections.note,
  confirmedAt: collections.confirmedAt,
  confirmedByName: collections.confirmedByName,
  voidedAt: collections.voidedAt,
  voidedByName: collections.voidedByName,
  voidReason: collections.voidReason,
};

/** Collections with their customer and salesperson, for `.where(…)`. */
export const selectCollections = (db: Db) =>
  db
    .select(collectionRowColumns)
    .from(collections)
    .innerJoin(customers, eq(customers.id, collections.customerId))
    .innerJoin(salespeople, eq(salespeople.id, collections.salespersonId));

type CollectionRecord = Awaited<ReturnType<typeof selectCollections>>[number];

export function collectionRow(row: CollectionRecord): CollectionRow {
  return {
    id: row.id,
    receiptNumber: row.receiptNumber,
    customer: {
      id: row.customerId,
      name: `${row.customerFirstName} ${row.customerLastName}`,
      companyName: row.companyName,
    },
    salesperson: { id: row.salespersonId, name: `${row.salespersonFirstName} ${row.salespersonLastName}` },
    amount: row.amount,
    allocatedAmount: row.allocatedAmount,
    currency: row.currency,
    method: row.method,
    reference: row.reference,
    bank: row.bank,
    chequeDueOn: row.chequeDueOn === null ? null : isoDate(row.chequeDueOn),
    collectedOn: isoDate(row.collectedOn),
    state: row.state,
    createdAt: row.createdAt,
  };
}

/**
 * The receipt of collection `id` within `scope` (a salesperson's own collections, or any for the
 * office), or null: its row, allocations by order number and the company's details now, in
 * `locale`. Two round trips (the collection and its allocations in one batch, then the company).
 */
export async function readReceipt(
  db: Db,
  id: number,
  scope: SQL | undefined,
  locale: Locale,
): Promise<CollectionReceipt | null> {
  const [[row], allocations] = await db.batch([
    selectCollections(db).where(scope ? sql`${eq(collections.id, id)} and ${scope}` : eq(collections.id, id)),
    db
      .select({
        orderId: collectionAllocations.orderId,
        orderNumber: orders.orderNumber,
        amount: collectionAllocations.amount,
      })
      .from(collectionAllocations)
      .innerJoin(orders, eq(orders.id, collectionAllocations.orderId))
      .where(eq(collectionAllocations.collectionId, id))
      .orderBy(asc(orders.placedAt), asc(orders.id)),
  ]);
  if (!row) return null;
  const { seller } = await sellerSnapshot(db, locale);
  return {
    ...collectionRow(row),
    note: row.note,
    allocations,
    onAccount: row.amount - row.allocatedAmount,
    customerEmail: row.customerEmail,
    confirmedAt: row.confirmedAt,
    confirmedByName: row.confirmedByName,
    voidedAt: row.voidedAt,
    voidedByName: row.voidedByName,
    voidReason: row.voidReason,
    canVoid: row.state === "recorded",
    canConfirm: row.state === "recorded",
    isTaxInvoice: false,
    seller,
  };
}

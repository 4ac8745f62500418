import { and, count, eq, gte, lt, type SQL } from "drizzle-orm";
import type {
  AdminCollectionPage,
  AdminCollectionQuery,
  CollectionStateCounts,
} from "../../../core/contracts/sales.ts";
import { collectionStates } from "../../../core/collections.ts";
import type { Db } from "../../../db/client.ts";
import { collections, customers, salespeople } from "../../../db/schema/index.ts";
import { nextDay } from "../../../i18n/dates.ts";
import { storedDay } from "../admin/invoices/create-invoice.ts";
import { listOrder, listPage, pageWindow, searchText } from "../admin/resource-kit.ts";
import { collectionRow, selectCollections } from "./collection-rows.ts";

/**
 * A page of collections (decision 0094) within `scope` (a salesperson's own, or all for the
 * office), filtered by customer, salesperson, method, state and the day collected (`from`/`to`,
 * both included), searched by receipt number, reference and customer; newest first unless sorted.
 * With the counts per state under the other filters, for the office's tabs. One batch.
 */
export async function listCollections(
  db: Db,
  query: AdminCollectionQuery,
  scope: SQL | undefined,
): Promise<AdminCollectionPage> {
  const window = pageWindow(query);
  const others = and(
    scope,
    query.customer === undefined ? undefined : eq(collections.customerId, query.customer),
    query.salesperson === undefined ? undefined : eq(collections.salespersonId, query.salesperson),
    query.method === undefined ? undefined : eq(collections.method, query.method),
    // The day collected is stored as midnight UTC of that day: compared as days
    query.from === undefined ? undefined : gte(collections.collectedOn, storedDay(query.from)),
    query.to === undefined ? undefined : lt(collections.collectedOn, storedDay(nextDay(query.to))),
    searchText(query.search, [
      collections.receiptNumber,
      collections.reference,
      customers.companyName,
      customers.firstName,
      customers.lastName,
    ]),
  );
  const state = query.state;
  const [rows, grouped] = await db.batch([
    selectCollections(db)
      .where(and(others, state === undefined ? undefined : eq(collections.state, state)))
      .orderBy(
        ...listOrder(
          query.sort ?? "-collectedOn",
          {
            collectedOn: collections.collectedOn,
            amount: collections.amount,
            receiptNumber: collections.receiptNumber,
            chequeDueOn: collections.chequeDueOn,
          },
          collections.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db
      .select({ state: collections.state, n: count() })
      .from(collections)
      .innerJoin(customers, eq(customers.id, collections.customerId))
      .innerJoin(salespeople, eq(salespeople.id, collections.salespersonId))
      .where(others)
      .groupBy(collections.state),
  ]);
  const counts = Object.fromEntries([...collectionStates, "all"].map((key) => [key, 0])) as CollectionStateCounts;
  for (const group of grouped) {
    counts[group.state] = group.n;
    counts.all += group.n;
  }
  return { ...listPage(rows.map(collectionRow), state === undefined ? counts.all : counts[state], window), counts };
}

import { and, count, eq } from "drizzle-orm";
import {
  cartStates,
  type AbandonedCartListPage,
  type AbandonedCartListQuery,
  type AbandonedCartRow,
  type CartStateCounts,
} from "../../../../core/contracts/admin/abandoned-carts.ts";
import type { Db } from "../../../../db/client.ts";
import { carts, customers } from "../../../../db/schema/index.ts";
import { listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";

/** A row's columns, shared with the detail. */
export const cartRowColumns = {
  id: carts.customerId,
  firstName: customers.firstName,
  lastName: customers.lastName,
  companyName: customers.companyName,
  email: customers.email,
  state: carts.state,
  totalItems: carts.totalItems,
  value: carts.cartTotal,
  lastActivity: carts.updatedAt,
  remindedAt: carts.remindedAt,
};

/** The carts with their customers, for a list or one cart. */
export const selectCartRows = (db: Db) =>
  db.select(cartRowColumns).from(carts).innerJoin(customers, eq(customers.id, carts.customerId));

export function cartRow(row: Awaited<ReturnType<typeof selectCartRows>>[number]): AbandonedCartRow {
  return {
    id: row.id,
    customer: {
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      companyName: row.companyName,
      email: row.email,
    },
    state: row.state,
    totalItems: row.totalItems,
    value: row.value,
    lastActivity: row.lastActivity,
    remindedAt: row.remindedAt,
  };
}

/**
 * A page of carts (decision 0093), latest activity first unless asked otherwise, and how many carts
 * each state tab holds under the search, as the refunds list does: the page and the grouped counts
 * in one batch. The state filter uses the carts_state_updated_at index.
 */
export async function listCarts(db: Db, query: AbandonedCartListQuery): Promise<AbandonedCartListPage> {
  const window = pageWindow(query);
  const search = searchText(query.search, [
    customers.firstName,
    customers.lastName,
    customers.companyName,
    customers.email,
  ]);
  const state = query.state;
  const [rows, grouped] = await db.batch([
    selectCartRows(db)
      .where(and(search, state === undefined ? undefined : eq(carts.state, state)))
      .orderBy(
        ...listOrder(
          query.sort ?? "-lastActivity",
          { lastActivity: carts.updatedAt, value: carts.cartTotal },
          carts.customerId,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db
      .select({ state: carts.state, carts: count() })
      .from(carts)
      .innerJoin(customers, eq(customers.id, carts.customerId))
      .where(search)
      .groupBy(carts.state),
  ]);
  const counts = Object.fromEntries([...cartStates, "all"].map((key) => [key, 0])) as CartStateCounts;
  for (const group of grouped) {
    counts[group.state] = group.carts;
    counts.all += group.carts;
  }
  return { ...listPage(rows.map(cartRow), state === undefined ? counts.all : counts[state], window), counts };
}

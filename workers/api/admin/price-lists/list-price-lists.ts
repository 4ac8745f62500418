import { count, eq, sql } from "drizzle-orm";
import type { PriceListRow, priceListSorts } from "../../../../core/contracts/admin/price-lists.ts";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import type { Db } from "../../../../db/client.ts";
import { priceListAssignments, priceListPrices, priceLists } from "../../../../db/schema/index.ts";
import { qualified } from "../../../lib/db.ts";
import { listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";

const assigned = (column: typeof priceListAssignments.groupId | typeof priceListAssignments.customerId) =>
  sql<number>`(select count(*) from ${priceListAssignments} where ${priceListAssignments.listId} = ${qualified(priceLists.id)} and ${column} is not null)`;

const row = {
  id: priceLists.id,
  name: priceLists.name,
  startsOn: priceLists.startsOn,
  endsOn: priceLists.endsOn,
  active: priceLists.active,
  priceCount: sql<number>`(select count(*) from ${priceListPrices} where ${priceListPrices.listId} = ${qualified(priceLists.id)})`,
  groupCount: assigned(priceListAssignments.groupId),
  customerCount: assigned(priceListAssignments.customerId),
};

/** A page of price lists, searched by name. */
export async function listPriceLists(db: Db, query: AdminListQuery<(typeof priceListSorts)[number]>) {
  const window = pageWindow(query);
  const where = searchText(query.search, [priceLists.name]);
  const [items, [counted]] = await db.batch([
    db
      .select(row)
      .from(priceLists)
      .where(where)
      .orderBy(
        ...listOrder(query.sort ?? "name", { name: priceLists.name, createdAt: priceLists.createdAt }, priceLists.id),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(priceLists).where(where),
  ]);
  return listPage<PriceListRow>(items, counted?.total ?? 0, window);
}

/** One list, or null. */
export async function getPriceList(db: Db, id: number): Promise<PriceListRow | null> {
  const [list] = await db.select(row).from(priceLists).where(eq(priceLists.id, id));
  return list ?? null;
}

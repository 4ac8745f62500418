import { count, eq, sql } from "drizzle-orm";
import type { TaxGroupRow, taxGroupSorts } from "../../../../core/contracts/admin/tax-groups.ts";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import type { Db } from "../../../../db/client.ts";
import { products, taxGroups } from "../../../../db/schema/index.ts";
import { qualified } from "../../../lib/db.ts";
import { listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";

/** How many products a group taxes (a group in use cannot be deleted). */
const productCount = sql<number>`(select count(*) from ${products} where ${products.taxGroupId} = ${qualified(taxGroups.id)})`;

const row = {
  id: taxGroups.id,
  name: taxGroups.name,
  rateBasisPoints: taxGroups.rateBasisPoints,
  isDefault: taxGroups.isDefault,
  productCount,
};

/** A page of tax groups, searched by name. */
export async function listTaxGroups(db: Db, query: AdminListQuery<(typeof taxGroupSorts)[number]>) {
  const window = pageWindow(query);
  const where = searchText(query.search, [taxGroups.name]);
  const [items, [counted]] = await db.batch([
    db
      .select(row)
      .from(taxGroups)
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "name",
          { name: taxGroups.name, rateBasisPoints: taxGroups.rateBasisPoints, createdAt: taxGroups.createdAt },
          taxGroups.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(taxGroups).where(where),
  ]);
  return listPage<TaxGroupRow>(items, counted?.total ?? 0, window);
}

/** One group, or null. */
export async function getTaxGroup(db: Db, id: number): Promise<TaxGroupRow | null> {
  const [group] = await db.select(row).from(taxGroups).where(eq(taxGroups.id, id));
  return group ?? null;
}

import { and, count, eq, sql } from "drizzle-orm";
import type { SalespersonListQuery, SalespersonRow } from "../../../../core/contracts/admin/salespeople.ts";
import type { Db } from "../../../../db/client.ts";
import { customers, salespeople } from "../../../../db/schema/people.ts";
import { qualified } from "../../../lib/db.ts";
import { listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";

const name = sql<string>`${salespeople.firstName} || ' ' || ${salespeople.lastName}`;
const customerCount = sql<number>`(select count(*) from ${customers} where ${customers.salespersonId} = ${qualified(salespeople.id)})`;

/** What the list and the detail show of a salesperson: never the password hash. */
const salespersonColumns = {
  id: salespeople.id,
  firstName: salespeople.firstName,
  lastName: salespeople.lastName,
  phone: salespeople.phone,
  email: salespeople.email,
  code: salespeople.code,
  active: salespeople.active,
  customerCount,
  createdAt: salespeople.createdAt,
};

/** A page of salespeople, searched by name, email, phone or code, with how many customers each has. */
export async function listSalespeople(db: Db, query: SalespersonListQuery) {
  const window = pageWindow(query);
  const where = and(
    searchText(query.search, [name, salespeople.email, salespeople.phone, salespeople.code]),
    query.active === undefined ? undefined : eq(salespeople.active, query.active),
  );
  const [items, [counted]] = await db.batch([
    db
      .select(salespersonColumns)
      .from(salespeople)
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "name",
          { name, code: salespeople.code, email: salespeople.email, createdAt: salespeople.createdAt, customerCount },
          salespeople.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(salespeople).where(where),
  ]);
  return listPage<SalespersonRow>(items, counted?.total ?? 0, window);
}

/** One salesperson, or null. */
export async function getSalesperson(db: Db, id: number): Promise<SalespersonRow | null> {
  const [row] = await db.select(salespersonColumns).from(salespeople).where(eq(salespeople.id, id));
  return row ?? null;
}

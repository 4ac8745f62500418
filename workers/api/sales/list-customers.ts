import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { SalesCustomerPage, SalesCustomerQuery, SalesCustomerRow } from "../../../core/contracts/sales.ts";
import { getProfile } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { customers, orders, type Customer } from "../../../db/schema/index.ts";
import { qualified } from "../../lib/db.ts";
import { listOrder, listPage, pageWindow, searchText } from "../admin/resource-kit.ts";
import { customerStatus } from "../auth/shopper.ts";
import { customerBalance, isOpenOrder } from "../collections/amounts.ts";

/** What a customer owes (decision 0094) and when they last ordered, for the row and the sorts. */
const balance = customerBalance(qualified(customers.id));
const lastOrderAt = sql<number | null>`(select max(${orders.placedAt}) from ${orders}
  where ${orders.customerId} = ${qualified(customers.id)})`;

/** The columns of a salesperson's customer row (the list's and the detail's). */
export const salesCustomerColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  companyName: customers.companyName,
  email: customers.email,
  phone: customers.phone,
  userCode: customers.userCode,
  emailVerifiedAt: customers.emailVerifiedAt,
  approvalStatus: customers.approvalStatus,
  restricted: customers.restricted,
  balance,
  lastOrderAt,
  openOrders: sql<number>`(select count(*) from ${orders}
    where ${orders.customerId} = ${qualified(customers.id)} and ${isOpenOrder})`,
};

/** A row of `salesCustomerColumns` as read. */
interface SalesCustomerRecord extends Pick<
  Customer,
  | "id"
  | "firstName"
  | "lastName"
  | "companyName"
  | "email"
  | "phone"
  | "userCode"
  | "emailVerifiedAt"
  | "approvalStatus"
  | "restricted"
> {
  balance: number;
  lastOrderAt: number | null;
  openOrders: number;
}

export function salesCustomerRow(row: SalesCustomerRecord, profile: string): SalesCustomerRow {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    companyName: row.companyName,
    email: row.email,
    phone: row.phone,
    userCode: row.userCode,
    canOrder: customerStatus(row) === "approved" && !row.restricted,
    balance: row.balance,
    currency: getProfile(profile).currency,
    lastOrderAt: row.lastOrderAt,
    openOrders: row.openOrders,
  };
}

/**
 * A salesperson's own customers (SPEC §6 "manages own customers"; the cart's picker, SPEC §2),
 * by company unless sorted, searched by name, company, email, phone or customer code, with each
 * one's balance, last order and open orders (decision 0094). Only rows whose salesperson is
 * `salespersonId`: another salesperson's customers never show. The page and the total in one batch.
 */
export async function listSalesCustomers(
  db: Db,
  salespersonId: number,
  query: SalesCustomerQuery,
  profile: string,
): Promise<SalesCustomerPage> {
  const window = pageWindow(query);
  const where = and(
    eq(customers.salespersonId, salespersonId),
    searchText(query.search, [
      customers.firstName,
      customers.lastName,
      customers.companyName,
      customers.email,
      customers.phone,
      customers.userCode,
    ]),
  );
  const order = listOrder(
    query.sort ?? "companyName",
    { companyName: customers.companyName, balance, lastOrderAt },
    customers.id,
  );
  // The page's ids first, computing only the sort's value for every customer; the row's sums then
  // only for the page's customers
  const pageIds = db
    .select({ id: customers.id })
    .from(customers)
    .where(where)
    .orderBy(...order)
    .limit(window.perPage)
    .offset(window.offset);
  const [rows, [total]] = await db.batch([
    db
      .select(salesCustomerColumns)
      .from(customers)
      .where(inArray(customers.id, pageIds))
      .orderBy(...order),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return listPage(
    rows.map((row) => salesCustomerRow(row, profile)),
    total?.n ?? 0,
    window,
  );
}

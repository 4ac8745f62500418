import { and, count, eq, sql } from "drizzle-orm";
import type { SalesCustomerPage, SalesCustomerQuery, SalesCustomerRow } from "../../../core/contracts/sales.ts";
import { getProfile } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { customers, orders, type Customer } from "../../../db/schema/index.ts";
import { qualified } from "../../lib/db.ts";
import { listOrder, listPage, pageWindow, searchText } from "../admin/resource-kit.ts";
import { customerStatus } from "../auth/shopper.ts";
import { customerBalance, isOpenOrder } from "../collections/amounts.ts";

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
  balance: customerBalance(qualified(customers.id)).as("balance"),
  lastOrderAt: sql<number | null>`(select max(${orders.placedAt}) from ${orders}
    where ${orders.customerId} = ${qualified(customers.id)})`.as("last_order_at"),
  openOrders: sql<number>`(select count(*) from ${orders}
    where ${orders.customerId} = ${qualified(customers.id)} and ${isOpenOrder})`.as("open_orders"),
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
  const [rows, [total]] = await db.batch([
    db
      .select(salesCustomerColumns)
      .from(customers)
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "companyName",
          { companyName: customers.companyName, balance: sql`balance`, lastOrderAt: sql`last_order_at` },
          customers.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return listPage(
    rows.map((row) => salesCustomerRow(row, profile)),
    total?.n ?? 0,
    window,
  );
}

import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { CustomerListQuery, CustomerRow } from "../../../../core/contracts/admin/customers.ts";
import type { Db } from "../../../../db/client.ts";
import { addresses, customers, orders, salespeople } from "../../../../db/schema/index.ts";
import { listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";
import { customerJson } from "./customer-json.ts";

/** A salesperson's name as lists show it. */
const salespersonName = sql<string>`${salespeople.firstName} || ' ' || ${salespeople.lastName}`;

/**
 * The customers list's conditions: the search and each filter asked. `pending` is SPEC §4's
 * "awaiting approval": the form uploaded by a verified customer.
 */
function customerFilters(query: CustomerListQuery): SQL | undefined {
  const name = sql`${customers.firstName} || ' ' || ${customers.lastName}`;
  return and(
    searchText(query.search, [name, customers.companyName, customers.email, customers.phone, customers.companyNumber]),
    query.status === undefined
      ? undefined
      : query.status === "pending"
        ? and(eq(customers.approvalStatus, "pending"), isNotNull(customers.emailVerifiedAt))
        : eq(customers.approvalStatus, query.status),
    query.verified === undefined
      ? undefined
      : query.verified
        ? isNotNull(customers.emailVerifiedAt)
        : isNull(customers.emailVerifiedAt),
    query.restricted === undefined ? undefined : eq(customers.restricted, query.restricted),
    query.canSeePrices === undefined ? undefined : eq(customers.canSeePrices, query.canSeePrices),
    query.salesperson === undefined
      ? undefined
      : query.salesperson === "none"
        ? isNull(customers.salespersonId)
        : eq(customers.salespersonId, query.salesperson),
  );
}

/**
 * A page of customers for the admin (issue #12 item 1). Newest first by default; the approval
 * queue (`status=pending`) oldest submission first, so the longest wait is decided first.
 */
export async function listCustomers(db: Db, query: CustomerListQuery) {
  const window = pageWindow(query);
  const where = customerFilters(query);
  const sort = query.sort ?? (query.status === "pending" ? "approvalSubmittedAt" : "-registeredAt");
  const [rows, [counted]] = await db.batch([
    db
      .select({
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        companyName: customers.companyName,
        email: customers.email,
        phone: customers.phone,
        verified: customers.verified,
        approvalStatus: customers.approvalStatus,
        canSeePrices: customers.canSeePrices,
        restricted: customers.restricted,
        registeredAt: customers.registeredAt,
        salespersonId: salespeople.id,
        salespersonName,
      })
      .from(customers)
      .leftJoin(salespeople, eq(salespeople.id, customers.salespersonId))
      .where(where)
      .orderBy(
        ...listOrder(
          sort,
          {
            registeredAt: customers.registeredAt,
            name: sql`${customers.firstName} || ' ' || ${customers.lastName}`,
            companyName: customers.companyName,
            email: customers.email,
            approvalSubmittedAt: customers.approvalSubmittedAt,
          },
          customers.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  const items: CustomerRow[] = rows.map(({ salespersonId, salespersonName: name, ...row }) => ({
    ...row,
    salesperson: salespersonId === null ? null : { id: salespersonId, name },
  }));
  return listPage(items, counted?.total ?? 0, window);
}

/** How many of a customer's orders the detail shows, newest first. */
export const recentOrderCount = 10;

/**
 * One customer for the admin's detail screen, or null: the SPEC §3 fields, their salesperson,
 * addresses, order count and recent orders with totals, and the approval form's state.
 */
export async function readCustomer(db: Db, id: number) {
  const [[customer], [salesperson], addressRows, orderRows, [ordered]] = await db.batch([
    db.select().from(customers).where(eq(customers.id, id)),
    db
      .select({ id: salespeople.id, name: salespersonName, code: salespeople.code, active: salespeople.active })
      .from(customers)
      .innerJoin(salespeople, eq(salespeople.id, customers.salespersonId))
      .where(eq(customers.id, id)),
    db
      .select({
        id: addresses.id,
        country: addresses.country,
        city: addresses.city,
        address1: addresses.address1,
        address2: addresses.address2,
        postcode: addresses.postcode,
        isDefault: addresses.isDefault,
      })
      .from(addresses)
      .where(eq(addresses.customerId, id))
      .orderBy(desc(addresses.isDefault), addresses.id),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        currency: orders.currency,
        grandTotal: orders.grandTotal,
        totalItemsCount: orders.totalItemsCount,
        placedAt: orders.placedAt,
      })
      .from(orders)
      .where(eq(orders.customerId, id))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(recentOrderCount),
    db.select({ total: count() }).from(orders).where(eq(orders.customerId, id)),
  ]);
  if (!customer) return null;
  return {
    ...customerJson(customer),
    salesperson: salesperson ?? null,
    addresses: addressRows,
    orders: orderRows,
    orderCount: ordered?.total ?? 0,
  };
}
export type CustomerDetail = NonNullable<Awaited<ReturnType<typeof readCustomer>>>;

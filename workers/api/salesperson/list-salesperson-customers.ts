import { and, asc, eq, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { customers } from "../../../db/schema/index.ts";
import type { SalespersonCustomer } from "../../../core/contracts/cart.ts";
import { customerStatus } from "../auth/shopper.ts";

/** The most customers one answer lists: the picker searches rather than scrolls. */
export const customerPickerLimit = 50;

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A salesperson's own customers (SPEC §6 "manages own customers"; the cart's picker, SPEC §2), by
 * company, optionally those whose name, company, email, phone or customer code contains `search`.
 * Only rows whose salesperson is `salespersonId`: another salesperson's customers never show.
 */
export async function listSalespersonCustomers(
  db: Db,
  salespersonId: number,
  search: string | null = null,
): Promise<SalespersonCustomer[]> {
  const conditions: (SQL | undefined)[] = [eq(customers.salespersonId, salespersonId)];
  if (search) {
    const pattern = containing(search);
    const matches = (column: SQLWrapper) => sql`${column} like ${pattern} escape '\\'`;
    conditions.push(
      or(
        matches(customers.firstName),
        matches(customers.lastName),
        matches(customers.companyName),
        matches(customers.email),
        matches(customers.phone),
        matches(customers.userCode),
      ),
    );
  }
  const rows = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      companyName: customers.companyName,
      email: customers.email,
      userCode: customers.userCode,
      emailVerifiedAt: customers.emailVerifiedAt,
      approvalStatus: customers.approvalStatus,
      restricted: customers.restricted,
    })
    .from(customers)
    .where(and(...conditions))
    .orderBy(asc(customers.companyName), asc(customers.id))
    .limit(customerPickerLimit);
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    companyName: row.companyName,
    email: row.email,
    userCode: row.userCode,
    canOrder: customerStatus(row) === "approved" && !row.restricted,
  }));
}

// The salespeople other screens choose from (a customer's salesperson, the customers list's
// salesperson filter): their list and read calls, and how one is named (decision 0067).
import type { CustomerRow } from "../../../core/contracts/admin/customers.ts";
import type { SalespersonDetail, SalespersonRow } from "../../../core/contracts/admin/salespeople.ts";
import type { RelationSource } from "../kit/fields/types.ts";

const salespersonName = (row: SalespersonRow) => `${row.firstName} ${row.lastName} (${row.code})`;

/** Active salespeople: a deactivated one cannot be given customers. */
export const salespersonSource: RelationSource<SalespersonRow, SalespersonDetail> = {
  path: "salespeople",
  list: (client, query) => client.api.admin.salespeople.$get({ query: { ...query, active: "true" } }),
  read: (client, id) => client.api.admin.salespeople[":id"].$get({ param: { id } }),
  rowLabel: salespersonName,
  detailLabel: salespersonName,
};

/** Every salesperson, deactivated ones too (a filter finds the customers they had). */
export const anySalespersonSource: RelationSource<SalespersonRow, SalespersonDetail> = {
  ...salespersonSource,
  list: (client, query) => client.api.admin.salespeople.$get({ query }),
};

/** A customer as a filter names them: their name and company. */
type NamedCustomer = Pick<CustomerRow, "firstName" | "lastName" | "companyName">;
const customerName = (customer: NamedCustomer) =>
  `${customer.firstName} ${customer.lastName} (${customer.companyName})`;

/** Customers, newest first (the orders list's customer filter, decision 0081). */
export const customerSource: RelationSource<CustomerRow, NamedCustomer> = {
  path: "users",
  list: (client, query) => client.api.admin.customers.$get({ query }),
  read: (client, id) => client.api.admin.customers[":id"].$get({ param: { id } }),
  rowLabel: customerName,
  detailLabel: customerName,
};

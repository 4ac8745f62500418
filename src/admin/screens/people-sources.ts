// The salespeople other screens choose from (a customer's salesperson, the customers list's
// salesperson filter): their list and read calls, and how one is named (decision 0067).
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

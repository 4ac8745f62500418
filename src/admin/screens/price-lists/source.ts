// The price lists and customer groups other screens choose one of (a group's list, a company's
// group and own list: decision 0101).
import type { CustomerGroupRow, PriceListRow } from "../../../../core/contracts/admin/price-lists.ts";
import type { RelationSource } from "../../kit/fields/types.ts";

export const priceListSource: RelationSource<PriceListRow, PriceListRow> = {
  path: "price-lists",
  list: (client, query) => client.api.admin["price-lists"].$get({ query }),
  read: (client, id) => client.api.admin["price-lists"][":id"].$get({ param: { id } }),
  rowLabel: (row) => row.name,
  detailLabel: (detail) => detail.name,
};

/** The customer groups a company may be put in. */
export const customerGroupSource: RelationSource<CustomerGroupRow, CustomerGroupRow> = {
  path: "customer-groups",
  list: (client, query) => client.api.admin["customer-groups"].$get({ query }),
  read: (client, id) => client.api.admin["customer-groups"][":id"].$get({ param: { id } }),
  rowLabel: (row) => row.name,
  detailLabel: (detail) => detail.name,
};

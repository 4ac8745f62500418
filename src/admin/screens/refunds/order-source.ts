// Orders as a return's screens choose them (the list's order filter, the order of a return an
// admin adds): the order desk's list and read calls, each order named by its number and buyer.
import type { OrderDetail, OrderRow } from "../../../../core/contracts/admin/orders.ts";
import type { RelationSource } from "../../kit/fields/types.ts";

/** "ORD-000123 · Layla Haddad (Haddad Trading)"; the number is isolated so it reads left to right. */
const orderName = (order: Pick<OrderRow, "orderNumber" | "customer">) =>
  `\u2066${order.orderNumber}\u2069 · ${order.customer.name} (${order.customer.companyName})`;

/** Orders, newest first, searched by number and customer as the order desk searches them. */
export const orderSource: RelationSource<OrderRow, OrderDetail> = {
  path: "order",
  list: (client, query) => client.api.admin.orders.$get({ query }),
  read: (client, id) => client.api.admin.orders[":id"].$get({ param: { id } }),
  rowLabel: orderName,
  detailLabel: orderName,
};

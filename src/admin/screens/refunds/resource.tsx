// SPEC §2 `refunds` (issue #20 item 3, decisions 0083 and 0085): the returns list. Tabs by status
// with their counts, filters (customer, order), search (order number, customer name or company),
// sortable columns and the kit's pager, all in the address; what was refunded beside what the
// goods are worth. `refunds/add` and `refunds/{id}` are bespoke (./RefundAdd.tsx, ./RefundDetail.tsx).
import type { RefundListPage, RefundRow } from "../../../../core/contracts/admin/refunds.ts";
import { defineResource } from "../../kit/define-resource.ts";
import { Money } from "../../kit/money.tsx";
import { useShownDate } from "../orders/dates.ts";
import { customerSource } from "../people-sources.ts";
import { refundStatusChoices } from "./address.ts";
import { refundsApi } from "./api.ts";
import { RefundStatusBadge } from "./badges.tsx";
import { orderSource } from "./order-source.ts";

function Requested({ row }: { row: RefundRow }) {
  const shown = useShownDate();
  return <span className="whitespace-nowrap">{shown.dateTime(row.createdAt)}</span>;
}

function Customer({ row }: { row: RefundRow }) {
  return (
    <span className="flex min-w-40 flex-col">
      <bdi>{row.customer.name}</bdi>
      <bdi className="text-xs text-muted-foreground">{row.customer.companyName}</bdi>
    </span>
  );
}

export default defineResource({
  path: "refunds",
  title: "admin.nav.refunds",
  addTitle: "admin.refunds.addTitle",
  editTitle: "admin.refunds.return",
  defaultSort: "-createdAt",
  api: (client) => {
    const refunds = refundsApi(client);
    return { list: refunds.list, read: refunds.read, create: refunds.create };
  },
  rowAction: "admin.list.open",
  columns: [
    {
      id: "id",
      header: "admin.refunds.number",
      isTitle: true,
      cell: (row) => (
        <span dir="ltr" className="whitespace-nowrap">
          #{row.id}
        </span>
      ),
    },
    // Where the return stands first: a phone shows it without scrolling the table.
    {
      id: "status",
      header: "admin.orders.status",
      isSortable: true,
      cell: (row) => <RefundStatusBadge status={row.status} />,
    },
    {
      id: "refundedAmount",
      header: "admin.refunds.refunded",
      align: "end",
      cell: (row) => (row.refundedAmount > 0 ? <Money minor={row.refundedAmount} /> : "—"),
    },
    {
      id: "orderNumber",
      header: "admin.orders.order",
      cell: (row) => (
        <span dir="ltr" className="whitespace-nowrap">
          {row.orderNumber}
        </span>
      ),
    },
    { id: "customer", header: "admin.orders.customer", cell: (row) => <Customer row={row} /> },
    { id: "createdAt", header: "admin.refunds.requestedAt", isSortable: true, cell: (row) => <Requested row={row} /> },
    {
      id: "referenceTotal",
      header: "admin.refunds.value",
      isSortable: true,
      align: "end",
      cell: (row) => <Money minor={row.referenceTotal} />,
    },
  ],
  rowLabel: (row) => `#${row.id} ${row.orderNumber}`,
  tabs: {
    name: "status",
    label: "admin.refunds.statusTabs",
    all: "admin.orders.allStatuses",
    values: refundStatusChoices.map((status) => ({ value: status, label: `refundStatus.${status}` as const })),
    counts: (page) => (page as RefundListPage).counts,
  },
  filters: [
    {
      kind: "relation",
      name: "customer",
      label: "admin.orders.customer",
      all: "admin.customers.any",
      source: customerSource,
    },
    { kind: "relation", name: "order", label: "admin.orders.order", all: "admin.customers.any", source: orderSource },
  ],
});

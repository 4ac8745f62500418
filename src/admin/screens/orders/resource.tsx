// SPEC §2 `order` (issue #20 item 1, decision 0081): the order desk's list. Tabs by status with
// their counts, filters (days placed, customer, salesperson, payment method, delivery zone, a
// return, payment state incl. "awaiting payment"), search (order number, customer name, company,
// email, phone, PO reference), sortable columns and the kit's pager, all in the address; the CSV of
// the list as filtered. `order/{id}` is the bespoke detail (./OrderDetail.tsx).
import {
  orderCsvPath,
  orderStatuses,
  type OrderListPage,
  type OrderRow,
} from "../../../../core/contracts/admin/orders.ts";
import { answerOf } from "../../api.ts";
import { defineResource } from "../../kit/define-resource.ts";
import { Money } from "../../kit/money.tsx";
import { useT } from "../../messages.ts";
import { anySalespersonSource, customerSource } from "../people-sources.ts";
import { Badge } from "../status-badge.tsx";
import { ordersApi } from "./api.ts";
import { OrderStatusBadge, PaymentStateBadge } from "./badges.tsx";
import { useShownDate } from "./dates.ts";
import { PhoneOrderLink } from "./PhoneOrder.tsx";

function Placed({ row }: { row: OrderRow }) {
  const shown = useShownDate();
  return <span className="whitespace-nowrap">{shown.dateTime(row.placedAt)}</span>;
}

function Customer({ row }: { row: OrderRow }) {
  return (
    <span className="flex min-w-40 flex-col">
      <bdi>{row.customer.name}</bdi>
      <bdi className="text-xs text-muted-foreground">{row.customer.companyName}</bdi>
    </span>
  );
}

function Status({ row }: { row: OrderRow }) {
  const t = useT();
  return (
    <span className="flex flex-wrap gap-1">
      <OrderStatusBadge status={row.status} />
      {row.hasReturn && <Badge tone="plain">{t("admin.orders.hasReturn")}</Badge>}
    </span>
  );
}

function Payment({ row }: { row: OrderRow }) {
  return (
    <span className="flex min-w-32 flex-col items-start gap-1">
      <PaymentStateBadge state={row.paymentState} />
      <bdi className="text-xs text-muted-foreground">{row.paymentMethodName}</bdi>
    </span>
  );
}

const yesNo = [
  { value: "true", label: "admin.customers.yes" },
  { value: "false", label: "admin.customers.no" },
] as const;

export default defineResource({
  path: "order",
  title: "admin.nav.order",
  addTitle: "admin.nav.order",
  editTitle: "admin.orders.order",
  defaultSort: "-placedAt",
  api: (client) => {
    const orders = ordersApi(client);
    return { list: orders.list, read: orders.read };
  },
  rowAction: "admin.list.open",
  headerAction: PhoneOrderLink,
  columns: [
    {
      id: "orderNumber",
      header: "admin.orders.number",
      isSortable: true,
      isTitle: true,
      // An order number reads left to right and never breaks at its hyphen (decision 0031).
      cell: (row) => (
        <span dir="ltr" className="whitespace-nowrap">
          {row.orderNumber}
        </span>
      ),
    },
    // Where the order stands first: a phone shows these without scrolling the table.
    { id: "status", header: "admin.orders.status", isSortable: true, cell: (row) => <Status row={row} /> },
    { id: "paymentState", header: "admin.orders.payment", cell: (row) => <Payment row={row} /> },
    { id: "customerName", header: "admin.orders.customer", isSortable: true, cell: (row) => <Customer row={row} /> },
    { id: "placedAt", header: "admin.orders.placed", isSortable: true, cell: (row) => <Placed row={row} /> },
    {
      id: "purchaseOrderReference",
      header: "admin.orders.purchaseOrder",
      cell: (row) => row.purchaseOrderReference ?? "—",
    },
    {
      id: "grandTotal",
      header: "admin.orders.total",
      isSortable: true,
      align: "end",
      cell: (row) => <Money minor={row.grandTotal} />,
    },
  ],
  rowLabel: (row) => row.orderNumber,
  tabs: {
    name: "status",
    label: "admin.orders.statusTabs",
    all: "admin.orders.allStatuses",
    values: orderStatuses.map((status) => ({ value: status, label: `orderStatus.${status}` as const })),
    counts: (page) => (page as OrderListPage).counts,
  },
  filters: [
    {
      kind: "dates",
      name: "placed",
      label: "admin.orders.placed",
      from: { name: "from", label: "admin.orders.from" },
      to: { name: "to", label: "admin.orders.to" },
    },
    {
      kind: "relation",
      name: "customer",
      label: "admin.orders.customer",
      all: "admin.customers.any",
      source: customerSource,
    },
    {
      kind: "relation",
      name: "salesperson",
      label: "admin.customers.salesperson",
      all: "admin.customers.any",
      source: anySalespersonSource,
    },
    {
      kind: "options",
      name: "paymentMethod",
      label: "admin.orders.paymentMethod",
      all: "admin.customers.any",
      queryKey: ["payment-methods", "list"],
      load: async (client, failureTexts) =>
        (
          await answerOf(client.api.admin["payment-methods"].$get({ query: { perPage: "100" } }), failureTexts)
        ).items.map((method) => ({
          value: String(method.id),
          label: method.displayName,
        })),
    },
    {
      kind: "options",
      name: "shippingZone",
      label: "admin.orders.shippingZone",
      all: "admin.customers.any",
      queryKey: ["shipping-zones", "names"],
      load: async (client, failureTexts) =>
        (await answerOf(client.api.admin["shipping-zone-names"].$get(), failureTexts)).map((zone) => ({
          value: String(zone.id),
          label: zone.name,
        })),
    },
    {
      kind: "select",
      name: "paymentState",
      label: "admin.orders.paymentState",
      all: "admin.customers.any",
      options: [
        { value: "awaiting", label: "admin.orders.awaitingPayment" },
        { value: "unpaid", label: "orders.paymentState.unpaid" },
        { value: "partlyPaid", label: "orders.paymentState.partlyPaid" },
        { value: "paid", label: "orders.paymentState.paid" },
        { value: "refunded", label: "orders.paymentState.refunded" },
      ],
    },
    { kind: "select", name: "hasReturn", label: "admin.orders.hasReturn", all: "admin.customers.any", options: yesNo },
  ],
  csvExport: { path: orderCsvPath },
});

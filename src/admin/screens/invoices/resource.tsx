// SPEC §2 `invoices` (issue #20 item 2, decision 0082): the invoices list. A state filter (draft,
// printed, credited), search by invoice, order or credit note number and the name ordered under,
// sortable columns and the kit's pager, all in the address. `invoices/{id}` is the bespoke invoice
// (./InvoiceDetail.tsx); invoices are made from an order's page.
import type { InvoiceRow } from "../../../../core/contracts/admin/invoices.ts";
import { defineResource } from "../../kit/define-resource.ts";
import { Money } from "../../kit/money.tsx";
import { useT } from "../../messages.ts";
import { shownIsoDay } from "../orders/dates.ts";
import { invoicesApi } from "./api.ts";
import { InvoiceStateBadge } from "./badges.tsx";
import { invoiceStateChoices } from "./address.ts";

function InvoiceNumber({ row }: { row: InvoiceRow }) {
  const t = useT();
  return row.invoiceNumber ? (
    <span dir="ltr" className="whitespace-nowrap">
      {row.invoiceNumber}
    </span>
  ) : (
    <span className="text-muted-foreground">{t("admin.invoices.noNumber")}</span>
  );
}

export default defineResource({
  path: "invoices",
  title: "admin.nav.invoices",
  addTitle: "admin.nav.invoices",
  editTitle: "admin.invoices.invoice",
  defaultSort: "-createdAt",
  api: (client) => {
    const invoices = invoicesApi(client);
    return { list: invoices.list, read: invoices.read };
  },
  rowAction: "admin.list.open",
  columns: [
    {
      id: "invoiceNumber",
      header: "admin.invoices.number",
      isSortable: true,
      isTitle: true,
      cell: (row) => <InvoiceNumber row={row} />,
    },
    { id: "state", header: "admin.invoices.stateLabel", cell: (row) => <InvoiceStateBadge state={row.state} /> },
    {
      id: "order",
      header: "admin.orders.order",
      cell: (row) => (
        <span dir="ltr" className="whitespace-nowrap">
          {row.order.orderNumber}
        </span>
      ),
    },
    { id: "customerName", header: "admin.orders.customer", cell: (row) => <bdi>{row.customerName}</bdi> },
    { id: "date", header: "admin.invoices.date", isSortable: true, cell: (row) => shownIsoDay(row.date) },
    {
      id: "total",
      header: "admin.orders.total",
      isSortable: true,
      align: "end",
      cell: (row) => <Money minor={row.total} />,
    },
  ],
  rowLabel: (row) => row.invoiceNumber ?? row.order.orderNumber,
  filters: [
    {
      kind: "select",
      name: "state",
      label: "admin.invoices.stateLabel",
      all: "admin.customers.any",
      options: invoiceStateChoices.map((state) => ({ value: state, label: `admin.invoices.state.${state}` as const })),
    },
  ],
});

// `collections` (issue #22 item 6, decision 0096): the salespeople's collections, reconciled by the
// office. Tabs by state with their counts, filters (salesperson, method, customer, the days
// collected), search by receipt number, reference or customer, sortable columns and the kit's
// pager, all in the address. `collections/{id}` is the bespoke receipt (./CollectionDetail.tsx).
import type { AdminCollectionPage, CollectionRow } from "../../../../core/contracts/sales.ts";
import { defineResource } from "../../kit/define-resource.ts";
import { Money } from "../../kit/money.tsx";
import { useT } from "../../messages.ts";
import { shownIsoDay } from "../orders/dates.ts";
import { anySalespersonSource, customerSource } from "../people-sources.ts";
import { collectionMethodChoices, collectionStateChoices } from "./address.ts";
import { collectionsApi } from "./api.ts";
import { CollectionStateBadge } from "./badges.tsx";

function Customer({ row }: { row: CollectionRow }) {
  return (
    <span className="flex min-w-40 flex-col">
      <bdi>{row.customer.name}</bdi>
      <bdi className="text-xs text-muted-foreground">{row.customer.companyName}</bdi>
    </span>
  );
}

function Method({ row }: { row: CollectionRow }) {
  const t = useT();
  return (
    <span className="flex flex-col">
      {t(`collections.method.${row.method}`)}
      {row.reference && (
        <span dir="ltr" className="text-start text-xs text-muted-foreground">
          {row.reference}
        </span>
      )}
    </span>
  );
}

export default defineResource({
  path: "collections",
  title: "admin.nav.collections",
  addTitle: "admin.nav.collections",
  editTitle: "collections.receipt",
  defaultSort: "-collectedOn",
  api: (client) => {
    const collections = collectionsApi(client);
    return { list: collections.list, read: collections.read };
  },
  rowAction: "admin.list.open",
  columns: [
    {
      id: "receiptNumber",
      header: "collections.receiptNumber",
      isSortable: true,
      isTitle: true,
      // A receipt number reads left to right and never breaks at its hyphen (decision 0031).
      cell: (row) => (
        <span dir="ltr" className="whitespace-nowrap">
          {row.receiptNumber}
        </span>
      ),
    },
    // Where it stands first: a phone shows it without scrolling the table.
    { id: "state", header: "collections.state", cell: (row) => <CollectionStateBadge state={row.state} /> },
    {
      id: "amount",
      header: "collections.amount",
      isSortable: true,
      align: "end",
      cell: (row) => <Money minor={row.amount} />,
    },
    { id: "collectedOn", header: "collections.date", isSortable: true, cell: (row) => shownIsoDay(row.collectedOn) },
    { id: "customer", header: "collections.customer", cell: (row) => <Customer row={row} /> },
    { id: "salesperson", header: "admin.customers.salesperson", cell: (row) => <bdi>{row.salesperson.name}</bdi> },
    { id: "method", header: "collections.method", cell: (row) => <Method row={row} /> },
  ],
  rowLabel: (row) => row.receiptNumber,
  tabs: {
    name: "state",
    label: "admin.collections.stateTabs",
    all: "admin.orders.allStatuses",
    values: collectionStateChoices.map((state) => ({ value: state, label: `collections.state.${state}` as const })),
    counts: (page) => (page as AdminCollectionPage).counts,
  },
  filters: [
    {
      kind: "relation",
      name: "salesperson",
      label: "admin.customers.salesperson",
      all: "admin.customers.any",
      source: anySalespersonSource,
    },
    {
      kind: "select",
      name: "method",
      label: "collections.method",
      all: "admin.customers.any",
      options: collectionMethodChoices.map((method) => ({
        value: method,
        label: `collections.method.${method}` as const,
      })),
    },
    {
      kind: "relation",
      name: "customer",
      label: "collections.customer",
      all: "admin.customers.any",
      source: customerSource,
    },
    {
      kind: "dates",
      name: "collected",
      label: "collections.date",
      from: { name: "from", label: "admin.orders.from" },
      to: { name: "to", label: "admin.orders.to" },
    },
  ],
});

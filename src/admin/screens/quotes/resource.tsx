// `quotes` (issue #23 item 4, decision 0104): every customer's requests for quotation, newest
// first, in tabs by status as shown today, with the kit's pager, all in the address. `quotes/{id}`
// is the bespoke quote (./QuoteDetail.tsx) with its answer form.
import type { QuotePage, QuoteSummary } from "../../../../core/contracts/quotes.ts";
import { formatNumber } from "../../../../i18n/money.ts";
import { useAdmin } from "../../environment.ts";
import { defineResource } from "../../kit/define-resource.ts";
import { Money } from "../../kit/money.tsx";
import { useShownDate } from "../orders/dates.ts";
import { quoteStatusChoices } from "./address.ts";
import { quotesApi } from "./api.ts";
import { QuoteStatusBadge } from "./badges.tsx";

function Customer({ row }: { row: QuoteSummary }) {
  return (
    <span className="flex min-w-40 flex-col">
      <bdi>{row.customer.companyName}</bdi>
      <bdi className="text-xs text-muted-foreground">{row.customer.name}</bdi>
    </span>
  );
}

function Lines({ row }: { row: QuoteSummary }) {
  const { locale, money } = useAdmin();
  return <span className="tabular-nums">{formatNumber(row.lineCount, locale, money)}</span>;
}

function Updated({ row }: { row: QuoteSummary }) {
  const shown = useShownDate();
  return <span className="whitespace-nowrap">{shown.dateTime(Date.parse(row.updatedAt))}</span>;
}

export default defineResource({
  path: "quotes",
  title: "admin.nav.quotes",
  addTitle: "admin.nav.quotes",
  editTitle: "admin.quotes.quote",
  defaultSort: "-id",
  api: (client) => {
    const quotes = quotesApi(client);
    return { list: quotes.list, read: quotes.read };
  },
  rowAction: "admin.list.open",
  columns: [
    {
      id: "id",
      header: "quotes.number",
      cell: (row) => <span className="tabular-nums" dir="ltr">{`#${row.id}`}</span>,
    },
    { id: "customer", header: "quotes.customer", isTitle: true, cell: (row) => <Customer row={row} /> },
    { id: "status", header: "quotes.status", cell: (row) => <QuoteStatusBadge status={row.status} /> },
    { id: "lines", header: "quotes.lines", align: "end", cell: (row) => <Lines row={row} /> },
    {
      id: "total",
      header: "quotes.total",
      align: "end",
      cell: (row) => (row.answeredTotal === null ? "—" : <Money minor={row.answeredTotal} />),
    },
    { id: "updated", header: "quotes.updated", cell: (row) => <Updated row={row} /> },
  ],
  rowLabel: (row) => `#${row.id} ${row.customer.companyName}`,
  tabs: {
    name: "status",
    label: "quotes.status",
    all: "quotes.status.all",
    values: quoteStatusChoices.map((status) => ({ value: status, label: `quotes.status.${status}` as const })),
    counts: (page) => (page as QuotePage).counts,
  },
});

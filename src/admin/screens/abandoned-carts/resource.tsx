// `abandoned-carts` (issue #21 item 5, decision 0093): the carts the customers' browsers mirrored.
// Tabs by SPEC §4 state with their counts, search by the customer's names, company or email,
// sortable value and last activity, and the kit's pager, all in the address. `abandoned-carts/{id}`
// is the bespoke cart (./CartDetail.tsx) with its reminder.
import type { AbandonedCartListPage, AbandonedCartRow } from "../../../../core/contracts/admin/abandoned-carts.ts";
import { formatNumber } from "../../../../i18n/money.ts";
import { useAdmin } from "../../environment.ts";
import { defineResource } from "../../kit/define-resource.ts";
import { Money } from "../../kit/money.tsx";
import { useT } from "../../messages.ts";
import { useShownDate } from "../orders/dates.ts";
import { cartStateChoices } from "./address.ts";
import { abandonedCartsApi } from "./api.ts";
import { CartStateBadge } from "./badges.tsx";

function Customer({ row }: { row: AbandonedCartRow }) {
  return (
    <span className="flex min-w-40 flex-col">
      <bdi>{row.customer.name}</bdi>
      <bdi className="text-xs text-muted-foreground">{row.customer.companyName}</bdi>
    </span>
  );
}

function Items({ row }: { row: AbandonedCartRow }) {
  const { locale, money } = useAdmin();
  return <span className="tabular-nums">{formatNumber(row.totalItems, locale, money)}</span>;
}

function When({ at }: { at: number | null }) {
  const t = useT();
  const shown = useShownDate();
  return at === null ? (
    <span className="text-muted-foreground">{t("admin.carts.never")}</span>
  ) : (
    <span className="whitespace-nowrap">{shown.dateTime(at)}</span>
  );
}

export default defineResource({
  path: "abandoned-carts",
  title: "admin.nav.abandonedCarts",
  addTitle: "admin.nav.abandonedCarts",
  editTitle: "admin.carts.cart",
  defaultSort: "-lastActivity",
  api: (client) => {
    const carts = abandonedCartsApi(client);
    return { list: carts.list, read: carts.read };
  },
  rowAction: "admin.list.open",
  columns: [
    { id: "customer", header: "admin.orders.customer", isTitle: true, cell: (row) => <Customer row={row} /> },
    // Where the cart stands next: a phone shows it without scrolling the table.
    { id: "state", header: "admin.carts.stateTabs", cell: (row) => <CartStateBadge state={row.state} /> },
    { id: "items", header: "admin.carts.items", align: "end", cell: (row) => <Items row={row} /> },
    {
      id: "value",
      header: "admin.carts.value",
      isSortable: true,
      align: "end",
      cell: (row) => <Money minor={row.value} />,
    },
    {
      id: "lastActivity",
      header: "admin.carts.lastActivity",
      isSortable: true,
      cell: (row) => <When at={row.lastActivity} />,
    },
    { id: "remindedAt", header: "admin.carts.lastReminder", cell: (row) => <When at={row.remindedAt} /> },
  ],
  rowLabel: (row) => row.customer.name,
  tabs: {
    name: "state",
    label: "admin.carts.stateTabs",
    all: "admin.orders.allStatuses",
    values: cartStateChoices.map((state) => ({ value: state, label: `admin.carts.state.${state}` as const })),
    counts: (page) => (page as AbandonedCartListPage).counts,
  },
});

// SPEC §2 settings "transactions" (decision 0068): the payments received, read-only, newest first,
// paged as every admin list is (SPEC §9: 20 a page), searched by order number, customer or the
// payment's reference.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { TransactionRow } from "../../../../core/contracts/admin/settings.ts";
import { formatMoney } from "../../../../i18n/money.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { ListFailed, ListSearchForm, ScreenHeader, ScreenLoading } from "../../kit/screen-states.tsx";
import { Pager } from "../../kit/pager.tsx";
import { useT } from "../../messages.ts";
import { TableRegion } from "../../kit/table-region.tsx";

export default function Transactions() {
  const t = useT();
  const searchId = useId();
  const { client, failureTexts, locale, money } = useAdmin();
  const [query, setQuery] = useState<{ page: number; search?: string }>({ page: 1 });
  const list = useQuery({
    queryKey: ["settings", "transactions", query],
    queryFn: () =>
      answerOf(
        client.api.admin.transactions.$get({
          query: { page: String(query.page), ...(query.search ? { search: query.search } : {}) },
        }),
        failureTexts,
      ),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const dateTime = new Intl.DateTimeFormat(locale === "ar" ? "ar-u-nu-latn" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const page = list.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.perPage)) : 1;
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t("admin.settings.tab.transactions")} />
      <p className="max-w-prose text-sm text-muted-foreground">{t("admin.transactions.intro")}</p>
      <ListSearchForm
        id={searchId}
        label={t("admin.list.searchLabel", { items: t("admin.settings.tab.transactions") })}
        value={query.search}
        onSearch={(search) => setQuery({ page: 1, ...(search ? { search } : {}) })}
      />
      {list.isPending ? (
        <ScreenLoading />
      ) : list.isError || !page ? (
        <ListFailed onRetry={() => void list.refetch()} />
      ) : page.items.length === 0 ? (
        <p className="text-muted-foreground" data-testid="transactions-empty">
          {query.search ? t("admin.list.emptySearch", { search: query.search }) : t("admin.transactions.empty")}
        </p>
      ) : (
        <>
          {/* Scrolls sideways on a phone: a region the keyboard can reach and scroll too. */}
          <TableRegion label={t("admin.settings.tab.transactions")} testId="transactions">
            <thead className="bg-muted/50 text-start">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t("admin.transactions.paidAt")}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t("admin.transactions.order")}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t("admin.transactions.customer")}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t("admin.transactions.method")}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t("admin.transactions.reference")}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t("admin.transactions.amount")}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((row: TransactionRow) => (
                <tr key={row.orderId} className="border-t">
                  <td className="px-3 py-2 whitespace-nowrap">{dateTime.format(row.paidAt)}</td>
                  <td className="px-3 py-2" dir="ltr">
                    {row.orderNumber}
                  </td>
                  <td className="px-3 py-2">{row.customerName}</td>
                  <td className="px-3 py-2">{row.paymentMethodName}</td>
                  <td className="px-3 py-2 font-mono text-xs" dir="ltr">
                    {row.paymentReference ?? "—"}
                  </td>
                  <td className="px-3 py-2 text-end whitespace-nowrap" dir="ltr">
                    {formatMoney(row.grandTotal, locale, money)}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          <Pager
            page={query.page}
            pages={pages}
            total={page.total}
            onPage={(next) => setQuery({ ...query, page: next })}
          />
        </>
      )}
    </div>
  );
}

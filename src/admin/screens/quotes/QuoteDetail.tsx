// `quotes/{id}` (issue #23 item 4, decision 0104): one quote. Its customer and who asked, where it
// stands and until when, its lines with the price asked and the price answered, the negotiation
// history, and, while it waits for an answer (or before the buyer decides), the answer form the
// salespeople's area uses (src/islands/sales/QuoteAnswerForm.tsx), sent to the office's route.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import type { QuoteDetail as Quote } from "../../../../core/contracts/quotes.ts";
import { answerStartDay, canMoveQuote, quoteLineTitle } from "../../../../core/quotes/quote-status.ts";
import { typedDay } from "../../../../core/validation/rules.ts";
import { isoDayOf } from "../../../../i18n/dates.ts";
import { formatNumber } from "../../../../i18n/money.ts";
import { buttonVariants } from "../../../components/ui/button.tsx";
import { QuoteAnswerForm } from "../../../islands/sales/QuoteAnswerForm.tsx";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { AdminApiError } from "../../failure.ts";
import { Money } from "../../kit/money.tsx";
import { ScreenFailed, ScreenHeader, ScreenLoading, ScreenNotFound } from "../../kit/screen-states.tsx";
import { TableRegion } from "../../kit/table-region.tsx";
import { useAdminMessages, useT } from "../../messages.ts";
import { Card, detailList, Row } from "../orders/cards.tsx";
import { shownIsoDay, useShownDate } from "../orders/dates.ts";
import { quotesApi } from "./api.ts";
import { QuoteStatusBadge } from "./badges.tsx";

/** The quote's query key: the list's is `["quotes", "list", …]` (the kit's), so both refresh together. */
const detailKey = (id: string) => ["quotes", "detail", id];

export default function QuoteDetail({ id }: { id: string }) {
  const t = useT();
  const messages = useAdminMessages();
  const { client, failureTexts, locale, money, timeZone } = useAdmin();
  const queryClient = useQueryClient();
  const shown = useShownDate();
  const api = useMemo(() => quotesApi(client), [client]);
  // The shop's day, in its time zone: where an answer's expiry day starts from
  const [today] = useState(() => isoDayOf(Date.now(), { timeZone }));
  const quote = useQuery({
    queryKey: detailKey(id),
    queryFn: () => answerOf(api.read(id), failureTexts),
    meta: { silent: true },
  });

  if (quote.isPending) return <ScreenLoading />;
  if (quote.isError) {
    const status = quote.error instanceof AdminApiError ? quote.error.failure.status : 0;
    return status === 404 ? <ScreenNotFound /> : <ScreenFailed reset={() => void quote.refetch()} />;
  }
  const data = quote.data as Quote;
  const canAnswer = canMoveQuote("answered", data.quote.status);
  return (
    <div className="flex flex-col gap-6" data-testid="quote-detail">
      <ScreenHeader title={t("quotes.title", { number: data.quote.id })}>
        <Link to="/quotes" className={buttonVariants({ variant: "outline" })}>
          {t("admin.quotes.backToList")}
        </Link>
      </ScreenHeader>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card title={t("quotes.lines")} testId="quote-lines">
            <TableRegion label={t("admin.quotes.linesTable")}>
              <thead className="bg-muted/60">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start font-medium">
                    {t("quotes.item")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-medium">
                    {t("quotes.quantity")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-medium">
                    {t("quotes.askedPrice")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-medium">
                    {t("quotes.unitPrice")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((line) => (
                  <tr key={line.id} className="border-t align-top">
                    <td className="px-3 py-2">
                      <bdi className="font-medium">{quoteLineTitle(line)}</bdi>
                      <bdi className="block text-xs text-muted-foreground" dir="ltr">
                        {line.sku}
                      </bdi>
                    </td>
                    <td className="px-3 py-2 text-end tabular-nums">{formatNumber(line.quantity, locale, money)}</td>
                    <td className="px-3 py-2 text-end">
                      <Money minor={line.askedUnitPrice} />
                    </td>
                    <td className="px-3 py-2 text-end">
                      {line.unitPrice === null ? "—" : <Money minor={line.unitPrice} />}
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
          </Card>
          {canAnswer && (
            <QuoteAnswerForm
              locale={locale}
              messages={messages}
              money={money}
              answerPath={`/api/admin/quotes/${data.quote.id}/answer`}
              lines={data.lines}
              expiresOn={typedDay(answerStartDay(data.quote.expiresOn, today))}
              onAnswered={async () => {
                await queryClient.invalidateQueries({ queryKey: ["quotes"] });
              }}
            />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Card title={t("admin.quotes.quote")} testId="quote-summary">
            <dl className={detailList}>
              <Row label={t("quotes.status")}>
                <QuoteStatusBadge status={data.quote.status} />
              </Row>
              <Row label={t("quotes.customer")}>
                <Link to={`/users/${data.quote.customer.id}`} className="text-primary hover:underline">
                  <bdi>{data.quote.customer.companyName}</bdi>
                </Link>
              </Row>
              <Row label={t("quotes.expiresOn")}>{data.quote.expiresOn ? shownIsoDay(data.quote.expiresOn) : "—"}</Row>
              {data.quote.answeredTotal !== null && (
                <Row label={t("quotes.total")}>
                  <Money minor={data.quote.answeredTotal} />
                </Row>
              )}
              {data.quote.orderId !== null && (
                <Row label={t("quotes.order")}>
                  <Link to={`/order/${data.quote.orderId}`} className="text-primary hover:underline">
                    {t("quotes.order.open")}
                  </Link>
                </Row>
              )}
            </dl>
          </Card>
          <Card title={t("quotes.history")} testId="quote-history">
            <ol className="flex flex-col gap-2">
              {data.events.map((event, index) => (
                <li key={index} className="rounded-md border px-3 py-2 text-sm">
                  <p className="flex flex-wrap justify-between gap-x-4">
                    <span className="font-medium">
                      {t(`quotes.event.${event.kind}`)} · <bdi>{event.actorName}</bdi>
                    </span>
                    <span className="text-muted-foreground">{shown.dateTime(Date.parse(event.createdAt))}</span>
                  </p>
                  {event.note && (
                    <p className="mt-1 whitespace-pre-line">
                      <bdi>{event.note}</bdi>
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </Card>
        </div>
      </div>
    </div>
  );
}

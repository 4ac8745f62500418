// SPEC §2 `refunds/{id}` (issue #20 item 3, decision 0085): one return at the desk. Its order and
// customer, the lines that go back, the buyer's reason, the history (who moved it, when, why), the
// statuses it may move to now (exactly the API's `nextStatuses`, from core/orders/refund-status.ts):
// a rejection asks its reason, "received" asks which lines go back on the shelf, and both are
// confirmed first; and the refund: the money sent back (for a card order through its provider, for
// an offline one recorded with its method and reference), never above what is left of what was
// paid. A refused or raced write is said (SPEC §8's toast) and the return reloaded, as the order
// screen does.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useMemo, useState } from "react";
import {
  RefundPaymentInput,
  type RefundDetail as Refund,
  type RefundStatus,
} from "../../../../core/contracts/admin/refunds.ts";
import { formatNumber } from "../../../../i18n/money.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog.tsx";
import { Button, buttonVariants } from "../../../components/ui/button.tsx";
import { inputClass } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/utils.ts";
import { toast } from "../../../scripts/toaster.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { AdminApiError } from "../../failure.ts";
import type { FormValues } from "../../kit/define-resource.ts";
import { Money } from "../../kit/money.tsx";
import { ScreenFailed, ScreenHeader, ScreenLoading, ScreenNotFound } from "../../kit/screen-states.tsx";
import { useT } from "../../messages.ts";
import { Card, detailList, Row, StatusHistory } from "../orders/cards.tsx";
import { useShownDate } from "../orders/dates.ts";
import { offlineMethodLabels } from "../orders/messages.ts";
import { OrderForm } from "../orders/OrderForm.tsx";
import { refundsApi } from "./api.ts";
import { RefundStatusBadge } from "./badges.tsx";
import { refundActions, refundMethodLabels } from "./messages.ts";
import { TableRegion } from "../../kit/table-region.tsx";

/** The return's query key: the list's is `["refunds", "list", …]` (the kit's), so both refresh together. */
const detailKey = (id: string) => ["refunds", "detail", id];

export default function RefundDetail({ id }: { id: string }) {
  const t = useT();
  const { client, failureTexts } = useAdmin();
  const queryClient = useQueryClient();
  const api = useMemo(() => refundsApi(client), [client]);
  const refund = useQuery({
    queryKey: detailKey(id),
    queryFn: () => answerOf(api.read(id), failureTexts),
    // Shown in place (not found, or a retry); a 401 still opens the session dialog.
    meta: { silent: true },
  });
  /** Shows the return as a write answered it; the list and the order (its refunded amount) read again. */
  const show = async (detail: Refund) => {
    queryClient.setQueryData(detailKey(id), detail);
    await queryClient.invalidateQueries({ queryKey: ["refunds", "list"] });
    await queryClient.invalidateQueries({ queryKey: ["order"] });
  };
  const reload = async () => void (await refund.refetch());

  if (refund.isPending) return <ScreenLoading />;
  if (refund.isError) {
    const status = refund.error instanceof AdminApiError ? refund.error.failure.status : 0;
    return status === 404 ? <ScreenNotFound /> : <ScreenFailed reset={() => void refund.refetch()} />;
  }
  const data = refund.data;
  return (
    <div className="flex flex-col gap-6" data-testid="refund-detail">
      <ScreenHeader title={t("admin.refunds.title", { number: `\u2066#${data.id}\u2069` })}>
        <Link
          to="/order/$id"
          params={{ id: String(data.orderId) }}
          className={buttonVariants({ variant: "outline" })}
          data-testid="refund-order-link"
        >
          {t("admin.refunds.openOrderNumber", { number: `\u2066${data.orderNumber}\u2069` })}
        </Link>
        <Link to="/refunds" className={buttonVariants({ variant: "outline" })}>
          {t("admin.refunds.backToList")}
        </Link>
      </ScreenHeader>
      <Summary refund={data} />
      <StatusActions refund={data} onChanged={show} onRaced={reload} />
      {/* SPEC §9 lg (1200 px): beside each other from a laptop up. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <LinesCard refund={data} />
          <Card title={t("admin.refunds.reason")} testId="refund-reason">
            <p className="text-sm whitespace-pre-line">
              <bdi>{data.reason}</bdi>
            </p>
            {data.rejectionReason && (
              <dl className={detailList}>
                <Row label={t("admin.refunds.rejectionReason")} testId="rejection-reason">
                  <bdi>{data.rejectionReason}</bdi>
                </Row>
              </dl>
            )}
          </Card>
          <StatusHistory
            entries={data.history}
            testId="refund-history"
            badge={(entry) => <RefundStatusBadge status={entry.status} />}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <RefundCard refund={data} onSaved={show} onRaced={reload} />
          <Card title={t("admin.orders.customer")} testId="refund-customer">
            <dl className={detailList}>
              <Row label={t("admin.customers.name")}>
                <Link to={`/users/${data.customer.id}`} className="text-primary hover:underline">
                  <bdi>{data.customer.name}</bdi>
                </Link>
              </Row>
              <Row label={t("register.companyName")}>
                <bdi>{data.customer.companyName}</bdi>
              </Row>
            </dl>
            <Link
              to="/refunds"
              search={{ customer: String(data.customer.id) }}
              className="self-start text-sm text-primary hover:underline"
            >
              {t("admin.refunds.customersReturns")}
            </Link>
          </Card>
        </div>
      </div>
    </div>
  );
}

/** Under the title: the status, when it was asked for, and the order it belongs to. */
function Summary({ refund }: { refund: Refund }) {
  const t = useT();
  const shown = useShownDate();
  return (
    <div className="-mt-4 flex flex-wrap items-center gap-3 text-sm text-muted-foreground" data-testid="refund-summary">
      <RefundStatusBadge status={refund.status} />
      <span>{t("admin.refunds.requestedOn", { date: shown.dateTime(refund.createdAt) })}</span>
      <span>
        {t("admin.refunds.ofOrder")}{" "}
        <span dir="ltr" className="whitespace-nowrap">
          {refund.orderNumber}
        </span>
      </span>
    </div>
  );
}

/** A move the admin asked for and confirms in the dialog (reject, received). */
type Asked = "rejected" | "received";

/**
 * The statuses the return may move to now, exactly as the API offers them. "Approve" moves at once;
 * "Reject" asks why (required: the buyer is told) and "Goods received" asks which lines go back on
 * the shelf (each line that still has its product ticked); both are confirmed in a dialog. The move
 * names the status the admin saw (`from`): a return moved meanwhile is refused (409), said by the
 * failure toast, and reloaded.
 */
function StatusActions(props: { refund: Refund; onChanged(refund: Refund): Promise<void>; onRaced(): Promise<void> }) {
  const t = useT();
  const { client, failureTexts } = useAdmin();
  const api = useMemo(() => refundsApi(client), [client]);
  const { refund } = props;
  const [asked, setAsked] = useState<Asked | null>(null);
  const [reason, setReason] = useState("");
  const [restock, setRestock] = useState<readonly number[]>([]);
  const baseId = useId();
  const change = useMutation({
    mutationFn: (move: { status: RefundStatus; note?: string; restock?: number[] }) =>
      answerOf(api.changeStatus(String(refund.id), { ...move, from: refund.status } as never), failureTexts),
    onSuccess: async (detail) => {
      toast({ tone: "success", message: t("admin.refunds.moved", { status: t(`refundStatus.${detail.status}`) }) });
      setAsked(null);
      await props.onChanged(detail);
    },
    // SPEC §8's toast has said why; a refused or raced move means the return is not what the screen
    // shows: show it as it is now. A missing reason (400) keeps the dialog open to type it.
    onError: async (error) => {
      if (error instanceof AdminApiError && error.failure.status === 409) {
        setAsked(null);
        await props.onRaced();
      }
    },
  });
  if (refund.nextStatuses.length === 0)
    return (
      <p className="text-sm text-muted-foreground" data-testid="status-final">
        {t("admin.refunds.final", { status: t(`refundStatus.${refund.status}`) })}
      </p>
    );
  const open = (status: RefundStatus) => {
    if (status === "approved") return change.mutate({ status });
    setReason("");
    setRestock(refund.lines.filter((line) => line.canRestock).map((line) => line.orderLineId));
    setAsked(status === "rejected" ? "rejected" : "received");
  };
  const confirm = () => {
    if (asked === "rejected") change.mutate({ status: "rejected", note: reason.trim() });
    else change.mutate({ status: "received", restock: [...restock] });
  };
  const isReasonMissing = asked === "rejected" && reason.trim() === "";
  return (
    <section aria-labelledby={`${baseId}-title`} className="flex flex-col gap-2" data-testid="status-actions">
      <h2 id={`${baseId}-title`} className="text-sm font-medium text-muted-foreground">
        {t("admin.refunds.nextStatus")}
      </h2>
      <div className="flex flex-wrap gap-2">
        {refund.nextStatuses.map((status) => (
          <Button
            key={status}
            type="button"
            variant={status === "rejected" ? "outline" : "default"}
            className={cn(status === "rejected" && "text-red-700 dark:text-red-400")}
            disabled={change.isPending}
            aria-busy={change.isPending && change.variables.status === status}
            onClick={() => open(status)}
            data-testid={`move-${status}`}
          >
            {t(refundActions[status])}
          </Button>
        ))}
      </div>
      <AlertDialog open={asked !== null} onOpenChange={(isOpen) => !isOpen && !change.isPending && setAsked(null)}>
        <AlertDialogContent data-testid="status-dialog">
          {asked && (
            <>
              <AlertDialogTitle>
                {t("admin.refunds.confirmTitle", {
                  action: t(refundActions[asked]),
                  number: `\u2066#${refund.id}\u2069`,
                })}
              </AlertDialogTitle>
              <AlertDialogDescription>
                {t(asked === "rejected" ? "admin.refunds.confirmReject" : "admin.refunds.confirmReceived")}
              </AlertDialogDescription>
              {asked === "rejected" ? (
                <div className="flex flex-col gap-1 text-sm">
                  <label htmlFor={`${baseId}-reason`} className="font-medium">
                    {t("admin.refunds.rejectionReason")}
                    <span aria-hidden="true" className="ms-0.5 text-red-700 dark:text-red-400">
                      *
                    </span>
                  </label>
                  <textarea
                    id={`${baseId}-reason`}
                    rows={3}
                    dir="auto"
                    maxLength={1000}
                    required
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    aria-describedby={`${baseId}-reason-hint`}
                    className={cn(inputClass, "h-auto py-2")}
                    data-testid="rejection-reason-input"
                  />
                  <p id={`${baseId}-reason-hint`} className="text-muted-foreground">
                    {t("admin.refunds.rejectionReasonHint")}
                  </p>
                </div>
              ) : (
                <Restock refund={refund} restock={restock} onChange={setRestock} />
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <AlertDialogCancel className={buttonVariants({ variant: "outline" })} disabled={change.isPending}>
                  {t("admin.refunds.keep")}
                </AlertDialogCancel>
                <AlertDialogAction
                  className={cn(buttonVariants(), asked === "rejected" && "bg-red-700 text-white hover:bg-red-800")}
                  disabled={change.isPending || isReasonMissing}
                  aria-busy={change.isPending}
                  onClick={(event) => {
                    // Kept open while the move is sent; it closes when the answer is in.
                    event.preventDefault();
                    confirm();
                  }}
                  data-testid="confirm-status"
                >
                  {t(refundActions[asked])}
                </AlertDialogAction>
              </div>
            </>
          )}
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

/** "Goods received": a tick per returned line that goes back on the shelf; a line whose product is gone cannot. */
function Restock(props: { refund: Refund; restock: readonly number[]; onChange(restock: readonly number[]): void }) {
  const t = useT();
  const { locale, money } = useAdmin();
  return (
    <fieldset className="flex flex-col gap-2 text-sm" data-testid="restock-lines">
      <legend className="mb-1 font-medium">{t("admin.refunds.restock")}</legend>
      {props.refund.lines.map((line) => {
        const isTicked = props.restock.includes(line.orderLineId);
        return (
          <label key={line.orderLineId} className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-primary"
              checked={isTicked}
              disabled={!line.canRestock}
              onChange={() =>
                props.onChange(
                  isTicked
                    ? props.restock.filter((one) => one !== line.orderLineId)
                    : [...props.restock, line.orderLineId],
                )
              }
              data-testid={`restock-${line.orderLineId}`}
            />
            <span>
              {t("admin.refunds.restockLine", {
                quantity: formatNumber(line.quantity, locale, money),
                item: `\u2068${line.title}\u2069`,
              })}
              {!line.canRestock && (
                <span className="block text-xs text-muted-foreground">{t("admin.refunds.cannotRestock")}</span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** The lines that go back: how many of how many ordered, and what the ordered line cost. */
function LinesCard({ refund }: { refund: Refund }) {
  const t = useT();
  const { locale, money } = useAdmin();
  return (
    <Card title={t("admin.refunds.lines")} testId="refund-lines">
      <TableRegion label={t("admin.refunds.linesTable")}>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t("admin.orders.item")}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t("admin.refunds.returned")}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t("dashboard.order.lineTotal")}
            </th>
          </tr>
        </thead>
        <tbody>
          {refund.lines.map((line) => (
            <tr key={line.orderLineId} className="border-t align-top" data-testid="refund-line">
              <td className="px-3 py-2">
                <bdi className="font-medium">{line.title}</bdi>
                <span dir="ltr" className="block text-xs text-muted-foreground">
                  {line.sku}
                </span>
              </td>
              <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">
                {t("admin.refunds.ofOrdered", {
                  quantity: formatNumber(line.quantity, locale, money),
                  ordered: formatNumber(line.ordered, locale, money),
                })}
              </td>
              <td className="px-3 py-2 text-end">
                <Money minor={line.lineTotal} />
              </td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <dl className="grid gap-1 text-sm sm:ms-auto sm:max-w-sm">
        <div className="flex justify-between gap-4 font-semibold">
          <dt>{t("admin.refunds.value")}</dt>
          <dd>
            <Money minor={refund.referenceTotal} testId="refund-value" />
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/**
 * The money back. Once sent: how much, how, its reference, by whom and when. Before: what the order
 * was paid, refunded and may still be refunded, and, while the return is approved or received, the
 * refund's form: the amount (by default the returned goods' value, never above what may still be
 * refunded); for an offline order how it went back and its reference; for a card order a note that
 * the card's provider sends it. A refusal (above what is left, refused by the provider, already
 * paid, the return moved) is said and the return reloaded.
 */
function RefundCard(props: { refund: Refund; onSaved(refund: Refund): Promise<void>; onRaced(): Promise<void> }) {
  const t = useT();
  const { client } = useAdmin();
  const shown = useShownDate();
  const api = useMemo(() => refundsApi(client), [client]);
  const { refund } = props;
  const { order } = refund;
  const paid = refund.refund;
  return (
    <Card title={t("admin.refunds.refund")} testId="refund-money">
      <dl className={detailList}>
        <Row label={t("admin.orders.paymentMethod")}>
          <bdi>{order.paymentMethodName}</bdi>
        </Row>
        <Row label={t("admin.orders.paid")}>
          <Money minor={order.paidAmount} />
        </Row>
        <Row label={t("admin.orders.refunded")}>
          <Money minor={order.refundedAmount} testId="order-refunded" />
        </Row>
        <Row label={t("admin.refunds.refundable")}>
          <Money minor={order.refundable} testId="refundable" />
        </Row>
      </dl>
      {paid ? (
        <dl className={cn(detailList, "rounded-md border p-3")} data-testid="refund-paid">
          <Row label={t("admin.orders.amount")}>
            <Money minor={paid.amount} testId="refund-amount" />
          </Row>
          <Row label={t("admin.orders.paymentMethod")}>{t(refundMethodLabels[paid.method])}</Row>
          {paid.reference && (
            <Row label={t("admin.orders.reference")}>
              <bdi>{paid.reference}</bdi>
            </Row>
          )}
          <Row label={t("admin.refunds.sentBy")}>
            <bdi>{paid.adminName}</bdi> · {shown.dateTime(paid.createdAt)}
          </Row>
          {paid.state === "pending" && <Row label={t("admin.invoices.stateLabel")}>{t("admin.refunds.pending")}</Row>}
        </dl>
      ) : refund.canRefund ? (
        <>
          {order.isCard && (
            <p className="rounded-md border border-dashed bg-muted/40 px-3 py-2 text-sm" data-testid="card-refund-note">
              {t("admin.refunds.cardNote")}
            </p>
          )}
          <OrderForm<Refund>
            contract={RefundPaymentInput as never}
            initial={
              order.isCard
                ? { amount: Math.min(refund.referenceTotal, order.refundable) }
                : { amount: Math.min(refund.referenceTotal, order.refundable), method: "", reference: "" }
            }
            toInput={withoutBlankReference}
            sections={[
              {
                title: "admin.refunds.sendRefund",
                hint: "admin.refunds.sendRefundHint",
                fields: [
                  { kind: "money", name: "amount", label: "admin.orders.amount", isRequired: true },
                  ...(order.isCard
                    ? []
                    : ([
                        {
                          kind: "select",
                          name: "method",
                          label: "admin.refunds.method",
                          isRequired: true,
                          placeholder: "admin.orders.chooseMethod",
                          options: Object.entries(offlineMethodLabels).map(([value, label]) => ({ value, label })),
                        },
                        {
                          kind: "text",
                          name: "reference",
                          label: "admin.orders.reference",
                          hint: "admin.refunds.referenceHint",
                          maxLength: 100,
                        },
                      ] as const)),
                ],
              },
            ]}
            send={(input) => api.refund(String(refund.id), input)}
            onSaved={props.onSaved}
            onConflict={props.onRaced}
            done="admin.refunds.refundSent"
            submit="admin.refunds.sendRefundSubmit"
            testId="refund-form"
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="refund-not-yet">
          {t(refund.status === "requested" ? "admin.refunds.notYet" : "admin.refunds.nothingToRefund")}
        </p>
      )}
    </Card>
  );
}

/** The refund as the API takes it: a reference left blank is not sent, nor a method not chosen. */
function withoutBlankReference(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
}

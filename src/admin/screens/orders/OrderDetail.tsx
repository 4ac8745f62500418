// SPEC §2 `order/{id}` (issue #20 item 1, decision 0081): one order at the desk. Its lines with
// the snapshots taken at ordering and every total; the buyer, the delivery address (its pin as a
// map link) and the buyer's own words; payment state, the payments recorded and a form for money
// that arrived (offline kinds), the provider's events; the shipping details; the status history
// and the internal notes. The status moves only to the statuses the API offers (decision 0045),
// a final one after a confirmation; a refused or raced move is said and the order reloaded.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { EyeOff, FilePlus, MapPin } from "lucide-react";
import { useId, useMemo, useState } from "react";
import {
  finalStatuses,
  OrderNoteInput,
  OrderPaymentInput,
  OrderShippingInput,
  type OrderDetail as Order,
  type OrderDetailLine,
  type OrderStatus,
} from "../../../../core/contracts/admin/orders.ts";
import { lineDetails } from "../../../../core/orders/line-details.ts";
import { restockingStatuses } from "../../../../core/orders/order-status.ts";
import { returnableStatuses } from "../../../../core/orders/return-window.ts";
import { countryName } from "../../../../i18n/countries.ts";
import { formatDate } from "../../../../i18n/dates.ts";
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
import { IsolatedParts } from "../../kit/isolated-parts.tsx";
import { Money, useRate } from "../../kit/money.tsx";
import { PrintViewLink } from "../../kit/print-view-link.tsx";
import { ScreenFailed, ScreenHeader, ScreenLoading, ScreenNotFound } from "../../kit/screen-states.tsx";
import { useT, type AdminMessageKey } from "../../messages.ts";
import { ordersApi } from "./api.ts";
import { OrderStatusBadge, PaymentStateBadge } from "./badges.tsx";
import { useShownDate } from "./dates.ts";
import { offlineMethodLabels, statusActions } from "./messages.ts";
import { OrderForm } from "./OrderForm.tsx";
import { invoicesApi } from "../invoices/api.ts";
import { ShipmentCard } from "./ShipmentCard.tsx";
import { isShortShippable, ShortShippingCard } from "./ShortShippingCard.tsx";
import { useRefundsEnabled } from "../../queries.ts";
import { Card, detailList, Row, StatusHistory } from "./cards.tsx";
import { TableRegion } from "../../kit/table-region.tsx";

/** The order's query key: the list's is `["order", "list", …]` (the kit's), so both refresh together. */
const detailKey = (id: string) => ["order", "detail", id];

export default function OrderDetail({ id }: { id: string }) {
  const t = useT();
  const {
    client,
    failureTexts,
    isOrderPrintable,
    isInvoicesEnabled,
    isShipmentEnabled,
    basePath,
    locale,
    otherLanguage,
  } = useAdmin();
  const queryClient = useQueryClient();
  const api = useMemo(() => ordersApi(client), [client]);
  const order = useQuery({
    queryKey: detailKey(id),
    queryFn: () => answerOf(api.read(id), failureTexts),
    // Shown in place (not found, or a retry); a 401 still opens the session dialog.
    meta: { silent: true },
  });
  /** Shows the order as a write answered it, and has the list count it again. */
  const show = async (detail: Order) => {
    queryClient.setQueryData(detailKey(id), detail);
    await queryClient.invalidateQueries({ queryKey: ["order", "list"] });
  };

  if (order.isPending) return <ScreenLoading />;
  if (order.isError) {
    const status = order.error instanceof AdminApiError ? order.error.failure.status : 0;
    return status === 404 ? <ScreenNotFound /> : <ScreenFailed reset={() => void order.refetch()} />;
  }
  const data = order.data;
  // The print view is in the order's language: its address in that language (decision 0081).
  const printBase = data.locale === locale ? basePath : otherLanguage.basePath;
  return (
    <div className="flex flex-col gap-6" data-testid="order-detail">
      <ScreenHeader title={t("admin.orders.title", { number: `\u2066${data.orderNumber}\u2069` })}>
        {isOrderPrintable && (
          // The print view is a page of its own, opened beside the order.
          <PrintViewLink
            href={`${printBase}/order/${data.id}/print`}
            label={t("admin.orders.print")}
            testId="print-order"
          />
        )}
        {isInvoicesEnabled && <InvoiceActions order={data} />}
        <Link to="/order" className={buttonVariants({ variant: "outline" })}>
          {t("admin.orders.backToList")}
        </Link>
      </ScreenHeader>
      <Summary order={data} />
      <StatusActions order={data} onChanged={show} onRaced={async () => void (await order.refetch())} />
      {/* SPEC §9 lg (1200 px): beside each other from a laptop up. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card title={t("admin.orders.linesAndTotals")} testId="order-lines">
            <Lines lines={data.lines} />
            <Totals order={data} />
          </Card>
          {isShortShippable(data) && (
            <ShortShippingCard
              // A new form once the lines changed (their quantities as they are now).
              key={data.updatedAt}
              order={data}
              onSaved={show}
              onRaced={async () => void (await order.refetch())}
            />
          )}
          <BuyersWords order={data} />
          <StatusHistory
            entries={data.history}
            testId="order-history"
            badge={(entry) => <OrderStatusBadge status={entry.status} />}
          />
          <Notes order={data} onSaved={show} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <CustomerCard order={data} />
          <DeliveryCard order={data} />
          <PaymentCard order={data} onSaved={show} />
          {isShipmentEnabled && (
            <ShipmentCard
              order={data}
              onCreated={async () => {
                await order.refetch();
                await queryClient.invalidateQueries({ queryKey: ["order", "list"] });
              }}
            />
          )}
          <ShippingCard order={data} onSaved={show} />
          <Returns order={data} />
        </div>
      </div>
    </div>
  );
}

/**
 * Issue #20 item 2 (decision 0082): the order's invoices, and "Create invoice", which makes a draft
 * dated today and opens it; an order that already has one is told so by the API (409) and its
 * invoices are one link away.
 */
function InvoiceActions({ order }: { order: Order }) {
  const t = useT();
  const { client, failureTexts, timeZone } = useAdmin();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: () =>
      answerOf(
        invoicesApi(client).create({ orderId: order.id, date: formatDate(Date.now(), { timeZone }) }),
        failureTexts,
      ),
    onSuccess: async (invoice) => {
      toast({ tone: "success", message: t("admin.invoices.created") });
      await navigate({ to: "/invoices/$id", params: { id: String(invoice.id) } });
    },
  });
  return (
    <>
      <Button
        type="button"
        variant="outline"
        disabled={create.isPending}
        aria-busy={create.isPending}
        onClick={() => create.mutate()}
        data-testid="create-invoice"
      >
        <FilePlus aria-hidden className="size-4" />
        {t("admin.invoices.create")}
      </Button>
      <Link
        to="/invoices"
        search={{ order: String(order.id) }}
        className={buttonVariants({ variant: "outline" })}
        data-testid="order-invoices"
      >
        {t("admin.invoices.ofOrder")}
      </Link>
    </>
  );
}

/** Under the title: the status, the payment state, when it was placed and in which language. */
function Summary({ order }: { order: Order }) {
  const t = useT();
  const shown = useShownDate();
  return (
    <div className="-mt-4 flex flex-wrap items-center gap-3 text-sm text-muted-foreground" data-testid="order-summary">
      <OrderStatusBadge status={order.status} />
      <PaymentStateBadge state={order.paymentState} />
      <span>{t("admin.orders.placedAt", { date: shown.dateTime(order.placedAt) })}</span>
      <span>{t("admin.orders.language", { language: t(`admin.orders.locale.${order.locale}`) })}</span>
    </div>
  );
}

/**
 * The statuses the order may move to now, exactly as the API offers them (`nextStatuses`, decision
 * 0045). A final one (cancelled, refused, rejected, completed) asks first, with an optional reason
 * for the history. The move names the status the admin saw (`from`): an order another admin (or a
 * payment) moved meanwhile is refused with 409, which the failure toast says; the order is reloaded.
 */
function StatusActions(props: { order: Order; onChanged(order: Order): Promise<void>; onRaced(): Promise<void> }) {
  const t = useT();
  const { client, failureTexts } = useAdmin();
  const api = useMemo(() => ordersApi(client), [client]);
  const { order } = props;
  const [asked, setAsked] = useState<OrderStatus | null>(null);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const change = useMutation({
    mutationFn: (move: { status: OrderStatus; from: OrderStatus; note?: string }) =>
      answerOf(api.changeStatus(String(order.id), move), failureTexts),
    onSuccess: async (detail) => {
      toast({ tone: "success", message: t("admin.orders.moved", { status: t(`orderStatus.${detail.status}`) }) });
      await props.onChanged(detail);
    },
    // SPEC §8's toast has said why (the query client reports every failed call); a refused or raced
    // move means the order is not what the screen shows: show it as it is now.
    onError: async (error) => {
      if (error instanceof AdminApiError && error.failure.status === 409) await props.onRaced();
    },
    onSettled: () => {
      setAsked(null);
      setReason("");
    },
  });
  if (order.nextStatuses.length === 0)
    return (
      <p className="text-sm text-muted-foreground" data-testid="status-final">
        {t("admin.orders.final", { status: t(`orderStatus.${order.status}`) })}
      </p>
    );
  const move = (status: OrderStatus) =>
    finalStatuses.includes(status) ? setAsked(status) : change.mutate({ status, from: order.status });
  const isStopping = (status: OrderStatus) => restockingStatuses.includes(status);
  return (
    <section aria-labelledby={`${reasonId}-title`} className="flex flex-col gap-2" data-testid="status-actions">
      <h2 id={`${reasonId}-title`} className="text-sm font-medium text-muted-foreground">
        {t("admin.orders.nextStatus")}
      </h2>
      <div className="flex flex-wrap gap-2">
        {order.nextStatuses.map((status) => (
          <Button
            key={status}
            type="button"
            variant={isStopping(status) ? "outline" : "default"}
            className={cn(isStopping(status) && "text-red-700 dark:text-red-400")}
            disabled={change.isPending}
            aria-busy={change.isPending && change.variables.status === status}
            onClick={() => move(status)}
            data-testid={`move-${status}`}
          >
            {t(statusActions[status])}
          </Button>
        ))}
      </div>
      <AlertDialog open={asked !== null} onOpenChange={(open) => !open && !change.isPending && setAsked(null)}>
        <AlertDialogContent data-testid="status-dialog">
          {asked && (
            <>
              <AlertDialogTitle>
                {t("admin.orders.confirmTitle", {
                  action: t(statusActions[asked]),
                  number: `\u2066${order.orderNumber}\u2069`,
                })}
              </AlertDialogTitle>
              <AlertDialogDescription>
                {t(isStopping(asked) ? "admin.orders.confirmRestock" : "admin.orders.confirmFinal")}
              </AlertDialogDescription>
              <div className="flex flex-col gap-1 text-sm">
                <label htmlFor={reasonId} className="font-medium">
                  {t("admin.orders.reason")}
                </label>
                <textarea
                  id={reasonId}
                  rows={2}
                  dir="auto"
                  maxLength={2000}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  aria-describedby={`${reasonId}-hint`}
                  className={cn(inputClass, "h-auto py-2")}
                  data-testid="status-reason"
                />
                <p id={`${reasonId}-hint`} className="text-muted-foreground">
                  {t("admin.orders.reasonHint")}
                </p>
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <AlertDialogCancel className={buttonVariants({ variant: "outline" })} disabled={change.isPending}>
                  {t("admin.orders.keep")}
                </AlertDialogCancel>
                <AlertDialogAction
                  className={cn(buttonVariants(), isStopping(asked) && "bg-red-700 text-white hover:bg-red-800")}
                  disabled={change.isPending}
                  aria-busy={change.isPending}
                  onClick={(event) => {
                    // Kept open while the move is sent; it closes when the answer is in.
                    event.preventDefault();
                    const note = reason.trim();
                    change.mutate({ status: asked, from: order.status, ...(note ? { note } : {}) });
                  }}
                  data-testid="confirm-status"
                >
                  {t(statusActions[asked])}
                </AlertDialogAction>
              </div>
            </>
          )}
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

/**
 * The lines as ordered (snapshots, never today's catalogue): each with its variant and the option
 * choices and what each added. A table on wider screens; on a phone each line is a block whose
 * figures say what they are, as the buyer's order page does.
 */
function Lines({ lines }: { lines: readonly OrderDetailLine[] }) {
  const t = useT();
  const { locale, money } = useAdmin();
  const rate = useRate();
  const cell = "px-2 py-1 sm:py-2 max-sm:flex max-sm:justify-between max-sm:gap-4";
  const phoneLabel = "text-muted-foreground sm:hidden";
  const heads = [
    ["admin.orders.item", "text-start"],
    ["dashboard.order.unitPrice", "text-end"],
    ["dashboard.order.quantity", "text-end"],
    ["admin.orders.vat", "text-end"],
    ["dashboard.order.lineTotal", "text-end"],
  ] as const satisfies readonly (readonly [AdminMessageKey, string])[];
  return (
    <div
      className="rounded-lg border sm:overflow-x-auto"
      role="region"
      tabIndex={0}
      aria-label={t("admin.orders.lines")}
    >
      <table className="w-full text-sm max-sm:block">
        <thead className="bg-muted/60 max-sm:sr-only">
          <tr>
            {heads.map(([key, align]) => (
              // Headings may wrap (the Arabic "VAT" is three words): the figures below keep the width.
              <th key={key} scope="col" className={cn("px-2 py-2 font-medium", align)}>
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {lines.map((line) => {
            const details = lineDetails(line);
            return (
              <tr
                key={line.id}
                className="align-top max-sm:block max-sm:py-2 max-sm:not-first:border-t sm:border-t"
                data-testid="order-line"
              >
                <td className="px-2 py-2 max-sm:block sm:min-w-36">
                  <bdi className="font-medium">{line.title}</bdi>
                  {/* Under the title, as on the invoice: six columns did not fit the desktop's main column. */}
                  <p className="text-xs text-muted-foreground">
                    <span className="sr-only">{t("dashboard.order.sku")} </span>
                    <span dir="ltr">{line.sku}</span>
                  </p>
                  {details.length > 0 && (
                    <ul className="mt-1 grid gap-0.5 text-xs text-muted-foreground" data-testid="line-details">
                      {details.map((detail) => (
                        <li key={`${detail.kind}-${detail.group}-${detail.choice}`} data-kind={detail.kind}>
                          <bdi>{detail.group}</bdi>: <bdi>{detail.choice}</bdi>
                          {detail.priceDelta !== 0 && (
                            <>
                              {" "}
                              (+
                              <Money minor={detail.priceDelta} />)
                            </>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className={cn(cell, "sm:text-end")}>
                  <span className={phoneLabel}>{t("dashboard.order.unitPrice")}</span>
                  <Money minor={line.unitPrice} />
                </td>
                <td className={cn(cell, "tabular-nums sm:text-end")}>
                  <span className={phoneLabel}>{t("dashboard.order.quantity")}</span>
                  {formatNumber(line.quantity, locale, money)}
                </td>
                <td className={cn(cell, "sm:text-end")}>
                  <span className={phoneLabel}>{t("admin.orders.vat")}</span>
                  <span className="flex flex-col sm:items-end">
                    <Money minor={line.vatAmount} />
                    <span className="text-xs text-muted-foreground">{rate(line.vatRateBasisPoints)}</span>
                  </span>
                </td>
                <td className={cn(cell, "font-medium sm:text-end")}>
                  <span className={phoneLabel}>{t("dashboard.order.lineTotal")}</span>
                  <Money minor={line.lineTotal} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** SPEC §3's order totals, and how much of it was paid, refunded and is still due. */
function Totals({ order }: { order: Order }) {
  const t = useT();
  const { totals } = order;
  const due = Math.max(0, totals.grandTotal - order.paidAmount);
  const rows: { label: string; minor: number; isShown: boolean; testId?: string }[] = [
    { label: t("dashboard.order.subtotal"), minor: totals.subTotal, isShown: true },
    { label: t("dashboard.order.selections"), minor: totals.selectionsTotal, isShown: totals.selectionsTotal !== 0 },
    {
      label: order.couponCode
        ? t("dashboard.order.discountWithCode", { code: `\u2068${order.couponCode}\u2069` })
        : t("dashboard.order.discount"),
      minor: -totals.discountTotal,
      isShown: totals.discountTotal !== 0,
    },
    { label: t("dashboard.order.vat"), minor: totals.vatTotal, isShown: true },
    { label: t("dashboard.order.shipping"), minor: totals.shippingCost, isShown: true },
  ];
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <p className="text-sm text-muted-foreground" data-testid="item-counts">
        {t("cart.counts", {
          pieces: t("cart.pieces", { count: totals.totalItemsCount }),
          lines: t("cart.lineCount", { count: totals.uniqueItemsCount }),
        })}
      </p>
      <dl className="grid w-full gap-1 text-sm sm:max-w-sm" data-testid="order-totals">
        {rows
          .filter((row) => row.isShown)
          .map((row) => (
            <div key={row.label} className="flex justify-between gap-4">
              <dt>{row.label}</dt>
              <dd>
                <Money minor={row.minor} />
              </dd>
            </div>
          ))}
        <div className="flex justify-between gap-4 border-t pt-2 font-semibold">
          <dt>{t("dashboard.orders.total")}</dt>
          <dd>
            <Money minor={totals.grandTotal} testId="grand-total" />
          </dd>
        </div>
        <div className="flex justify-between gap-4 text-muted-foreground">
          <dt>{t("admin.orders.paid")}</dt>
          <dd>
            <Money minor={order.paidAmount} testId="paid-amount" />
          </dd>
        </div>
        {order.refundedAmount > 0 && (
          <div className="flex justify-between gap-4 text-muted-foreground">
            <dt>{t("admin.orders.refunded")}</dt>
            <dd>
              <Money minor={order.refundedAmount} />
            </dd>
          </div>
        )}
        {due > 0 && order.takesOfflinePayments && (
          <div className="flex justify-between gap-4 font-medium">
            <dt>{t("admin.orders.due")}</dt>
            <dd>
              <Money minor={due} testId="due-amount" />
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/** What the buyer wrote: their purchase-order reference, their note, the coupon they used. */
function BuyersWords({ order }: { order: Order }) {
  const t = useT();
  if (!order.purchaseOrderReference && !order.note && !order.couponCode) return null;
  return (
    <Card title={t("admin.orders.buyersWords")} testId="buyers-words">
      <dl className={detailList}>
        {order.purchaseOrderReference && (
          <Row label={t("admin.orders.purchaseOrder")} testId="purchase-order">
            <bdi>{order.purchaseOrderReference}</bdi>
          </Row>
        )}
        {order.couponCode && (
          <Row label={t("admin.orders.coupon")}>
            <span dir="ltr">{order.couponCode}</span>
          </Row>
        )}
        {order.note && (
          <Row label={t("dashboard.order.note")}>
            <p className="whitespace-pre-line">
              <bdi>{order.note}</bdi>
            </p>
          </Row>
        )}
      </dl>
    </Card>
  );
}

function CustomerCard({ order }: { order: Order }) {
  const t = useT();
  const { customer, salesperson } = order;
  // An admin's phone order (decision 0098): its first status is the admin's, by name as it was then
  const [first] = order.history;
  const phoneOrderBy = first?.actor === "admin" ? (first.adminName ?? t("admin.orders.actor.admin")) : null;
  return (
    <Card title={t("admin.orders.customer")} testId="order-customer">
      <dl className={detailList}>
        <Row label={t("admin.customers.name")}>
          <Link to={`/users/${customer.id}`} className="text-primary hover:underline">
            <bdi>{customer.name}</bdi>
          </Link>
        </Row>
        <Row label={t("register.companyName")}>
          <bdi>{customer.companyName}</bdi>
        </Row>
        <Row label={t("register.email")}>
          <a href={`mailto:${customer.email}`} dir="ltr" className="text-primary hover:underline">
            {customer.email}
          </a>
        </Row>
        <Row label={t("register.phone")}>
          <a href={`tel:${customer.phone}`} dir="ltr" className="text-primary hover:underline">
            {customer.phone}
          </a>
        </Row>
        <Row label={t("admin.customers.salesperson")}>
          {salesperson === null ? (
            t("admin.orders.noSalesperson")
          ) : salesperson.id === null ? (
            <bdi>{salesperson.name}</bdi>
          ) : (
            <Link to={`/salespeople/${salesperson.id}`} className="text-primary hover:underline">
              <bdi>{salesperson.name}</bdi>
            </Link>
          )}
        </Row>
        {order.companyPerson !== null && (
          <Row label={t("admin.orders.placedBy")} testId="order-company-person">
            <bdi>{order.companyPerson.placedBy}</bdi>
            {order.companyPerson.approvedBy !== null && (
              <> {t("orders.approvedBy", { name: `\u2068${order.companyPerson.approvedBy}\u2069` })}</>
            )}
          </Row>
        )}
        {phoneOrderBy !== null && (
          <Row label={t("admin.orders.placedBy")} testId="phone-order-by">
            {t("admin.orders.phoneOrderBy", { name: `\u2068${phoneOrderBy}\u2069` })}
          </Row>
        )}
      </dl>
      <Link
        to="/order"
        search={{ customer: String(customer.id) }}
        className="self-start text-sm text-primary hover:underline"
        data-testid="customer-orders"
      >
        {t("admin.orders.customersOrders")}
      </Link>
    </Card>
  );
}

/**
 * Where it goes and how. A pinned address links to the map at its point: the project has no map
 * library, and a link costs no script and works on every device (decision 0081).
 */
function DeliveryCard({ order }: { order: Order }) {
  const t = useT();
  const { locale, money } = useAdmin();
  const { address, delivery } = order;
  const location = address.location;
  const days =
    delivery.minDays === null || delivery.maxDays === null
      ? null
      : delivery.minDays === delivery.maxDays
        ? t("admin.orders.days", { count: delivery.minDays })
        : t("admin.orders.dayRange", {
            from: formatNumber(delivery.minDays, locale, money),
            to: formatNumber(delivery.maxDays, locale, money),
          });
  return (
    <Card title={t("admin.orders.delivery")} testId="order-delivery">
      <dl className={detailList}>
        <Row label={t("dashboard.order.address")} testId="delivery-address">
          <IsolatedParts
            parts={[
              address.address1,
              address.address2,
              address.neighbourhood,
              address.city,
              address.postcode,
              countryName(address.country, locale),
            ]}
          />
        </Row>
        {location && (
          <Row label={t("admin.orders.location")}>
            <a
              href={`https://www.openstreetmap.org/?mlat=${location.lat}&mlon=${location.lng}#map=17/${location.lat}/${location.lng}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-primary hover:underline"
              data-testid="delivery-map"
            >
              <MapPin aria-hidden className="size-4" />
              <span dir="ltr">
                {location.lat.toFixed(5)}, {location.lng.toFixed(5)}
              </span>
              <span className="sr-only">{t("admin.orders.onTheMap")}</span>
            </a>
          </Row>
        )}
        <Row label={t("admin.orders.deliveryMethod")}>
          <bdi>{delivery.method}</bdi>
        </Row>
        {delivery.shippingZone && (
          <Row label={t("admin.orders.shippingZone")}>
            <bdi>{delivery.shippingZone.name}</bdi>
          </Row>
        )}
        {days && <Row label={t("admin.orders.deliveryDays")}>{days}</Row>}
      </dl>
    </Card>
  );
}

/** "DD/MM/YYYY" of an ISO day (a payment's day), as SPEC §9 writes dates. */
const isoDayShown = (day: string) => day.split("-").reverse().join("/");

/**
 * How the order is paid: its method, state and the money recorded; for offline kinds a form for
 * money that arrived (several partial payments, never above the total: the API refuses the rest);
 * for online kinds the provider's reference and events.
 */
function PaymentCard({ order, onSaved }: { order: Order; onSaved(order: Order): Promise<void> }) {
  const t = useT();
  const { client } = useAdmin();
  const shown = useShownDate();
  const api = useMemo(() => ordersApi(client), [client]);
  const kind = order.paymentMethod.kind;
  // The day the form opened, in the shop's time zone: most money is recorded the day it arrives.
  const [openedAt] = useState(() => Date.now());
  const canRecord = order.takesOfflinePayments && order.paidAmount < order.totals.grandTotal;
  return (
    <Card title={t("admin.orders.payment")} testId="order-payment">
      <dl className={detailList}>
        <Row label={t("admin.orders.paymentMethod")}>
          <bdi>{order.paymentMethod.name}</bdi>
          {/* The kind, unless the method's name already says it. */}
          {kind && t(`admin.orders.kind.${kind}`) !== order.paymentMethod.name && (
            <span className="text-muted-foreground"> ({t(`admin.orders.kind.${kind}`)})</span>
          )}
        </Row>
        <Row label={t("admin.orders.paymentState")}>
          <PaymentStateBadge state={order.paymentState} />
        </Row>
        {order.dueOn && (
          <Row label={t("admin.orders.dueOn")}>
            <span data-testid="order-due-on">{isoDayShown(order.dueOn)}</span>
          </Row>
        )}
        {order.paidAt !== null && <Row label={t("admin.orders.paidAt")}>{shown.dateTime(order.paidAt)}</Row>}
        {order.paymentReference && (
          <Row label={t("admin.orders.providerReference")}>
            <span dir="ltr" className="break-all">
              {order.paymentReference}
            </span>
          </Row>
        )}
      </dl>
      {order.payments.length > 0 && (
        <TableRegion label={t("admin.orders.payments")} testId="payments">
          <caption className="sr-only">{t("admin.orders.payments")}</caption>
          <thead className="bg-muted/60">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t("admin.orders.receivedOn")}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t("admin.orders.paymentMethod")}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t("admin.orders.reference")}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                {t("admin.orders.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.payments.map((payment) => (
              <tr key={payment.id} className="border-t align-top" data-testid="payment-row">
                <td className="px-3 py-2 whitespace-nowrap">
                  {isoDayShown(payment.receivedOn)}
                  <span className="block text-xs text-muted-foreground">
                    <bdi>{payment.recordedBy.name}</bdi>
                  </span>
                </td>
                <td className="px-3 py-2">{t(offlineMethodLabels[payment.method])}</td>
                <td className="px-3 py-2">{payment.reference ? <bdi>{payment.reference}</bdi> : "—"}</td>
                <td className="px-3 py-2 text-end">
                  <Money minor={payment.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
      {canRecord && (
        <OrderForm
          // A new form once a payment is in (blank again, today's date).
          key={order.payments.length}
          contract={OrderPaymentInput as never}
          initial={{ amount: null, receivedOn: shown.date(openedAt), method: defaultMethod(kind), reference: "" }}
          sections={[
            {
              title: "admin.orders.recordPayment",
              hint: "admin.orders.recordPaymentHint",
              fields: [
                { kind: "money", name: "amount", label: "admin.orders.amount", isRequired: true },
                {
                  kind: "text",
                  name: "receivedOn",
                  label: "admin.orders.receivedOn",
                  isRequired: true,
                  hint: "form.dayHint",
                  dir: "ltr",
                  inputMode: "numeric",
                  maxLength: 10,
                },
                {
                  kind: "select",
                  name: "method",
                  label: "admin.orders.paymentMethod",
                  isRequired: true,
                  placeholder: "admin.orders.chooseMethod",
                  options: Object.entries(offlineMethodLabels).map(([value, label]) => ({ value, label })),
                },
                {
                  kind: "text",
                  name: "reference",
                  label: "admin.orders.reference",
                  hint: "admin.orders.referenceHint",
                  maxLength: 100,
                },
              ],
            },
          ]}
          send={(input) => api.recordPayment(String(order.id), input)}
          onSaved={onSaved}
          done="admin.orders.paymentRecorded"
          submit="admin.orders.recordPaymentSubmit"
          testId="payment-form"
        />
      )}
      {order.paymentEvents.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="font-medium">{t("admin.orders.providerEvents")}</h3>
          <ul className="flex flex-col gap-1 text-sm" data-testid="payment-events">
            {order.paymentEvents.map((event) => (
              <li key={`${event.provider}-${event.eventId}`} className="flex flex-wrap gap-x-2">
                <span className="whitespace-nowrap text-muted-foreground">{shown.dateTime(event.receivedAt)}</span>
                <span dir="ltr">
                  {event.provider}: {event.type}
                </span>
                <span dir="ltr" className="break-all text-xs text-muted-foreground">
                  {event.eventId}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

/** The method a payment most likely came by: the order's own kind when it is an offline one. */
function defaultMethod(kind: Order["paymentMethod"]["kind"]): string {
  return kind === "cash" || kind === "bank_transfer" || kind === "check" ? kind : "";
}

/** SPEC §3 shipment name, link and company: the buyer sees them in their order and the shipped email. */
function ShippingCard({ order, onSaved }: { order: Order; onSaved(order: Order): Promise<void> }) {
  const t = useT();
  const { client } = useAdmin();
  const api = useMemo(() => ordersApi(client), [client]);
  const { shipping } = order;
  return (
    <Card title={t("admin.orders.shipping")} testId="order-shipping">
      {shipping.shipmentUrl && (
        <a
          href={shipping.shipmentUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="self-start text-sm text-primary hover:underline"
          data-testid="shipment-link"
        >
          {t("dashboard.order.track")}
        </a>
      )}
      {order.shipment ? (
        // Decision 0084: a shipment made through a carrier locks the details it wrote.
        <dl className={detailList}>
          <Row label={t("admin.orders.shipmentName")}>{shipping.shipmentName}</Row>
          <Row label={t("dashboard.order.shippingCompany")}>{shipping.shippingCompany}</Row>
        </dl>
      ) : (
        <OrderForm
          // The form shows what the order holds, again after each save.
          key={JSON.stringify(shipping)}
          contract={OrderShippingInput as never}
          initial={{
            shipmentName: shipping.shipmentName ?? "",
            shipmentUrl: shipping.shipmentUrl ?? "",
            shippingCompany: shipping.shippingCompany ?? "",
          }}
          sections={[
            {
              title: "admin.orders.shipmentDetails",
              fields: [
                { kind: "text", name: "shipmentName", label: "admin.orders.shipmentName", maxLength: 200 },
                {
                  kind: "text",
                  name: "shipmentUrl",
                  label: "admin.orders.shipmentUrl",
                  hint: "admin.orders.shipmentUrlHint",
                  dir: "ltr",
                  maxLength: 2000,
                },
                { kind: "text", name: "shippingCompany", label: "dashboard.order.shippingCompany", maxLength: 200 },
              ],
            },
          ]}
          send={(input) => api.saveShipping(String(order.id), input)}
          onSaved={onSaved}
          done="admin.orders.shippingSaved"
          submit="admin.form.save"
          testId="shipping-form"
        />
      )}
    </Card>
  );
}

/** Notes admins keep on the order: marked, in words and by an icon, as never shown to the buyer. */
function Notes({ order, onSaved }: { order: Order; onSaved(order: Order): Promise<void> }) {
  const t = useT();
  const { client } = useAdmin();
  const shown = useShownDate();
  const api = useMemo(() => ordersApi(client), [client]);
  return (
    <Card
      title={
        <>
          <EyeOff aria-hidden className="size-5 text-muted-foreground" />
          {t("admin.orders.notes")}
        </>
      }
      testId="order-notes"
    >
      <p className="rounded-md border border-dashed bg-muted/40 px-3 py-2 text-sm" data-testid="notes-internal">
        {t("admin.orders.notesInternal")}
      </p>
      {order.notes.length > 0 && (
        <ol className="flex flex-col gap-3">
          {order.notes.map((note) => (
            <li key={note.id} className="flex flex-col gap-1 text-sm" data-testid="order-note">
              <span className="text-muted-foreground">
                <bdi>{note.author.name}</bdi> · {shown.dateTime(note.createdAt)}
              </span>
              <p className="whitespace-pre-line">
                <bdi>{note.text}</bdi>
              </p>
            </li>
          ))}
        </ol>
      )}
      <OrderForm
        key={order.notes.length}
        contract={OrderNoteInput as never}
        initial={{ text: "" }}
        sections={[
          {
            title: "admin.orders.addNote",
            fields: [
              {
                kind: "textarea",
                name: "text",
                label: "admin.orders.note",
                isRequired: true,
                maxLength: 2000,
                isProse: true,
              },
            ],
          },
        ]}
        send={(input) => api.addNote(String(order.id), input)}
        onSaved={onSaved}
        done="admin.orders.noteAdded"
        submit="admin.orders.addNoteSubmit"
        testId="note-form"
      />
    </Card>
  );
}

/**
 * The order's returns (the buyer's requests, decision 0053, and the admin's): each opens its return
 * screen, all of them the returns list filtered to the order; once it is delivered and where refunds
 * are enabled, the admin may add one for the buyer (decision 0085).
 */
function Returns({ order }: { order: Order }) {
  const t = useT();
  const shown = useShownDate();
  const canAdd = useRefundsEnabled() && returnableStatuses.includes(order.status);
  if (order.returns.length === 0 && !canAdd) return null;
  return (
    <Card title={t("admin.orders.returns")} testId="order-returns">
      {order.returns.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm">
          {order.returns.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <Link
                  to="/refunds/$id"
                  params={{ id: String(item.id) }}
                  className="text-primary hover:underline"
                  data-testid="order-return-link"
                >
                  <span dir="ltr">#{item.id}</span>
                </Link>{" "}
                · {shown.date(item.createdAt)} · {t(`admin.orders.returnStatus.${item.status}`)}
              </span>
              <Money minor={item.total} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {order.returns.length > 0 && (
          <Link
            to="/refunds"
            search={{ order: String(order.id) }}
            className="text-primary hover:underline"
            data-testid="order-returns-list"
          >
            {t("admin.orders.returnsOfOrder")}
          </Link>
        )}
        {canAdd && (
          <Link
            to="/refunds/add"
            search={{ order: String(order.id) }}
            className="text-primary hover:underline"
            data-testid="order-add-return"
          >
            {t("admin.orders.addReturn")}
          </Link>
        )}
      </div>
    </Card>
  );
}

// SPEC §2 `invoices/{id}` (issue #20 item 2, decision 0082): one invoice. A draft shows its copy
// of the order with a form for its date and note, and "Print", which first says that printing
// numbers the invoice and locks it for good (SPEC §4); a printed one opens its A4 print view and
// may be reversed by a credit note (its date and reason asked first). A refused write (a printed
// invoice edited from a stale screen: 409) is said by SPEC §8's failure toast and the invoice reloaded.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { FileMinus, Printer } from "lucide-react";
import { useId, useMemo, useState, type ReactNode } from "react";
import { InvoiceUpdateInput, type InvoiceDetail as Invoice } from "../../../../core/contracts/admin/invoices.ts";
import { parseDayMonthYear } from "../../../../core/validation/rules.ts";
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
import { Money, useRate } from "../../kit/money.tsx";
import { PrintViewLink } from "../../kit/print-view-link.tsx";
import { ScreenFailed, ScreenHeader, ScreenLoading, ScreenNotFound } from "../../kit/screen-states.tsx";
import { useT } from "../../messages.ts";
import { shownIsoDay } from "../orders/dates.ts";
import { OrderForm } from "../orders/OrderForm.tsx";
import { invoicesApi } from "./api.ts";
import { InvoiceStateBadge } from "./badges.tsx";
import { TableRegion } from "../../kit/table-region.tsx";

/** The invoice's query key: the list's is `["invoices", "list", …]` (the kit's), so both refresh together. */
const detailKey = (id: string) => ["invoices", "detail", id];

export default function InvoiceDetail({ id }: { id: string }) {
  const t = useT();
  const { client, failureTexts, basePath, locale, otherLanguage } = useAdmin();
  const queryClient = useQueryClient();
  const api = useMemo(() => invoicesApi(client), [client]);
  const invoice = useQuery({
    queryKey: detailKey(id),
    queryFn: () => answerOf(api.read(id), failureTexts),
    meta: { silent: true },
  });
  const show = async (detail: Invoice) => {
    queryClient.setQueryData(detailKey(id), detail);
    await queryClient.invalidateQueries({ queryKey: ["invoices", "list"] });
  };

  if (invoice.isPending) return <ScreenLoading />;
  if (invoice.isError) {
    const status = invoice.error instanceof AdminApiError ? invoice.error.failure.status : 0;
    return status === 404 ? <ScreenNotFound /> : <ScreenFailed reset={() => void invoice.refetch()} />;
  }
  const data = invoice.data;
  // The print view is in the invoice's language: its address in that language (as orders, decision 0081)
  const printUrl = `${data.locale === locale ? basePath : otherLanguage.basePath}/invoices/${data.id}/print`;
  const title = data.invoiceNumber
    ? t("admin.invoices.title", { number: `\u2066${data.invoiceNumber}\u2069` })
    : t("admin.invoices.draftTitle", { number: `\u2066${data.order.orderNumber}\u2069` });
  return (
    <div className="flex flex-col gap-6" data-testid="invoice-detail" data-state={data.state}>
      <ScreenHeader title={title}>
        {data.state !== "draft" && (
          <PrintViewLink href={printUrl} label={t("admin.invoices.printView")} testId="open-print" />
        )}
        <Link to="/invoices" className={buttonVariants({ variant: "outline" })}>
          {t("admin.invoices.backToList")}
        </Link>
      </ScreenHeader>
      <div className="-mt-4 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <InvoiceStateBadge state={data.state} />
        <span>{t("admin.invoices.dated", { date: shownIsoDay(data.date) })}</span>
        <Link to="/order/$id" params={{ id: String(data.order.id) }} className="text-primary hover:underline">
          {t("admin.orders.title", { number: `\u2066${data.order.orderNumber}\u2069` })}
        </Link>
        <bdi>{data.order.companyName}</bdi>
      </div>
      {data.state === "draft" ? (
        <Draft invoice={data} onSaved={show} onRefused={async () => void (await invoice.refetch())} />
      ) : (
        <Printed invoice={data} onSaved={show} />
      )}
      {/* One column that may shrink below the lines table (grid-cols-1 is minmax(0, 1fr)): an implicit
          column grew to the table's width, and a phone scrolled sideways; the table scrolls in its box. */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card title={t("admin.orders.linesAndTotals")} testId="invoice-lines">
          <Lines invoice={data} />
          <Totals invoice={data} />
        </Card>
        <Card title={t("admin.invoices.seller")} testId="invoice-seller">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium text-muted-foreground">{t("admin.invoices.sellerName")}</dt>
            <dd>
              <bdi>{data.seller?.name || "—"}</bdi>
            </dd>
            <dt className="font-medium text-muted-foreground">{t("admin.companyInfo.vatNumber")}</dt>
            <dd dir="ltr" className="text-start">
              {data.seller?.vatNumber || "—"}
            </dd>
          </dl>
          {data.note && (
            <p className="text-sm whitespace-pre-line" data-testid="invoice-note">
              <bdi>{data.note}</bdi>
            </p>
          )}
        </Card>
      </div>
    </div>
  );
}

/** A draft: its date and note, and "Print" after saying what printing does. */
function Draft(props: { invoice: Invoice; onSaved(invoice: Invoice): Promise<void>; onRefused(): Promise<void> }) {
  const t = useT();
  const { client, failureTexts } = useAdmin();
  const api = useMemo(() => invoicesApi(client), [client]);
  const { invoice } = props;
  const [isAsking, setAsking] = useState(false);
  const id = String(invoice.id);
  const print = useMutation({
    mutationFn: () => answerOf(api.print(id), failureTexts),
    onSuccess: async (detail) => {
      toast({ tone: "success", message: t("admin.invoices.printDone", { number: detail.invoiceNumber ?? "" }) });
      await props.onSaved(detail);
    },
    onError: async (error) => {
      if (error instanceof AdminApiError && error.failure.status === 409) await props.onRefused();
    },
    onSettled: () => setAsking(false),
  });
  return (
    <section className="flex flex-col gap-4">
      <OrderForm
        key={`${invoice.date}|${invoice.note ?? ""}|${invoice.updatedAt}`}
        contract={InvoiceUpdateInput as never}
        initial={{ date: shownIsoDay(invoice.date), note: invoice.note ?? "" }}
        sections={[
          {
            title: "admin.invoices.edit",
            hint: "admin.invoices.editHint",
            fields: [
              {
                kind: "text",
                name: "date",
                label: "admin.invoices.date",
                isRequired: true,
                hint: "form.dayHint",
                dir: "ltr",
                inputMode: "numeric",
                maxLength: 10,
              },
              { kind: "textarea", name: "note", label: "admin.invoices.note", maxLength: 2000 },
            ],
          },
        ]}
        send={((input: { date: string; note: string }) => api.update(id, input)) as never}
        onSaved={(detail) => props.onSaved(detail as unknown as Invoice)}
        done="admin.invoices.saved"
        submit="admin.invoices.save"
        testId="invoice-form"
      />
      <div>
        <Button type="button" onClick={() => setAsking(true)} data-testid="print-invoice">
          <Printer aria-hidden className="size-4" />
          {t("admin.invoices.print")}
        </Button>
      </div>
      <AlertDialog open={isAsking} onOpenChange={(open) => !open && !print.isPending && setAsking(false)}>
        <AlertDialogContent data-testid="print-dialog">
          <AlertDialogTitle>{t("admin.invoices.printTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("admin.invoices.printWarning")}</AlertDialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel className={buttonVariants({ variant: "outline" })} disabled={print.isPending}>
              {t("admin.orders.keep")}
            </AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants()}
              disabled={print.isPending}
              aria-busy={print.isPending}
              onClick={(event) => {
                event.preventDefault();
                print.mutate();
              }}
              data-testid="confirm-print"
            >
              {t("admin.invoices.print")}
            </AlertDialogAction>
          </div>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

/** A printed invoice: read-only; reversed by a credit note, once. */
function Printed(props: { invoice: Invoice; onSaved(invoice: Invoice): Promise<void> }) {
  const t = useT();
  const { client, failureTexts, timeZone } = useAdmin();
  const api = useMemo(() => invoicesApi(client), [client]);
  const { invoice } = props;
  const [isAsking, setAsking] = useState(false);
  const [date, setDate] = useState(() => formatDate(Date.now(), { timeZone }));
  const [reason, setReason] = useState("");
  const fieldId = useId();
  const isDateValid = parseDayMonthYear(date.trim()) !== null;
  const credit = useMutation({
    mutationFn: () =>
      answerOf(
        api.creditNote(String(invoice.id), { date: date.trim(), ...(reason.trim() ? { reason: reason.trim() } : {}) }),
        failureTexts,
      ),
    onSuccess: async (detail) => {
      toast({
        tone: "success",
        message: t("admin.invoices.creditDone", { number: detail.creditNote?.creditNoteNumber ?? "" }),
      });
      await props.onSaved(detail);
    },
    onSettled: () => setAsking(false),
  });
  const note = invoice.creditNote;
  return (
    <section className="flex flex-col gap-3" data-testid="invoice-printed">
      <p className="text-sm text-muted-foreground" data-testid="invoice-locked">
        {t("admin.invoices.locked", { number: `\u2066${invoice.invoiceNumber ?? ""}\u2069` })}
      </p>
      {note ? (
        <div className="rounded-lg border p-4 text-sm" data-testid="credit-note">
          <p className="font-medium">
            {t("admin.invoices.creditNoteTitle", { number: `\u2066${note.creditNoteNumber}\u2069` })}
          </p>
          <p className="text-muted-foreground">
            {t("admin.invoices.dated", { date: shownIsoDay(note.date) })} · <bdi>{note.issuedBy}</bdi>
          </p>
          {note.reason && (
            <p className="whitespace-pre-line">
              <bdi>{note.reason}</bdi>
            </p>
          )}
          <p>
            {t("admin.orders.total")}: <Money minor={note.totals.total} />
          </p>
        </div>
      ) : (
        <div>
          <Button type="button" variant="outline" onClick={() => setAsking(true)} data-testid="issue-credit-note">
            <FileMinus aria-hidden className="size-4" />
            {t("admin.invoices.issueCreditNote")}
          </Button>
        </div>
      )}
      <AlertDialog open={isAsking} onOpenChange={(open) => !open && !credit.isPending && setAsking(false)}>
        <AlertDialogContent data-testid="credit-dialog">
          <AlertDialogTitle>{t("admin.invoices.issueCreditNote")}</AlertDialogTitle>
          <AlertDialogDescription>{t("admin.invoices.creditWarning")}</AlertDialogDescription>
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor={`${fieldId}-date`} className="font-medium">
              {t("admin.invoices.date")}
            </label>
            <input
              id={`${fieldId}-date`}
              dir="ltr"
              inputMode="numeric"
              maxLength={10}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              aria-invalid={!isDateValid}
              aria-describedby={`${fieldId}-hint`}
              className={inputClass}
              data-testid="credit-date"
            />
            <p id={`${fieldId}-hint`} className="text-muted-foreground">
              {isDateValid ? t("form.dayHint") : t("validation.date")}
            </p>
            <label htmlFor={`${fieldId}-reason`} className="mt-2 font-medium">
              {t("admin.invoices.reason")}
            </label>
            <textarea
              id={`${fieldId}-reason`}
              rows={2}
              dir="auto"
              maxLength={2000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className={cn(inputClass, "h-auto py-2")}
              data-testid="credit-reason"
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel className={buttonVariants({ variant: "outline" })} disabled={credit.isPending}>
              {t("admin.orders.keep")}
            </AlertDialogCancel>
            <AlertDialogAction
              className={cn(buttonVariants(), "bg-red-700 text-white hover:bg-red-800")}
              disabled={credit.isPending || !isDateValid}
              aria-busy={credit.isPending}
              onClick={(event) => {
                event.preventDefault();
                credit.mutate();
              }}
              data-testid="confirm-credit-note"
            >
              {t("admin.invoices.issueCreditNote")}
            </AlertDialogAction>
          </div>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

function Card({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border p-4" data-testid={testId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Lines({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const { locale, money } = useAdmin();
  const rate = useRate();
  return (
    <TableRegion label={t("admin.orders.lines")}>
      <thead className="bg-muted/60">
        <tr>
          <th scope="col" className="px-2 py-2 text-start font-medium">
            {t("admin.orders.item")}
          </th>
          <th scope="col" className="px-2 py-2 text-end font-medium">
            {t("dashboard.order.quantity")}
          </th>
          <th scope="col" className="px-2 py-2 text-end font-medium">
            {t("admin.orders.vat")}
          </th>
          <th scope="col" className="px-2 py-2 text-end font-medium">
            {t("dashboard.order.lineTotal")}
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line, index) => (
          <tr key={index} className="border-t align-top" data-testid="invoice-line">
            <td className="px-2 py-2">
              <bdi className="font-medium">{line.title}</bdi>
              <span className="block text-xs text-muted-foreground" dir="ltr">
                {line.sku}
              </span>
            </td>
            <td className="px-2 py-2 text-end tabular-nums">{formatNumber(line.quantity, locale, money)}</td>
            <td className="px-2 py-2 text-end">
              <Money minor={line.vatAmount} />
              <span className="block text-xs text-muted-foreground">{rate(line.vatRateBasisPoints)}</span>
            </td>
            <td className="px-2 py-2 text-end">
              <Money minor={line.lineTotal} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

function Totals({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const { totals } = invoice;
  const rows = [
    { label: t("dashboard.order.subtotal"), minor: totals.subTotal, isShown: true },
    { label: t("dashboard.order.selections"), minor: totals.selectionsTotal, isShown: totals.selectionsTotal !== 0 },
    { label: t("dashboard.order.discount"), minor: -totals.discountTotal, isShown: totals.discountTotal !== 0 },
    { label: t("dashboard.order.shipping"), minor: totals.shippingCost, isShown: true },
    { label: t("dashboard.order.vat"), minor: totals.vatTotal, isShown: true },
  ].filter((row) => row.isShown);
  return (
    <dl className="ms-auto grid w-full gap-1 text-sm sm:max-w-sm" data-testid="invoice-totals">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4">
          <dt>{row.label}</dt>
          <dd>
            <Money minor={row.minor} />
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t pt-2 font-semibold">
        <dt>{t("admin.orders.total")}</dt>
        <dd data-testid="invoice-total">
          <Money minor={totals.total} />
        </dd>
      </div>
    </dl>
  );
}

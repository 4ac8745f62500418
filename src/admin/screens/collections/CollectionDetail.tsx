// `collections/{id}` (issue #22 item 6, decision 0096): one collection as its receipt carries it
// (number, day, customer, salesperson, method with its reference, bank and due date, amount, the
// orders it pays and what stays on account), its printable receipt (the salesperson's, as a page of
// its own), with the office's two moves: "Confirm received" (its
// allocations become the orders' payments, decision 0094) and "Void" with a required reason. Each
// asks first; a refusal (already voided, confirmed meanwhile) is the API's own text in SPEC §8's
// toast, shown under the reason when it is the reason's, and the collection is read again.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Ban, CircleCheck, FileText } from "lucide-react";
import { useId, useMemo, useState, type ReactNode } from "react";
import type { CollectionReceipt } from "../../../../core/contracts/sales.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog.tsx";
import { Button, buttonVariants } from "../../../components/ui/button.tsx";
import { VoidReasonDialog } from "../../../components/VoidReasonDialog.tsx";
import { toast } from "../../../scripts/toaster.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { AdminApiError } from "../../failure.ts";
import { Money } from "../../kit/money.tsx";
import { PrintViewLink } from "../../kit/print-view-link.tsx";
import { ScreenFailed, ScreenHeader, ScreenLoading, ScreenNotFound } from "../../kit/screen-states.tsx";
import { TableRegion } from "../../kit/table-region.tsx";
import { useT } from "../../messages.ts";
import { shownIsoDay, useShownDate } from "../orders/dates.ts";
import { collectionsApi } from "./api.ts";
import { CollectionStateBadge } from "./badges.tsx";

/** The collection's query key: the list's is `["collections", "list", …]` (the kit's), so both refresh together. */
const detailKey = (id: string) => ["collections", "detail", id];

export default function CollectionDetail({ id }: { id: string }) {
  const t = useT();
  const { client, failureTexts, basePath } = useAdmin();
  const queryClient = useQueryClient();
  const api = useMemo(() => collectionsApi(client), [client]);
  const collection = useQuery({
    queryKey: detailKey(id),
    queryFn: () => answerOf(api.read(id), failureTexts),
    meta: { silent: true },
  });
  const [asking, setAsking] = useState<"confirm" | "void" | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const show = async (detail: CollectionReceipt) => {
    queryClient.setQueryData(detailKey(id), detail);
    await queryClient.invalidateQueries({ queryKey: ["collections", "list"] });
  };
  const refused = async (error: Error) => {
    if (error instanceof AdminApiError && error.failure.errors.reason) setReasonError(error.failure.errors.reason);
    else if (error instanceof AdminApiError && error.failure.status === 409) await collection.refetch();
  };
  const confirm = useMutation({
    mutationFn: () => answerOf(api.confirm(id), failureTexts),
    onSuccess: async (detail) => {
      toast({ tone: "success", message: t("admin.collections.confirmDone") });
      await show(detail);
    },
    onError: refused,
    onSettled: () => setAsking(null),
  });
  const voiding = useMutation({
    mutationFn: () => answerOf(api.void(id, reason.trim()), failureTexts),
    onSuccess: async (detail) => {
      toast({ tone: "success", message: t("collections.voidDone") });
      setAsking(null);
      await show(detail);
    },
    onError: async (error) => {
      await refused(error);
      if (!(error instanceof AdminApiError && error.failure.errors.reason)) setAsking(null);
    },
  });

  if (collection.isPending) return <ScreenLoading />;
  if (collection.isError) {
    const status = collection.error instanceof AdminApiError ? collection.error.failure.status : 0;
    return status === 404 ? <ScreenNotFound /> : <ScreenFailed reset={() => void collection.refetch()} />;
  }
  const data = collection.data;
  const isBusy = confirm.isPending || voiding.isPending;
  return (
    <div className="flex flex-col gap-6" data-testid="collection-detail" data-state={data.state}>
      <ScreenHeader title={t("admin.collections.title", { number: `\u2066${data.receiptNumber}\u2069` })}>
        {data.canConfirm && (
          <Button type="button" onClick={() => setAsking("confirm")} data-testid="confirm-collection">
            <CircleCheck aria-hidden className="size-4" />
            {t("admin.collections.confirm")}
          </Button>
        )}
        {/* Only a collection not yet confirmed may be voided (decision 0094) */}
        {data.canVoid && (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setReason("");
              setReasonError(null);
              setAsking("void");
            }}
            data-testid="void-collection"
          >
            <Ban aria-hidden className="size-4" />
            {t("collections.void")}
          </Button>
        )}
        {/* The receipt's print view is a page of its own, opened beside the collection (as an order's) */}
        <PrintViewLink
          href={`${basePath}/collections/${data.id}/print`}
          label={t("admin.collections.print")}
          testId="print-receipt"
        />
        {/* The statement is a page of its own (printable, decision 0096), outside the app */}
        <a
          href={`${basePath}/users/${data.customer.id}/statement`}
          className={buttonVariants({ variant: "outline" })}
          data-testid="open-statement"
        >
          <FileText aria-hidden className="size-4" />
          {t("admin.collections.statement")}
        </a>
        <Link to="/collections" className={buttonVariants({ variant: "outline" })}>
          {t("admin.collections.backToList")}
        </Link>
      </ScreenHeader>
      <div className="-mt-4 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <CollectionStateBadge state={data.state} />
        <span>{shownIsoDay(data.collectedOn)}</span>
        <Link to="/users/$id" params={{ id: String(data.customer.id) }} className="text-primary hover:underline">
          <bdi>{data.customer.name}</bdi>
        </Link>
        <bdi>{data.customer.companyName}</bdi>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card title={t("collections.receipt")} testId="collection-receipt">
          <Receipt collection={data} />
        </Card>
        <Card title={t("collections.allocations")} testId="collection-allocations">
          <Allocations collection={data} />
        </Card>
      </div>
      <AlertDialog open={asking === "confirm"} onOpenChange={(open) => !open && !isBusy && setAsking(null)}>
        <AlertDialogContent data-testid="confirm-dialog">
          <AlertDialogTitle>{t("admin.collections.confirmTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("admin.collections.confirmText")}</AlertDialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel className={buttonVariants({ variant: "outline" })} disabled={isBusy}>
              {t("collections.keep")}
            </AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants()}
              disabled={isBusy}
              aria-busy={confirm.isPending}
              onClick={(event) => {
                event.preventDefault();
                confirm.mutate();
              }}
              data-testid="confirm-collection-yes"
            >
              {t("admin.collections.confirm")}
            </AlertDialogAction>
          </div>
        </AlertDialogContent>
      </AlertDialog>
      <VoidReasonDialog
        open={asking === "void"}
        onClose={() => setAsking(null)}
        reason={reason}
        onReasonChange={(value) => {
          setReason(value);
          setReasonError(null);
        }}
        reasonError={reasonError}
        isBusy={isBusy}
        onVoid={() => voiding.mutate()}
        texts={{
          title: t("collections.voidTitle"),
          text: t("collections.voidText"),
          reason: t("collections.voidReason"),
          keep: t("collections.keep"),
          void: t("collections.void"),
        }}
        voidTestId="void-collection-yes"
      />
    </div>
  );
}

/** What the receipt carries, as a list of terms. */
function Receipt({ collection }: { collection: CollectionReceipt }) {
  const t = useT();
  const shown = useShownDate();
  const rows: { label: string; value: ReactNode; testId?: string }[] = [
    { label: t("collections.receiptNumber"), value: <span dir="ltr">{collection.receiptNumber}</span> },
    { label: t("collections.date"), value: shownIsoDay(collection.collectedOn) },
    { label: t("collections.salesperson"), value: <bdi>{collection.salesperson.name}</bdi> },
    { label: t("collections.method"), value: t(`collections.method.${collection.method}`) },
    {
      label: t("collections.amount"),
      value: <Money minor={collection.amount} testId="collection-amount" />,
    },
  ];
  if (collection.reference)
    rows.push({
      label: t(collection.method === "check" ? "collections.chequeNumber" : "collections.reference"),
      value: <span dir="ltr">{collection.reference}</span>,
    });
  if (collection.bank) rows.push({ label: t("collections.bank"), value: <bdi>{collection.bank}</bdi> });
  if (collection.chequeDueOn)
    rows.push({ label: t("collections.dueDate"), value: shownIsoDay(collection.chequeDueOn) });
  if (collection.note)
    rows.push({ label: t("collections.note"), value: <bdi className="whitespace-pre-line">{collection.note}</bdi> });
  return (
    <>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-muted-foreground">{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {collection.confirmedAt !== null && (
        <p className="text-sm" data-testid="collection-confirmed">
          {t("collections.confirmedOn", {
            date: shown.dateTime(collection.confirmedAt),
            name: collection.confirmedByName ?? "—",
          })}
        </p>
      )}
      {collection.voidedAt !== null && (
        <p className="text-sm text-red-700 dark:text-red-400" data-testid="collection-voided">
          {t("collections.voidedOn", {
            date: shown.dateTime(collection.voidedAt),
            name: collection.voidedByName ?? "—",
            reason: collection.voidReason ?? "",
          })}
        </p>
      )}
    </>
  );
}

/** The orders it pays, and what stays on the customer's account. */
function Allocations({ collection }: { collection: CollectionReceipt }) {
  const t = useT();
  return (
    <TableRegion label={t("collections.allocationsTable")}>
      <thead className="bg-muted/60">
        <tr>
          <th scope="col" className="px-2 py-2 text-start font-medium">
            {t("collections.order")}
          </th>
          <th scope="col" className="px-2 py-2 text-end font-medium">
            {t("collections.amount")}
          </th>
        </tr>
      </thead>
      <tbody>
        {collection.allocations.map((allocation) => (
          <tr key={allocation.orderId} className="border-t" data-testid="collection-allocation">
            <td className="px-2 py-2">
              <Link
                to="/order/$id"
                params={{ id: String(allocation.orderId) }}
                dir="ltr"
                className="whitespace-nowrap text-primary hover:underline"
              >
                {allocation.orderNumber}
              </Link>
            </td>
            <td className="px-2 py-2 text-end">
              <Money minor={allocation.amount} />
            </td>
          </tr>
        ))}
        <tr className="border-t" data-testid="collection-on-account">
          <td className="px-2 py-2">{t("collections.onAccount")}</td>
          <td className="px-2 py-2 text-end">
            <Money minor={collection.onAccount} />
          </td>
        </tr>
      </tbody>
    </TableRegion>
  );
}

function Card({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
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

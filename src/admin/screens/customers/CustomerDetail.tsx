// SPEC §2 `users/{id}` (issue #12 item 1, decision 0067): one customer, bespoke. The approval
// (the uploaded form opened as a download, never inline; approve and reject after a confirmation,
// each emailing the customer), the SPEC §3 flags and the salesperson (each saved as it changes), a
// password reset emailed to them, the company's terms for paying on account (decision 0102), the
// company data, addresses and recent orders.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { FileDown, FileText, KeyRound } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { paymentTermsDays } from "../../../../core/checkout/on-account.ts";
import { CompanyTermsInput, canOrderFor, type CustomerPatch } from "../../../../core/contracts/admin/customers.ts";
import type { OrderStatus } from "../../../../core/orders/order-status.ts";
import { formatDate } from "../../../../i18n/dates.ts";
import { formatMoney } from "../../../../i18n/money.ts";
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
import { IsolatedParts } from "../../kit/isolated-parts.tsx";
import { ScreenFailed, ScreenHeader, ScreenLoading, ScreenNotFound } from "../../kit/screen-states.tsx";
import { AdminApiError } from "../../failure.ts";
import { useT, type AdminMessageKey } from "../../messages.ts";
import { OrderForm } from "../orders/OrderForm.tsx";
import { PhoneOrderLink } from "../orders/PhoneOrder.tsx";
import { salespersonSource } from "../people-sources.ts";
import { CustomerBadges } from "./badges.tsx";
import { PricingForm } from "./PricingForm.tsx";
import { CompanyPeople } from "./CompanyPeople.tsx";

type Action = "approved" | "rejected" | "reset";

/** Dates as SPEC §9 writes them, in the admin's own time zone. */
const shownDate = (epochMs: number) =>
  formatDate(epochMs, { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });

export default function CustomerDetail({ id }: { id: string }) {
  const t = useT();
  const { client, failureTexts, basePath } = useAdmin();
  const queryClient = useQueryClient();
  const api = client.api.admin.customers[":id"];
  const key = ["users", "detail", id];
  const customer = useQuery({
    queryKey: key,
    queryFn: () => answerOf(api.$get({ param: { id } }), failureTexts),
    // Shown in place (not found, or a retry); a 401 still opens the session dialog.
    meta: { silent: true },
  });
  const show = async (detail: NonNullable<typeof customer.data>) => {
    queryClient.setQueryData(key, detail);
    await queryClient.invalidateQueries({ queryKey: ["users", "list"] });
  };
  const [action, setAction] = useState<Action | null>(null);
  const decide = useMutation({
    mutationFn: (decision: "approved" | "rejected") =>
      answerOf(api.approval.$post({ param: { id }, json: { decision } }), failureTexts),
    onSuccess: async (detail, decision) => {
      toast({
        tone: "success",
        message: t(decision === "approved" ? "admin.customers.approvedDone" : "admin.customers.rejectedDone"),
      });
      await show(detail);
    },
    onSettled: () => setAction(null),
  });
  const patch = useMutation({
    mutationFn: (json: CustomerPatch) => answerOf(api.$patch({ param: { id }, json }), failureTexts),
    onSuccess: async (detail) => {
      toast({ tone: "success", message: t("admin.form.saved") });
      await show(detail);
    },
  });
  const reset = useMutation({
    mutationFn: () => answerOf(api["password-reset"].$post({ param: { id } }), failureTexts),
    onSuccess: () => toast({ tone: "success", message: t("admin.customers.resetSent") }),
    onSettled: () => setAction(null),
  });

  if (customer.isPending) return <ScreenLoading />;
  if (customer.isError) {
    const status = customer.error instanceof AdminApiError ? customer.error.failure.status : 0;
    return status === 404 ? <ScreenNotFound /> : <ScreenFailed reset={() => void customer.refetch()} />;
  }
  const data = customer.data;
  const name = `${data.firstName} ${data.lastName}`;
  const busy = patch.isPending;
  const canDecide = data.verified && data.hasApprovalForm;
  const pending = decide.isPending || reset.isPending;
  const dialog: Record<Action, { title: AdminMessageKey; text: AdminMessageKey; confirm: AdminMessageKey }> = {
    approved: {
      title: "admin.customers.approveTitle",
      text: "admin.customers.approveText",
      confirm: "admin.customers.approve",
    },
    rejected: {
      title: "admin.customers.rejectTitle",
      text: "admin.customers.rejectText",
      confirm: "admin.customers.reject",
    },
    reset: { title: "admin.customers.resetTitle", text: "admin.customers.resetText", confirm: "admin.customers.send" },
  };

  return (
    <div className="flex flex-col gap-6" data-testid="customer-detail">
      <ScreenHeader title={name}>
        <PhoneOrderLink
          customer={{
            id: data.id,
            name,
            companyName: data.companyName,
            canOrder: canOrderFor(data),
          }}
        />
        <Button type="button" variant="outline" onClick={() => setAction("reset")} data-testid="reset-password">
          <KeyRound aria-hidden className="size-4" />
          {t("admin.customers.resetPassword")}
        </Button>
        {/* The statement is a printable page of its own, outside the app (decision 0096) */}
        <a
          href={`${basePath}/users/${id}/statement`}
          className={buttonVariants({ variant: "outline" })}
          data-testid="open-statement"
        >
          <FileText aria-hidden className="size-4" />
          {t("admin.collections.statement")}
        </a>
        <Link to="/users" className={buttonVariants({ variant: "outline" })}>
          {t("admin.customers.backToList")}
        </Link>
      </ScreenHeader>
      <div className="-mt-4 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <CustomerBadges customer={data} />
        <span>{t("admin.customers.registeredAt", { date: shownDate(data.registeredAt) })}</span>
      </div>

      <Card title={t("admin.customers.approval")} testId="approval">
        {data.approvalFormUrl ? (
          <div className="flex flex-wrap items-center gap-3">
            {/* The API answers the form as an attachment (never shown inline, SPEC §4). */}
            <a
              href={data.approvalFormUrl}
              download
              className={buttonVariants({ variant: "outline" })}
              data-testid="approval-form"
            >
              <FileDown aria-hidden className="size-4" />
              {t("admin.customers.approvalForm")}
            </a>
            {data.approvalSubmittedAt !== null && (
              <span className="text-sm text-muted-foreground">
                {t("admin.customers.submittedAt", { date: shownDate(data.approvalSubmittedAt) })}
              </span>
            )}
          </div>
        ) : (
          <p className="text-muted-foreground">{t("admin.customers.noForm")}</p>
        )}
        {canDecide ? (
          <div className="flex flex-wrap gap-2">
            {data.approvalStatus !== "approved" && (
              <Button type="button" onClick={() => setAction("approved")} data-testid="approve">
                {t("admin.customers.approve")}
              </Button>
            )}
            {data.approvalStatus !== "rejected" && (
              <Button
                type="button"
                variant="outline"
                className="text-red-700 dark:text-red-400"
                onClick={() => setAction("rejected")}
                data-testid="reject"
              >
                {t("admin.customers.reject")}
              </Button>
            )}
          </div>
        ) : (
          !data.verified && <p className="text-sm text-muted-foreground">{t("admin.customers.decideAfterVerify")}</p>
        )}
      </Card>

      <Card title={t("admin.customers.manage")} testId="manage">
        <div className="flex flex-col gap-3">
          <Toggle
            label={t("admin.customers.canSeePrices")}
            checked={data.canSeePrices}
            disabled={busy}
            onChange={(canSeePrices) => patch.mutate({ canSeePrices })}
          />
          <Toggle
            label={t("admin.customers.restricted")}
            hint={t("admin.customers.restrictedHint")}
            checked={data.restricted}
            disabled={busy}
            onChange={(restricted) => patch.mutate({ restricted })}
          />
          {data.verified ? (
            <p className="text-sm">{t("admin.customers.emailVerified")}</p>
          ) : (
            <Button
              type="button"
              variant="outline"
              className="self-start"
              disabled={busy}
              onClick={() => patch.mutate({ verified: true })}
              data-testid="verify"
            >
              {t("admin.customers.verify")}
            </Button>
          )}
          <SalespersonSelect
            value={data.salesperson?.id ?? null}
            current={data.salesperson}
            disabled={busy}
            onChange={(salespersonId) => patch.mutate({ salespersonId })}
          />
        </div>
      </Card>

      <Card title={t("admin.customers.terms")} testId="terms">
        <p className="text-sm text-muted-foreground">{t("admin.customers.terms.hint")}</p>
        <OrderForm<NonNullable<typeof customer.data>>
          // A new form once saved: the values as the API now holds them
          key={`${data.paymentTermsDays}-${data.creditLimit}`}
          contract={CompanyTermsInput as never}
          initial={{
            paymentTermsDays: data.paymentTermsDays === null ? "" : String(data.paymentTermsDays),
            creditLimit: data.creditLimit,
          }}
          sections={[
            {
              title: "admin.customers.terms.edit",
              fields: [
                {
                  kind: "select",
                  name: "paymentTermsDays",
                  label: "admin.customers.terms.days.label",
                  placeholder: "admin.customers.terms.none",
                  options: paymentTermsDays.map((days) => ({
                    value: String(days),
                    label: `admin.customers.terms.net${days}` as const,
                  })),
                },
                { kind: "money", name: "creditLimit", label: "admin.customers.terms.creditLimit" },
              ],
            },
          ]}
          send={(json) => client.api.admin.companies[":id"].terms.$put({ param: { id }, json })}
          onSaved={show}
          done="admin.form.saved"
          submit="admin.form.save"
          testId="terms-form"
        />
      </Card>

      <Card title={t("admin.customers.pricing")} testId="pricing">
        <PricingForm id={id} />
      </Card>

      <Card title={t("admin.customers.people.title")} testId="people">
        <CompanyPeople id={id} />
      </Card>

      <Card title={t("admin.customers.company")} testId="company">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <Row label={t("register.companyName")}>
            <bdi>{data.companyName}</bdi>
          </Row>
          <Row label={t("register.companyNumber")}>
            <span dir="ltr">{data.companyNumber}</span>
          </Row>
          <Row label={t("register.email")}>
            <a href={`mailto:${data.email}`} dir="ltr" className="text-primary hover:underline">
              {data.email}
            </a>
          </Row>
          <Row label={t("register.phone")}>
            <span dir="ltr">{data.phone}</span>
          </Row>
          {data.mobile && (
            <Row label={t("register.mobile")}>
              <span dir="ltr">{data.mobile}</span>
            </Row>
          )}
          {data.landLine && (
            <Row label={t("register.landLine")}>
              <span dir="ltr">{data.landLine}</span>
            </Row>
          )}
          <Row label={t("admin.customers.address")}>
            <IsolatedParts parts={[data.address1, data.address2, data.city, data.state, data.postCode, data.country]} />
          </Row>
        </dl>
      </Card>

      <Card title={t("admin.customers.addresses")} testId="addresses">
        {data.addresses.length === 0 ? (
          <p className="text-muted-foreground">{t("admin.customers.noAddresses")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {data.addresses.map((address) => (
              <li key={address.id} className="flex flex-wrap items-center gap-2">
                <span data-testid="address">
                  <IsolatedParts
                    parts={[address.address1, address.address2, address.city, address.postcode, address.country]}
                  />
                </span>
                {address.isDefault && (
                  <span className="rounded-full bg-muted px-2 py-0.5 text-xs">
                    {t("admin.customers.defaultAddress")}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title={t("admin.customers.orders")} testId="orders">
        <OrdersTable orders={data.orders} total={data.orderCount} />
      </Card>

      <AlertDialog open={action !== null} onOpenChange={(open) => !open && !pending && setAction(null)}>
        <AlertDialogContent data-testid="action-dialog">
          {action && (
            <>
              <AlertDialogTitle>{t(dialog[action].title, { name })}</AlertDialogTitle>
              <AlertDialogDescription>{t(dialog[action].text)}</AlertDialogDescription>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <AlertDialogCancel className={buttonVariants({ variant: "outline" })} disabled={pending}>
                  {t("admin.delete.cancel")}
                </AlertDialogCancel>
                <AlertDialogAction
                  className={cn(buttonVariants(), action === "rejected" && "bg-red-700 text-white hover:bg-red-800")}
                  disabled={pending}
                  aria-busy={pending}
                  onClick={(event) => {
                    event.preventDefault();
                    if (action === "reset") reset.mutate();
                    else decide.mutate(action);
                  }}
                  data-testid="confirm-action"
                >
                  {t(dialog[action].confirm)}
                </AlertDialogAction>
              </div>
            </>
          )}
        </AlertDialogContent>
      </AlertDialog>
    </div>
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

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}

function Toggle(props: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 accent-primary"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id} className="flex flex-col">
        <span className="font-medium">{props.label}</span>
        {props.hint && (
          <span id={`${id}-hint`} className="text-sm text-muted-foreground">
            {props.hint}
          </span>
        )}
      </label>
    </div>
  );
}

/** The customer's salesperson (SPEC §6): one of the active ones, or none; saved when chosen. */
function SalespersonSelect(props: {
  value: number | null;
  current: { id: number; name: string; active: boolean } | null;
  disabled: boolean;
  onChange(id: number | null): void;
}) {
  const t = useT();
  const { client, failureTexts } = useAdmin();
  const id = useId();
  const rows = useQuery({
    queryKey: ["salespeople", "list", { perPage: 100, active: true }],
    queryFn: () => answerOf(salespersonSource.list(client, { perPage: "100", sort: "name" }), failureTexts),
  });
  const options = (rows.data?.items ?? []).map((row) => ({
    value: String(row.id),
    label: salespersonSource.rowLabel(row),
  }));
  if (props.current && !options.some((option) => option.value === String(props.current?.id))) {
    options.unshift({ value: String(props.current.id), label: props.current.name });
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {t("admin.customers.salesperson")}
      </label>
      <select
        id={id}
        className={cn(inputClass, "max-w-sm")}
        value={props.value === null ? "" : String(props.value)}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value ? Number(event.target.value) : null)}
        data-testid="salesperson-select"
      >
        <option value="">{t("admin.customers.noSalesperson")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function OrdersTable(props: {
  orders: { id: number; orderNumber: string; status: OrderStatus; grandTotal: number; placedAt: number }[];
  total: number;
}) {
  const t = useT();
  const { locale, money } = useAdmin();
  if (props.orders.length === 0) return <p className="text-muted-foreground">{t("admin.customers.noOrders")}</p>;
  return (
    <>
      <p className="text-sm text-muted-foreground">{t("admin.customers.orderCount", { count: props.total })}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-start">
              <th scope="col" className="p-2 text-start">
                {t("admin.customers.orderNumber")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("admin.customers.orderDate")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("admin.customers.orderStatus")}
              </th>
              <th scope="col" className="p-2 text-end">
                {t("admin.customers.orderTotal")}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.orders.map((order) => (
              <tr key={order.id} className="border-b last:border-0">
                <td className="p-2" dir="ltr">
                  {order.orderNumber}
                </td>
                <td className="p-2">{shownDate(order.placedAt)}</td>
                <td className="p-2">{t(`orderStatus.${order.status}`)}</td>
                <td className="p-2 text-end" dir="ltr">
                  {formatMoney(order.grandTotal, locale, money)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

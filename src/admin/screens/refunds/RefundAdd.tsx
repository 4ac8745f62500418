// SPEC §2 `refunds/add` (issue #20 item 3, decision 0085): an admin adds a return for a customer's
// order, as the customer would ask for it. The order is chosen (searched by number or customer, or
// given by the order page's link, `?order=`), then how many of each of its lines go back, the
// reason, and whether the return period is overridden (its meaning said beside it; the API then
// records it in the return's history). The API's refusals sit at their fields: a quantity above
// what may still be returned at its line, a closed return period at the override, an order that
// takes no return at the order.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useMemo } from "react";
import type { OrderDetail } from "../../../../core/contracts/admin/orders.ts";
import { RefundCreateInput, type RefundDetail } from "../../../../core/contracts/admin/refunds.ts";
import { returnQuantityField } from "../../../../core/contracts/returns.ts";
import { formatNumber } from "../../../../i18n/money.ts";
import { buttonVariants } from "../../../components/ui/button.tsx";
import { ApiForm } from "../../../islands/forms/ApiForm.tsx";
import { fieldPaths } from "../../../islands/forms/form-context.ts";
import { useApiForm } from "../../../islands/forms/use-api-form.ts";
import type { ApiResult } from "../../../scripts/api-call.ts";
import { toast } from "../../../scripts/toaster.ts";
import { answerOf, resultOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { formValidator, type FormValues } from "../../kit/define-resource.ts";
import { KitField } from "../../kit/fields/KitField.tsx";
import { useShowRefusal } from "../../kit/form.tsx";
import { ScreenHeader } from "../../kit/screen-states.tsx";
import { useAdminMessages, useT } from "../../messages.ts";
import { OrderStatusBadge } from "../orders/badges.tsx";
import { refundsApi } from "./api.ts";
import { orderSource } from "./order-source.ts";

/** The refusals that are about one field though the API answers them whole (409), by their code. */
const refusalFields: Readonly<Record<string, string>> = {
  return_period_over: "overrideWindow",
  returns_unavailable: "orderId",
  return_not_delivered: "orderId",
};

/** A refusal of the whole return placed at the field it is about, so it shows there. */
export function atItsField(result: ApiResult): ApiResult {
  const field = result.ok ? undefined : refusalFields[result.answer.error ?? ""];
  if (!field || !result.answer.message) return result;
  return { ...result, answer: { ...result.answer, errors: { [field]: result.answer.message } } };
}

const orderIdRule = /^[1-9]\d{0,11}$/;

/** The chosen order's query: the relation field's own (the kit reads a chosen row under it). */
const orderKey = (orderId: unknown) => [orderSource.path, "detail", String(orderId)];

export default function RefundAdd() {
  const t = useT();
  const messages = useAdminMessages();
  const { client, locale } = useAdmin();
  const showRefusal = useShowRefusal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = useMemo(() => refundsApi(client), [client]);
  // The order page links here with its order chosen.
  const search = useSearch({ strict: false }) as { order?: unknown };
  const preset = typeof search.order === "string" && orderIdRule.test(search.order) ? Number(search.order) : null;
  // Only the chosen order's quantities are sent (not another order's, typed before it was changed).
  const toInput = useMemo(
    () => (values: FormValues) => {
      const order = queryClient.getQueryData<OrderDetail>(orderKey(values.orderId));
      return {
        orderId: values.orderId,
        reason: values.reason,
        overrideWindow: values.overrideWindow === true,
        ...Object.fromEntries(
          (order?.lines ?? [])
            .map((line) => [returnQuantityField(line.id), values[returnQuantityField(line.id)]] as const)
            .filter(([, quantity]) => quantity !== undefined && quantity !== ""),
        ),
      };
    },
    [queryClient],
  );
  const validator = useMemo(() => formValidator(RefundCreateInput as never, toInput), [toInput]);
  const { form, kit } = useApiForm<FormValues>({
    messages,
    schema: validator,
    defaultValues: { orderId: preset, reason: "", overrideWindow: false },
    // The quantities typed are in the values, with the form's own fields.
    fieldNames: (values) => fieldPaths(values),
    send: async (values) => atItsField(await resultOf(api.create(toInput(values) as never))),
    onSuccess: async (result) => {
      const created = result.answer.data as unknown as RefundDetail;
      toast({ tone: "success", message: t("admin.refunds.added") });
      await queryClient.invalidateQueries({ queryKey: ["refunds"] });
      await navigate({ to: "/refunds/$id", params: { id: String(created.id) } });
    },
    showRefusal,
  });
  return (
    <div className="flex flex-col gap-4" data-testid="refund-add">
      <ScreenHeader title={t("admin.refunds.addTitle")} />
      <p className="-mt-4 max-w-3xl text-sm text-muted-foreground">{t("admin.refunds.addIntro")}</p>
      <ApiForm form={form} kit={kit} locale={locale} testId="refund-form" className="flex max-w-3xl flex-col gap-6">
        <form.RequiredNote />
        <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
          <legend className="px-1 font-semibold">{t("admin.orders.order")}</legend>
          <form.AppField name="orderId">
            {() => (
              <KitField
                field={{
                  kind: "relation",
                  name: "orderId",
                  label: "admin.orders.order",
                  isRequired: true,
                  hint: "admin.refunds.orderHint",
                  placeholder: "admin.refunds.chooseOrder",
                  source: orderSource,
                }}
              />
            )}
          </form.AppField>
          <form.Subscribe selector={(state) => state.values.orderId}>
            {(orderId) =>
              typeof orderId === "number" ? <OrderLines key={orderId} orderId={orderId} form={form} /> : null
            }
          </form.Subscribe>
        </fieldset>
        <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
          <legend className="px-1 font-semibold">{t("admin.refunds.request")}</legend>
          <form.AppField name="reason">
            {() => (
              <KitField
                field={{
                  kind: "textarea",
                  name: "reason",
                  label: "returns.reason",
                  isRequired: true,
                  maxLength: 1000,
                  isProse: true,
                }}
              />
            )}
          </form.AppField>
          <form.AppField name="overrideWindow">
            {() => (
              <KitField
                field={{
                  kind: "checkbox",
                  name: "overrideWindow",
                  label: "admin.refunds.overrideWindow",
                  hint: "admin.refunds.overrideWindowHint",
                }}
              />
            )}
          </form.AppField>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <form.SubmitButton label={t("admin.refunds.add")} busyLabel={t("admin.form.saving")} data-testid="save" />
          <Link to="/refunds" className={buttonVariants({ variant: "outline" })}>
            {t("admin.form.cancel")}
          </Link>
        </div>
      </ApiForm>
    </div>
  );
}

/**
 * The chosen order, as the return needs it: its status and buyer, then per line how many go back
 * (blank or 0: the line stays with the buyer). The API says how many may still go back.
 */
function OrderLines({ orderId, form }: { orderId: number; form: ReturnType<typeof useApiForm<FormValues>>["form"] }) {
  const t = useT();
  const { client, failureTexts, locale, money } = useAdmin();
  // The relation field reads the same order under the same key: one call for both.
  const order = useQuery({
    queryKey: orderKey(orderId),
    queryFn: () => answerOf(orderSource.read(client, String(orderId)), failureTexts),
    meta: { silent: true },
  });
  if (!order.data) return null;
  const data = order.data;
  return (
    <div className="flex flex-col gap-4" data-testid="refund-order">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <OrderStatusBadge status={data.status} />
        <bdi>{data.customer.name}</bdi>
        <bdi className="text-muted-foreground">{data.customer.companyName}</bdi>
        <Link to="/order/$id" params={{ id: String(data.id) }} className="text-primary hover:underline">
          {t("admin.refunds.openOrder")}
        </Link>
      </p>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">{t("returns.quantity")}</legend>
        {data.lines.map((line) => (
          <form.AppField key={line.id} name={returnQuantityField(line.id)}>
            {(control) => (
              <control.TextField
                label={t("admin.refunds.lineQuantity", {
                  item: `\u2068${line.title}\u2069`,
                  max: formatNumber(line.quantity, locale, money),
                })}
                input={{ type: "number", min: 0, max: line.quantity, step: 1, inputMode: "numeric", dir: "ltr" }}
              />
            )}
          </form.AppField>
        ))}
      </fieldset>
    </div>
  );
}

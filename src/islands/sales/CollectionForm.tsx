// `/sales/collections/new?customer={id}` (issue #22 item 6, decision 0096): the salesperson records
// money collected from one of their customers. The fields follow the method (a transfer's reference;
// a cheque's number, bank and due day), the amount may be spread over the customer's open orders
// (each at most its open amount, as /api/sales/customers/{id} answers it) and what is not spread
// shows as "rest on account". The form checks the API's own contract (core/contracts/sales.ts) and
// shows each refusal of the API at its field, an order's at that order's amount; on success the
// receipt opens.
import { useSelector, type StandardSchemaV1 } from "@tanstack/react-form";
import { useMemo } from "react";
import { CollectionInput, collectionInputMessages, type SalesOpenOrder } from "../../../core/contracts/sales.ts";
import type { Locale } from "../../../core/profiles.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import { formatMoney, type MoneyProfile } from "../../../i18n/money.ts";
import { majorOf, minorOf } from "../../admin/kit/fields/money.ts";
import { callApi, type ApiResult } from "../../scripts/api-call.ts";
import { ApiForm } from "../forms/ApiForm.tsx";
import { fieldPaths, formKitMessages } from "../forms/form-context.ts";
import { useApiForm } from "../forms/use-api-form.ts";
import { allocationField, fieldOf, inputOf, type Values } from "./collection-input.ts";

/** The messages the form shows; its page picks them for its locale. */
export const collectionFormMessages = [
  ...formKitMessages,
  ...collectionInputMessages,
  "collections.method",
  "collections.method.cash",
  "collections.method.bank_transfer",
  "collections.method.check",
  "collections.amount",
  "collections.date",
  "collections.reference",
  "collections.chequeNumber",
  "collections.bank",
  "collections.dueDate",
  "collections.note",
  "sales.collection.chooseMethod",
  "form.dayHint",
  "sales.collection.openOrders",
  "sales.collection.openOrdersHint",
  "sales.collection.open",
  "sales.collection.allocate",
  "sales.collection.noOpenOrders",
  "sales.collection.restOnAccount",
  "sales.collection.overAllocated",
  "sales.collection.submit",
  "sales.collection.submitting",
] as const satisfies readonly MessageKey[];

interface Props {
  locale: Locale;
  messages: Messages<(typeof collectionFormMessages)[number]>;
  money: MoneyProfile;
  customerId: number;
  /** The customer's orders with money open, oldest first. */
  openOrders: readonly SalesOpenOrder[];
  /** Today as the shop writes it (DD/MM/YYYY), the day collected unless changed. */
  today: string;
  /** Where a receipt is, without its id: `/sales/collections` in the page's language. */
  receiptsPath: string;
  /** The order the collection is for (`?order=`, from the order's page): its open amount is filled in. */
  chosenOrderId?: number | null;
}

export function CollectionForm({
  locale,
  messages,
  money,
  customerId,
  openOrders,
  today,
  receiptsPath,
  chosenOrderId = null,
}: Props) {
  const t = translator(messages);
  const defaultValues: Values = useMemo(() => {
    const chosen = openOrders.find((order) => order.id === chosenOrderId);
    const open = chosen ? majorOf(chosen.openAmount) : "";
    return {
      method: "",
      amount: open,
      collectedOn: today,
      reference: "",
      bank: "",
      chequeDueOn: "",
      note: "",
      ...Object.fromEntries(openOrders.map((order) => [allocationField(order.id), order === chosen ? open : ""])),
    };
  }, [openOrders, today, chosenOrderId]);
  // The contract over what will be sent, its messages named by the form's fields.
  const schema: StandardSchemaV1<Values, unknown> = useMemo(
    () => ({
      "~standard": {
        version: 1,
        vendor: "jumla-sales",
        validate: (value) => {
          const { input, orderIds } = inputOf(value as Values, customerId, openOrders);
          const result = CollectionInput["~standard"].validate(input);
          if (result instanceof Promise || !result.issues) return { value: value as Values };
          return {
            issues: result.issues.map((issue) => ({
              message: issue.message,
              path: [
                fieldOf(
                  (issue.path ?? []).map((key) => (typeof key === "object" ? key.key : key)),
                  orderIds,
                ),
              ],
            })),
          };
        },
      },
    }),
    [customerId, openOrders],
  );
  const { form, kit } = useApiForm({
    messages,
    schema,
    defaultValues,
    fieldNames: (value) => [...fieldPaths(value), "allocations"],
    send: async (value): Promise<ApiResult> => {
      const { input, orderIds } = inputOf(value, customerId, openOrders);
      const result = await callApi({ path: "/api/sales/collections", json: input });
      const errors = result.answer.errors;
      if (!errors) return result;
      const named = Object.entries(errors).map(([path, text]) => {
        const segments = path.split(".").map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
        return [fieldOf(segments, orderIds), text] as const;
      });
      return { ...result, answer: { ...result.answer, errors: Object.fromEntries(named) } };
    },
    onSuccess: ({ answer }) => {
      const receipt = answer.data as { id: number } | null;
      if (receipt) location.assign(`${receiptsPath}/${receipt.id}`);
    },
  });
  const values = useSelector(form.store, (state) => state.values);
  const method = values.method;
  const amount = minorOf(values.amount ?? "");
  const allocated = openOrders.reduce((sum, order) => {
    const given = minorOf(values[allocationField(order.id)] ?? "");
    return sum + (given && Number.isFinite(given) ? given : 0);
  }, 0);
  const rest = amount && Number.isFinite(amount) ? amount - allocated : null;
  const show = (minor: number) => formatMoney(minor, locale, money);
  const moneyInput = { inputMode: "decimal", dir: "ltr", autoComplete: "off" } as const;

  return (
    <ApiForm form={form} kit={kit} locale={locale} testId="collection-form" className="flex flex-col gap-4">
      <form.RequiredNote />
      <form.AppField name="method">
        {(field) => (
          <field.SelectField
            label={t("collections.method")}
            isRequired
            placeholder={t("sales.collection.chooseMethod")}
            options={(["cash", "bank_transfer", "check"] as const).map((value) => ({
              value,
              label: t(`collections.method.${value}`),
            }))}
          />
        )}
      </form.AppField>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="amount">
          {(field) => <field.TextField label={t("collections.amount")} isRequired input={moneyInput} />}
        </form.AppField>
        <form.AppField name="collectedOn">
          {(field) => (
            <field.TextField
              label={t("collections.date")}
              isRequired
              hint={t("form.dayHint")}
              input={{ inputMode: "numeric", dir: "ltr", maxLength: 10, autoComplete: "off" }}
            />
          )}
        </form.AppField>
      </div>
      {method !== "" && method !== "cash" && (
        <form.AppField name="reference">
          {(field) => (
            <field.TextField
              label={t(method === "check" ? "collections.chequeNumber" : "collections.reference")}
              isRequired
              input={{ dir: "ltr", maxLength: 100, autoComplete: "off" }}
            />
          )}
        </form.AppField>
      )}
      {method === "check" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <form.AppField name="bank">
            {(field) => <field.TextField label={t("collections.bank")} isRequired input={{ maxLength: 100 }} />}
          </form.AppField>
          <form.AppField name="chequeDueOn">
            {(field) => (
              <field.TextField
                label={t("collections.dueDate")}
                isRequired
                hint={t("form.dayHint")}
                input={{ inputMode: "numeric", dir: "ltr", maxLength: 10, autoComplete: "off" }}
              />
            )}
          </form.AppField>
        </div>
      )}
      <fieldset className="flex flex-col gap-3 rounded-lg border p-4" data-testid="collection-allocations">
        <legend className="px-1 font-semibold">{t("sales.collection.openOrders")}</legend>
        {openOrders.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("sales.collection.noOpenOrders")}</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{t("sales.collection.openOrdersHint")}</p>
            {openOrders.map((order) => (
              <form.AppField key={order.id} name={allocationField(order.id)}>
                {(field) => (
                  <field.TextField
                    label={t("sales.collection.allocate", { number: `\u2066${order.orderNumber}\u2069` })}
                    hint={t("sales.collection.open", { amount: show(order.openAmount) })}
                    input={moneyInput}
                  />
                )}
              </form.AppField>
            ))}
          </>
        )}
        {kit.serverErrors.allocations && (
          <p className="text-sm text-red-700 dark:text-red-400" data-field-error>
            {kit.serverErrors.allocations}
          </p>
        )}
        <p
          className="flex justify-between gap-4 border-t pt-3 text-sm font-semibold"
          aria-live="polite"
          data-testid="rest-on-account"
        >
          <span>{t("sales.collection.restOnAccount")}</span>
          {rest !== null && rest < 0 ? (
            <span className="text-red-700 dark:text-red-400">{t("sales.collection.overAllocated")}</span>
          ) : (
            <bdi className="tabular-nums">{rest === null ? "—" : show(rest)}</bdi>
          )}
        </p>
      </fieldset>
      <form.AppField name="note">
        {(field) => <field.TextField label={t("collections.note")} input={{ maxLength: 1000 }} />}
      </form.AppField>
      <form.FormStatus testId="collection-status" />
      <form.SubmitButton label={t("sales.collection.submit")} busyLabel={t("sales.collection.submitting")} size="lg" />
    </ApiForm>
  );
}

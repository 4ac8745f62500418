// One of the order's own forms (shipping details, a payment received, an internal note): the kit's
// sections and fields on the API's contract (decision 0055), sent through the order desk's call;
// the API answers the order as it is now, which the screen then shows (decision 0081).
import type { StandardSchemaV1 } from "@tanstack/react-form";
import { useMemo } from "react";
import type { OrderDetail } from "../../../../core/contracts/admin/orders.ts";
import { ApiForm } from "../../../islands/forms/ApiForm.tsx";
import { fieldPaths } from "../../../islands/forms/form-context.ts";
import { useApiForm } from "../../../islands/forms/use-api-form.ts";
import { toast } from "../../../scripts/toaster.ts";
import { resultOf, type TypedResponse } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { formValidator, type FormValues, type ResourceFormSection } from "../../kit/define-resource.ts";
import { FormSections, useShowRefusal } from "../../kit/form.tsx";
import { useAdminMessages, useT, type AdminMessageKey } from "../../messages.ts";

export interface OrderFormProps<Answer = OrderDetail> {
  contract: StandardSchemaV1<never, unknown>;
  initial: FormValues;
  /** The API's input from the values (the fields as they are, by default). */
  toInput?(values: FormValues): unknown;
  sections: readonly ResourceFormSection[];
  send(input: never): Promise<TypedResponse<{ data: Answer }>>;
  /** What the API answered (the order as it is now, for the order's own writes), once saved. */
  onSaved(answer: Answer): Promise<void>;
  /**
   * A refusal because what the screen shows is no longer so (409: another admin's change, a limit
   * reached meanwhile): said like every refusal, then this (the screen reloads what it shows).
   */
  onConflict?(): Promise<void>;
  /** What the toast says once saved. */
  done: AdminMessageKey;
  submit: AdminMessageKey;
  testId: string;
}

const asSent = (values: FormValues) => values;

export function OrderForm<Answer = OrderDetail>(props: OrderFormProps<Answer>) {
  const t = useT();
  const messages = useAdminMessages();
  const { locale } = useAdmin();
  const showRefusal = useShowRefusal();
  const toInput = props.toInput ?? asSent;
  const validator = useMemo(() => formValidator(props.contract, toInput), [props.contract, toInput]);
  const { form, kit } = useApiForm<FormValues>({
    messages,
    schema: validator,
    defaultValues: props.initial,
    fieldNames: (value) => fieldPaths(value),
    send: (values) => resultOf(props.send(toInput(values) as never)),
    onSuccess: async (result) => {
      toast({ tone: "success", message: t(props.done) });
      await props.onSaved(result.answer.data as Answer);
    },
    showRefusal: (refused, result) => {
      showRefusal(refused, result);
      if (result.status === 409) void props.onConflict?.();
    },
  });
  return (
    <ApiForm form={form} kit={kit} locale={locale} testId={props.testId} className="flex flex-col gap-4">
      <FormSections form={form} sections={props.sections} initial={props.initial} extra={null} />
      <div>
        <form.SubmitButton label={t(props.submit)} busyLabel={t("admin.form.saving")} />
      </div>
    </ApiForm>
  );
}

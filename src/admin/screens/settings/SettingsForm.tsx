// A settings tab's form (issue #12 item 4, decision 0068): one row the API reads (GET) and
// replaces (PUT), drawn with the resource kit's sections and fields on the API's own contract;
// after a save the form shows what the API now holds.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { StandardSchemaV1 } from "@tanstack/react-form";
import { useMemo, type ReactNode } from "react";
import { ApiForm } from "../../../islands/forms/ApiForm.tsx";
import { fieldPaths } from "../../../islands/forms/form-context.ts";
import { useApiForm } from "../../../islands/forms/use-api-form.ts";
import { toast } from "../../../scripts/toaster.ts";
import { answerOf, resultOf, type AdminClient, type TypedResponse } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import {
  formValidator,
  withoutBlankLocales,
  type FormValues,
  type ResourceFormSection,
} from "../../kit/define-resource.ts";
import { FormSections, useShowRefusal } from "../../kit/form.tsx";
import { ScreenFailed, ScreenHeader, ScreenLoading } from "../../kit/screen-states.tsx";
import { useAdminMessages, useT, type AdminMessageKey } from "../../messages.ts";

export interface SettingsFormProps<Detail> {
  /** The tab's name: the page's one h1. */
  title: AdminMessageKey;
  /** The query key of what the form edits (saved, it is read again). */
  queryKey: readonly string[];
  read(client: AdminClient): Promise<TypedResponse<{ data: Detail }>>;
  save(client: AdminClient, input: never): Promise<TypedResponse<unknown>>;
  contract: StandardSchemaV1<never, unknown>;
  fromDetail(detail: Detail): FormValues;
  toInput?(values: FormValues): unknown;
  sections: readonly ResourceFormSection[];
  testId: string;
  /** What the tab shows above the form (a note) and below it (uploads, links). */
  intro?: ReactNode;
  after?(detail: Detail): ReactNode;
}

/** A settings tab: the row loaded, then its form; a failed load offers to retry. */
export function SettingsForm<Detail>(props: SettingsFormProps<Detail>) {
  const t = useT();
  const { client, failureTexts } = useAdmin();
  const detail = useQuery({
    queryKey: ["settings", ...props.queryKey],
    queryFn: () => answerOf(props.read(client), failureTexts),
    meta: { silent: true },
  });
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t(props.title)} />
      {props.intro}
      {detail.isPending ? (
        <ScreenLoading />
      ) : detail.isError ? (
        <ScreenFailed reset={() => void detail.refetch()} />
      ) : (
        <>
          <Form key={detail.dataUpdatedAt} {...props} initial={props.fromDetail(detail.data as Detail)} />
          {props.after?.(detail.data as Detail)}
        </>
      )}
    </div>
  );
}

function Form<Detail>({ initial, ...props }: SettingsFormProps<Detail> & { initial: FormValues }) {
  const t = useT();
  const messages = useAdminMessages();
  const { client, locale } = useAdmin();
  const queryClient = useQueryClient();
  const showRefusal = useShowRefusal();
  const toInput = useMemo(() => props.toInput ?? withoutBlankLocales, [props.toInput]);
  const validator = useMemo(() => formValidator(props.contract, toInput), [props.contract, toInput]);
  const { form, kit } = useApiForm<FormValues>({
    messages,
    schema: validator,
    defaultValues: initial,
    fieldNames: (value) => fieldPaths(value),
    send: (values) => resultOf(props.save(client, toInput(values) as never)),
    onSuccess: async () => {
      toast({ tone: "success", message: t("admin.form.saved") });
      await queryClient.invalidateQueries({ queryKey: ["settings", ...props.queryKey] });
    },
    showRefusal,
  });
  return (
    <ApiForm form={form} kit={kit} locale={locale} testId={props.testId} className="flex max-w-3xl flex-col gap-6">
      <form.RequiredNote />
      <FormSections form={form} sections={props.sections} initial={initial} extra={null} />
      <div className="flex flex-wrap gap-2">
        <form.SubmitButton label={t("admin.form.save")} busyLabel={t("admin.form.saving")} data-testid="save" />
      </div>
    </ApiForm>
  );
}

// A resource's add and edit screens: the island form kit (src/islands/forms/, decision 0039) on the
// API's own contract, sent through the typed client; the API's field messages land at their fields
// by their dotted paths (`translations.en.name`, decision 0054), the rest is SPEC §8's toast.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { textLocales } from "../../../core/contracts/admin-resources.ts";
import type { Locale } from "../../../core/profiles.ts";
import { buttonVariants } from "../../components/ui/button.tsx";
import { ApiForm } from "../../islands/forms/ApiForm.tsx";
import { fieldPaths } from "../../islands/forms/form-context.ts";
import { useApiForm, type ApiFormOptions } from "../../islands/forms/use-api-form.ts";
import { toast } from "../../scripts/toaster.ts";
import { answerOf, resultOf } from "../api.ts";
import { useAdmin } from "../environment.ts";
import { AdminApiError, failureOf, networkFailure } from "../failure.ts";
import { useAdminMessages, useT, type AdminTranslate } from "../messages.ts";
import {
  formValidator,
  selectOptions,
  formInput,
  formOf,
  type AnyResource,
  type FormValues,
  type ResourceField,
  type ResourceFormSection,
} from "./define-resource.ts";
import { KitField } from "./fields/KitField.tsx";
import { isKitField, type FormView } from "./fields/types.ts";
import { listFieldNames } from "./fields/list-description.ts";
import { ListField } from "./fields/list-field.tsx";
import { ScreenFailed, ScreenHeader, ScreenLoading, ScreenNotFound } from "./screen-states.tsx";

/** SPEC §2 `{path}/add`; `preset` fills some of the empty form (a sub-page's parent and layout). */
export function AddScreen({ resource, preset }: { resource: AnyResource; preset?: FormValues }) {
  const extra = useFormExtra(resource);
  if (extra.isPending) return <ScreenLoading />;
  if (extra.isError) return <ScreenFailed reset={() => void extra.refetch()} />;
  return <ResourceForm resource={resource} initial={{ ...formOf(resource).empty, ...preset }} extra={extra.data} />;
}

/** What the form needs beyond the detail (`form.extra`), once per screen; nothing when it needs nothing. */
function useFormExtra(resource: AnyResource) {
  const { client, failureTexts } = useAdmin();
  const load = formOf(resource).extra;
  return useQuery({
    queryKey: [resource.path, "form-extra"],
    queryFn: async () => (load ? await answerOf(load(client), failureTexts) : null),
    meta: { silent: true },
  });
}

/** SPEC §2 `{path}/{id}`: the form once the API's detail is in; a missing row is not found. */
export function EditScreen({ resource, id }: { resource: AnyResource; id: string }) {
  const { client, failureTexts } = useAdmin();
  const detail = useQuery({
    queryKey: [resource.path, "detail", id],
    queryFn: () => answerOf(resource.api(client).read(id), failureTexts),
    // Shown in place (not found, or a retry); a 401 still opens the session dialog.
    meta: { silent: true },
  });
  const extra = useFormExtra(resource);
  if (detail.isPending || extra.isPending) return <ScreenLoading />;
  if (extra.isError) return <ScreenFailed reset={() => void extra.refetch()} />;
  if (detail.isError) {
    const status = detail.error instanceof AdminApiError ? detail.error.failure.status : 0;
    return status === 404 ? <ScreenNotFound /> : <ScreenFailed reset={() => void detail.refetch()} />;
  }
  return (
    <ResourceForm
      key={id}
      resource={resource}
      id={id}
      initial={formOf(resource).fromDetail(detail.data)}
      extra={extra.data}
    />
  );
}

interface ResourceFormProps {
  resource: AnyResource;
  id?: string;
  initial: FormValues;
  extra: unknown;
}

function ResourceForm({ resource, id, initial, extra }: ResourceFormProps) {
  const t = useT();
  const messages = useAdminMessages();
  const admin = useAdmin();
  const { client, locale } = admin;
  const showRefusal = useShowRefusal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = useMemo(() => resource.api(client), [resource, client]);
  const description = formOf(resource);
  const toInput = useMemo(() => formInput(resource, extra), [resource, extra]);
  const validator = useMemo(() => formValidator(description.contract, toInput), [description, toInput]);
  const lists = useMemo(() => description.sections.flatMap((section) => listFieldNames(section.fields)), [description]);
  const { form, kit } = useApiForm<FormValues>({
    messages,
    schema: validator,
    defaultValues: initial,
    // Every leaf of what is sent (a list's sub-rows too) and the lists themselves.
    fieldNames: (value) => [...fieldPaths(value), ...lists],
    send: (values) => {
      const input = toInput(values);
      if (id !== undefined && api.update) return resultOf(api.update(id, input));
      // No add screen is routed for a resource without `create` (./resource-routes.tsx `hasAdd`).
      if (!api.create) throw new Error(`${resource.path} adds no rows`);
      return resultOf(api.create(input));
    },
    onSuccess: async () => {
      toast({ tone: "success", message: t(id === undefined ? "admin.form.added" : "admin.form.saved") });
      await queryClient.invalidateQueries({ queryKey: [resource.path] });
      await navigate({ to: `/${resource.path}` });
    },
    showRefusal,
  });
  const title = t(id === undefined ? resource.addTitle : resource.editTitle);
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={title}>
        {id !== undefined &&
          description.editLinks?.map((link) => (
            <Link
              key={link.label}
              to={`/${link.path(id, { page: admin, values: initial })}`}
              search={link.search?.(id)}
              className={buttonVariants({ variant: "outline" })}
              data-testid={link.testId}
            >
              {t(link.label)}
            </Link>
          ))}
      </ScreenHeader>
      <div
        className={description.aside ? "grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" : undefined}
      >
        <ApiForm form={form} kit={kit} locale={locale} testId="resource-form" className="flex max-w-3xl flex-col gap-6">
          <form.RequiredNote />
          <FormSections form={form} sections={description.sections} initial={initial} extra={extra} />
          <div className="flex flex-wrap gap-2">
            <form.SubmitButton label={t("admin.form.save")} busyLabel={t("admin.form.saving")} data-testid="save" />
            <Link to={`/${resource.path}`} className={buttonVariants({ variant: "outline" })}>
              {t("admin.form.cancel")}
            </Link>
          </div>
        </ApiForm>
        {description.aside && (
          <form.Subscribe selector={(state) => state.values}>
            {(values) => description.aside?.({ values, extra })}
          </form.Subscribe>
        )}
      </div>
    </div>
  );
}

/**
 * SPEC §8: field messages sit at their fields; the refusal itself is the helper's toast (a warning
 * for refused input), or the session dialog for a 401. A kit form's `showRefusal`.
 */
export function useShowRefusal(): NonNullable<ApiFormOptions<FormValues>["showRefusal"]> {
  const { failureTexts, report } = useAdmin();
  return (refused, result) => {
    const failure =
      result.status === 0
        ? networkFailure(failureTexts)
        : (failureOf(result.status, result.answer, failureTexts) ?? networkFailure(failureTexts));
    const elsewhere = refused.toast && refused.toast.message !== result.answer.message ? refused.toast.message : null;
    report(new AdminApiError({ ...failure, hint: failure.hint ?? elsewhere }));
  };
}

/** The form's state as `useApiForm` keeps it, for the pieces drawn inside it. */
export type KitForm = ReturnType<typeof useApiForm<FormValues>>["form"];

/**
 * A form's sections and their fields (texts per locale side by side, lists, kit fields, selects,
 * text inputs), bound to `form` by the fields' names: the resource screens' body, and a settings
 * tab's (src/admin/screens/settings/SettingsForm.tsx).
 */
export function FormSections({
  form,
  sections,
  initial,
  extra,
}: {
  form: KitForm;
  sections: readonly ResourceFormSection[];
  initial: FormValues;
  extra: unknown;
}) {
  const t = useT();
  /** A field other than per-locale texts, as the form's present state shows it (or nothing when hidden). */
  function oneField(field: Exclude<ResourceField, { kind: "texts" } | { kind: "list" }>, view: FormView) {
    if (field.shownWhen?.(view) === false) return null;
    return (
      <form.AppField key={field.name} name={field.name}>
        {(control) =>
          isKitField(field) ? (
            <KitField field={field} view={view} />
          ) : field.kind === "select" ? (
            <control.SelectField
              label={t(field.label)}
              isRequired={field.isRequired}
              placeholder={t(field.placeholder)}
              options={selectOptions(field, view, t)}
            />
          ) : (
            <control.TextField
              label={t(field.label)}
              isRequired={field.isRequired}
              hint={field.hint && t(field.hint)}
              input={{
                // Free text (a name, an address) takes the direction of what is typed; codes say "ltr".
                dir: field.dir ?? (field.type === "email" || field.type === "tel" ? "ltr" : "auto"),
                inputMode: field.inputMode,
                maxLength: field.maxLength,
                type: field.type,
                autoComplete: field.type === "password" ? "new-password" : "off",
                spellCheck: field.dir === "ltr" ? false : undefined,
              }}
            />
          )
        }
      </form.AppField>
    );
  }
  return (
    <>
      {sections.map((section) => (
        <fieldset key={section.title} className="flex flex-col gap-4 rounded-lg border p-4">
          <legend className="px-1 font-semibold">{t(section.title)}</legend>
          {section.hint && <p className="-mt-2 text-sm text-muted-foreground">{t(section.hint)}</p>}
          {section.fields.map((field) =>
            field.kind === "list" ? (
              field.shownWhen ? (
                <form.Subscribe key={field.name} selector={(state) => state.values}>
                  {(values) =>
                    field.shownWhen?.({ values, extra }) === false ? null : (
                      <ListField form={form} field={field} isTitled={section.fields.length > 1} extra={extra} />
                    )
                  }
                </form.Subscribe>
              ) : (
                <ListField
                  key={field.name}
                  form={form}
                  field={field}
                  isTitled={section.fields.length > 1}
                  extra={extra}
                />
              )
            ) : field.kind === "texts" ? (
              <div key={field.name} className="grid gap-4 md:grid-cols-2">
                {textLocales.map((textLocale) => (
                  <form.AppField key={textLocale} name={`translations.${textLocale}.${field.name}`}>
                    {(control) => (
                      <control.TextField
                        label={localeLabel(t, field, textLocale)}
                        isRequired={
                          field.isRequired === true && (textLocale === "en" || field.isRequiredEverywhere === true)
                        }
                        hint={field.hint && t(field.hint)}
                        input={{
                          lang: textLocale,
                          dir: field.dir ?? (textLocale === "ar" ? "rtl" : "ltr"),
                          maxLength: field.maxLength,
                          autoComplete: "off",
                        }}
                      />
                    )}
                  </form.AppField>
                ))}
              </div>
            ) : isDynamic(field) ? (
              // A field that depends on the form's state is drawn again when the values change.
              <form.Subscribe key={field.name} selector={(state) => state.values}>
                {(values) => oneField(field, { values, extra })}
              </form.Subscribe>
            ) : (
              oneField(field, { values: initial, extra })
            ),
          )}
        </fieldset>
      ))}
    </>
  );
}

/** "Name (English)", "Name (Arabic)": a text per locale, named for its language. */
function localeLabel(t: AdminTranslate, field: ResourceField, textLocale: Locale): string {
  return t(textLocale === "ar" ? "admin.form.arabic" : "admin.form.english", { field: t(field.label) });
}

/** Whether a field depends on the form's present state: drawn again as the values change. */
function isDynamic(field: ResourceField): boolean {
  return (
    field.shownWhen !== undefined ||
    (field.kind === "select" && typeof field.options === "function") ||
    field.kind === "relations" ||
    (field.kind === "checkbox" && field.disabledWhen !== undefined)
  );
}

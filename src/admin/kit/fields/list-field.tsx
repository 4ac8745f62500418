// The kit's list field (decision 0063): an ordered list of sub-rows (an attribute's values, an
// option group's choices), each with its own fields; added, removed and moved with buttons that
// keep the keyboard's focus where the admin was. The contract's and the API's messages sit at the
// sub-row's field (`choices.2.translations.en.name` is TanStack Form's `choices[2]…`) or at the
// list (`choices`: "The first option cannot be deleted").
import { useSelector } from "@tanstack/react-form";
import { ArrowDown, ArrowUp, Lock, Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { textLocales } from "../../../../core/contracts/admin-resources.ts";
import type { Locale } from "../../../../core/profiles.ts";
import { Button } from "../../../components/ui/button.tsx";
import { RequiredMark } from "../../../islands/forms/fields.tsx";
import { issueText, useFormKit } from "../../../islands/forms/form-context.ts";
import type { useApiForm } from "../../../islands/forms/use-api-form.ts";
import { useT, type AdminTranslate } from "../../messages.ts";
import { selectOptions, type FormValues, type ResourceField } from "../define-resource.ts";
import type { ListFieldDescription } from "./list-description.ts";
import { KitField } from "./KitField.tsx";
import { isKitField } from "./types.ts";

/** A form of the resource kit (./form.tsx). */
export type AdminForm = ReturnType<typeof useApiForm<FormValues>>["form"];

type Item = Record<string, unknown>;

let lastKey = 0;
/** A sub-row's key for React while the screen is open (new sub-rows have no id yet). */
const newKey = () => `item-${++lastKey}`;

/** What takes focus after a sub-row moved, was removed or added. */
type FocusTarget = { key: string; action: "up" | "down" | "remove" | "first" } | { key: null; action: "add" };

/** The list field of a resource's form. */
export function ListField({
  form,
  field,
  isTitled = true,
  extra,
}: {
  form: AdminForm;
  field: ListFieldDescription;
  /** False when the section's own title already names the list (its only field). */
  isTitled?: boolean;
  /** What the form loaded beside the detail: a sub-row's select may take its choices from it. */
  extra?: unknown;
}) {
  return (
    <form.Field name={field.name} mode="array">
      {(list) => <ListRows form={form} field={field} list={list} isTitled={isTitled} extra={extra} />}
    </form.Field>
  );
}

interface ListApi {
  name: string;
  state: { value: unknown; meta: { errors: unknown[]; isBlurred: boolean } };
  form: { formId: string; store: AdminForm["store"] };
  pushValue(value: never): void;
  removeValue(index: number): void;
  moveValue(from: number, to: number): void;
}

function ListRows({
  form,
  field,
  list: api,
  isTitled,
  extra,
}: {
  form: AdminForm;
  field: ListFieldDescription;
  list: unknown;
  isTitled: boolean;
  extra: unknown;
}) {
  const list = api as ListApi;
  const t = useT();
  const kit = useFormKit();
  const headingId = useId();
  const items = (Array.isArray(list.state.value) ? list.state.value : []) as Item[];
  const [initial] = useState(() => items);
  const [keys, setKeys] = useState(() => items.map(newKey));
  const element = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const attempts = useSelector(list.form.store, (state) => state.submissionAttempts);
  // A reset of the form (another screen's values) gives the list new sub-rows.
  const rowKeys = keys.length === items.length ? keys : items.map((_, index) => keys[index] ?? newKey());

  useEffect(() => {
    const target = focusNext.current;
    if (!target || !element.current) return;
    focusNext.current = null;
    const scope = target.key ? element.current.querySelector(`[data-item-key="${target.key}"]`) : element.current;
    const wanted =
      target.action === "first"
        ? scope?.querySelector<HTMLElement>("input, select")
        : scope?.querySelector<HTMLElement>(`[data-action="${target.action}"]:not(:disabled)`);
    (wanted ?? scope?.querySelector<HTMLElement>("[data-action]:not(:disabled)"))?.focus();
  });

  /** The API's messages about the list's sub-rows speak of places that changed: they go. */
  const clearListErrors = () => {
    for (const name of Object.keys(kit.serverErrors)) {
      if (name === field.name || name.startsWith(`${field.name}[`)) kit.clearServerError(name);
    }
  };
  const move = (from: number, to: number) => {
    const key = rowKeys[from];
    if (key === undefined || to < 0 || to >= items.length) return;
    clearListErrors();
    list.moveValue(from, to);
    const next = [...rowKeys];
    next.splice(to, 0, ...next.splice(from, 1));
    setKeys(next);
    focusNext.current = { key, action: to < from ? "up" : "down" };
  };
  const remove = (index: number) => {
    clearListErrors();
    list.removeValue(index);
    const next = rowKeys.filter((_, at) => at !== index);
    setKeys(next);
    const neighbour = next[index] ?? next[index - 1];
    focusNext.current = neighbour ? { key: neighbour, action: "remove" } : { key: null, action: "add" };
  };
  const add = () => {
    const key = newKey();
    list.pushValue(field.newItem() as never);
    setKeys([...rowKeys, key]);
    focusNext.current = { key, action: "first" };
  };

  const shown = list.state.meta.isBlurred || attempts > 0;
  const error =
    (shown ? issueText(kit.messages, list.state.meta.errors.flat().find(Boolean)) : undefined) ??
    kit.serverErrors[field.name];
  const errorId = `${headingId}-error`;
  return (
    <div
      ref={element}
      role="group"
      aria-labelledby={headingId}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-3"
      data-testid={`list-${field.name}`}
    >
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className={isTitled ? "text-sm font-medium" : "sr-only"}>
          {t(field.label)}
          {field.isRequired && <RequiredMark />}
        </h3>
        {field.hint && <p className="text-xs text-muted-foreground">{t(field.hint)}</p>}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400" data-field-error>
          {error}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => {
          const key = rowKeys[index] ?? String(index);
          const itemLabel = t(field.itemLabel, { number: index + 1 });
          const kept = field.keptReason?.(item, index, initial);
          return (
            <li key={key} data-item-key={key} data-testid="list-item" className="rounded-md border bg-muted/30 p-3">
              <fieldset>
                {/* Floated, the legend shares its line with the buttons and stays the fieldset's first child. */}
                <legend className="float-start py-1.5 text-sm font-semibold">{itemLabel}</legend>
                <div className="flex flex-wrap items-center justify-end gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    data-action="up"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t("admin.listField.moveUp", { item: itemLabel })}
                  >
                    <ArrowUp aria-hidden className="size-4" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    data-action="down"
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t("admin.listField.moveDown", { item: itemLabel })}
                  >
                    <ArrowDown aria-hidden className="size-4" />
                  </Button>
                  {kept ? (
                    <span
                      className="flex items-center gap-1 px-2 text-xs text-muted-foreground"
                      data-testid="item-kept"
                    >
                      <Lock aria-hidden className="size-4" />
                      {t(kept)}
                    </span>
                  ) : (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      data-action="remove"
                      className="text-red-700 dark:text-red-400"
                      onClick={() => remove(index)}
                      data-testid="item-remove"
                    >
                      <Trash2 aria-hidden className="size-4" />
                      <span className="max-sm:sr-only">{t("admin.listField.remove")}</span>
                      <span className="sr-only">: {itemLabel}</span>
                    </Button>
                  )}
                </div>
                <div className="clear-both flex flex-col gap-3 pt-2">
                  {field.fields.map((sub) => (
                    <SubField
                      key={sub.name}
                      form={form}
                      field={sub}
                      prefix={`${field.name}[${index}].`}
                      t={t}
                      extra={extra}
                    />
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {items.length === 0 && <p className="text-sm text-muted-foreground">{t("admin.listField.empty")}</p>}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          data-action="add"
          onClick={add}
          data-testid={`add-${field.name}`}
        >
          <Plus aria-hidden className="size-4" />
          {t(field.addLabel)}
        </Button>
      </div>
    </div>
  );
}

/** "Name (English)", "Name (Arabic)". */
const localeLabel = (t: AdminTranslate, field: ResourceField, locale: Locale) =>
  t(locale === "ar" ? "admin.form.arabic" : "admin.form.english", { field: t(field.label) });

/** A field of a sub-row, drawn with the form kit's own fields under the sub-row's path. */
function SubField({
  form,
  field,
  prefix,
  t,
  extra,
}: {
  form: AdminForm;
  field: ResourceField;
  prefix: string;
  t: AdminTranslate;
  extra: unknown;
}) {
  if (field.kind === "list") return null;
  if (field.kind === "texts") {
    return (
      <div className="grid gap-3 md:grid-cols-2">
        {textLocales.map((locale) => (
          <form.AppField key={locale} name={`${prefix}translations.${locale}.${field.name}`}>
            {(control) => (
              <control.TextField
                label={localeLabel(t, field, locale)}
                isRequired={field.isRequired === true && locale === "en"}
                hint={field.hint && t(field.hint)}
                input={{
                  lang: locale,
                  dir: locale === "ar" ? "rtl" : "ltr",
                  maxLength: field.maxLength,
                  autoComplete: "off",
                }}
              />
            )}
          </form.AppField>
        ))}
      </div>
    );
  }
  return (
    <form.AppField name={`${prefix}${field.name}`}>
      {(control) =>
        isKitField(field) ? (
          <KitField field={field} />
        ) : field.kind === "select" ? (
          <control.SelectField
            label={t(field.label)}
            isRequired={field.isRequired}
            placeholder={t(field.placeholder)}
            options={selectOptions(field, { values: form.state.values, extra }, t)}
          />
        ) : (
          <control.TextField
            label={t(field.label)}
            isRequired={field.isRequired}
            hint={field.hint && t(field.hint)}
            input={{
              dir: field.dir,
              inputMode: field.inputMode,
              maxLength: field.maxLength,
              autoComplete: "off",
              spellCheck: field.dir === "ltr" ? false : undefined,
            }}
          />
        )
      }
    </form.AppField>
  );
}

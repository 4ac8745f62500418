// The kit's own field kinds (./types.ts), drawn inside `form.AppField` with the island form kit's
// label, hint and error (decision 0040), so they read and fail like its text and select fields.
import { useSelector } from "@tanstack/react-form";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ImageIcon, X } from "lucide-react";
import { useEffect, useState } from "react";
import type { GalleryImageRow } from "../../../../core/contracts/admin/gallery.ts";
import { Button } from "../../../components/ui/button.tsx";
import { inputClass } from "../../../components/ui/input.tsx";
import { fieldId, Labelled, useFieldError } from "../../../islands/forms/fields.tsx";
import { useFieldContext, useFormKit } from "../../../islands/forms/form-context.ts";
import { cn } from "../../../lib/utils.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { useT } from "../../messages.ts";
import { GalleryPicker, imageName } from "./GalleryPicker.tsx";
import { CheckboxField } from "./CheckboxField.tsx";
import { MoneyField } from "./MoneyField.tsx";
import { PolygonField } from "./PolygonField.tsx";
import { RelationsField } from "./RelationsField.tsx";
import { RichTextField } from "./RichTextField.tsx";
import { TextAreaField } from "./TextAreaField.tsx";
import type { AnyRelationSource, FormView, KitFieldDescription } from "./types.ts";

/** A field of the kit's own kinds, bound to the `form.AppField` around it; `view` is the form's present state. */
export function KitField({ field, view }: { field: KitFieldDescription; view?: FormView }) {
  switch (field.kind) {
    case "checkbox":
      return <CheckboxField field={field} view={view ?? { values: {}, extra: null }} />;
    case "relations":
      return <RelationsField field={field} view={view ?? { values: {}, extra: null }} />;
    case "number":
      return <NumberField field={field} />;
    case "relation":
      return <RelationField field={field} />;
    case "image":
      return <ImageField field={field} />;
    case "images":
      return <ImagesField field={field} />;
    case "money":
    case "percent":
      return <MoneyField field={field} />;
    case "textarea":
      return <TextAreaField field={field} />;
    case "richText":
      return <RichTextField field={field} />;
    case "polygon":
      return <PolygonField field={field} view={view ?? { values: {}, extra: null }} />;
  }
}

/** The bound field: its value, its id, its error and how to change it. */
export function useBound<Value>() {
  const control = useFieldContext<Value>();
  const kit = useFormKit();
  const error = useFieldError();
  return {
    control,
    error,
    id: fieldId(control.form.formId, control.name),
    change(value: Value) {
      kit.clearServerError(control.name);
      control.handleChange(value);
    },
  };
}

/** A whole number; blank is null (the contract then says what it wants). */
function NumberField({ field }: { field: Extract<KitFieldDescription, { kind: "number" }> }) {
  const t = useT();
  const { control, error, id, change } = useBound<number | null>();
  const readOnlyNote = useSelector(control.form.store, (state) =>
    field.readOnlyWhen?.(state.values as Record<string, unknown>),
  );
  const hint = readOnlyNote ?? field.hint;
  return (
    <Labelled id={id} label={t(field.label)} isRequired={field.isRequired} hint={hint && t(hint)} error={error}>
      {(aria) => (
        <input
          {...aria}
          id={id}
          name={control.name}
          readOnly={readOnlyNote !== undefined}
          type="number"
          step={1}
          min={field.min}
          max={field.max}
          inputMode="numeric"
          dir="ltr"
          value={control.state.value ?? ""}
          onBlur={control.handleBlur}
          onChange={(event) => change(event.target.value === "" ? null : event.target.valueAsNumber)}
          className={cn(inputClass, "max-w-40 text-start read-only:bg-muted")}
        />
      )}
    </Labelled>
  );
}

/** Waits `ms` after the last change. */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const relationPageSize = 50;

/**
 * The first rows of another resource for a relation's select, narrowed by what is typed in the
 * search box beside it (searched once typing settles; the rows found before stay while the next
 * search loads, so a row just picked can still be taken).
 */
export function useRelationRows(source: AnyRelationSource) {
  const { client, failureTexts } = useAdmin();
  const [typed, setTyped] = useState("");
  const search = useSettled(typed.trim(), 250);
  const rows = useQuery({
    queryKey: [source.path, "list", { search, perPage: relationPageSize, for: "relation" }],
    queryFn: () =>
      answerOf(source.list(client, { ...(search ? { search } : {}), perPage: String(relationPageSize) }), failureTexts),
    placeholderData: keepPreviousData,
  });
  return {
    typed,
    setTyped,
    isFetching: rows.isFetching,
    listed: (rows.data?.items ?? []).map((row) => ({ id: row.id as number, label: source.rowLabel(row) })),
    hasMore: (rows.data?.total ?? 0) > relationPageSize,
  };
}

/** The search box beside a relation's select, and the note that only the first rows are listed. */
export function RelationSearch({
  rows,
  name,
  testId,
}: {
  rows: ReturnType<typeof useRelationRows>;
  /** What is searched, as the box's label says it. */
  name: string;
  testId: string;
}) {
  const t = useT();
  return (
    <>
      <input
        type="search"
        value={rows.typed}
        onChange={(event) => rows.setTyped(event.target.value)}
        onKeyDown={(event) => {
          // Enter narrows the list; it does not send the form.
          if (event.key === "Enter") event.preventDefault();
        }}
        aria-label={t("admin.relation.search", { field: name })}
        placeholder={t("admin.relation.search", { field: name })}
        className={cn(inputClass, "w-48")}
        data-testid={testId}
      />
      {rows.hasMore && (
        <p className="w-full text-xs text-muted-foreground">{t("admin.relation.more", { count: relationPageSize })}</p>
      )}
    </>
  );
}

/**
 * A row of another resource: a native select (keyboard, screen readers, RTL for free) of the first
 * rows its list API answers, narrowed by a search box next to it; the chosen row stays listed.
 */
function RelationField({ field }: { field: Extract<KitFieldDescription, { kind: "relation" }> }) {
  const t = useT();
  const { client, failureTexts, locale } = useAdmin();
  const { control, error, id, change } = useBound<number | null>();
  const value = control.state.value;
  const { source } = field;
  const rows = useRelationRows(source);
  const chosen = useQuery({
    queryKey: [source.path, "detail", String(value)],
    queryFn: () => answerOf(source.read(client, String(value)), failureTexts),
    enabled: value !== null && value !== undefined,
    meta: { silent: true },
  });
  const listed = [...rows.listed];
  if (value != null && !listed.some((row) => row.id === value)) {
    listed.unshift({ id: value, label: chosen.data ? source.detailLabel(chosen.data, locale) : `#${value}` });
  }
  const label = t(field.label);
  return (
    <Labelled id={id} label={label} isRequired={field.isRequired} hint={field.hint && t(field.hint)} error={error}>
      {(aria) => (
        <div className="flex flex-wrap gap-2">
          <select
            {...aria}
            id={id}
            name={control.name}
            value={value == null ? "" : String(value)}
            onBlur={control.handleBlur}
            onChange={(event) => change(event.target.value === "" ? null : Number(event.target.value))}
            className={cn(inputClass, "min-w-48 flex-1")}
            aria-busy={rows.isFetching}
          >
            <option value="">{t(field.placeholder ?? "admin.relation.none")}</option>
            {listed.map((row) => (
              <option key={row.id} value={row.id}>
                {row.label}
              </option>
            ))}
          </select>
          <RelationSearch rows={rows} name={label} testId={`relation-search-${control.name}`} />
        </div>
      )}
    </Labelled>
  );
}

/** A gallery image by id, for a field's preview (the detail answers its address and alt text). */
function useGalleryImage(id: number | null | undefined) {
  const { client, failureTexts } = useAdmin();
  return useQuery({
    queryKey: ["gallery", "detail", String(id)],
    queryFn: () => answerOf(client.api.admin.gallery[":id"].$get({ param: { id: String(id) } }), failureTexts),
    enabled: id != null,
    meta: { silent: true },
    staleTime: 60_000,
  });
}

function Thumbnail({ image, className }: { image: GalleryImageRow | undefined; className?: string }) {
  const t = useT();
  return (
    <span
      className={cn(
        "flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted",
        className,
      )}
    >
      {image ? (
        <img
          src={image.url}
          alt={imageName(t, image)}
          className="size-full object-contain"
          data-testid="image-preview"
        />
      ) : (
        <ImageIcon aria-hidden className="size-6 text-muted-foreground" />
      )}
    </span>
  );
}

/** One gallery image: its preview, a button that opens the picker, and one that removes it. */
function ImageField({ field }: { field: Extract<KitFieldDescription, { kind: "image" }> }) {
  const t = useT();
  const { control, error, id, change } = useBound<number | null>();
  const [open, setOpen] = useState(false);
  const value = control.state.value;
  const image = useGalleryImage(value);
  return (
    <Labelled
      id={id}
      label={t(field.label)}
      isRequired={field.isRequired}
      hint={field.hint && t(field.hint)}
      error={error}
    >
      {({ required: _required, ...aria }) => (
        <div className="flex items-center gap-3">
          <Thumbnail image={value == null ? undefined : image.data} />
          <div className="flex flex-col items-start gap-2">
            {value == null && <span className="text-sm text-muted-foreground">{t("admin.picker.none")}</span>}
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                {...aria}
                id={id}
                onClick={() => setOpen(true)}
                data-testid={`pick-${control.name}`}
              >
                {t(value == null ? "admin.picker.choose" : "admin.picker.change")}
              </Button>
              {value != null && (
                <Button type="button" variant="ghost" onClick={() => change(null)}>
                  <X aria-hidden className="size-4" />
                  {t("admin.picker.remove")}
                </Button>
              )}
            </div>
          </div>
          <GalleryPicker
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) control.handleBlur();
            }}
            initial={value == null ? [] : [value]}
            onPick={([picked]) => picked && change(picked.id)}
          />
        </div>
      )}
    </Labelled>
  );
}

/** Several gallery images in order: their previews, each removable, and the picker to add more. */
function ImagesField({ field }: { field: Extract<KitFieldDescription, { kind: "images" }> }) {
  const t = useT();
  const { control, error, id, change } = useBound<number[]>();
  const [open, setOpen] = useState(false);
  const ids = control.state.value ?? [];
  return (
    <Labelled
      id={id}
      label={t(field.label)}
      isRequired={field.isRequired}
      hint={field.hint && t(field.hint)}
      error={error}
    >
      {({ required: _required, ...aria }) => (
        <div className="flex flex-col items-start gap-2">
          {ids.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {ids.map((imageId) => (
                <ImagesItem key={imageId} id={imageId} onRemove={() => change(ids.filter((one) => one !== imageId))} />
              ))}
            </ul>
          )}
          <Button type="button" variant="outline" {...aria} id={id} onClick={() => setOpen(true)}>
            {t("admin.picker.chooseMany")}
          </Button>
          <GalleryPicker
            open={open}
            multiple
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) control.handleBlur();
            }}
            initial={[]}
            onPick={(images) =>
              change([...ids, ...images.map((image) => image.id).filter((one) => !ids.includes(one))])
            }
          />
        </div>
      )}
    </Labelled>
  );
}

function ImagesItem({ id, onRemove }: { id: number; onRemove(): void }) {
  const t = useT();
  const image = useGalleryImage(id);
  return (
    <li className="relative">
      <Thumbnail image={image.data} />
      <button
        type="button"
        onClick={onRemove}
        className="absolute -end-2 -top-2 rounded-full border bg-background p-0.5 shadow"
      >
        <X aria-hidden className="size-4" />
        <span className="sr-only">
          {t("admin.picker.remove")}: {image.data ? imageName(t, image.data) : `#${id}`}
        </span>
      </button>
    </li>
  );
}

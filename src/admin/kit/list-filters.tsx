// A list's filters (./define-resource.ts `filters`): labelled native controls above the table, each
// kept in the address under the API's filter name, so a reload, a link and back/forward keep them.
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { parseDayMonthYear, typedDay } from "../../../core/validation/rules.ts";
import { inputClass } from "../../components/ui/input.tsx";
import { cn } from "../../lib/utils.ts";
import { answerOf } from "../api.ts";
import { useAdmin } from "../environment.ts";
import { useT } from "../messages.ts";
import type { ResourceFilter } from "./define-resource.ts";

interface FiltersProps {
  filters: readonly ResourceFilter[];
  values: Readonly<Record<string, unknown>>;
  onChange(changes: Readonly<Record<string, string | undefined>>): void;
}

export function ListFilters({ filters, values, onChange }: FiltersProps) {
  const valueOf = (name: string) => (values[name] === undefined ? "" : String(values[name]));
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="list-filters">
      {filters.map((filter) =>
        filter.kind === "dates" ? (
          <DatesFilter
            key={filter.name}
            filter={filter}
            from={valueOf(filter.from.name)}
            to={valueOf(filter.to.name)}
            onChange={(name, value) => onChange({ [name]: value || undefined })}
          />
        ) : (
          <FilterSelect
            key={filter.name}
            filter={filter}
            value={valueOf(filter.name)}
            onChange={(value) => onChange({ [filter.name]: value || undefined })}
          />
        ),
      )}
    </div>
  );
}

const relationRows = 100;
const selectClass = cn(inputClass, "h-9 w-auto min-w-40 py-0");

function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: Exclude<ResourceFilter, { kind: "dates" }>;
  value: string;
  onChange(value: string): void;
}) {
  const t = useT();
  const { client, failureTexts, locale } = useAdmin();
  const source = filter.kind === "relation" ? filter.source : null;
  const rows = useQuery({
    queryKey: [source?.path ?? "", "list", { perPage: relationRows, for: "filter" }],
    queryFn: () => (source ? answerOf(source.list(client, { perPage: String(relationRows) }), failureTexts) : null),
    enabled: source !== null,
  });
  const loaded = useQuery({
    queryKey: filter.kind === "options" ? [...filter.queryKey, "filter"] : ["no-options"],
    queryFn: () => (filter.kind === "options" ? filter.load(client, failureTexts) : []),
    enabled: filter.kind === "options",
  });
  const options =
    filter.kind === "select"
      ? filter.options.map((option) => ({ value: option.value, label: t(option.label) }))
      : filter.kind === "options"
        ? [...(loaded.data ?? [])]
        : (rows.data?.items ?? []).map((row) => ({ value: String(row.id), label: filter.source.rowLabel(row) }));
  // A chosen row beyond the first rows (a link from a customer's screen): named by its own read.
  const isUnlisted = value !== "" && source !== null && rows.isSuccess && !options.some((o) => o.value === value);
  const chosen = useQuery({
    queryKey: [source?.path ?? "", "detail", value],
    queryFn: () => (source ? answerOf(source.read(client, value), failureTexts) : null),
    enabled: isUnlisted,
    meta: { silent: true },
  });
  if (value && !options.some((option) => option.value === value)) {
    const label = source && chosen.data ? source.detailLabel(chosen.data, locale) : `#${value}`;
    options.unshift({ value, label });
  }
  const id = `filter-${filter.name}`;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {t(filter.label)}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
        data-testid={id}
      >
        <option value="">{t(filter.all)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A range of days, each typed as SPEC §9 writes dates (DD/MM/YYYY) whatever the browser's own date
 * format, as every date field of the app is (a collection's day, an invoice's, a statement's range:
 * src/components/DayField.astro); the address and the API take the ISO day (decision 0080).
 */
function DatesFilter({
  filter,
  from,
  to,
  onChange,
}: {
  filter: Extract<ResourceFilter, { kind: "dates" }>;
  from: string;
  to: string;
  onChange(name: string, value: string): void;
}) {
  const t = useT();
  const hintId = useId();
  return (
    <fieldset className="flex flex-wrap items-end gap-2 text-sm" data-testid={`filter-${filter.name}`}>
      <legend className="mb-1 font-medium">{t(filter.label)}</legend>
      <DayInput name={filter.from.name} label={t(filter.from.label)} value={from} hintId={hintId} onChange={onChange} />
      <DayInput name={filter.to.name} label={t(filter.to.label)} value={to} hintId={hintId} onChange={onChange} />
      <span id={hintId} className="self-center text-xs text-muted-foreground">
        {t("form.dayHint")}
      </span>
    </fieldset>
  );
}

/**
 * One day of a range (`value`: the address's ISO day). A day is applied once it is whole (SPEC §9's
 * 1900 to 2099), or cleared: a year half typed moves nothing, and the input keeps what is being
 * typed (and its focus) while the address follows; back and forward put the address's day back.
 */
function DayInput(props: {
  name: string;
  label: string;
  value: string;
  hintId: string;
  onChange(name: string, value: string): void;
}) {
  const [typed, setTyped] = useState(typedDay(props.value));
  const [applied, setApplied] = useState(props.value);
  if (props.value !== applied) {
    // The address changed elsewhere (back, forward, a tab): show its day.
    setApplied(props.value);
    setTyped(typedDay(props.value));
  }
  return (
    <label className="flex items-center gap-1">
      <span className="text-muted-foreground">{props.label}</span>
      <input
        type="text"
        name={props.name}
        value={typed}
        inputMode="numeric"
        dir="ltr"
        maxLength={10}
        autoComplete="off"
        aria-describedby={props.hintId}
        onChange={(event) => {
          const text = event.target.value;
          setTyped(text);
          const day = text.trim() === "" ? "" : parseDayMonthYear(text.trim());
          if (day === null) return;
          setApplied(day);
          props.onChange(props.name, day);
        }}
        className={cn(inputClass, "h-9 w-28 py-0")}
        data-testid={`filter-${props.name}`}
      />
    </label>
  );
}

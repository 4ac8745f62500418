// A list's filters (./define-resource.ts `filters`): labelled native controls above the table, each
// kept in the address under the API's filter name, so a reload, a link and back/forward keep them.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { parseIsoDay } from "../../../core/validation/rules.ts";
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

/** SPEC §9's date picker range, as the native picker takes it. */
const pickerRange = { min: "1900-01-01", max: "2099-12-31" };

/**
 * A range of days: the browser's own date pickers (keyboard, screen reader and calendar for free;
 * their value is the ISO date the address and the API take).
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
  return (
    <fieldset className="flex flex-wrap items-end gap-2 text-sm" data-testid={`filter-${filter.name}`}>
      <legend className="mb-1 font-medium">{t(filter.label)}</legend>
      <DayInput name={filter.from.name} label={t(filter.from.label)} value={from} onChange={onChange} />
      <DayInput name={filter.to.name} label={t(filter.to.label)} value={to} onChange={onChange} />
    </fieldset>
  );
}

/**
 * One day of a range. A day is applied once it is whole and within SPEC §9's range, or cleared: a
 * year half typed ("0202") moves nothing, and the input keeps what is being typed (and its focus)
 * while the address follows; back and forward put the address's day back.
 */
function DayInput(props: { name: string; label: string; value: string; onChange(name: string, value: string): void }) {
  const [typed, setTyped] = useState(props.value);
  const [applied, setApplied] = useState(props.value);
  if (props.value !== applied) {
    // The address changed elsewhere (back, forward, a tab): show its day.
    setApplied(props.value);
    setTyped(props.value);
  }
  return (
    <label className="flex items-center gap-1">
      <span className="text-muted-foreground">{props.label}</span>
      <input
        type="date"
        name={props.name}
        value={typed}
        {...pickerRange}
        onChange={(event) => {
          const day = event.target.value;
          setTyped(day);
          if (day !== "" && parseIsoDay(day) === null) return;
          setApplied(day);
          props.onChange(props.name, day);
        }}
        className={cn(inputClass, "h-9 w-auto py-0")}
        data-testid={`filter-${props.name}`}
      />
    </label>
  );
}

// A list's filters (./define-resource.ts `filters`): labelled native selects above the table, each
// kept in the address under the API's filter name, so a reload, a link and back/forward keep them.
import { useQuery } from "@tanstack/react-query";
import { inputClass } from "../../components/ui/input.tsx";
import { cn } from "../../lib/utils.ts";
import { answerOf } from "../api.ts";
import { useAdmin } from "../environment.ts";
import { useT } from "../messages.ts";
import type { ResourceFilter } from "./define-resource.ts";

interface FiltersProps {
  filters: readonly ResourceFilter[];
  values: Readonly<Record<string, unknown>>;
  onChange(name: string, value: string | undefined): void;
}

export function ListFilters({ filters, values, onChange }: FiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="list-filters">
      {filters.map((filter) => (
        <FilterSelect
          key={filter.name}
          filter={filter}
          value={values[filter.name] === undefined ? "" : String(values[filter.name])}
          onChange={(value) => onChange(filter.name, value || undefined)}
        />
      ))}
    </div>
  );
}

const relationRows = 100;

function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: ResourceFilter;
  value: string;
  onChange(value: string): void;
}) {
  const t = useT();
  const { client, failureTexts } = useAdmin();
  const source = filter.kind === "relation" ? filter.source : null;
  const rows = useQuery({
    queryKey: [source?.path ?? "", "list", { perPage: relationRows, for: "filter" }],
    queryFn: () => (source ? answerOf(source.list(client, { perPage: String(relationRows) }), failureTexts) : null),
    enabled: source !== null,
  });
  const options =
    filter.kind === "select"
      ? filter.options.map((option) => ({ value: option.value, label: t(option.label) }))
      : (rows.data?.items ?? []).map((row) => ({ value: String(row.id), label: filter.source.rowLabel(row) }));
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: `#${value}` });
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
        className={cn(inputClass, "h-9 w-auto min-w-40 py-0")}
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

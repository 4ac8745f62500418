// The kit's list of rows of other resources (./types.ts `relations`): the rows chosen, in order,
// each movable and removable, and below them a row of the offered resources to add (the same
// searched native select as the one-row `relation` kind). The value is the rows' ids from one
// `source`, or `{ type, id, label }[]` from several `sources`; the API's messages for one row
// (`items.2.id`, `tagIds.2`) show beside that row.
import { useQueries } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { inputClass } from "../../../components/ui/input.tsx";
import { Labelled } from "../../../islands/forms/fields.tsx";
import { useFormKit } from "../../../islands/forms/form-context.ts";
import { cn } from "../../../lib/utils.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { useT } from "../../messages.ts";
import { RelationSearch, useBound, useRelationRows } from "./KitField.tsx";
import type { ChosenRelation, FormView, RelationsFieldDescription, RelationsSource } from "./types.ts";

export function RelationsField({ field, view }: { field: RelationsFieldDescription; view: FormView }) {
  const t = useT();
  const kit = useFormKit();
  const { control, error, id, change: changeValue } = useBound<ChosenRelation[] | number[]>();
  const sources = field.source ? { [field.name]: { source: field.source, label: field.label } } : field.sources;
  const chosen = useChosenRows(field, control.state.value ?? []);
  const change = (rows: ChosenRelation[]) => changeValue(field.source ? rows.map((row) => row.id) : rows);
  const offered = (field.offered?.(view) ?? Object.keys(sources)).flatMap((key) => {
    const one = sources[key];
    return one ? [{ key, ...one }] : [];
  });
  const [picked, setPicked] = useState<string | null>(null);
  const current = offered.find((one) => one.key === picked) ?? offered[0] ?? null;
  const isFull = field.max !== undefined && chosen.length >= field.max;
  const label = t(field.label);
  const rowError = (index: number) =>
    kit.serverErrors[`${control.name}.${index}`] ??
    kit.serverErrors[`${control.name}.${index}.type`] ??
    kit.serverErrors[`${control.name}.${index}.id`];
  const sourceLabel = (type: string) => {
    const source = sources[type];
    return source ? t(source.label) : null;
  };
  const move = (from: number, to: number) => {
    const next = [...chosen];
    const [row] = next.splice(from, 1);
    if (row) next.splice(to, 0, row);
    change(next);
  };
  return (
    <Labelled id={id} label={label} isRequired={field.isRequired} hint={field.hint && t(field.hint)} error={error}>
      {(aria) => (
        <div className="flex flex-col gap-3">
          {chosen.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("admin.relations.empty")}</p>
          ) : (
            <ol className="flex flex-col divide-y rounded-md border" data-testid={`relations-${control.name}`}>
              {chosen.map((row, index) => {
                const name = row.label ?? `#${row.id}`;
                const message = rowError(index);
                return (
                  <li key={`${row.type}:${row.id}`} className="flex flex-col gap-1 px-3 py-2">
                    <div className="flex items-center gap-2">
                      <span className="flex-1 text-sm">
                        {name}
                        {Object.keys(sources).length > 1 && sourceLabel(row.type) && (
                          <span className="ms-2 rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                            {sourceLabel(row.type)}
                          </span>
                        )}
                      </span>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                        aria-label={`${t("admin.relations.up")}: ${name}`}
                      >
                        <ArrowUp aria-hidden className="size-4" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        disabled={index === chosen.length - 1}
                        onClick={() => move(index, index + 1)}
                        aria-label={`${t("admin.relations.down")}: ${name}`}
                      >
                        <ArrowDown aria-hidden className="size-4" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        onClick={() => change(chosen.filter((_, other) => other !== index))}
                        aria-label={`${t("admin.listField.remove")}: ${name}`}
                      >
                        <X aria-hidden className="size-4" />
                      </Button>
                    </div>
                    {message && (
                      <p className="text-sm text-red-700 dark:text-red-400" data-field-error>
                        {message}
                      </p>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
          {current !== null && !isFull && (
            <AddRow
              field={field}
              id={id}
              aria={aria}
              offered={offered}
              current={current}
              onType={setPicked}
              chosen={chosen}
              onAdd={(row) => change([...chosen, row])}
              onBlur={control.handleBlur}
              label={label}
            />
          )}
        </div>
      )}
    </Labelled>
  );
}

/**
 * The chosen rows as the field lists them. Ids from one source are named by reading each row
 * (cached, shared with the other screens' queries); typed rows carry the names the API gave.
 */
function useChosenRows(field: RelationsFieldDescription, value: ChosenRelation[] | number[]): ChosenRelation[] {
  const { client, failureTexts, locale } = useAdmin();
  const { source } = field;
  const ids = source ? (value as number[]) : [];
  const details = useQueries({
    queries: source
      ? ids.map((one) => ({
          queryKey: [source.path, "detail", String(one)],
          queryFn: () => answerOf(source.read(client, String(one)), failureTexts),
          meta: { silent: true },
        }))
      : [],
  });
  if (!source) return value as ChosenRelation[];
  return ids.map((one, index) => {
    const detail = details[index]?.data;
    return { type: field.name, id: one, label: detail ? source.detailLabel(detail, locale) : null };
  });
}

type OfferedSource = RelationsSource & { key: string };

interface AddRowProps {
  field: RelationsFieldDescription;
  id: string;
  aria: Record<string, unknown>;
  offered: readonly OfferedSource[];
  current: OfferedSource;
  onType(type: string): void;
  chosen: readonly ChosenRelation[];
  onAdd(row: ChosenRelation): void;
  onBlur(): void;
  label: string;
}

/** The resource to add from (when several are offered), a search box, its rows and the add button. */
function AddRow({ field, id, aria, offered, current, onType, chosen, onAdd, onBlur, label }: AddRowProps) {
  const t = useT();
  const [selected, setSelected] = useState("");
  const { source, key: type } = current;
  const rows = useRelationRows(source);
  const listed = rows.listed.filter((row) => !chosen.some((one) => one.type === type && one.id === row.id));
  const add = () => {
    const row = listed.find((one) => String(one.id) === selected);
    if (!row) return;
    onAdd({ type, id: row.id, label: row.label });
    setSelected("");
  };
  const { required: _required, ...describedBy } = aria;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {offered.length > 1 && (
        <select
          value={type}
          onChange={(event) => {
            onType(event.target.value);
            setSelected("");
          }}
          aria-label={t("admin.relations.from", { field: label })}
          className={cn(inputClass, "w-40")}
          data-testid={`relations-type-${field.name}`}
        >
          {offered.map((one) => (
            <option key={one.key} value={one.key}>
              {t(one.label)}
            </option>
          ))}
        </select>
      )}
      <select
        {...describedBy}
        id={id}
        value={selected}
        onChange={(event) => setSelected(event.target.value)}
        onBlur={onBlur}
        aria-busy={rows.isFetching}
        className={cn(inputClass, "min-w-48 flex-1")}
        data-testid={`relations-pick-${field.name}`}
      >
        <option value="">{t("admin.relations.choose")}</option>
        {listed.map((row) => (
          <option key={row.id} value={row.id}>
            {row.label}
          </option>
        ))}
      </select>
      <Button
        type="button"
        variant="outline"
        onClick={add}
        disabled={selected === ""}
        data-testid={`relations-add-${field.name}`}
      >
        <Plus aria-hidden className="size-4" />
        {t("admin.relations.add")}
      </Button>
      <RelationSearch rows={rows} name={t(current.label)} testId={`relations-search-${field.name}`} />
    </div>
  );
}

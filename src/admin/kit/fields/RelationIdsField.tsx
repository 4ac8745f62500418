// The kit's several-rows relation (./types.ts `relations`: a product's tags and option groups): the
// chosen rows as removable chips, and a native select of another resource's first rows (narrowed by
// a search box beside it) that adds one when picked. Native controls: keyboard, screen readers, RTL.
import { useQueries, useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useState } from "react";
import { inputClass } from "../../../components/ui/input.tsx";
import { Labelled } from "../../../islands/forms/fields.tsx";
import { cn } from "../../../lib/utils.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { useT } from "../../messages.ts";
import { useBound, useSettled } from "./KitField.tsx";
import type { KitFieldDescription } from "./types.ts";

const pageSize = 50;

export function RelationIdsField({ field }: { field: Extract<KitFieldDescription, { kind: "relationIds" }> }) {
  const t = useT();
  const { client, failureTexts, locale } = useAdmin();
  const { control, error, id, change } = useBound<number[]>();
  const [typed, setTyped] = useState("");
  const search = useSettled(typed.trim(), 250);
  const ids = control.state.value ?? [];
  const { source } = field;
  const rows = useQuery({
    queryKey: [source.path, "list", { search, perPage: pageSize, for: "relation" }],
    queryFn: () =>
      answerOf(source.list(client, { ...(search ? { search } : {}), perPage: String(pageSize) }), failureTexts),
  });
  const chosen = useQueries({
    queries: ids.map((one) => ({
      queryKey: [source.path, "detail", String(one)],
      queryFn: () => answerOf(source.read(client, String(one)), failureTexts),
      meta: { silent: true },
    })),
  });
  const listed = (rows.data?.items ?? []).filter((row) => !ids.includes(row.id as number));
  const label = t(field.label);
  return (
    <Labelled id={id} label={label} isRequired={field.isRequired} hint={field.hint && t(field.hint)} error={error}>
      {({ required: _required, ...aria }) => (
        <div className="flex flex-col gap-2">
          {ids.length > 0 && (
            <ul className="flex flex-wrap gap-2" data-testid={`chosen-${control.name}`}>
              {ids.map((one, index) => {
                const name = chosen[index]?.data ? source.detailLabel(chosen[index].data, locale) : `#${one}`;
                return (
                  <li
                    key={one}
                    className="inline-flex items-center gap-1 rounded-full border bg-muted px-2 py-0.5 text-sm"
                  >
                    <span dir="auto">{name}</span>
                    <button
                      type="button"
                      onClick={() => change(ids.filter((other) => other !== one))}
                      className="rounded-full p-0.5 hover:bg-background"
                    >
                      <X aria-hidden className="size-3.5" />
                      <span className="sr-only">
                        {t("admin.picker.remove")}: {name}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="flex flex-wrap gap-2">
            <select
              {...aria}
              id={id}
              name={control.name}
              value=""
              onBlur={control.handleBlur}
              onChange={(event) => event.target.value && change([...ids, Number(event.target.value)])}
              className={cn(inputClass, "min-w-48 flex-1")}
              aria-busy={rows.isFetching}
            >
              <option value="">{t("admin.relations.choose")}</option>
              {listed.map((row) => (
                <option key={row.id as number} value={row.id as number}>
                  {source.rowLabel(row)}
                </option>
              ))}
            </select>
            <input
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") event.preventDefault();
              }}
              aria-label={t("admin.relation.search", { field: label })}
              placeholder={t("admin.relation.search", { field: label })}
              className={cn(inputClass, "w-48")}
              data-testid={`relation-search-${control.name}`}
            />
          </div>
        </div>
      )}
    </Labelled>
  );
}

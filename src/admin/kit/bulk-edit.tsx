// Editing some columns of many rows at once (./define-resource.ts `bulkEdit`; issue #11 item 6,
// the products' price and stock): the list's cells become labelled inputs, "Save changes" sends
// each changed row its own partial update (`PATCH /api/admin/{resource}/{id}`), the API's refusals
// stay at their row and field, the rows saved are counted in one success toast.
import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useState, type ReactNode } from "react";
import { inputClass } from "../../components/ui/input.tsx";
import { cn } from "../../lib/utils.ts";
import { toast } from "../../scripts/toaster.ts";
import { resultOf } from "../api.ts";
import { useAdmin } from "../environment.ts";
import { useT } from "../messages.ts";
import type { AnyResource, BulkEditField } from "./define-resource.ts";
import { majorOf, minorOf } from "./fields/money.ts";
import { toLatinDigits } from "../../../core/validation/rules.ts";

type Row = { id: number } & Record<string, unknown>;
// A description keeps its own row type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBulkField = BulkEditField<any>;

/** Typed values by row id and field; problems likewise, plus a row's own under "". */
type ByRow = Record<string, Record<string, string>>;

interface BulkEditState {
  isEditing: boolean;
  isSaving: boolean;
  drafts: ByRow;
  problems: ByRow;
  setDraft(rowId: number, field: string, typed: string): void;
  save(): void;
}

const BulkEditContext = createContext<BulkEditState | null>(null);

/** The typed text a field starts from: the row's value as the admin types it. */
const typedOf = (field: AnyBulkField, row: Row) =>
  field.kind === "money" ? majorOf(field.value(row)) : String(field.value(row));

/** The value PATCH takes: a number, or the text as typed so the API's contract refuses it with its message. */
function sentOf(field: AnyBulkField, typed: string): number | string {
  if (field.kind === "money") {
    const minor = minorOf(typed);
    return minor === null || Number.isNaN(minor) ? typed : minor;
  }
  const latin = toLatinDigits(typed.trim());
  return /^\d{1,15}$/.test(latin) ? Number(latin) : typed;
}

/** The bulk edit of a list: its state for the cells (through context) and the bar's actions. */
export function useBulkEdit(resource: AnyResource, rows: readonly Row[]) {
  const t = useT();
  const { client } = useAdmin();
  const queryClient = useQueryClient();
  const [isEditing, setEditing] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [drafts, setDrafts] = useState<ByRow>({});
  const [problems, setProblems] = useState<ByRow>({});
  const bulk = resource.bulkEdit;

  function stop() {
    setEditing(false);
    setDrafts({});
    setProblems({});
  }

  async function save() {
    if (!bulk || isSaving) return;
    const changed = rows.flatMap((row) => {
      const typed = drafts[row.id] ?? {};
      const changes: Record<string, number | string> = {};
      for (const field of bulk.fields) {
        const value = typed[field.id];
        if (value === undefined || field.lockedBecause?.(row) !== undefined) continue;
        if (value.trim() === typedOf(field, row)) continue;
        changes[field.id] = sentOf(field, value);
      }
      return Object.keys(changes).length > 0 ? [{ row, changes }] : [];
    });
    if (changed.length === 0) {
      toast({ tone: "warning", message: t("admin.bulk.nothing") });
      return;
    }
    setSaving(true);
    const results = await Promise.all(
      changed.map(async ({ row, changes }) => ({
        row,
        // The contract refuses text it cannot read as its field's number, with that field's message.
        result: await resultOf(bulk.patch(client, String(row.id), changes as Record<string, number>)),
      })),
    );
    const refused: ByRow = {};
    let saved = 0;
    for (const { row, result } of results) {
      if (result.ok) {
        saved += 1;
        continue;
      }
      const fields = result.answer.errors ?? {};
      refused[row.id] =
        Object.keys(fields).length > 0
          ? fields
          : { "": result.answer.message ?? t(result.status === 0 ? "errors.network" : "errors.failed") };
    }
    setProblems(refused);
    setDrafts((all) => Object.fromEntries(Object.entries(all).filter(([id]) => id in refused)));
    setSaving(false);
    if (saved > 0) toast({ tone: "success", message: t("admin.bulk.saved", { count: saved }) });
    if (Object.keys(refused).length > 0)
      toast({ tone: "warning", message: t("admin.bulk.refused", { count: Object.keys(refused).length }) });
    else stop();
    await queryClient.invalidateQueries({ queryKey: [resource.path] });
  }

  const state: BulkEditState = {
    isEditing,
    isSaving,
    drafts,
    problems,
    setDraft: (rowId, field, typed) => setDrafts((all) => ({ ...all, [rowId]: { ...all[rowId], [field]: typed } })),
    save: () => void save(),
  };
  return { state, start: () => setEditing(true), stop };
}

export function BulkEditProvider({ state, children }: { state: BulkEditState; children: ReactNode }) {
  return <BulkEditContext.Provider value={state}>{children}</BulkEditContext.Provider>;
}

/** A bulk-editable column's cell: what it shows, or while editing its labelled input and the row's refusal. */
export function BulkCell({
  field,
  row,
  rowLabel,
  children,
}: {
  field: AnyBulkField;
  row: Row;
  rowLabel: string;
  children: ReactNode;
}) {
  const t = useT();
  const { locale, money } = useAdmin();
  const state = useContext(BulkEditContext);
  if (!state?.isEditing) return children;
  const locked = field.lockedBecause?.(row);
  const problem = state.problems[row.id]?.[field.id];
  const id = `bulk-${row.id}-${field.id}`;
  const label = t("admin.bulk.fieldOf", { field: t(field.label), item: rowLabel });
  if (locked)
    return (
      <>
        {children}
        <span className="sr-only">{t(locked)}</span>
      </>
    );
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <span className="inline-flex items-center gap-1">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          type="text"
          inputMode={field.kind === "money" ? "decimal" : "numeric"}
          dir="ltr"
          autoComplete="off"
          value={state.drafts[row.id]?.[field.id] ?? typedOf(field, row)}
          onChange={(event) => state.setDraft(row.id, field.id, event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              state.save();
            }
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          disabled={state.isSaving}
          className={cn(inputClass, "h-8 w-28 text-end tabular-nums", problem && "border-red-700 dark:border-red-400")}
          data-testid={`bulk-${field.id}`}
        />
        {field.kind === "money" && <span className="text-xs text-muted-foreground">{money.currencyText[locale]}</span>}
      </span>
      {problem && (
        <span
          id={`${id}-error`}
          className="max-w-56 text-start text-xs text-red-700 dark:text-red-400"
          data-field-error
        >
          {problem}
        </span>
      )}
    </span>
  );
}

/** A row's own refusal (not at one field), shown in its title cell while editing. */
export function BulkRowProblem({ row }: { row: Row }) {
  const state = useContext(BulkEditContext);
  const problem = state?.isEditing ? state.problems[row.id]?.[""] : undefined;
  return problem ? (
    <span className="block text-xs text-red-700 dark:text-red-400" data-field-error>
      {problem}
    </span>
  ) : null;
}

// SPEC §2 `product/variants/{id}`: a product's variant matrix (decision 0063). The admin chooses
// the attributes and values to combine (Colour: red, blue, green × Size: S, M, L, XL = 12 rows),
// generates the rows (rows already there keep their code, stock and price), edits each row's
// code, status, quantity, weight and price (major units in the profile's currency, sent as
// minor units), fills a column for every row, and saves the whole matrix with one PUT (decision
// 0058). The contract is checked first; its messages and the API's (`variants.7.code`) sit at
// their cells. Rows are memoised, so typing in one row draws only that row, even with 400.
import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { Trash2 } from "lucide-react";
import { memo, useCallback, useId, useMemo, useRef, useState, type SubmitEvent } from "react";
import type { VariantAttributeDetail } from "../../../../core/contracts/admin/variants.ts";
import {
  ProductVariantsInput,
  valueKey,
  type ProductVariantsDetail,
} from "../../../../core/contracts/admin/product-variants.ts";
import { catalogueStatuses, type CatalogueStatus } from "../../../../core/contracts/catalogue.ts";
import { formatNumber } from "../../../../i18n/money.ts";
import { Button } from "../../../components/ui/button.tsx";
import { inputClass } from "../../../components/ui/input.tsx";
import { issueText } from "../../../islands/forms/form-context.ts";
import { cn } from "../../../lib/utils.ts";
import { toast } from "../../../scripts/toaster.ts";
import { answerOf, resultOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { AdminApiError, failureOf, networkFailure } from "../../failure.ts";
import { useAdminMessages, useT, type AdminMessageKey, type AdminTranslate } from "../../messages.ts";
import { majorText, minorOf, wholeOf } from "../../kit/fields/numbers.ts";
import { ScreenFailed, ScreenHeader, ScreenLoading, ScreenNotFound } from "../../kit/screen-states.tsx";

/** A row of the matrix as the admin edits it: numbers as typed. */
interface MatrixRow {
  /** The combination's key (its sorted value ids): React's key and how rows are matched. */
  key: string;
  id?: number;
  valueIds: number[];
  label: string;
  code: string;
  status: CatalogueStatus;
  quantity: string;
  weight: string;
  price: string;
}
type Column = "code" | "status" | "quantity" | "weight" | "price";
const fillable = ["status", "quantity", "weight", "price"] as const satisfies readonly Column[];
type Fillable = (typeof fillable)[number];

/** A value of an attribute, as the screen names it. */
interface ValueInfo {
  attributeId: number;
  name: string;
  /** The English name, for generated codes (letters and digits only). */
  code: string;
}

const statusLabels: Record<CatalogueStatus, AdminMessageKey> = {
  available: "admin.matrix.available",
  unavailable: "admin.matrix.unavailable",
};

const rowsOf = (matrix: ProductVariantsDetail): MatrixRow[] =>
  matrix.variants.map((variant) => ({
    key: valueKey(variant.valueIds),
    id: variant.id,
    valueIds: variant.valueIds,
    label: variant.values.map((value) => value.value).join(" / "),
    code: variant.code,
    status: variant.status,
    quantity: String(variant.quantity),
    weight: variant.weight === null ? "" : String(variant.weight),
    price: majorText(variant.price),
  }));

/** A generated code: the product's number and the values' English names, as the API's rule allows. */
function generatedCode(productId: string, values: readonly ValueInfo[]): string {
  const parts = values.map((value) => value.code.replace(/[^\p{L}\p{N}]+/gu, "").toUpperCase() || "X");
  return [`P${productId}`, ...parts].join("-").slice(0, 40);
}

/** Every combination of the chosen values, one of each attribute, in the attributes' order. */
function combinations(chosen: readonly number[][]): number[][] {
  return chosen.reduce<number[][]>(
    (rows, values) => rows.flatMap((row) => values.map((value) => [...row, value])),
    chosen.length === 0 ? [] : [[]],
  );
}

export default function MatrixScreen() {
  const { id } = useParams({ strict: false }) as { id: string };
  const { client, failureTexts } = useAdmin();
  const matrix = useQuery({
    queryKey: ["product-variants", id],
    queryFn: () =>
      answerOf(client.api.admin.products[":productId"].variants.$get({ param: { productId: id } }), failureTexts),
    meta: { silent: true },
    // The screen keeps its own rows once open; a refetch on focus would not replace them anyway.
    refetchOnWindowFocus: false,
  });
  const attributes = useQuery({
    queryKey: ["variants", "list", "matrix"],
    queryFn: () =>
      answerOf(client.api.admin.variants.$get({ query: { sort: "position", perPage: "100" } }), failureTexts),
  });
  const details = useQueries({
    queries: (attributes.data?.items ?? []).map((attribute) => ({
      queryKey: ["variants", "detail", String(attribute.id)],
      queryFn: () =>
        answerOf(client.api.admin.variants[":id"].$get({ param: { id: String(attribute.id) } }), failureTexts),
    })),
  });
  // The rows show as soon as the matrix is in; the attributes to combine follow.
  if (matrix.isPending) return <ScreenLoading />;
  if (matrix.isError) {
    const status = matrix.error instanceof AdminApiError ? matrix.error.failure.status : 0;
    return status === 404 ? <ScreenNotFound /> : <ScreenFailed reset={() => void matrix.refetch()} />;
  }
  if (attributes.isError || details.some((detail) => detail.isError)) {
    return <ScreenFailed reset={() => void attributes.refetch()} />;
  }
  const loaded = details.flatMap((detail) => (detail.data ? [detail.data] : []));
  const isLoading = attributes.isPending || details.some((detail) => detail.isPending);
  return <Matrix key={id} productId={id} initial={matrix.data} attributes={loaded} isLoading={isLoading} />;
}

interface MatrixProps {
  productId: string;
  initial: ProductVariantsDetail;
  attributes: readonly VariantAttributeDetail[];
  /** Whether attributes are still loading (the picker says so). */
  isLoading: boolean;
}

function Matrix({ productId, initial, attributes, isLoading }: MatrixProps) {
  const t = useT();
  const messages = useAdminMessages();
  const { client, locale, money, failureTexts, report } = useAdmin();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState(() => rowsOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const table = useRef<HTMLTableElement>(null);

  /** Every value by id: its attribute and names in the admin's language (English when none). */
  const values = useMemo(() => {
    const byId = new Map<number, ValueInfo>();
    for (const attribute of attributes) {
      for (const value of attribute.values) {
        byId.set(value.id, {
          attributeId: attribute.id,
          name: value.translations[locale]?.name ?? value.translations.en.name,
          code: value.translations.en.name,
        });
      }
    }
    return byId;
  }, [attributes, locale]);

  // The values chosen: those of the matrix as it opened, until the admin changes them.
  const [chosen, setChosen] = useState<ReadonlySet<number>>(
    () => new Set(initial.variants.flatMap((variant) => variant.valueIds)),
  );
  const chosenByAttribute = attributes
    .map((attribute) => attribute.values.map((value) => value.id).filter((value) => chosen.has(value)))
    .filter((ids) => ids.length > 0);
  const combinationCount = chosenByAttribute.reduce(
    (count, ids) => count * ids.length,
    chosenByAttribute.length ? 1 : 0,
  );

  const generate = () => {
    const kept = new Map(rows.map((row) => [row.key, row]));
    const price = rows[0]?.price ?? "";
    setRows(
      combinations(chosenByAttribute).map((valueIds) => {
        const key = valueKey(valueIds);
        const infos = valueIds.flatMap((value) => values.get(value) ?? []);
        return (
          kept.get(key) ?? {
            key,
            valueIds,
            label: infos.map((info) => info.name).join(" / "),
            code: generatedCode(productId, infos),
            status: "available",
            quantity: "0",
            weight: "",
            price,
          }
        );
      }),
    );
    setErrors({});
  };

  const change = useCallback((index: number, column: Column, value: string) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [column]: value } : row)));
    setErrors((current) => {
      const name = `variants.${index}.${column}`;
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);
  const remove = useCallback((index: number) => {
    setRows((current) => current.filter((_, at) => at !== index));
    // The messages name rows by their place, which changed.
    setErrors({});
  }, []);
  const fill = (column: Fillable, value: string) => {
    setRows((current) => current.map((row) => ({ ...row, [column]: value })));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([name]) => !name.endsWith(`.${column}`))),
    );
  };

  const focusFirstError = () =>
    requestAnimationFrame(() => table.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = {
      variants: rows.map((row) => ({
        ...(row.id === undefined ? {} : { id: row.id }),
        code: row.code.trim(),
        status: row.status,
        quantity: wholeOf(row.quantity),
        weight: row.weight.trim() ? wholeOf(row.weight) : null,
        price: minorOf(row.price),
        valueIds: row.valueIds,
      })),
    };
    const checked = ProductVariantsInput["~standard"].validate(input);
    if (checked instanceof Promise) throw new Error("the contract is synchronous");
    if (checked.issues) {
      const found: Record<string, string> = {};
      for (const issue of checked.issues) {
        const name = (issue.path ?? []).map((part) => (typeof part === "object" ? part.key : part)).join(".");
        found[name] ??= issueText(messages, issue) ?? messages["errors.invalidInput"];
      }
      setErrors(found);
      toast({ tone: "warning", message: t("admin.matrix.invalid") });
      focusFirstError();
      return;
    }
    setIsSaving(true);
    const result = await resultOf(
      client.api.admin.products[":productId"].variants.$put({ param: { productId }, json: checked.value }),
    );
    setIsSaving(false);
    if (result.ok) {
      const saved = (result.answer as { data?: ProductVariantsDetail }).data;
      if (saved) setRows(rowsOf(saved));
      setErrors({});
      toast({ tone: "success", message: t("admin.form.saved") });
      await queryClient.invalidateQueries({ queryKey: ["product-variants", productId] });
      return;
    }
    setErrors(result.answer.errors ?? {});
    const failure =
      result.status === 0
        ? networkFailure(failureTexts)
        : (failureOf(result.status, result.answer, failureTexts) ?? networkFailure(failureTexts));
    report(new AdminApiError(failure));
    focusFirstError();
  };

  const stock = rows.reduce((sum, row) => sum + (Number(wholeOf(row.quantity)) || 0), 0);
  const currency = money.currencyText[locale];
  const headers: Record<Column, string> = {
    code: t("admin.matrix.code"),
    status: t("admin.matrix.status"),
    quantity: t("admin.matrix.quantity"),
    weight: t("admin.matrix.weight"),
    price: t("admin.matrix.price", { currency }),
  };
  const listError = errors["variants"];
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <ScreenHeader title={t("admin.matrix.title", { id: productId })} />
      <section aria-labelledby="matrix-attributes" className="flex flex-col gap-3 rounded-lg border p-4">
        <h2 id="matrix-attributes" className="font-semibold">
          {t("admin.matrix.attributes")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("admin.matrix.attributesHint")}</p>
        {isLoading ? <ScreenLoading /> : attributes.length === 0 && <p>{t("admin.matrix.noAttributes")}</p>}
        <div className="grid gap-3 md:grid-cols-2">
          {attributes.map((attribute) => (
            <fieldset key={attribute.id} className="min-w-0 rounded-md border p-3" data-testid="matrix-attribute">
              <legend className="px-1 text-sm font-medium" dir="auto">
                {attribute.translations[locale]?.name ?? attribute.translations.en.name}
              </legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {attribute.values.map((value) => (
                  <label key={value.id} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={chosen.has(value.id)}
                      onChange={(event) => {
                        const next = new Set(chosen);
                        if (event.target.checked) next.add(value.id);
                        else next.delete(value.id);
                        setChosen(next);
                      }}
                    />
                    <span dir="auto">{value.translations[locale]?.name ?? value.translations.en.name}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="outline"
            onClick={generate}
            disabled={combinationCount === 0}
            data-testid="matrix-generate"
          >
            {t("admin.matrix.generate")}
          </Button>
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {t("admin.matrix.combinations", { count: formatNumber(combinationCount, locale, money) })}
          </span>
        </div>
      </section>

      <form
        onSubmit={(event) => void save(event)}
        noValidate
        className="flex min-w-0 flex-col gap-4"
        data-testid="matrix-form"
      >
        <section aria-labelledby="matrix-variants" className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="matrix-variants" className="font-semibold">
              {t("admin.matrix.variants")}
            </h2>
            <p className="text-sm text-muted-foreground" data-testid="matrix-count" aria-live="polite">
              {t("admin.matrix.count", {
                count: formatNumber(rows.length, locale, money),
                quantity: formatNumber(stock, locale, money),
              })}
            </p>
          </div>
          {rows.length > 0 && <FillColumn t={t} headers={headers} onFill={fill} />}
          {listError && (
            <p className="text-sm text-red-700 dark:text-red-400" data-field-error>
              {listError}
            </p>
          )}
          {rows.length === 0 ? (
            <p className="text-muted-foreground">{t("admin.matrix.empty")}</p>
          ) : (
            <div className="relative max-w-full min-w-0 overflow-x-auto rounded-lg border">
              <table ref={table} className="w-full text-sm" data-testid="matrix-table">
                <thead className="bg-muted/50 text-start">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-start font-medium">
                      {t("admin.matrix.variant")}
                    </th>
                    {(Object.keys(headers) as Column[]).map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 text-start font-medium">
                        {headers[column]}
                      </th>
                    ))}
                    <th scope="col" className="px-3 py-2">
                      <span className="sr-only">{t("admin.list.actions")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => (
                    <VariantRow
                      key={row.key}
                      row={row}
                      index={index}
                      headers={headers}
                      errors={rowErrors(errors, index)}
                      t={t}
                      onChange={change}
                      onRemove={remove}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <div>
          <Button type="submit" disabled={isSaving} data-testid="save">
            {isSaving ? t("admin.form.saving") : t("admin.form.save")}
          </Button>
        </div>
      </form>
    </div>
  );
}

const noErrors: Partial<Record<Column | "valueIds", string>> = {};

/** A row's messages, by column (the same object while it has none, so its memo holds). */
function rowErrors(errors: Record<string, string>, index: number) {
  const prefix = `variants.${index}.`;
  let found: Partial<Record<Column | "valueIds", string>> | null = null;
  for (const [name, message] of Object.entries(errors)) {
    if (!name.startsWith(prefix)) continue;
    found ??= {};
    found[name.slice(prefix.length) as Column] = message;
  }
  return found ?? noErrors;
}

interface VariantRowProps {
  row: MatrixRow;
  index: number;
  headers: Record<Column, string>;
  errors: Partial<Record<Column | "valueIds", string>>;
  t: AdminTranslate;
  onChange(index: number, column: Column, value: string): void;
  onRemove(index: number): void;
}

/** One variant: its values, then a control per column with its message under it. */
const VariantRow = memo(function VariantRow({ row, index, headers, errors, t, onChange, onRemove }: VariantRowProps) {
  const id = useId();
  const cell = (column: Column, control: (aria: Record<string, unknown>) => React.ReactNode) => {
    const error = errors[column];
    const errorId = `${id}-${column}-error`;
    return (
      <td className="px-2 py-1.5 align-top">
        {control({
          "aria-label": t("admin.matrix.cell", { column: headers[column], variant: row.label }),
          ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}),
        })}
        {error && (
          <p id={errorId} className="mt-1 text-xs text-red-700 dark:text-red-400" data-field-error>
            {error}
          </p>
        )}
      </td>
    );
  };
  const text = (column: Exclude<Column, "status">, inputMode: "text" | "numeric" | "decimal", width: string) =>
    cell(column, (aria) => (
      <input
        {...aria}
        className={cn(inputClass, width)}
        dir="ltr"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        value={row[column]}
        name={`variants.${index}.${column}`}
        onChange={(event) => onChange(index, column, event.target.value)}
      />
    ));
  return (
    <tr className="border-t" data-testid="matrix-row">
      <th scope="row" className="px-3 py-2 text-start align-top font-medium" dir="auto">
        {row.label}
        {errors.valueIds && (
          <p className="mt-1 text-xs font-normal text-red-700 dark:text-red-400" data-field-error>
            {errors.valueIds}
          </p>
        )}
      </th>
      {text("code", "text", "min-w-40")}
      {cell("status", (aria) => (
        <select
          {...aria}
          className={cn(inputClass, "min-w-28")}
          value={row.status}
          name={`variants.${index}.status`}
          onChange={(event) => onChange(index, "status", event.target.value)}
        >
          {catalogueStatuses.map((status) => (
            <option key={status} value={status}>
              {t(statusLabels[status])}
            </option>
          ))}
        </select>
      ))}
      {text("quantity", "numeric", "w-24")}
      {text("weight", "numeric", "w-24")}
      {text("price", "decimal", "w-28")}
      <td className="px-2 py-1.5 text-end align-top">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-red-700 dark:text-red-400"
          onClick={() => onRemove(index)}
          aria-label={t("admin.matrix.removeRow", { variant: row.label })}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </td>
    </tr>
  );
});

/** Fill a column: one value for every row's status, quantity, weight or price. */
function FillColumn({
  t,
  headers,
  onFill,
}: {
  t: AdminTranslate;
  headers: Record<Column, string>;
  onFill(column: Fillable, value: string): void;
}) {
  const id = useId();
  const [column, setColumn] = useState<Fillable>("price");
  const [value, setValue] = useState("");
  const apply = () => onFill(column, column === "status" ? value || "available" : value);
  return (
    <fieldset className="flex min-w-0 flex-wrap items-end gap-3 rounded-lg border p-3" data-testid="matrix-fill">
      <legend className="px-1 text-sm font-medium">{t("admin.matrix.fill")}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-column`} className="text-sm">
          {t("admin.matrix.fillColumn")}
        </label>
        <select
          id={`${id}-column`}
          className={inputClass}
          value={column}
          onChange={(event) => {
            setColumn(event.target.value as Fillable);
            setValue("");
          }}
        >
          {fillable.map((name) => (
            <option key={name} value={name}>
              {headers[name]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-value`} className="text-sm">
          {t("admin.matrix.fillValue")}
        </label>
        {column === "status" ? (
          <select
            id={`${id}-value`}
            className={inputClass}
            value={value || "available"}
            onChange={(event) => setValue(event.target.value)}
          >
            {catalogueStatuses.map((status) => (
              <option key={status} value={status}>
                {t(statusLabels[status])}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={`${id}-value`}
            className={cn(inputClass, "w-32")}
            dir="ltr"
            inputMode={column === "price" ? "decimal" : "numeric"}
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                apply();
              }
            }}
          />
        )}
      </div>
      <Button type="button" variant="outline" onClick={apply} data-testid="matrix-fill-apply">
        {t("admin.matrix.fillApply")}
      </Button>
    </fieldset>
  );
}

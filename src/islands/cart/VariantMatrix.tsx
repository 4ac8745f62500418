import { memo, useMemo, useRef, useState, type SubmitEvent } from "react";
import { breakPrice, type PurchaseProduct, type PurchaseVariant } from "../../../core/contracts/purchase.ts";
import type { Locale } from "../../../core/profiles.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { isolate, translator, type Messages } from "../../../i18n/messages.ts";
import { formatMoney, type MoneyProfile } from "../../../i18n/money.ts";
import {
  addToCart,
  wholeRefusal,
  type AddMessage,
  type AddRefusal,
  type AddRequest,
} from "../../stores/add-to-cart.ts";
import { Button } from "../../components/ui/button.tsx";
import { Money } from "./Money.tsx";
import { PriceBreaks, priceBreakMessages } from "./PriceBreaks.tsx";

export const variantMatrixMessages = [
  ...priceBreakMessages,
  "purchase.matrix.amount",
  "purchase.matrix",
  "purchase.matrix.hint",
  "purchase.matrix.cell",
  "purchase.matrix.addAll",
  "purchase.matrix.empty",
  "purchase.matrix.refused",
  "purchase.matrix.total",
  "purchase.matrix.units",
  "purchase.matrix.variants",
  "purchase.matrix.unavailable",
  "purchase.stock",
] as const satisfies readonly MessageKey[];

/** What adding from the matrix answers: a refusal, or the matrix's own "nothing entered" / "see the cells". */
export type MatrixAnswer = Omit<AddRefusal, "message"> & {
  message: AddMessage | "purchase.matrix.empty" | "purchase.matrix.refused";
};

interface Props {
  product: PurchaseProduct;
  choiceIds: number[];
  isLive: boolean;
  locale: Locale;
  /** The currency, for buyers who may see prices; null on a guest's page. */
  money: MoneyProfile | null;
  messages: Messages<(typeof variantMatrixMessages)[number] | AddMessage>;
  /** Adding's outcome (null: added), said by the island around the matrix (toast and notice). */
  onAnswer: (answer: MatrixAnswer | null) => void;
}

/** The grid's axes: rows by the first attribute's values, columns by the second's, in the variants' order. */
interface Grid {
  rows: string[];
  columns: string[];
  cell: Map<string, PurchaseVariant>;
}

const cellKey = (row: string, column: string) => `${row}\u0000${column}`;

/** A two-attribute grid when every variant has exactly two values (size × colour); null for a list. */
function toGrid(variants: readonly PurchaseVariant[]): Grid | null {
  if (!variants.every((variant) => variant.values.length === 2)) return null;
  const rows: string[] = [];
  const columns: string[] = [];
  const cell = new Map<string, PurchaseVariant>();
  for (const variant of variants) {
    const [row, column] = variant.values.map((value) => value.value) as [string, string];
    if (!rows.includes(row)) rows.push(row);
    if (!columns.includes(column)) columns.push(column);
    cell.set(cellKey(row, column), variant);
  }
  return { rows, columns, cell };
}

/**
 * The variant matrix (issue #10 item 3): a size × colour grid (a list for other shapes) of number
 * fields, stepping by the case size, with the stock per cell for approved buyers and unavailable
 * cells disabled; every quantity entered is added in one store update, or nothing with the
 * problem in its cell (decision 0050). The fields are uncontrolled and the cells memoised, so
 * typing re-renders nothing: the running total is written straight into its <output>.
 */
export function VariantMatrix({ product, choiceIds, isLive, locale, money, messages, onAnswer }: Props) {
  const t = translator(messages);
  const [problems, setProblems] = useState<ReadonlyMap<number, string>>(new Map());
  const formRef = useRef<HTMLFormElement>(null);
  const totalRef = useRef<HTMLOutputElement>(null);
  const amountRef = useRef<HTMLOutputElement>(null);
  const grid = useMemo(() => toGrid(product.variants), [product.variants]);
  const byId = useMemo(() => new Map(product.variants.map((variant) => [variant.id, variant])), [product.variants]);
  const attributes = product.variants[0]?.values.map((value) => value.attribute) ?? [];

  /** The quantities entered, by variant, from the fields themselves. */
  const entered = (): [PurchaseVariant, number][] => {
    const form = formRef.current;
    if (!form) return [];
    return [...form.querySelectorAll<HTMLInputElement>("input[data-variant]")].flatMap((input) => {
      const variant = byId.get(Number(input.dataset.variant));
      const quantity = input.valueAsNumber;
      return variant && Number.isFinite(quantity) && quantity > 0 ? [[variant, quantity] as const] : [];
    }) as [PurchaseVariant, number][];
  };

  const showTotal = () => {
    const lines = entered();
    const count = lines.reduce((sum, [, quantity]) => sum + quantity, 0);
    if (totalRef.current) {
      totalRef.current.textContent =
        count > 0
          ? t("purchase.matrix.total", {
              units: t("purchase.matrix.units", { count }),
              variants: t("purchase.matrix.variants", { count: lines.length }),
            })
          : "";
    }
    // Each line at the break its quantity reaches (decision 0101); the quote stays the authority.
    const amount = lines.reduce(
      (sum, [variant, quantity]) =>
        variant.price === null ? sum : sum + quantity * breakPrice(variant.price, variant.breaks, quantity),
      0,
    );
    if (amountRef.current) {
      amountRef.current.textContent =
        money && amount > 0 ? t("purchase.matrix.amount", { amount: isolate(formatMoney(amount, locale, money)) }) : "";
    }
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Who is adding and the option choices are one answer for every cell: said once, not per cell.
    const whole = wholeRefusal(product, choiceIds);
    if (whole) return onAnswer(whole);
    const lines = entered();
    if (lines.length === 0) return onAnswer({ message: "purchase.matrix.empty", params: {} });
    const requests: AddRequest[] = lines.map(([variant, quantity]) => ({ product, variant, choiceIds, quantity }));
    const answer = addToCart(requests);
    if (answer.isAdded) {
      setProblems(new Map());
      formRef.current?.reset();
      showTotal();
      return onAnswer(null);
    }
    const cells = new Map<number, string>();
    for (const [index, refusal] of answer.refusals) {
      const variant = requests[index]?.variant;
      if (variant) cells.set(variant.id, t(refusal.message, refusal.params));
    }
    setProblems(cells);
    onAnswer({ message: "purchase.matrix.refused", params: {} });
    // The first refused cell takes the focus once it is drawn as refused.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>("input[aria-invalid=true]")?.focus());
  };

  const cellProps = (variant: PurchaseVariant, label: string) => ({
    variant,
    label: t("purchase.matrix.cell", { variant: label }),
    step: product.packSize,
    problem: problems.get(variant.id) ?? null,
    stockText: variant.stock === null ? null : t("purchase.stock", { count: variant.stock }),
    unavailableText: t("purchase.matrix.unavailable"),
    locale,
    money,
    messages,
    showPrice: grid === null,
  });

  return (
    <form ref={formRef} onSubmit={submit} onInput={showTotal} noValidate data-testid="variant-matrix">
      <h2 className="text-lg font-semibold">{t("purchase.matrix")}</h2>
      <p className="mb-3 text-sm text-muted-foreground">{t("purchase.matrix.hint")}</p>
      <div className="max-h-[36rem] overflow-auto rounded-md border">
        {grid ? (
          <table className="w-full border-collapse text-sm">
            <thead className="sticky top-0 z-10 bg-muted">
              <tr>
                <th scope="col" className="sticky start-0 bg-muted px-3 py-2 text-start font-medium">
                  {attributes.join(" / ")}
                </th>
                {grid.columns.map((column) => (
                  <th key={column} scope="col" className="px-2 py-2 text-center font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.rows.map((row) => {
                const cells = grid.columns.flatMap((column) => grid.cell.get(cellKey(row, column)) ?? []);
                // A row whose cells share one price and its breaks says them once, in its header.
                const prices = new Set(
                  cells
                    .map((cell) => (cell.price === null ? null : JSON.stringify([cell.price, cell.breaks])))
                    .filter((p) => p !== null),
                );
                const rowPrice = prices.size === 1 ? cells[0]?.price : null;
                const rowBreaks = prices.size === 1 ? (cells[0]?.breaks ?? []) : [];
                return (
                  <tr key={row} className="border-t">
                    <th scope="row" className="sticky start-0 bg-background px-3 py-2 text-start font-medium">
                      <span className="block">{row}</span>
                      {rowPrice != null && money && (
                        <span className="block text-xs font-normal text-muted-foreground">
                          <Money minor={rowPrice} locale={locale} profile={money} />
                        </span>
                      )}
                      {money && rowBreaks.length > 0 && (
                        <div className="text-xs font-normal">
                          <PriceBreaks breaks={rowBreaks} locale={locale} money={money} messages={messages} />
                        </div>
                      )}
                    </th>
                    {grid.columns.map((column) => {
                      const variant = grid.cell.get(cellKey(row, column));
                      return (
                        <td key={column} className="px-2 py-2 align-top">
                          {variant && (
                            <MatrixCell {...cellProps(variant, `${row} / ${column}`)} showPrice={prices.size > 1} />
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : (
          <ul className="divide-y">
            {product.variants.map((variant) => {
              const label = variant.values.map((value) => value.value).join(" / ") || variant.code;
              return (
                <li key={variant.id} className="flex flex-wrap items-start justify-between gap-3 px-3 py-2 text-sm">
                  <span className="font-medium">{label}</span>
                  <MatrixCell {...cellProps(variant, label)} />
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={!isLive} data-testid="matrix-add">
          {t("purchase.matrix.addAll")}
        </Button>
        <output ref={totalRef} className="text-sm text-muted-foreground" data-testid="matrix-total" />
        <output ref={amountRef} className="text-sm font-medium" data-testid="matrix-amount" />
      </div>
    </form>
  );
}

interface CellProps {
  variant: PurchaseVariant;
  label: string;
  step: number;
  problem: string | null;
  stockText: string | null;
  unavailableText: string;
  locale: Locale;
  money: MoneyProfile | null;
  messages: Messages<(typeof priceBreakMessages)[number]>;
  showPrice: boolean;
}

/** One variant's quantity field; memoised, so only cells whose problem changes draw again. */
const MatrixCell = memo(function MatrixCell({
  variant,
  label,
  step,
  problem,
  stockText,
  unavailableText,
  locale,
  money,
  messages,
  showPrice,
}: CellProps) {
  const problemId = `variant-${variant.id}-problem`;
  return (
    <div className="flex min-w-20 flex-col gap-1" data-testid="matrix-cell" data-code={variant.code}>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={step}
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        disabled={!variant.isAvailable}
        data-variant={variant.id}
        className="h-9 w-20 rounded-md border border-border bg-background px-2 text-center aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600 disabled:bg-muted"
      />
      {showPrice && variant.price !== null && money && (
        <>
          <span className="text-xs text-muted-foreground">
            <Money minor={variant.price} locale={locale} profile={money} />
          </span>
          <div className="text-xs empty:hidden">
            <PriceBreaks breaks={variant.breaks} locale={locale} money={money} messages={messages} />
          </div>
        </>
      )}
      {variant.isAvailable ? (
        stockText && <span className="text-xs text-muted-foreground">{stockText}</span>
      ) : (
        <span className="text-xs text-muted-foreground">{unavailableText}</span>
      )}
      {problem && (
        <span id={problemId} className="max-w-40 text-xs text-red-700 dark:text-red-400">
          {problem}
        </span>
      )}
    </div>
  );
});

import { useState } from "react";
import type { QuoteLineView } from "../../../core/contracts/quotes.ts";
import type { Locale } from "../../../core/profiles.ts";
import { quoteLineTitle } from "../../../core/quotes/quote-status.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import { formatMoney, type MoneyProfile } from "../../../i18n/money.ts";
import { majorOf, minorOf } from "../../admin/kit/fields/money.ts";
import { buttonVariants } from "../../components/ui/button-variants.ts";
import { inputClass } from "../../components/ui/input-class.ts";
import { callApi } from "../../scripts/api-call.ts";

/** The messages of the answer form; the page picks them for its locale. */
export const quoteAnswerMessages = [
  "quotes.answer",
  "quotes.answer.unitPrice",
  "quotes.answer.expiresOn",
  "quotes.answer.expiresOn.hint",
  "quotes.answer.note",
  "quotes.answer.submit",
  "quotes.answer.busy",
  "quotes.askedPrice",
  "quotes.quantity",
  "errors.network",
  "checkout.unknown",
] as const satisfies readonly MessageKey[];

interface Props {
  locale: Locale;
  messages: Messages<(typeof quoteAnswerMessages)[number]>;
  money: MoneyProfile;
  /** POST …/quotes/{id}/answer: the salesperson's, or another door's. */
  answerPath: string;
  lines: readonly QuoteLineView[];
  /** The expiry day to start from, DD/MM/YYYY. */
  expiresOn: string;
  /** What follows a sent answer: the back office reads the quote again; a page reloads. */
  onAnswered?: () => Promise<void>;
}

const priceField = (lineId: number) => `price-${lineId}`;

/**
 * The answer to a quote (issue #23 item 4, decision 0104): a unit price for every line (the last
 * answer's, else the price asked, to start from), the day the prices hold until and a note, sent to
 * the answer route; the page shows the quote as it now is. The API's messages show under their
 * fields (`lines.<i>.unitPrice` under the i-th line's price).
 */
export function QuoteAnswerForm({ locale, messages, money, answerPath, lines, expiresOn, onAnswered }: Props) {
  const t = translator(messages);
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(lines.map((line) => [priceField(line.id), majorOf(line.unitPrice ?? line.askedUnitPrice)])),
    expiresOn,
    note: "",
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async () => {
    if (isBusy) return;
    setBusy(true);
    setErrors({});
    setProblem(null);
    const body = {
      lines: lines.map((line) => {
        const typed = values[priceField(line.id)] ?? "";
        const minor = minorOf(typed);
        return { id: line.id, unitPrice: minor === null || Number.isNaN(minor) ? typed : minor };
      }),
      expiresOn: values.expiresOn ?? "",
      note: values.note ?? "",
    };
    const result = await callApi({ path: answerPath, json: body });
    if (result.ok) {
      if (onAnswered) {
        await onAnswered();
        setBusy(false);
      } else location.reload();
      return;
    }
    setBusy(false);
    if (result.status === 0) return setProblem(t("errors.network"));
    const found: Record<string, string> = {};
    for (const [field, message] of Object.entries(result.answer.errors ?? {})) {
      const match = /^lines\.(\d+)/.exec(field);
      const line = match ? lines[Number(match[1])] : undefined;
      found[line ? priceField(line.id) : field] = message;
    }
    setErrors(found);
    if (Object.keys(found).length === 0 || found.lines)
      setProblem(found.lines ?? result.answer.message ?? t("checkout.unknown"));
  };

  const error = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className="text-sm text-red-700 dark:text-red-400">
        {errors[name]}
      </p>
    ) : null;

  return (
    <section
      aria-labelledby="quote-answer-title"
      className="grid gap-4 rounded-lg border p-4"
      data-testid="quote-answer"
    >
      <h2 id="quote-answer-title" className="text-lg font-semibold">
        {t("quotes.answer")}
      </h2>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ul className="grid gap-3">
          {lines.map((line) => {
            const name = priceField(line.id);
            return (
              <li key={line.id} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end">
                <p className="text-sm">
                  <bdi className="font-medium">{quoteLineTitle(line)}</bdi>
                  <span className="block text-muted-foreground">
                    {t("quotes.quantity")}: {line.quantity} · {t("quotes.askedPrice")}:{" "}
                    <bdi>{formatMoney(line.askedUnitPrice, locale, money)}</bdi>
                  </span>
                </p>
                <div className="grid gap-1">
                  <label htmlFor={name} className="text-sm font-medium">
                    {t("quotes.answer.unitPrice")}
                    <span className="sr-only">
                      : <bdi>{quoteLineTitle(line)}</bdi>
                    </span>
                  </label>
                  <input
                    id={name}
                    className={inputClass}
                    inputMode="decimal"
                    dir="ltr"
                    value={values[name] ?? ""}
                    onChange={(event) => set(name, event.target.value)}
                    aria-invalid={errors[name] ? true : undefined}
                    aria-describedby={errors[name] ? `${name}-error` : undefined}
                    data-testid="quote-answer-price"
                  />
                  {error(name)}
                </div>
              </li>
            );
          })}
        </ul>
        <div className="grid gap-1 sm:max-w-xs">
          <label htmlFor="expiresOn" className="text-sm font-medium">
            {t("quotes.answer.expiresOn")}
          </label>
          <input
            id="expiresOn"
            className={inputClass}
            dir="ltr"
            placeholder="DD/MM/YYYY"
            value={values.expiresOn ?? ""}
            onChange={(event) => set("expiresOn", event.target.value)}
            aria-invalid={errors.expiresOn ? true : undefined}
            aria-describedby={errors.expiresOn ? "expiresOn-hint expiresOn-error" : "expiresOn-hint"}
            data-testid="quote-answer-expires"
          />
          <p id="expiresOn-hint" className="text-xs text-muted-foreground">
            {t("quotes.answer.expiresOn.hint")}
          </p>
          {error("expiresOn")}
        </div>
        <div className="grid gap-1">
          <label htmlFor="note" className="text-sm font-medium">
            {t("quotes.answer.note")}
          </label>
          <textarea
            id="note"
            className={`${inputClass} h-auto min-h-20`}
            maxLength={1000}
            dir="auto"
            value={values.note ?? ""}
            onChange={(event) => set("note", event.target.value)}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? "note-error" : undefined}
          />
          {error("note")}
        </div>
        {problem && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {problem}
          </p>
        )}
        <div>
          <button
            type="submit"
            className={buttonVariants()}
            disabled={isBusy}
            aria-busy={isBusy}
            data-testid="quote-answer-submit"
          >
            {isBusy ? t("quotes.answer.busy") : t("quotes.answer.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}

// A CSV file's check and import (decision 0061): choose a file, check it (the dry run lists each
// row's problems with its line and column), then import it with a progress bar. Nothing is written
// until the check is clean, and the API writes a file whole or not at all. The products' import and
// a price list's prices (decision 0101) both use it.
import { FileCheck, Upload } from "lucide-react";
import { useId, useState, type SubmitEvent } from "react";
import type { ProductCsvProblem } from "../../../../core/contracts/admin/product-csv.ts";
import { formatNumber } from "../../../../i18n/money.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FilePicker } from "../../../islands/forms/fields.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { toast } from "../../../scripts/toaster.ts";
import { useAdmin } from "../../environment.ts";
import { AdminApiError, failureOf, networkFailure } from "../../failure.ts";
import { useT } from "../../messages.ts";
import { sendForm } from "./send-form.ts";

/** What a check or an import answers: the rows read and each row's problems. */
export interface CsvReport {
  written: boolean;
  rows: number;
  problemCount: number;
  problems: ProductCsvProblem[];
}

/** A real import refused after its check (a row changed meanwhile): `lines.<line>.<column>` as rows. */
function problemsOf(errors: Record<string, string>): ProductCsvProblem[] {
  return Object.entries(errors).flatMap(([key, message]) => {
    const match = /^lines\.(\d+)\.(.+)$/.exec(key);
    if (!match) return [];
    const column = match[2] === "row" ? null : (match[2] as ProductCsvProblem["column"]);
    return [{ line: Number(match[1]), column, message }];
  });
}

export function CsvImportForm<Report extends CsvReport>(props: {
  /** The API's import address (multipart: `file` and `dryRun`). */
  importUrl: string;
  /** What the check says it read. */
  summary(report: Report): string;
  /** What the toast says once written. */
  done(report: Report): string;
  /** Once written (what the screen shows may reload). */
  onWritten?(): void;
}) {
  const t = useT();
  const { locale, money, failureTexts, report } = useAdmin();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Report | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<"check" | "import" | null>(null);
  const [progress, setProgress] = useState(0);
  const number = (value: number) => formatNumber(value, locale, money);

  async function send(dryRun: boolean) {
    if (!file) return null;
    const form = new FormData();
    form.set("file", file);
    form.set("dryRun", String(dryRun));
    setProgress(0);
    const answer = await sendForm(props.importUrl, form, locale, dryRun ? undefined : setProgress);
    const failure =
      answer.status === 0 ? networkFailure(failureTexts) : failureOf(answer.status, answer.body, failureTexts);
    if (!failure) return (answer.body as { data: Report }).data;
    const atFile = failure.errors.file;
    const rows = problemsOf(failure.errors);
    if (atFile) setFileProblem(atFile);
    else if (rows.length > 0 && checked)
      setChecked({ ...checked, problems: rows, problemCount: rows.length, written: false });
    else report(new AdminApiError(failure));
    return null;
  }

  async function onCheck(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy("check");
    setChecked(null);
    setFileProblem(null);
    try {
      setChecked(await send(true));
    } finally {
      setBusy(null);
    }
  }

  async function onImport() {
    setBusy("import");
    try {
      const done = await send(false);
      if (done?.written) {
        toast({
          tone: "success",
          message: props.done(done),
        });
        setChecked(null);
        setFile(null);
        resetInput(fileId);
        props.onWritten?.();
      }
    } finally {
      setBusy(null);
    }
  }

  const canImport = checked !== null && checked.problemCount === 0 && busy === null;
  return (
    <>
      <form onSubmit={onCheck} className="flex flex-col gap-3 rounded-lg border p-4" noValidate>
        <Label htmlFor={fileId}>{t("admin.productCsv.file")}</Label>
        <FilePicker
          id={fileId}
          name="file"
          accept=".csv,text/csv"
          required
          aria-invalid={fileProblem ? true : undefined}
          aria-describedby={fileProblem ? `${fileId}-problem` : undefined}
          file={file}
          texts={{ choose: t("form.file.choose"), none: t("form.file.none"), chosen: t("form.file.chosen") }}
          onFile={(chosen) => {
            setFile(chosen);
            setChecked(null);
            setFileProblem(null);
          }}
          data-testid="csv-file"
        />
        {fileProblem && (
          <p
            id={`${fileId}-problem`}
            role="alert"
            className="text-sm text-red-700 dark:text-red-400"
            data-testid="file-problem"
          >
            {fileProblem}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="outline" disabled={!file || busy !== null} data-testid="check">
            <FileCheck aria-hidden className="size-4" />
            {t("admin.productCsv.check")}
          </Button>
          <Button type="button" disabled={!canImport} onClick={() => void onImport()} data-testid="import">
            <Upload aria-hidden className="size-4" />
            {t("admin.productCsv.import")}
          </Button>
        </div>
        {busy === "import" && (
          <div
            role="progressbar"
            aria-label={t("admin.productCsv.progress")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
            data-testid="progress"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        )}
      </form>

      {checked && (
        <section aria-live="polite" className="flex flex-col gap-3" data-testid="report">
          <p>{props.summary(checked)}</p>
          {checked.problemCount === 0 ? (
            <p className="font-medium text-green-700 dark:text-green-400" data-testid="ready">
              {t("admin.productCsv.ready")}
            </p>
          ) : (
            <>
              <p role="alert" className="font-medium text-red-700 dark:text-red-400">
                {t("admin.productCsv.problems", { count: number(checked.problemCount) })}{" "}
                {checked.problemCount > checked.problems.length &&
                  t("admin.productCsv.moreProblems", { count: checked.problems.length })}
              </p>
              <div className="overflow-x-auto rounded-lg border">
                <table className="w-full text-sm" data-testid="problems">
                  <caption className="sr-only">
                    {t("admin.productCsv.problems", { count: number(checked.problemCount) })}
                  </caption>
                  <thead className="bg-muted/60">
                    <tr>
                      <th scope="col" className="px-3 py-2 text-start font-medium whitespace-nowrap">
                        {t("admin.productCsv.line")}
                      </th>
                      <th scope="col" className="px-3 py-2 text-start font-medium whitespace-nowrap">
                        {t("admin.productCsv.column")}
                      </th>
                      <th scope="col" className="px-3 py-2 text-start font-medium">
                        {t("admin.productCsv.message")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {checked.problems.map((problem, index) => (
                      <tr key={`${problem.line}-${problem.column ?? ""}-${index}`} className="border-t">
                        <td className="px-3 py-2 tabular-nums">{number(problem.line)}</td>
                        <td className="px-3 py-2">
                          {problem.column && (
                            <code dir="ltr" className="rounded bg-muted px-1">
                              {problem.column}
                            </code>
                          )}
                        </td>
                        <td className="px-3 py-2">{problem.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </section>
      )}
    </>
  );
}

function resetInput(id: string) {
  const input = document.getElementById(id);
  if (input instanceof HTMLInputElement) input.value = "";
}

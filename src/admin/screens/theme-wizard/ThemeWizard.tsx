// SPEC §2 `settings/site/theme-wizard` (issue #12 item 5, decision 0069): the light, dark and site
// colour sets, the columns map, perPage and admin_limit (SPEC §3, §9), with a live preview of the
// storefront in both directions and a WCAG AA contrast warning for each text pair below 4.5:1
// (a warning: the admin may still save). Saving is `PUT /api/admin/settings/theme`, whose answer
// the shop shows at once; "Reset to defaults" asks first, then `DELETE`s the stored theme.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { RotateCcw, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { contrastRatio, minimumTextContrast } from "../../../../core/contrast.ts";
import {
  columnKeys,
  columnLimits,
  pageSizeLimits,
  paletteKeys,
  paletteTextPairs,
  siteColourKeys,
  siteTextPairs,
  type Theme,
  type TextPair,
} from "../../../../core/theme.ts";
import { formatNumber } from "../../../../i18n/money.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog.tsx";
import { Button, buttonVariants } from "../../../components/ui/button.tsx";
import { inputClass } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/utils.ts";
import { toast } from "../../../scripts/toaster.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { AdminApiError } from "../../failure.ts";
import { ScreenFailed, ScreenHeader, ScreenLoading } from "../../kit/screen-states.tsx";
import { useT, type AdminMessageKey } from "../../messages.ts";
import { ThemePreview } from "./ThemePreview.tsx";

const themeQueryKey = ["settings", "theme"] as const;

type Mode = "light" | "dark";
type ColourSet = Mode | "site";
/** The theme as edited: numbers may hold what was typed, so the API refuses it with its own message. */
type Draft = Omit<Theme, "columns" | "perPage" | "admin_limit"> & {
  columns: Record<(typeof columnKeys)[number], number | string>;
  perPage: number | string;
  admin_limit: number | string;
};

const colourLabels: Record<string, AdminMessageKey> = {
  primary: "admin.theme.colour.primary",
  primaryForeground: "admin.theme.colour.primaryForeground",
  background: "admin.theme.colour.background",
  foreground: "admin.theme.colour.foreground",
  muted: "admin.theme.colour.muted",
  mutedForeground: "admin.theme.colour.mutedForeground",
  accent: "admin.theme.colour.accent",
  border: "admin.theme.colour.border",
  header: "admin.theme.colour.header",
  footer: "admin.theme.colour.footer",
  footerForeground: "admin.theme.colour.footerForeground",
};

const setTitles: Record<ColourSet, AdminMessageKey> = {
  light: "admin.theme.light",
  dark: "admin.theme.dark",
  site: "admin.theme.site",
};

const columnLabels: Record<(typeof columnKeys)[number], AdminMessageKey> = {
  mobile: "admin.theme.columns.mobile",
  tabletPortrait: "admin.theme.columns.tabletPortrait",
  tabletLandscape: "admin.theme.columns.tabletLandscape",
  laptop: "admin.theme.columns.laptop",
  monitor: "admin.theme.columns.monitor",
};

/** A number input's value as sent: the number when it is one, else the text typed. */
const typedNumber = (typed: string): number | string => (/^\d{1,4}$/.test(typed.trim()) ? Number(typed) : typed);

/** `#abc` as `#aabbcc`: a colour input takes only the long form. */
function longHex(colour: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(colour) ? colour.toLowerCase() : "#000000";
}

export default function ThemeWizard() {
  const t = useT();
  const { client, failureTexts } = useAdmin();
  const stored = useQuery({
    queryKey: themeQueryKey,
    queryFn: () => answerOf(client.api.admin.settings.theme.$get(), failureTexts),
    meta: { silent: true },
  });
  if (stored.isPending) return <ScreenLoading />;
  if (stored.isError) return <ScreenFailed reset={() => void stored.refetch()} />;
  return (
    <>
      <p className="mb-4 text-sm">
        <Link to="/settings/site" className="font-medium text-primary hover:underline">
          {t("admin.theme.back")}
        </Link>
      </p>
      <ThemeEditor initial={stored.data} title={t("admin.theme.title")} />
    </>
  );
}

function ThemeEditor({ initial, title }: { initial: Theme; title: string }) {
  const t = useT();
  const { client, failureTexts } = useAdmin();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [mode, setMode] = useState<Mode>("light");
  const [isConfirmingReset, setConfirmingReset] = useState(false);

  const saved = async (theme: Theme, message: AdminMessageKey) => {
    setDraft(theme);
    setErrors({});
    toast({ tone: "success", message: t(message) });
    queryClient.setQueryData(themeQueryKey, theme);
    await queryClient.invalidateQueries({ queryKey: ["front", "settings"] });
  };
  const save = useMutation({
    mutationFn: (theme: Draft) =>
      // The API checks every value; what was typed goes as typed, so its message says what is wrong.
      answerOf(client.api.admin.settings.theme.$put({ json: theme as Theme }), failureTexts),
    onSuccess: (theme) => saved(theme, "admin.theme.saved"),
    // The refusal's toast is the query client's (SPEC §8); its field messages go to the fields.
    onError: (error) => setErrors(error instanceof AdminApiError ? error.failure.errors : {}),
  });
  const reset = useMutation({
    mutationFn: () => answerOf(client.api.admin.settings.theme.$delete(), failureTexts),
    onSuccess: (theme) => saved(theme, "admin.theme.resetDone"),
    onSettled: () => setConfirmingReset(false),
  });
  const isBusy = save.isPending || reset.isPending;

  const setColour = (set: ColourSet, key: string, value: string) =>
    setDraft((previous) => ({ ...previous, [set]: { ...previous[set], [key]: value } }));
  // The preview draws only colours that are colours; one being typed shows its last good value.
  const shown: Theme = {
    ...initial,
    light: { ...initial.light, ...validColours(draft.light) },
    dark: { ...initial.dark, ...validColours(draft.dark) },
    site: { ...initial.site, ...validColours(draft.site) },
    columns: initial.columns,
    perPage: initial.perPage,
    admin_limit: initial.admin_limit,
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
      className="flex flex-col gap-6"
      data-testid="theme-wizard"
    >
      <ScreenHeader title={title}>
        <Button
          type="button"
          variant="outline"
          onClick={() => setConfirmingReset(true)}
          disabled={isBusy}
          data-testid="theme-reset"
        >
          <RotateCcw aria-hidden className="size-4" />
          {t("admin.theme.reset")}
        </Button>
        <Button type="submit" disabled={isBusy} aria-busy={save.isPending} data-testid="theme-save">
          {t(save.isPending ? "admin.form.saving" : "admin.form.save")}
        </Button>
      </ScreenHeader>
      <p className="-mt-4 max-w-prose text-muted-foreground">{t("admin.theme.intro")}</p>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          {(["light", "dark"] as const).map((set) => (
            <ColourFieldset
              key={set}
              set={set}
              keys={paletteKeys}
              pairs={paletteTextPairs}
              colours={draft[set]}
              errors={errors}
              onChange={(key, value) => setColour(set, key, value)}
            />
          ))}
          <ColourFieldset
            set="site"
            keys={siteColourKeys}
            pairs={siteTextPairs}
            colours={draft.site}
            errors={errors}
            onChange={(key, value) => setColour("site", key, value)}
          />
          <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
            <legend className="px-1 font-semibold">{t("admin.theme.layout")}</legend>
            <p className="text-sm text-muted-foreground">
              {t("admin.theme.columnsHint", { min: columnLimits.min, max: columnLimits.max })}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {columnKeys.map((key) => (
                <NumberField
                  key={key}
                  name={`columns.${key}`}
                  label={t(columnLabels[key])}
                  value={draft.columns[key]}
                  min={columnLimits.min}
                  max={columnLimits.max}
                  error={errors[`columns.${key}`]}
                  onChange={(value) =>
                    setDraft((previous) => ({ ...previous, columns: { ...previous.columns, [key]: value } }))
                  }
                >
                  <ColumnsDiagram count={draft.columns[key]} />
                </NumberField>
              ))}
              <NumberField
                name="perPage"
                label={t("admin.theme.perPage")}
                hint={t("admin.theme.perPageHint")}
                value={draft.perPage}
                min={pageSizeLimits.min}
                max={pageSizeLimits.max}
                error={errors.perPage}
                onChange={(value) => setDraft((previous) => ({ ...previous, perPage: value }))}
              />
              <NumberField
                name="admin_limit"
                label={t("admin.theme.adminLimit")}
                hint={t("admin.theme.adminLimitHint")}
                value={draft.admin_limit}
                min={pageSizeLimits.min}
                max={pageSizeLimits.max}
                error={errors.admin_limit}
                onChange={(value) => setDraft((previous) => ({ ...previous, admin_limit: value }))}
              />
            </div>
          </fieldset>
        </div>
        <section
          aria-labelledby="theme-preview-heading"
          className="flex flex-col gap-3 lg:sticky lg:top-20"
          data-testid="theme-preview"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="theme-preview-heading" className="text-lg font-semibold">
              {t("admin.theme.preview")}
            </h2>
            <div role="group" aria-label={t("admin.theme.previewMode")} className="flex gap-1">
              {(["light", "dark"] as const).map((each) => (
                <Button
                  key={each}
                  type="button"
                  size="sm"
                  variant={mode === each ? "default" : "outline"}
                  aria-pressed={mode === each}
                  onClick={() => setMode(each)}
                  data-testid={`preview-mode-${each}`}
                >
                  {t(setTitles[each])}
                </Button>
              ))}
            </div>
          </div>
          <ThemePreview theme={shown} mode={mode} />
        </section>
      </div>
      <AlertDialog
        open={isConfirmingReset}
        onOpenChange={(open) => !open && !reset.isPending && setConfirmingReset(false)}
      >
        <AlertDialogContent data-testid="theme-reset-dialog">
          <AlertDialogTitle>{t("admin.theme.resetTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("admin.theme.resetText")}</AlertDialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel className={buttonVariants({ variant: "outline" })} disabled={reset.isPending}>
              {t("admin.delete.cancel")}
            </AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants()}
              disabled={reset.isPending}
              aria-busy={reset.isPending}
              onClick={(event) => {
                // Kept open while the reset runs; it closes when the answer is in.
                event.preventDefault();
                reset.mutate();
              }}
              data-testid="theme-reset-confirm"
            >
              {t("admin.theme.resetConfirm")}
            </AlertDialogAction>
          </div>
        </AlertDialogContent>
      </AlertDialog>
    </form>
  );
}

/** The colours of a set that are colours (#rgb or #rrggbb). */
function validColours<T extends Record<string, string>>(colours: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(colours).filter(([, value]) => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)),
  ) as Partial<T>;
}

/** One colour set: a picker and its hex text per colour, and the WCAG AA warnings of its text pairs. */
function ColourFieldset({
  set,
  keys,
  pairs,
  colours,
  errors,
  onChange,
}: {
  set: ColourSet;
  keys: readonly string[];
  pairs: readonly TextPair<string>[];
  colours: Record<string, string>;
  errors: Record<string, string>;
  onChange(key: string, value: string): void;
}) {
  const t = useT();
  const { locale, money } = useAdmin();
  const weak = pairs.flatMap((pair) => {
    const ratio = contrastRatio(colours[pair.text] ?? "", colours[pair.on] ?? "");
    return ratio !== null && ratio < minimumTextContrast ? [{ ...pair, ratio }] : [];
  });
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-4" data-testid={`theme-set-${set}`}>
      <legend className="px-1 font-semibold">{t(setTitles[set])}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {keys.map((key) => {
          const name = `${set}.${key}`;
          const id = `theme-${set}-${key}`;
          const error = errors[name];
          const value = colours[key] ?? "";
          return (
            <div key={key} className="flex flex-col gap-1">
              <label htmlFor={id} className="text-sm font-medium">
                {t(colourLabels[key] ?? "admin.theme.colour.primary")}
              </label>
              <div className="flex items-center gap-2">
                <input
                  type="color"
                  value={longHex(value)}
                  onChange={(event) => onChange(key, event.target.value)}
                  aria-label={t("admin.theme.picker", { colour: t(colourLabels[key] ?? "admin.theme.colour.primary") })}
                  className="h-9 w-11 shrink-0 cursor-pointer rounded-md border bg-background p-1"
                  data-testid={`${id}-picker`}
                />
                <input
                  id={id}
                  name={name}
                  type="text"
                  dir="ltr"
                  spellCheck={false}
                  autoComplete="off"
                  maxLength={7}
                  value={value}
                  onChange={(event) => onChange(key, event.target.value.trim())}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={cn(inputClass, "h-9 font-mono")}
                  data-testid={id}
                />
              </div>
              {error && (
                <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400" data-field-error>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {weak.length > 0 && (
        <div
          role="status"
          className="flex gap-2 rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100"
          data-testid="contrast-warning"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div className="flex flex-col gap-1">
            <p className="font-medium">
              {t("admin.theme.contrast.title", { minimum: formatNumber(minimumTextContrast, locale, money) })}
            </p>
            <ul className="list-disc ps-5">
              {weak.map(({ text, on, ratio }) => (
                <li key={`${text}-${on}`} data-testid="contrast-pair">
                  {t("admin.theme.contrast.pair", {
                    text: t(colourLabels[text] ?? "admin.theme.colour.foreground"),
                    on: t(colourLabels[on] ?? "admin.theme.colour.background"),
                    ratio: (Math.floor(ratio * 100) / 100).toFixed(2),
                  })}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </fieldset>
  );
}

/** A whole number field, its limits shown, the API's message under it. */
function NumberField({
  name,
  label,
  hint,
  value,
  min,
  max,
  error,
  onChange,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  value: number | string;
  min: number;
  max: number;
  error: string | undefined;
  onChange(value: number | string): void;
  children?: React.ReactNode;
}) {
  const id = `theme-${name.replace(".", "-")}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          dir="ltr"
          value={String(value)}
          onChange={(event) => onChange(typedNumber(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={cn(inputClass, "h-9 w-24")}
          data-testid={id}
        />
        {children}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
}

/** A row of `count` boxes: how the product grid splits at that breakpoint. */
function ColumnsDiagram({ count }: { count: number | string }) {
  const columns = typeof count === "number" && count >= columnLimits.min && count <= columnLimits.max ? count : 0;
  return (
    <span aria-hidden className="flex h-6 w-24 gap-0.5">
      {Array.from({ length: columns }, (_, index) => (
        <span key={index} className="grow rounded-sm bg-primary/30" />
      ))}
    </span>
  );
}

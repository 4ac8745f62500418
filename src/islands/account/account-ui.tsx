// Small pieces the account forms share (sign-in, registration, verification, approval form,
// reset): a labelled field showing its first issue, the status line, the submit button, and the
// JSON call to the API.
import { useSelector, type AnyFormApi } from "@tanstack/react-form";
import { LoaderCircle } from "lucide-react";
import { useSyncExternalStore, type ComponentProps, type ReactNode } from "react";
import type { ApiFailure } from "../../../core/api-envelope.ts";
import type { Locale } from "../../../core/profiles.ts";
import { isValidationMessage } from "../../../core/validation/messages.ts";
import type { Translate } from "../../../i18n/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";

/** An answer of the account API (core/api-envelope.ts), as far as the forms need it. */
export interface Answer extends Partial<ApiFailure> {
  data?: { redirect?: string; resendAfter?: number; verified?: boolean } | null;
}

/** Calls the API as the page's language; a network failure becomes SPEC §8's connection message. */
export async function callApi(
  path: string,
  locale: Locale,
  init: { json?: unknown; form?: FormData },
): Promise<{ ok: boolean; status: number; answer: Answer; retryAfter: number | null }> {
  const headers: Record<string, string> = { accept: "application/json", "accept-language": locale };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(path, {
    method: "POST",
    headers,
    body: init.form ?? JSON.stringify(init.json ?? {}),
    credentials: "same-origin",
  });
  const answer = (await response.json().catch(() => ({}))) as Answer;
  const retryAfter = Number(response.headers.get("retry-after"));
  return { ok: response.ok, status: response.status, answer, retryAfter: retryAfter > 0 ? retryAfter : null };
}

interface Issue {
  message: string;
}
const isIssue = (value: unknown): value is Issue => typeof (value as Issue | null)?.message === "string";

/** The first error of a field: text as is, an issue translated when it is a validation message (contracts carry keys). */
export function firstIssue(errors: readonly unknown[], t: Translate) {
  const first = errors.flat().find((error) => isIssue(error) || typeof error === "string");
  // A field's own validator answers with translated text; the shared types with issues.
  if (typeof first === "string") return first;
  if (!isIssue(first)) return undefined;
  return isValidationMessage(first.message) ? t(first.message) : t("errors.invalidInput");
}

export interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  optionalLabel?: string | undefined;
  children?: ReactNode;
  input: Omit<React.ComponentProps<typeof Input>, "id">;
}

/** A labelled input with its hint and its error, wired for screen readers. */
export function Field({ id, label, error, hint, optionalLabel, input }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {optionalLabel && <span className="ms-1 font-normal text-muted-foreground">({optionalLabel})</span>}
      </Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export type Status =
  | { kind: "idle" }
  | { kind: "success"; message: string }
  | { kind: "error"; message: string; hint?: string | undefined };

/** The form's status line: a polite live region with a success or error panel. */
export function StatusLine({ status, testId }: { status: Status; testId: string }) {
  return (
    <div aria-live="polite" role="status" data-testid={testId}>
      {status.kind === "success" && (
        <p className="rounded-md bg-emerald-100 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          {status.message}
        </p>
      )}
      {status.kind === "error" && (
        <div className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200" role="alert">
          <p className="font-medium">{status.message}</p>
          {status.hint && <p className="mt-1">{status.hint}</p>}
        </div>
      )}
    </div>
  );
}

const subscribeToNothing = () => () => {};

/** False in the server's HTML and while React hydrates it; true once the island is live. */
function useIsHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export interface SubmitButtonProps extends Omit<
  ComponentProps<typeof Button>,
  "form" | "type" | "disabled" | "children"
> {
  /** The form it submits: the button is busy while the form is submitting. */
  form: AnyFormApi;
  label: string;
  /** What the button says while the form submits; the label when the form has none. */
  busyLabel?: string | undefined;
  /** A reason of the form's own to refuse a submit (a countdown). */
  disabled?: boolean | undefined;
}

/**
 * The submit button of every account form. Until React has hydrated the island it is disabled:
 * before that a click would submit the bare HTML form natively, and with its default button
 * disabled a form ignores Enter too (HTML §4.10.21.2 implicit submission). Each form also says
 * `method="post"`, so a submit that gets through still keeps what was typed out of the URL.
 * While the form submits the button is disabled and `aria-busy`, a spinner beside the busy label.
 */
export function SubmitButton({ form, label, busyLabel = label, disabled = false, ...props }: SubmitButtonProps) {
  const isHydrated = useIsHydrated();
  const isSubmitting = useSelector(form.store, (state) => state.isSubmitting);
  return (
    <Button {...props} type="submit" disabled={!isHydrated || isSubmitting || disabled} aria-busy={isSubmitting}>
      {isSubmitting && <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />}
      {isSubmitting ? busyLabel : label}
    </Button>
  );
}

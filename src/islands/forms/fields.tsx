// The island form kit's parts (issue #9 A.2, C.15): labelled fields that show their first error
// (the contract's, else the API's) and mark required fields one way (decision 0040), the submit
// button with its busy state, and the form's status line.
import { useSelector } from "@tanstack/react-form";
import { LoaderCircle } from "lucide-react";
import { type ComponentProps, type ReactNode } from "react";
import type { MessageKey } from "../../../i18n/index.ts";
import type { Messages } from "../../../i18n/messages.ts";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { cn } from "../../lib/utils.ts";
import { Input, inputClass } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { issueText, useFieldContext, useFormContext, useFormKit } from "./form-context.ts";

/** A field's element id: an HTML id begins with a letter, React's `useId` (the form id) with "_". */
export const fieldId = (formId: string, name: string) => `f${formId}-${name}`;

/** The field's message: the contract's once the field was left or the form sent, else the API's. */
export function useFieldError(): string | undefined {
  const field = useFieldContext<unknown>();
  const kit = useFormKit();
  const attempts = useSelector(field.form.store, (state) => state.submissionAttempts);
  const meta = field.state.meta;
  const shown = meta.isBlurred || attempts > 0;
  const own = shown ? issueText(kit.messages, meta.errors.flat().find(Boolean)) : undefined;
  return own ?? kit.serverErrors[field.name];
}

export interface LabelledProps {
  id: string;
  label: string;
  isRequired?: boolean | undefined;
  hint?: string | undefined;
  error: string | undefined;
  children: (aria: {
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    required?: true;
    autoFocus?: true;
  }) => ReactNode;
}

/**
 * A label, its control, hint and error, wired for screen readers. Required fields carry a visible
 * asterisk (hidden from screen readers, which hear the control's `required`) explained by the
 * form's note (decision 0040).
 */
export function Labelled({ id, label, isRequired, hint, error, children }: LabelledProps) {
  const field = useFieldContext<unknown>();
  const { autoFocusField } = useFormKit();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {isRequired && <RequiredMark />}
      </Label>
      {children({
        ...(error ? { "aria-invalid": true } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(isRequired ? { required: true } : {}),
        ...(autoFocusField === field.name ? { autoFocus: true } : {}),
      })}
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

/** The required-field asterisk (decision 0040); screen readers hear `required` on the control instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-red-700 dark:text-red-400">
      *
    </span>
  );
}

/** The note that explains the asterisk, once per form that has required fields. */
export function RequiredNote() {
  const kit = useFormKit();
  const [before = "", after = ""] = kit.messages["form.required.note"].split("*");
  return (
    <p className="text-xs text-muted-foreground">
      {before}
      <RequiredMark />
      {after}
    </p>
  );
}

type InputProps = Omit<ComponentProps<"input">, "id" | "name" | "value" | "onChange" | "onBlur" | "required">;

interface TextFieldProps {
  label: string;
  isRequired?: boolean;
  hint?: string | undefined;
  /** Rewrites what is typed before it is kept (digits only in a code). */
  transform?: (value: string) => string;
  input?: InputProps;
}

/** A text input bound to its form field. */
export function TextField({ label, isRequired, hint, transform, input }: TextFieldProps) {
  const field = useFieldContext<string | null | undefined>();
  const kit = useFormKit();
  const error = useFieldError();
  const id = fieldId(field.form.formId, field.name);
  return (
    <Labelled id={id} label={label} isRequired={isRequired} hint={hint} error={error}>
      {(aria) => (
        <Input
          {...input}
          {...aria}
          id={id}
          name={field.name}
          value={field.state.value ?? ""}
          onBlur={field.handleBlur}
          onChange={(event) => {
            kit.clearServerError(field.name);
            field.handleChange(transform ? transform(event.target.value) : event.target.value);
          }}
        />
      )}
    </Labelled>
  );
}

interface SelectFieldProps {
  label: string;
  isRequired?: boolean;
  /** The empty choice's text ("Choose…"); without it, a choice is always made (the field starts with one). */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
}

/** A list of choices (a country) bound to its form field. */
export function SelectField({ label, isRequired, placeholder, options, autoComplete }: SelectFieldProps) {
  const field = useFieldContext<string | null | undefined>();
  const kit = useFormKit();
  const error = useFieldError();
  const id = fieldId(field.form.formId, field.name);
  return (
    <Labelled id={id} label={label} isRequired={isRequired} error={error}>
      {(aria) => (
        <select
          {...aria}
          id={id}
          name={field.name}
          autoComplete={autoComplete}
          value={field.state.value ?? ""}
          onBlur={field.handleBlur}
          onChange={(event) => {
            kit.clearServerError(field.name);
            field.handleChange(event.target.value);
          }}
          className={inputClass}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

/** The file picker's texts, in the page's language (never the browser's "Choose file"). */
export const fileFieldMessages = [
  "form.file.choose",
  "form.file.none",
  "form.file.chosen",
] as const satisfies readonly MessageKey[];

interface FileFieldProps {
  label: string;
  isRequired?: boolean;
  hint?: string | undefined;
  accept: string;
  messages: Messages<(typeof fileFieldMessages)[number]>;
}

/**
 * The shop's own file picker (issue #9 C.15): the native input stays in the page for keyboards,
 * screen readers and forms without JavaScript, visually hidden behind a translated button and the
 * chosen file's name (the browser's own button would speak the browser's language, not the
 * page's). Before the island runs, CSS tells "no file chosen" from "file chosen" by the input's
 * validity (when it is required).
 */
export function FilePicker({
  file,
  texts,
  onFile,
  className,
  ...input
}: Omit<ComponentProps<"input">, "type" | "onChange" | "className"> & {
  /** The file chosen, shown by its name. */
  file: File | null;
  texts: { choose: string; none: string; chosen: string };
  onFile(file: File | null): void;
  className?: string;
}) {
  const name = file?.name ?? null;
  return (
    <div className={cn("flex flex-wrap items-center gap-3", className)}>
      <input
        {...input}
        type="file"
        className="peer sr-only"
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <label
        htmlFor={input.id}
        aria-hidden="true"
        className={cn(
          buttonVariants({ variant: "outline" }),
          "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-primary peer-focus-visible:ring-offset-2 peer-aria-invalid:border-red-600 dark:peer-aria-invalid:border-red-400",
        )}
      >
        {texts.choose}
      </label>
      {name ? (
        <span className="text-sm break-all" dir="auto" data-testid="file-name">
          {name}
        </span>
      ) : (
        <>
          <span className="text-sm text-muted-foreground peer-valid:hidden">{texts.none}</span>
          <span className="hidden text-sm peer-valid:inline">{texts.chosen}</span>
        </>
      )}
    </div>
  );
}

/** A form kit field of one file (the approval form): the shop's file picker, bound to the form. */
export function FileField({ label, isRequired, hint, accept, messages }: FileFieldProps) {
  const field = useFieldContext<File | null>();
  const kit = useFormKit();
  const error = useFieldError();
  const id = fieldId(field.form.formId, field.name);
  return (
    <Labelled id={id} label={label} isRequired={isRequired} hint={hint} error={error}>
      {(aria) => (
        <FilePicker
          {...aria}
          id={id}
          name={field.name}
          accept={accept}
          onBlur={field.handleBlur}
          file={field.state.value}
          texts={{
            choose: messages["form.file.choose"],
            none: messages["form.file.none"],
            chosen: messages["form.file.chosen"],
          }}
          onFile={(file) => {
            kit.clearServerError(field.name);
            field.handleChange(file);
          }}
        />
      )}
    </Labelled>
  );
}

interface SubmitButtonProps extends Omit<ComponentProps<typeof Button>, "type" | "children" | "disabled"> {
  label: string;
  /** What the button says while the form is sent. */
  busyLabel: string;
  /** A reason of the form's own to refuse a submit (a countdown). */
  disabled?: boolean | undefined;
}

/**
 * The submit button: busy (disabled, `aria-busy`, a spinner beside the busy label) while the form
 * is sent. It works before the island runs too: the form then posts to its page (decision 0039).
 */
export function SubmitButton({ label, busyLabel, disabled = false, ...props }: SubmitButtonProps) {
  const form = useFormContext();
  const isSubmitting = useSelector(form.store, (state) => state.isSubmitting);
  return (
    <Button {...props} type="submit" disabled={isSubmitting || disabled} aria-busy={isSubmitting}>
      {isSubmitting && <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />}
      {isSubmitting ? busyLabel : label}
    </Button>
  );
}

/**
 * The form's status line: a success, a refusal carried back by a post without JavaScript, or a
 * refusal with a next step (a link). Other refusals are toasts once the island runs.
 */
export function FormStatus({ testId, className }: { testId: string; className?: string }) {
  const { status } = useFormKit();
  return (
    <div aria-live="polite" role="status" data-testid={testId} className={className}>
      {status.kind === "success" && (
        <p className="rounded-md bg-emerald-100 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          {status.message}
        </p>
      )}
      {status.kind === "error" && (
        <div className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200" role="alert">
          <p className="font-medium">{status.message}</p>
          {status.hint && <p className="mt-1">{status.hint}</p>}
          {status.next && (
            <a href={status.next.href} className="mt-2 inline-block font-medium underline" data-testid="next-step">
              {status.next.label}
            </a>
          )}
        </div>
      )}
    </div>
  );
}

// The contexts of the island form kit (issue #9 A.2): TanStack Form's own, for its field and form
// components, and the kit's, for what TanStack Form does not hold: the API's field messages, the
// form's status line and the messages the page gave the island.
import { createFormHookContexts } from "@tanstack/react-form";
import { createContext, useContext } from "react";
import type { MessageKey } from "../../../i18n/index.ts";
import type { Messages } from "../../../i18n/messages.ts";

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/** Messages every kit form shows: connection and unknown failures, unknown issues, the required note. */
export const formKitMessages = [
  "errors.network",
  "errors.unknown",
  "errors.invalidInput",
  "form.required.note",
] as const satisfies readonly MessageKey[];
export type FormKitMessage = (typeof formKitMessages)[number];

/** What the form's status line shows: nothing, a success, or a refusal with its next step. */
export type Status =
  | { kind: "idle" }
  | { kind: "success"; message: string }
  | {
      kind: "error";
      message: string;
      hint?: string | undefined;
      next?: { href: string; label: string } | undefined;
    };

export interface FormKit {
  messages: Messages<FormKitMessage>;
  /** The API's message per field, until the field changes or the form is sent again. */
  serverErrors: Readonly<Record<string, string>>;
  clearServerError(name: string): void;
  status: Status;
  setStatus(status: Status): void;
  /** Bumped when the first refused field should take focus (after a refused submit). */
  focusRequest: number;
  /** The field a refused post without JavaScript came back to: focused on load (`autofocus`). */
  autoFocusField: string | null;
}

export const FormKitContext = createContext<FormKit | null>(null);

export function useFormKit(): FormKit {
  const kit = useContext(FormKitContext);
  if (!kit) throw new Error("A form kit field is used outside <ApiForm>.");
  return kit;
}

/**
 * A field error's text. Every error is a message key: a contract's issue carries its vocabulary key
 * (core/validation/messages.ts), a field's own validator returns one. A key the island was not
 * given reads "invalid input" rather than nothing.
 *
 * In the browser arktype runs without JIT (the pages' CSP has no 'unsafe-eval'), and then reports
 * a rule narrowed on top of another (a code: required text, then its pattern) as one
 * "intersection" issue in English, with each rule's own issue in `errors`: the first of those
 * speaks for the field, as the API (JIT in workerd) says it.
 */
export function issueText(messages: Messages<FormKitMessage>, error: unknown): string | undefined {
  const issue = error as { message?: unknown; code?: unknown; errors?: unknown } | null;
  if (issue?.code === "intersection" && Array.isArray(issue.errors) && issue.errors.length > 0) {
    return issueText(messages, issue.errors[0]);
  }
  const key = typeof error === "string" ? error : issue?.message;
  if (typeof key !== "string") return undefined;
  return (messages as Readonly<Record<string, string>>)[key] ?? messages["errors.invalidInput"];
}

/**
 * The names of a form's fields, as TanStack Form and the API's field errors write them: each leaf
 * of the values by its dotted path (`translations.en.name`, `lines.2.quantity`; decision 0054). A
 * flat form's names are its keys.
 * @example fieldPaths({ code: "", translations: { en: { name: "" } } }) // ["code", "translations.en.name"]
 */
export function fieldPaths(values: unknown, prefix = ""): string[] {
  const isBranch =
    Array.isArray(values) ||
    (typeof values === "object" && values !== null && Object.getPrototypeOf(values) === Object.prototype);
  if (!isBranch) return prefix ? [prefix] : [];
  return Object.entries(values as object).flatMap(([key, value]) =>
    fieldPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * A field's name as TanStack Form writes it, from the API's dotted path (decision 0054): an index
 * into a list is written `[2]`, so `choices.2.translations.en.name` is the field
 * `choices[2].translations.en.name` of values whose `choices` is a list. A flat form's names are
 * the same either way.
 * @example formFieldName("choices.2.name", { choices: [{}, {}, {}] }) // "choices[2].name"
 */
export function formFieldName(path: string, values: unknown): string {
  let current = values;
  let name = "";
  for (const segment of path.split(".")) {
    const isIndex = Array.isArray(current) && /^\d+$/.test(segment);
    name += isIndex ? `[${segment}]` : name ? `.${segment}` : segment;
    current =
      typeof current === "object" && current !== null ? (current as Record<string, unknown>)[segment] : undefined;
  }
  return name;
}

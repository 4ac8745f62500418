// Validation issues → the validation vocabulary (./messages.ts). Free of Hono and of the API, so
// the islands use it too: a contract's messages are catalogue keys, translated where they are
// shown (workers/lib/http/validate.ts for the API, the forms for pages).
import { type, type Type } from "arktype";
import { isValidationMessage, type ValidationMessage } from "./messages.ts";

/** The minimal issue shape both arktype's ArkErrors and Standard Schema issues have. */
export interface Issue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { key: PropertyKey })[] | undefined;
  readonly code?: string;
}

/**
 * The vocabulary key of one issue: the contract's own key, else "required" for a missing field
 * and "invalid input" for anything arktype described in English.
 */
export function issueMessage(issue: Issue): ValidationMessage {
  if (isValidationMessage(issue.message)) return issue.message;
  return issue.code === "required" ? "validation.required" : "errors.invalidInput";
}

/**
 * Field → vocabulary key, the first issue per field. A field is named by its dotted path, as
 * TanStack Form names nested fields ("translations.en.name", "lines.2.quantity"); issues about
 * the whole input go under `_`.
 */
export function fieldIssues(issues: Iterable<Issue>): Record<string, ValidationMessage> {
  const fields: Record<string, ValidationMessage> = {};
  for (const issue of issues) {
    // Array.from: arktype's path is an array subclass whose map() builds another path from a length.
    const path = Array.from(issue.path ?? [], (key) => String(typeof key === "object" ? key.key : key));
    fields[path.length === 0 ? "_" : path.join(".")] ??= issueMessage(issue);
  }
  return fields;
}

/** A contract's verdict on some input: the valid value, or one vocabulary key per refused field. */
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: Record<string, ValidationMessage> };

/**
 * Checks input against a contract. A missing field is reported with its own rule's message (a
 * missing star rating: "Choose a rating from 1 to 5 stars"), not only "required": arktype reports
 * a missing key before its rule runs, so the refused input is checked again with those keys present
 * but empty, and the rule's message replaces "required" where it has one.
 */
export function checkInput<T extends Type>(contract: T, input: unknown): Checked<T["infer"]> {
  const result = contract(input);
  if (!(result instanceof type.errors)) return { ok: true, data: result };
  const errors = fieldIssues(result);
  const missing = result.filter((issue) => issue.code === "required" && issue.path.length === 1);
  if (missing.length === 0 || typeof input !== "object" || input === null) return { ok: false, errors };
  const emptied = { ...input, ...Object.fromEntries(missing.map((issue) => [String(issue.path[0]), undefined])) };
  const again = contract(emptied);
  if (again instanceof type.errors) {
    const ruleMessages = fieldIssues(again);
    for (const issue of missing) {
      const field = String(issue.path[0]);
      const message = ruleMessages[field];
      if (message && message !== "errors.invalidInput") errors[field] = message;
    }
  }
  return { ok: false, errors };
}

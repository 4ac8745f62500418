// SPEC §8 "Failure detection (admin helper)": when an answer is a failure, what its message is, and
// what the toast says. Pure, so every admin call (queries, mutations, forms) reports alike.
import type { Toast } from "../stores/toasts.ts";

/**
 * How a failure is shown: `input` (a refused form, SPEC §8 "errors marked as input show as a
 * warning"), `ignore` (silent: shown another way, such as the session-expired dialog of a 401) or
 * `error` (a toast).
 */
export type FailureKind = "input" | "ignore" | "error";

/** A failed admin call: what the API answered, or status 0 when no answer came. */
export interface Failure {
  status: number;
  /** The answer's `error` (its code, e.g. `in_use`), if it had one. */
  code: string | null;
  /** SPEC §8: the answer's message, else "Failed to execute operation". */
  message: string;
  /** The answer's own message, if it had one (the toast prefers it). */
  answerMessage: string | null;
  hint: string | null;
  /** The answer's message per field, by dotted path (decision 0054). */
  errors: Readonly<Record<string, string>>;
  kind: FailureKind;
}

/** The texts the helper needs, in the admin's language. */
export interface FailureTexts {
  /** "Failed to execute operation" */
  failed: string;
  /** "An error occurred" */
  occurred: string;
  /** "Please check your internet connection" */
  network: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** SPEC §8: a failure when the status is above 299 or the body has `errors` or `error`. */
export function isFailure(status: number, body: unknown): boolean {
  return status > 299 || (isRecord(body) && (body.errors !== undefined || body.error !== undefined));
}

/** The kind of a failure by its status and code: 401 is the session dialog's, a refused input a warning. */
export function failureKind(status: number, code: string | null): FailureKind {
  if (status === 401) return "ignore";
  if (status === 400 && code === "invalid_input") return "input";
  return "error";
}

/**
 * The failure an answer is, or null when it is a success (SPEC §8).
 * @example failureOf(409, { error: "in_use", message: "Problem deleting measure unit" }, texts)
 */
export function failureOf(status: number, body: unknown, texts: Pick<FailureTexts, "failed">): Failure | null {
  if (!isFailure(status, body)) return null;
  const answer = isRecord(body) ? body : {};
  const code = typeof answer.error === "string" ? answer.error : null;
  const answerMessage = typeof answer.message === "string" && answer.message ? answer.message : null;
  const errors = isRecord(answer.errors)
    ? Object.fromEntries(
        Object.entries(answer.errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      )
    : {};
  return {
    status,
    code,
    message: answerMessage ?? texts.failed,
    answerMessage,
    hint: typeof answer.hint === "string" ? answer.hint : null,
    errors,
    kind: failureKind(status, code),
  };
}

/** The failure of a call that got no answer (offline, DNS, a dropped connection). */
export function networkFailure(texts: Pick<FailureTexts, "network">): Failure {
  return { status: 0, code: null, message: texts.network, answerMessage: null, hint: null, errors: {}, kind: "error" };
}

/** An admin call that failed; `failure` says how. */
export class AdminApiError extends Error {
  readonly failure: Failure;
  constructor(failure: Failure) {
    super(failure.message);
    this.name = "AdminApiError";
    this.failure = failure;
  }
}

/**
 * What the toast of a failed call says (SPEC §8): the translated "error occurred" prefix and the
 * server's message or error code, else the thrown message; a warning for refused input, nothing
 * for an ignored failure. Anything thrown that is not a failed call shows its own message.
 * @example failureToast(new AdminApiError(failure), texts) // { tone: "error", message: "An error occurred: Problem deleting measure unit" }
 */
export function failureToast(error: unknown, texts: FailureTexts): Omit<Toast, "id"> | null {
  if (!(error instanceof AdminApiError)) {
    const message = error instanceof Error && error.message ? error.message : texts.failed;
    return { tone: "error", message };
  }
  const { failure } = error;
  if (failure.kind === "ignore") return null;
  const said = failure.answerMessage ?? failure.code;
  const message = said ? `${texts.occurred}: ${said}` : failure.message;
  return {
    tone: failure.kind === "input" ? "warning" : "error",
    message,
    ...(failure.hint ? { hint: failure.hint } : {}),
  };
}

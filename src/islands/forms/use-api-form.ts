// The island form kit's hook (issue #9 A.2): TanStack Form with the field and form components of
// ./fields.tsx, validated by the API's own contract (core/contracts/) through Standard Schema, sent
// with the one API call of src/scripts/api-call.ts. The API's field messages land under their
// fields, the first refused field takes focus, other refusals are toasts (SPEC §2, §9).
import { createFormHook, type StandardSchemaV1 } from "@tanstack/react-form";
import { useCallback, useMemo, useState } from "react";
import type { Messages } from "../../../i18n/messages.ts";
import {
  callApi,
  refusal,
  type ApiRequest,
  type ApiResult,
  type PostedForm,
  type Refusal,
} from "../../scripts/api-call.ts";
import { toast } from "../../scripts/toaster.ts";
import { FileField, FormStatus, RequiredNote, SelectField, SubmitButton, TextField } from "./fields.tsx";
import {
  fieldContext,
  fieldPaths,
  formContext,
  formFieldName,
  type FormKit,
  type FormKitMessage,
  type Status,
} from "./form-context.ts";

const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, SelectField, FileField },
  formComponents: { SubmitButton, FormStatus, RequiredNote },
});

/**
 * How the form is sent: an API request made with the islands' one call (src/scripts/api-call.ts),
 * or, for the admin app, a call of its typed client (`hono/client`) answered as an `ApiResult`.
 */
type Sending<TValues> =
  | { request: (value: TValues) => ApiRequest; send?: never }
  | { send: (value: TValues) => Promise<ApiResult>; request?: never };

export type ApiFormOptions<TValues extends Record<string, unknown>> = Sending<TValues> & ApiFormSettings<TValues>;

interface ApiFormSettings<TValues extends Record<string, unknown>> {
  /** The messages the page gave the island; the kit's own among them. */
  messages: Messages<FormKitMessage>;
  /** The API's input contract: the form checks what the API will check, in the same words. */
  schema?: StandardSchemaV1<TValues, unknown> | undefined;
  defaultValues: TValues;
  /** The same form, refused when it was posted without JavaScript: its values, errors and message. */
  posted?: PostedForm | null | undefined;
  /** A success the page says on arrival (its redirect after a post without JavaScript, `?done=`). */
  notice?: string | null | undefined;
  onSuccess: (result: ApiResult, value: TValues) => void | Promise<void>;
  /**
   * The next step of a refusal, by its error code (SPEC §4: an account awaiting verification is
   * linked to it): shown in the status line, with the refusal, instead of a passing toast.
   */
  nextStep?: (code: string) => { href: string; label: string } | undefined;
  /** Sees every refusal first (a countdown to start); true when the island showed it its own way. */
  onRefusal?: (result: ApiResult) => boolean;
  /**
   * Shows what of a refusal is not under a field (`refused.toast`), with the whole result; an
   * error toast by default. The admin app shows SPEC §8's (decision 0055).
   */
  showRefusal?: (refused: Refusal, result: ApiResult) => void;
  /**
   * The fields the API's messages may name, by their dotted paths (decision 0054), for the values
   * sent: each leaf of the default values by default. A form with lists of sub-rows names each
   * row's fields and the lists themselves (the admin kit's list field).
   */
  fieldNames?: (value: TValues) => readonly string[];
}

const toastRefusal = (refused: Refusal) => {
  if (refused.toast) toast({ tone: "error", ...refused.toast });
};

/** The typed values a refused post carried back, for the fields this form has (text only). */
function postedValues<TValues extends Record<string, unknown>>(
  defaults: TValues,
  posted: PostedForm | null | undefined,
) {
  const values = { ...defaults };
  for (const [name, value] of Object.entries(posted?.values ?? {})) {
    if (typeof defaults[name] === "string") (values as Record<string, unknown>)[name] = value;
  }
  return values;
}

/**
 * A form of the kit: `form` is TanStack Form's API with the kit's fields (`form.AppField` →
 * `field.TextField`, …) and parts (`form.SubmitButton`, `form.FormStatus`, `form.RequiredNote`);
 * `kit` goes to `<ApiForm>` with it.
 * @example const { form, kit } = useApiForm({ messages, schema: LogIn, defaultValues, request, onSuccess })
 */
export function useApiForm<TValues extends Record<string, unknown>>(options: ApiFormOptions<TValues>) {
  const { messages, schema, defaultValues, posted, notice, onSuccess, nextStep, onRefusal } = options;
  const { showRefusal = toastRefusal, fieldNames = () => fieldPaths(defaultValues) } = options;
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(posted?.errors ?? {});
  const [status, setStatus] = useState<Status>(() =>
    posted?.failure
      ? { kind: "error", ...posted.failure, next: nextStep?.(posted.failure.code) }
      : notice
        ? { kind: "success", message: notice }
        : { kind: "idle" },
  );
  const [focusRequest, setFocusRequest] = useState(0);
  const requestFocus = useCallback(() => setFocusRequest((count) => count + 1), []);

  const form = useAppForm({
    defaultValues: postedValues(defaultValues, posted),
    validators: { onChange: schema, onSubmit: schema },
    onSubmitInvalid: requestFocus,
    onSubmit: async ({ value }) => {
      setServerErrors({});
      setStatus({ kind: "idle" });
      const result = options.send ? await options.send(value) : await callApi(options.request(value));
      if (result.ok) return onSuccess(result, value);
      if (onRefusal?.(result)) return;
      const next = result.answer.error ? nextStep?.(result.answer.error) : undefined;
      if (next) {
        const { message = messages["errors.unknown"], hint } = result.answer;
        return setStatus({ kind: "error", message, hint, next });
      }
      const refused = refusal(result, fieldNames(value), {
        network: messages["errors.network"],
        unknown: messages["errors.unknown"],
      });
      // Under the names the fields have: an item of a list is `choices[2].name` to TanStack Form.
      setServerErrors(
        Object.fromEntries(Object.entries(refused.fields).map(([path, text]) => [formFieldName(path, value), text])),
      );
      showRefusal(refused, result);
      if (Object.keys(refused.fields).length > 0) requestFocus();
    },
  });

  const clearServerError = useCallback(
    (name: string) =>
      setServerErrors((errors) => {
        if (!(name in errors)) return errors;
        const { [name]: _cleared, ...rest } = errors;
        return rest;
      }),
    [],
  );
  // Fields are declared in page order, so the first one the post refused is the first on the page.
  const [autoFocusField] = useState(() => Object.keys(defaultValues).find((name) => posted?.errors[name]) ?? null);
  const kit: FormKit = useMemo(
    () => ({ messages, serverErrors, clearServerError, status, setStatus, focusRequest, autoFocusField }),
    [messages, serverErrors, clearServerError, status, focusRequest, autoFocusField],
  );
  return { form, kit };
}

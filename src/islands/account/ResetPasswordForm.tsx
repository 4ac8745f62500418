import { useForm } from "@tanstack/react-form";
import { type } from "arktype";
import { useState } from "react";
import { dir, useTranslations } from "../../../i18n/index.ts";
import { isValidationMessage } from "../../../core/validation/messages.ts";
import { ResetPassword } from "../../../core/contracts/auth.ts";
import type { Locale } from "../../../core/profiles.ts";
import { Button } from "../../components/ui/button.tsx";
import { DirectionProvider } from "../../components/ui/direction.tsx";
import { callApi, Field, firstIssue, StatusLine, SubmitButton, type Status } from "./account-ui.tsx";

interface Props {
  locale: Locale;
  token: string;
  /** The email the link was sent to (from the path): the typed one must match it (SPEC §5). */
  requestedEmail: string;
  loginHref: string;
}

type Values = { email: string; password: string; passwordConfirmation: string };

/**
 * /password/reset/{token}/{email} (SPEC §2, §5, §8): a valid e-mail matching the requested one,
 * matching passwords, long enough; the same arktype type as the API, plus the match with the
 * link's email, which only the page knows before the call.
 */
export function ResetPasswordForm({ locale, token, requestedEmail, loginHref }: Props) {
  const t = useTranslations(locale);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [isDone, setDone] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useForm({
    defaultValues: { email: "", password: "", passwordConfirmation: "" } as Values,
    validators: {
      onChange: ({ value }: { value: Values }) => fieldErrors(value),
      onSubmit: ({ value }: { value: Values }) => fieldErrors(value),
    },
    onSubmit: async ({ value }) => {
      setStatus({ kind: "idle" });
      setServerErrors({});
      try {
        const { ok, answer } = await callApi("/api/auth/password/reset", locale, { json: { token, ...value } });
        if (ok) {
          setDone(true);
          setStatus({ kind: "success", message: answer.message ?? t("reset.done") });
          return;
        }
        if (answer.errors) setServerErrors(answer.errors);
        setStatus({ kind: "error", message: answer.message ?? t("reset.unknown") });
      } catch {
        setStatus({ kind: "error", message: t("reset.unknown") });
      }
    },
  });

  /** The shared type's issues by field, then "e-mail doesn't match the requested one". */
  function fieldErrors(value: Values) {
    const fields: Record<string, string> = {};
    const result = ResetPassword({ token, ...value });
    if (result instanceof type.errors) {
      for (const issue of result) {
        const name = String(issue.path[0] ?? "email");
        fields[name] ??= isValidationMessage(issue.message) ? t(issue.message) : t("validation.required");
      }
    }
    const typed = value.email.trim().toLowerCase();
    if (!fields.email && typed !== requestedEmail.toLowerCase()) fields.email = t("reset.emailMismatch");
    return Object.keys(fields).length > 0 ? { fields } : undefined;
  }

  const specs = [
    { name: "email", label: t("reset.email"), type: "email", autoComplete: "email", dir: "ltr" },
    { name: "password", label: t("reset.password"), type: "password", autoComplete: "new-password", dir: undefined },
    {
      name: "passwordConfirmation",
      label: t("reset.passwordConfirmation"),
      type: "password",
      autoComplete: "new-password",
      dir: undefined,
    },
  ] as const;

  return (
    <DirectionProvider dir={dir(locale)}>
      {isDone ? (
        <div className="flex flex-col gap-4">
          <StatusLine status={status} testId="reset-password-status" />
          <Button asChild size="lg">
            <a href={loginHref}>{t("reset.login")}</a>
          </Button>
        </div>
      ) : (
        <form
          // Before hydration a submit must not put the password in a URL: post it back to the page.
          method="post"
          noValidate
          className="flex flex-col gap-4"
          data-testid="reset-password-form"
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          {specs.map((spec) => (
            <form.Field key={spec.name} name={spec.name}>
              {(field) => {
                const shown = field.state.meta.isTouched || form.state.submissionAttempts > 0;
                const error =
                  (shown
                    ? (field.state.meta.errors.find((e): e is string => typeof e === "string") ??
                      firstIssue(field.state.meta.errors, t))
                    : undefined) ?? serverErrors[spec.name];
                return (
                  <Field
                    id={`reset-${spec.name}`}
                    label={spec.label}
                    error={error}
                    input={{
                      name: spec.name,
                      type: spec.type,
                      autoComplete: spec.autoComplete,
                      dir: spec.dir,
                      value: field.state.value,
                      onBlur: field.handleBlur,
                      onChange: (event) => field.handleChange(event.target.value),
                    }}
                  />
                );
              }}
            </form.Field>
          ))}
          <StatusLine status={status} testId="reset-password-status" />
          <SubmitButton form={form} label={t("reset.new.submit")} busyLabel={t("reset.new.submitting")} size="lg" />
        </form>
      )}
    </DirectionProvider>
  );
}

import { useForm } from "@tanstack/react-form";
import { useEffect, useState } from "react";
import { dir, useTranslations } from "../../../i18n/index.ts";
import { RequestPasswordReset } from "../../../core/contracts/auth.ts";
import type { Locale } from "../../../core/profiles.ts";
import { DirectionProvider } from "../../components/ui/direction.tsx";
import { callApi, Field, firstIssue, StatusLine, SubmitButton, type Status } from "./account-ui.tsx";

/**
 * /reset (SPEC §2): asks for a reset link. The answer is the same whether or not the email has an
 * account; the button then waits behind a countdown in seconds before another link (SPEC §9).
 */
export function ResetRequestForm({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const form = useForm({
    defaultValues: { email: "" },
    validators: { onChange: RequestPasswordReset, onSubmit: RequestPasswordReset },
    onSubmit: async ({ value }) => {
      setStatus({ kind: "idle" });
      try {
        const { ok, answer, retryAfter } = await callApi("/api/auth/password/forgot", locale, { json: value });
        if (ok) {
          setStatus({ kind: "success", message: answer.message ?? t("reset.sent") });
          setLeft(answer.data?.resendAfter ?? 60);
          return;
        }
        if (retryAfter) setLeft(retryAfter);
        setStatus({ kind: "error", message: answer.errors?.email ?? answer.message ?? t("reset.unknown") });
      } catch {
        setStatus({ kind: "error", message: t("errors.network") });
      }
    },
  });

  return (
    <DirectionProvider dir={dir(locale)}>
      <form
        // Before hydration a submit must not put the email in a URL: post it back to the page.
        method="post"
        noValidate
        className="flex flex-col gap-4"
        data-testid="reset-request-form"
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="email">
          {(field) => (
            <Field
              id="reset-email"
              label={t("reset.email")}
              error={
                field.state.meta.isTouched || form.state.submissionAttempts > 0
                  ? firstIssue(field.state.meta.errors, t)
                  : undefined
              }
              input={{
                name: "email",
                type: "email",
                autoComplete: "email",
                inputMode: "email",
                dir: "ltr",
                value: field.state.value,
                onBlur: field.handleBlur,
                onChange: (event) => field.handleChange(event.target.value),
              }}
            />
          )}
        </form.Field>
        <StatusLine status={status} testId="reset-status" />
        <SubmitButton
          form={form}
          label={left > 0 ? t("reset.resend.wait", { seconds: left }) : t("reset.submit")}
          busyLabel={t("reset.submitting")}
          disabled={left > 0}
          size="lg"
        />
      </form>
    </DirectionProvider>
  );
}

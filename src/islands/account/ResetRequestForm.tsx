import { useEffect, useState } from "react";
import type { Locale } from "../../../core/profiles.ts";
import { RequestPasswordReset, requestPasswordResetMessages } from "../../../core/contracts/auth.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import type { PostedForm } from "../../scripts/api-call.ts";
import { ApiForm } from "../forms/ApiForm.tsx";
import { formKitMessages } from "../forms/form-context.ts";
import { useApiForm } from "../forms/use-api-form.ts";

/** The messages the reset request shows; its page picks them for its locale (issue #9 A.8). */
export const resetRequestFormMessages = [
  ...formKitMessages,
  ...requestPasswordResetMessages,
  "reset.email",
  "reset.sent",
  "reset.submit",
  "reset.submitting",
  "reset.resend.wait",
] as const satisfies readonly MessageKey[];

interface Props {
  locale: Locale;
  messages: Messages<(typeof resetRequestFormMessages)[number]>;
  posted?: PostedForm | null | undefined;
  /** The link was sent (the redirect after a post without JavaScript). */
  isSent?: boolean;
}

/**
 * /reset (SPEC §2): asks for a reset link. The answer is the same whether or not the email has an
 * account; the button then waits behind a countdown in seconds before another link (SPEC §9).
 */
export function ResetRequestForm({ locale, messages, posted, isSent = false }: Props) {
  const t = translator(messages);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const { form, kit } = useApiForm({
    messages,
    schema: RequestPasswordReset,
    defaultValues: { email: "" },
    posted,
    notice: isSent ? t("reset.sent") : null,
    request: (value) => ({ path: "/api/auth/password/forgot", json: value }),
    onSuccess: ({ answer }) => {
      kit.setStatus({ kind: "success", message: answer.message ?? t("reset.sent") });
      const wait = answer.data?.resendAfter;
      setLeft(typeof wait === "number" ? wait : 60);
    },
    // Past the rate limit the button waits as long as the API asks (Retry-After).
    onRefusal: ({ retryAfter }) => {
      if (retryAfter) setLeft(retryAfter);
      return false;
    },
  });

  return (
    <ApiForm form={form} kit={kit} locale={locale} testId="reset-request-form" className="flex flex-col gap-4">
      <form.RequiredNote />
      <form.AppField name="email">
        {(field) => (
          <field.TextField
            label={t("reset.email")}
            isRequired
            input={{ type: "email", autoComplete: "email", inputMode: "email", dir: "ltr" }}
          />
        )}
      </form.AppField>
      <form.FormStatus testId="reset-status" />
      <form.SubmitButton
        label={left > 0 ? t("reset.resend.wait", { count: left }) : t("reset.submit")}
        busyLabel={t("reset.submitting")}
        disabled={left > 0}
        size="lg"
      />
    </ApiForm>
  );
}

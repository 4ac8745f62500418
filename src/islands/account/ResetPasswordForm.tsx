import { type } from "arktype";
import type { Locale } from "../../../core/profiles.ts";
import { RequestPasswordReset, ResetPassword, resetPasswordMessages } from "../../../core/contracts/auth.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import type { PostedForm } from "../../scripts/api-call.ts";
import { ApiForm } from "../forms/ApiForm.tsx";
import { formKitMessages } from "../forms/form-context.ts";
import { useApiForm } from "../forms/use-api-form.ts";

/** The messages the new-password form shows; its page picks them for its locale (issue #9 A.8). */
export const resetPasswordFormMessages = [
  ...formKitMessages,
  ...resetPasswordMessages,
  "reset.emailMismatch",
  "reset.email",
  "reset.password",
  "reset.passwordConfirmation",
  "reset.new.submit",
  "reset.new.submitting",
  "reset.done",
] as const satisfies readonly MessageKey[];

interface Props {
  locale: Locale;
  messages: Messages<(typeof resetPasswordFormMessages)[number]>;
  token: string;
  /** The email the link was sent to (from the path): the typed one must match it (SPEC §5). */
  requestedEmail: string;
  /** Where a saved password leads: the sign-in page, which says it was saved. */
  doneHref: string;
  posted?: PostedForm | null | undefined;
}

/**
 * /password/reset/{token}/{email} (SPEC §2, §5, §8): a valid e-mail matching the requested one,
 * matching passwords, long enough: the API's own contract, plus the match with the link's email,
 * which the page knows before the call.
 */
export function ResetPasswordForm({ locale, messages, token, requestedEmail, doneHref, posted }: Props) {
  const t = translator(messages);
  const { form, kit } = useApiForm({
    messages,
    schema: ResetPassword,
    defaultValues: { token, email: "", password: "", passwordConfirmation: "" },
    posted,
    request: (value) => ({ path: "/api/auth/password/reset", json: value }),
    onSuccess: () => {
      kit.setStatus({ kind: "success", message: t("reset.done") });
      window.location.assign(doneHref);
    },
  });
  const fields = [
    { name: "email", label: t("reset.email"), type: "email", autoComplete: "email", dir: "ltr" },
    { name: "password", label: t("reset.password"), type: "password", autoComplete: "new-password" },
    {
      name: "passwordConfirmation",
      label: t("reset.passwordConfirmation"),
      type: "password",
      autoComplete: "new-password",
    },
  ] as const;

  return (
    <ApiForm form={form} kit={kit} locale={locale} testId="reset-password-form" className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      <form.RequiredNote />
      {fields.map((spec) => (
        <form.AppField
          key={spec.name}
          name={spec.name}
          // SPEC §8 "e-mail doesn't match the requested one", once it is a valid e-mail at all.
          validators={
            spec.name === "email"
              ? {
                  onChange: ({ value }) => {
                    const checked = RequestPasswordReset({ email: value });
                    return !(checked instanceof type.errors) && checked.email !== requestedEmail.toLowerCase()
                      ? "reset.emailMismatch"
                      : undefined;
                  },
                }
              : undefined
          }
        >
          {(field) => (
            <field.TextField
              label={spec.label}
              isRequired
              input={{ type: spec.type, autoComplete: spec.autoComplete, dir: "dir" in spec ? spec.dir : undefined }}
            />
          )}
        </form.AppField>
      ))}
      <form.FormStatus testId="reset-password-status" />
      <form.SubmitButton label={t("reset.new.submit")} busyLabel={t("reset.new.submitting")} size="lg" />
    </ApiForm>
  );
}

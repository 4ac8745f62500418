import { useForm } from "@tanstack/react-form";
import { useState } from "react";
import { dir, useTranslations, type MessageKey } from "../../../i18n/index.ts";
import { Register, type RegisterInput } from "../../../core/contracts/auth.ts";
import type { Locale } from "../../../core/profiles.ts";
import { DirectionProvider } from "../../components/ui/direction.tsx";
import { callApi, Field, firstIssue, StatusLine, SubmitButton, type Status } from "./account-ui.tsx";

type FieldName = keyof RegisterInput;
interface FieldSpec {
  name: FieldName;
  label: MessageKey;
  type?: string;
  autoComplete?: string;
  inputMode?: "email" | "tel" | "numeric";
  isOptional?: boolean;
  /** Phone numbers, emails and company numbers read left to right in both languages. */
  isLtr?: boolean;
  hint?: MessageKey;
}

/** SPEC §3 customer fields, grouped as the page shows them. */
const sections: { title: MessageKey; fields: FieldSpec[] }[] = [
  {
    title: "register.section.contact",
    fields: [
      { name: "firstName", label: "register.firstName", autoComplete: "given-name" },
      { name: "lastName", label: "register.lastName", autoComplete: "family-name" },
      { name: "email", label: "register.email", type: "email", autoComplete: "email", inputMode: "email", isLtr: true },
      { name: "phone", label: "register.phone", type: "tel", autoComplete: "tel", inputMode: "tel", isLtr: true },
      { name: "mobile", label: "register.mobile", type: "tel", inputMode: "tel", isOptional: true, isLtr: true },
      { name: "landLine", label: "register.landLine", type: "tel", inputMode: "tel", isOptional: true, isLtr: true },
    ],
  },
  {
    title: "register.section.company",
    fields: [
      { name: "companyName", label: "register.companyName", autoComplete: "organization" },
      { name: "companyNumber", label: "register.companyNumber", inputMode: "numeric", isLtr: true },
    ],
  },
  {
    title: "register.section.address",
    fields: [
      { name: "country", label: "register.country", autoComplete: "country-name", isOptional: true },
      { name: "city", label: "register.city", autoComplete: "address-level2", isOptional: true },
      { name: "state", label: "register.state", autoComplete: "address-level1", isOptional: true },
      { name: "address1", label: "register.address1", autoComplete: "address-line1", isOptional: true },
      { name: "address2", label: "register.address2", autoComplete: "address-line2", isOptional: true },
      { name: "postCode", label: "register.postCode", autoComplete: "postal-code", isOptional: true, isLtr: true },
    ],
  },
  {
    title: "register.section.password",
    fields: [
      {
        name: "password",
        label: "register.password",
        type: "password",
        autoComplete: "new-password",
        hint: "register.passwordHint",
      },
      {
        name: "passwordConfirmation",
        label: "register.passwordConfirmation",
        type: "password",
        autoComplete: "new-password",
      },
    ],
  },
];

const empty = Object.fromEntries(sections.flatMap((s) => s.fields.map((f) => [f.name, ""]))) as Required<RegisterInput>;

/**
 * /register (SPEC §2, §5 Registration): TanStack Form validated by the API's own arktype type, so
 * every rule shows inline before the call; the API's answer (uniqueness, rate limit) shows after.
 * Success signs the customer in and goes on to email verification.
 */
export function RegisterForm({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useForm({
    defaultValues: empty as RegisterInput,
    validators: { onChange: Register, onSubmit: Register },
    onSubmit: async ({ value }) => {
      setStatus({ kind: "idle" });
      setServerErrors({});
      try {
        const { ok, answer } = await callApi("/api/auth/register", locale, { json: value });
        if (ok) {
          setStatus({ kind: "success", message: answer.message ?? t("register.success") });
          window.location.assign(answer.data?.redirect ?? "/verify-email");
          return;
        }
        if (answer.errors) setServerErrors(answer.errors);
        setStatus({ kind: "error", message: answer.message ?? t("errors.unknown"), hint: answer.hint });
      } catch {
        setStatus({ kind: "error", message: t("errors.network") });
      }
    },
  });

  return (
    <DirectionProvider dir={dir(locale)}>
      <form
        // Before hydration a submit must not put the password in a URL: post it back to the page.
        method="post"
        noValidate
        className="flex flex-col gap-8"
        data-testid="register-form"
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        {sections.map((section) => (
          <fieldset key={section.title} className="flex flex-col gap-4">
            <legend className="mb-2 text-lg font-semibold">{t(section.title)}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {section.fields.map((spec) => (
                <form.Field
                  key={spec.name}
                  name={spec.name}
                  // The type checks the match only once every field is valid; say it as soon as it is typed.
                  validators={
                    spec.name === "passwordConfirmation"
                      ? {
                          onChangeListenTo: ["password"],
                          onChange: ({ value, fieldApi }) =>
                            value && value !== fieldApi.form.getFieldValue("password")
                              ? t("validation.password.mismatch")
                              : undefined,
                        }
                      : undefined
                  }
                >
                  {(field) => {
                    const shown = field.state.meta.isTouched || form.state.submissionAttempts > 0;
                    const error =
                      (shown ? firstIssue(field.state.meta.errors, t) : undefined) ?? serverErrors[spec.name];
                    return (
                      <Field
                        id={`register-${spec.name}`}
                        label={t(spec.label)}
                        error={error}
                        hint={spec.hint ? t(spec.hint) : undefined}
                        optionalLabel={spec.isOptional ? t("register.optional") : undefined}
                        input={{
                          name: spec.name,
                          type: spec.type ?? "text",
                          autoComplete: spec.autoComplete,
                          inputMode: spec.inputMode,
                          dir: spec.isLtr ? "ltr" : "auto",
                          value: field.state.value ?? "",
                          onBlur: field.handleBlur,
                          onChange: (event) => field.handleChange(event.target.value),
                        }}
                      />
                    );
                  }}
                </form.Field>
              ))}
            </div>
          </fieldset>
        ))}
        <StatusLine status={status} testId="register-status" />
        <SubmitButton form={form} label={t("register.submit")} busyLabel={t("register.submitting")} size="lg" />
      </form>
    </DirectionProvider>
  );
}

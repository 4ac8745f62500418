import { useForm } from "@tanstack/react-form";
import { useState } from "react";
import { dir, useTranslations } from "../../../i18n/index.ts";
import { ApprovalForm as ApprovalFormInput, approvalFormMaxBytes } from "../../../core/contracts/account.ts";
import type { Locale } from "../../../core/profiles.ts";
import { DirectionProvider } from "../../components/ui/direction.tsx";
import { callApi, Field, firstIssue, StatusLine, SubmitButton, type Status } from "./account-ui.tsx";

/** What the file input offers; the server judges the bytes (workers/api/account/approval-file.ts). */
const accept = "application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp";

/**
 * The approval form upload (SPEC §4, §5): the company number (digits only, the same arktype type
 * as the API) and the signed form. Size is checked here to save a pointless upload; format and
 * content are the server's to judge.
 */
export function ApprovalForm({ locale, companyNumber }: { locale: Locale; companyNumber: string }) {
  const t = useTranslations(locale);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useForm({
    defaultValues: { companyNumber, file: null as File | null },
    onSubmit: async ({ value }) => {
      setStatus({ kind: "idle" });
      setServerErrors({});
      if (!value.file) return;
      const body = new FormData();
      body.set("companyNumber", value.companyNumber);
      body.set("file", value.file);
      try {
        const { ok, answer } = await callApi("/api/account/approval-form", locale, { form: body });
        if (ok) {
          setStatus({ kind: "success", message: answer.message ?? t("approval.success") });
          window.setTimeout(() => window.location.reload(), 1500);
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
        // Before hydration a submit must not put the company number in a URL: post it back to the page.
        method="post"
        noValidate
        className="flex flex-col gap-4"
        data-testid="approval-form"
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field
          name="companyNumber"
          validators={{
            onChange: ApprovalFormInput.get("companyNumber"),
            onSubmit: ApprovalFormInput.get("companyNumber"),
          }}
        >
          {(field) => (
            <Field
              id="approval-company-number"
              label={t("approval.companyNumber")}
              error={
                (field.state.meta.isTouched || form.state.submissionAttempts > 0
                  ? firstIssue(field.state.meta.errors, t)
                  : undefined) ?? serverErrors.companyNumber
              }
              input={{
                name: "companyNumber",
                inputMode: "numeric",
                dir: "ltr",
                value: field.state.value,
                onBlur: field.handleBlur,
                onChange: (event) => field.handleChange(event.target.value),
              }}
            />
          )}
        </form.Field>
        <form.Field
          name="file"
          validators={{
            onSubmit: ({ value }) =>
              !value
                ? t("validation.file.required")
                : value.size > approvalFormMaxBytes
                  ? t("approval.file.tooLarge")
                  : undefined,
            onChange: ({ value }) =>
              value && value.size > approvalFormMaxBytes ? t("approval.file.tooLarge") : undefined,
          }}
        >
          {(field) => (
            <Field
              id="approval-file"
              label={t("approval.file")}
              error={
                (field.state.meta.errors.find((error): error is string => typeof error === "string") ??
                  serverErrors.file) ||
                undefined
              }
              input={{
                name: "file",
                type: "file",
                accept,
                className: "h-auto py-2",
                onBlur: field.handleBlur,
                onChange: (event) => field.handleChange(event.target.files?.[0] ?? null),
              }}
            />
          )}
        </form.Field>
        <StatusLine status={status} testId="approval-status" />
        <SubmitButton
          form={form}
          label={t("approval.submit")}
          busyLabel={t("approval.submitting")}
          size="lg"
          className="self-start"
        />
      </form>
    </DirectionProvider>
  );
}

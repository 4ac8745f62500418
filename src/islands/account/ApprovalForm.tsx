import type { Locale } from "../../../core/profiles.ts";
import {
  ApprovalForm as ApprovalFormInput,
  approvalFormMaxBytes,
  approvalFormMessages,
} from "../../../core/contracts/account.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import type { PostedForm } from "../../scripts/api-call.ts";
import { ApiForm } from "../forms/ApiForm.tsx";
import { fileFieldMessages } from "../forms/fields.tsx";
import { formKitMessages } from "../forms/form-context.ts";
import { useApiForm } from "../forms/use-api-form.ts";

/** What the file input offers; the server judges the bytes (workers/api/account/approval-file.ts). */
const accept = "application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp";

/** The messages the approval form shows; its page picks them for its locale (issue #9 A.8). */
export const approvalFormIslandMessages = [
  ...formKitMessages,
  ...approvalFormMessages,
  ...fileFieldMessages,
  "approval.companyNumber",
  "approval.file",
  "approval.file.hint",
  "approval.file.tooLarge",
  "approval.submit",
  "approval.submitting",
  "approval.success",
] as const satisfies readonly MessageKey[];

interface Props {
  locale: Locale;
  messages: Messages<(typeof approvalFormIslandMessages)[number]>;
  companyNumber: string;
  posted?: PostedForm | null | undefined;
  /** The form was received (the redirect after a post without JavaScript). */
  isSent?: boolean;
}

/**
 * The approval form upload (SPEC §4, §5): the company number (digits only, the API's contract) and
 * the signed form. Size is checked here to save a pointless upload; format and content are the
 * server's to judge.
 */
export function ApprovalForm({ locale, messages, companyNumber, posted, isSent = false }: Props) {
  const t = translator(messages);
  const { form, kit } = useApiForm({
    messages,
    schema: ApprovalFormInput,
    defaultValues: { companyNumber, file: null as File | null },
    posted,
    notice: isSent ? t("approval.success") : null,
    request: (value) => {
      const body = new FormData();
      body.set("companyNumber", value.companyNumber);
      if (value.file) body.set("file", value.file);
      return { path: "/api/account/approval-form", form: body };
    },
    onSuccess: ({ answer }) => {
      kit.setStatus({ kind: "success", message: answer.message ?? t("approval.success") });
      window.setTimeout(() => window.location.reload(), 1500);
    },
  });

  return (
    <ApiForm
      form={form}
      kit={kit}
      locale={locale}
      encType="multipart/form-data"
      testId="approval-form"
      className="flex flex-col gap-4"
    >
      <form.RequiredNote />
      <form.AppField name="companyNumber">
        {(field) => (
          <field.TextField
            label={t("approval.companyNumber")}
            isRequired
            input={{ inputMode: "numeric", dir: "ltr" }}
          />
        )}
      </form.AppField>
      <form.AppField
        name="file"
        validators={{
          onChange: ({ value }) => (value && value.size > approvalFormMaxBytes ? "approval.file.tooLarge" : undefined),
        }}
      >
        {(field) => (
          <field.FileField
            label={t("approval.file")}
            hint={t("approval.file.hint")}
            isRequired
            accept={accept}
            messages={messages}
          />
        )}
      </form.AppField>
      <form.FormStatus testId="approval-status" />
      <form.SubmitButton
        label={t("approval.submit")}
        busyLabel={t("approval.submitting")}
        size="lg"
        className="self-start"
      />
    </ApiForm>
  );
}

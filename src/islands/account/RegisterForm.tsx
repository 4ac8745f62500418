import type { Locale } from "../../../core/profiles.ts";
import { approvalFormMaxBytes } from "../../../core/contracts/account.ts";
import { Register, registerMessages, type RegisterInput } from "../../../core/contracts/auth.ts";
import { SalesCustomerRegistration, salesCustomerRegistrationMessages } from "../../../core/contracts/sales.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import type { PostedForm } from "../../scripts/api-call.ts";
import { ApiForm } from "../forms/ApiForm.tsx";
import { fileFieldMessages } from "../forms/fields.tsx";
import { formKitMessages } from "../forms/form-context.ts";
import { useApiForm } from "../forms/use-api-form.ts";

type FieldName = keyof RegisterInput;
interface FieldSpec<Label extends MessageKey = MessageKey> {
  name: FieldName;
  label: Label;
  type?: string;
  autoComplete?: string;
  inputMode?: "email" | "tel" | "numeric";
  isRequired?: boolean;
  /** Phone numbers, emails and company numbers read left to right in both languages. */
  isLtr?: boolean;
  hint?: "register.passwordHint";
}

/**
 * SPEC §3 customer fields, grouped as the page shows them; SPEC §5 Registration says which are
 * required. A salesperson registering a business sees all but the password (decision 0095).
 */
const registerSections = [
  {
    title: "register.section.contact",
    fields: [
      { name: "firstName", label: "register.firstName", autoComplete: "given-name", isRequired: true },
      { name: "lastName", label: "register.lastName", autoComplete: "family-name", isRequired: true },
      {
        name: "email",
        label: "register.email",
        type: "email",
        autoComplete: "email",
        inputMode: "email",
        isRequired: true,
        isLtr: true,
      },
      {
        name: "phone",
        label: "register.phone",
        type: "tel",
        autoComplete: "tel",
        inputMode: "tel",
        isRequired: true,
        isLtr: true,
      },
      { name: "mobile", label: "register.mobile", type: "tel", inputMode: "tel", isLtr: true },
      { name: "landLine", label: "register.landLine", type: "tel", inputMode: "tel", isLtr: true },
    ],
  },
  {
    title: "register.section.company",
    fields: [
      { name: "companyName", label: "register.companyName", autoComplete: "organization", isRequired: true },
      { name: "companyNumber", label: "register.companyNumber", inputMode: "numeric", isRequired: true, isLtr: true },
    ],
  },
  {
    title: "register.section.address",
    fields: [
      // The country is a list (issue #9 C.15): drawn apart below, as a select.
      { name: "country", label: "register.country" },
      { name: "city", label: "register.city", autoComplete: "address-level2" },
      { name: "state", label: "register.state", autoComplete: "address-level1" },
      { name: "address1", label: "register.address1", autoComplete: "address-line1" },
      { name: "address2", label: "register.address2", autoComplete: "address-line2" },
      { name: "postCode", label: "register.postCode", autoComplete: "postal-code", isLtr: true },
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
        isRequired: true,
        hint: "register.passwordHint",
      },
      {
        name: "passwordConfirmation",
        label: "register.passwordConfirmation",
        type: "password",
        autoComplete: "new-password",
        isRequired: true,
      },
    ],
  },
] as const satisfies readonly { title: MessageKey; fields: readonly FieldSpec[] }[];

/** What the approval form's file input offers (as /approval-form's); the server judges the bytes. */
const acceptForm = "application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp";

/** The messages the registration form shows; the page picks them for its locale (issue #9 A.8). */
export const registerFormMessages = [
  ...formKitMessages,
  ...registerMessages,
  ...registerSections.flatMap((section) => [section.title, ...section.fields.map((field) => field.label)]),
  "register.passwordHint",
  "address.choose",
  "register.submit",
  "register.submitting",
  "register.success",
] as const satisfies readonly MessageKey[];

/** What the form shows a salesperson registering a business (decision 0095). */
export const salesRegisterFormMessages = [
  ...registerFormMessages,
  ...salesCustomerRegistrationMessages,
  ...fileFieldMessages,
  "approval.file",
  "approval.file.hint",
  "approval.file.tooLarge",
  "sales.customers.new.submit",
  "sales.customers.new.success",
  "sales.customers.new.language",
] as const satisfies readonly MessageKey[];

type FieldLabel = (typeof registerSections)[number]["fields"][number]["label"];

const empty = Object.fromEntries(
  registerSections.flatMap((section) => section.fields.map((field) => [field.name, ""])),
) as Required<RegisterInput>;

interface Props {
  locale: Locale;
  messages: Messages<(typeof registerFormMessages)[number]>;
  /** The country list in the page's language (i18n/countries.ts). */
  countries: readonly { value: string; label: string }[];
  posted?: PostedForm | null | undefined;
  /**
   * A salesperson registers the business on the customer's behalf (issue #22 item 2, decision
   * 0095): no password (the customer sets it from an email), the signed approval form instead,
   * sent to POST /api/sales/customers; then to the new customer's page (`customerPath` + id). The
   * customer's language is chosen from the shop's `languages`, the profile's `language` first.
   */
  forSalesperson?:
    | {
        customerPath: string;
        messages: Messages<(typeof salesRegisterFormMessages)[number]>;
        languages: readonly { value: string; label: string }[];
        language: Locale;
      }
    | undefined;
}

/**
 * /register (SPEC §2, §5 Registration): the API's own contract checks every rule as it is typed;
 * the API's answer (uniqueness, rate limit) shows after. Success signs the customer in and goes
 * on to email verification.
 */
export function RegisterForm({ locale, messages, countries, posted, forSalesperson }: Props) {
  const t = translator(messages);
  const tSales = forSalesperson ? translator(forSalesperson.messages) : null;
  const shown = forSalesperson
    ? registerSections.filter((section) => section.title !== "register.section.password")
    : registerSections;
  // The salesperson's contract differs (no password, a file): the form is typed once with the
  // registration's shape and keyed by the real field names at run time, as the sign-in form is.
  const { form, kit } = useApiForm({
    messages: forSalesperson?.messages ?? messages,
    schema: (forSalesperson ? SalesCustomerRegistration : Register) as unknown as typeof Register,
    defaultValues: (forSalesperson
      ? {
          ...Object.fromEntries(shown.flatMap((section) => section.fields.map((field) => [field.name, ""]))),
          locale: forSalesperson.language,
          file: null,
        }
      : empty) as RegisterInput,
    posted,
    request: (value) => {
      if (!forSalesperson) return { path: "/api/auth/register", json: value };
      const body = new FormData();
      for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
        if (field instanceof File || typeof field === "string") body.set(name, field);
      }
      return { path: "/api/sales/customers", form: body };
    },
    onSuccess: ({ answer }) => {
      if (forSalesperson && tSales) {
        kit.setStatus({ kind: "success", message: tSales("sales.customers.new.success") });
        const id = (answer.data as { id?: unknown } | undefined)?.id;
        window.location.assign(`${forSalesperson.customerPath}${typeof id === "number" ? id : ""}`);
        return;
      }
      kit.setStatus({ kind: "success", message: t("register.success") });
      const redirect = answer.data?.redirect;
      window.location.assign(typeof redirect === "string" ? redirect : "/verify-email");
    },
  });

  return (
    <ApiForm
      form={form}
      kit={kit}
      locale={locale}
      encType={forSalesperson ? "multipart/form-data" : undefined}
      testId="register-form"
      className="flex flex-col gap-8"
    >
      <form.RequiredNote />
      {shown.map((section) => (
        <fieldset key={section.title} className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t(section.title)}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {section.fields.map((spec: FieldSpec<FieldLabel>) => (
              <form.AppField
                key={spec.name}
                name={spec.name}
                // The contract checks the match once every field is valid; say it as soon as it is typed.
                validators={
                  spec.name === "passwordConfirmation"
                    ? {
                        onChangeListenTo: ["password"],
                        onChange: ({ value, fieldApi }) =>
                          value && value !== fieldApi.form.getFieldValue("password")
                            ? "validation.password.mismatch"
                            : undefined,
                      }
                    : undefined
                }
              >
                {(field) =>
                  spec.name === "country" ? (
                    <field.SelectField
                      label={t(spec.label)}
                      placeholder={t("address.choose")}
                      options={countries}
                      autoComplete="country"
                    />
                  ) : (
                    <field.TextField
                      label={t(spec.label)}
                      isRequired={spec.isRequired}
                      hint={spec.hint ? t(spec.hint) : undefined}
                      input={{
                        type: spec.type ?? "text",
                        autoComplete: spec.autoComplete,
                        inputMode: spec.inputMode,
                        dir: spec.isLtr ? "ltr" : "auto",
                      }}
                    />
                  )
                }
              </form.AppField>
            ))}
          </div>
        </fieldset>
      ))}
      {forSalesperson && tSales && (
        <div className="grid gap-4 sm:grid-cols-2">
          <form.AppField name={"locale" as "email"}>
            {(field) => (
              <field.SelectField label={tSales("sales.customers.new.language")} options={forSalesperson.languages} />
            )}
          </form.AppField>
        </div>
      )}
      {forSalesperson && tSales && (
        <form.AppField
          name={"file" as "email"}
          validators={{
            onChange: ({ value }) =>
              ((value as unknown as File | null)?.size ?? 0) > approvalFormMaxBytes
                ? "approval.file.tooLarge"
                : undefined,
          }}
        >
          {(field) => (
            <field.FileField
              label={tSales("approval.file")}
              hint={tSales("approval.file.hint")}
              isRequired
              accept={acceptForm}
              messages={forSalesperson.messages}
            />
          )}
        </form.AppField>
      )}
      <form.FormStatus testId="register-status" />
      <form.SubmitButton
        label={tSales ? tSales("sales.customers.new.submit") : t("register.submit")}
        busyLabel={t("register.submitting")}
        size="lg"
      />
    </ApiForm>
  );
}

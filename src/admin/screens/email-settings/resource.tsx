// SPEC §2 settings/email-settings and settings/email-settings/{id}; SPEC §3 email template (setting
// name, order status, subject, header image, header, body, footer, sent-to-admins flag) in both
// languages, with a live preview and the variables it may use beside the form (decision 0070).
import {
  emailSettingNames,
  EmailTemplateInput,
  type EmailSettingName,
  type EmailTemplateDetail,
} from "../../../../core/contracts/admin/email-templates.ts";
import { orderStatuses, type OrderStatus } from "../../../../core/orders/order-status.ts";
import { defineResource, resourceApi, withoutBlankLocales, type FormValues } from "../../kit/define-resource.ts";
import type { FormView } from "../../kit/fields/types.ts";
import { useT } from "../../messages.ts";
import { EmailPreviewPanel } from "./EmailPreviewPanel.tsx";

const isOrderEmail = ({ values }: FormView) => values.settingName === "order_status";

const blankTexts = { subject: "", header: "", body: "", footer: "" };

const textsOf = (texts: EmailTemplateDetail["translations"]["en"] | undefined) => ({
  subject: texts?.subject ?? "",
  header: texts?.header ?? "",
  body: texts?.body ?? "",
  footer: texts?.footer ?? "",
});

/** A multi-line text per language: `translations.{en,ar}.{name}`. */
const perLanguage = (name: "header" | "body" | "footer", isRequired = false) =>
  (["en", "ar"] as const).map(
    (locale) =>
      ({
        kind: "textarea",
        name: `translations.${locale}.${name}`,
        label: `admin.emailTemplates.${name}.${locale}`,
        isRequired: isRequired && locale === "en",
        lang: locale,
        dir: locale === "ar" ? "rtl" : "ltr",
        maxLength: name === "body" ? 10_000 : 2000,
      }) as const,
  );

const templatesApi = resourceApi("email-templates");

export default defineResource({
  path: "settings/email-settings",
  title: "admin.settings.tab.emailSettings",
  addTitle: "admin.emailTemplates.add",
  editTitle: "admin.emailTemplates.edit",
  defaultSort: "settingName",
  api: templatesApi,
  columns: [
    {
      id: "settingName",
      header: "admin.emailTemplates.email",
      isSortable: true,
      isTitle: true,
      cell: (row) => <EmailName settingName={row.settingName} orderStatus={row.orderStatus} />,
    },
    {
      id: "subject",
      header: "admin.emailTemplates.subject",
      isSortable: true,
      cell: (row) => <span dir="auto">{row.subject}</span>,
    },
    {
      id: "recipients",
      header: "admin.emailTemplates.recipients",
      cell: (row) => <Recipients sentToAdmins={row.sentToAdmins} />,
    },
    { id: "languages", header: "admin.emailTemplates.languages", cell: (row) => row.locales.join(", ") },
  ],
  rowLabel: (row) => row.subject,
  filters: [
    {
      kind: "select",
      name: "settingName",
      label: "admin.emailTemplates.settingName",
      all: "admin.emailTemplates.settingName.choose",
      options: emailSettingNames.map((name) => ({
        value: name,
        label: `admin.emailTemplates.setting.${name}` as const,
      })),
    },
  ],
  form: {
    contract: EmailTemplateInput,
    empty: {
      settingName: "order_status",
      orderStatus: "",
      sentToAdmins: false,
      headerImageId: null,
      translations: { en: { ...blankTexts }, ar: { ...blankTexts } },
    },
    fromDetail: (detail: EmailTemplateDetail) => ({
      settingName: detail.settingName,
      orderStatus: detail.orderStatus ?? "",
      sentToAdmins: detail.sentToAdmins,
      headerImageId: detail.headerImage?.id ?? null,
      translations: { en: textsOf(detail.translations.en), ar: textsOf(detail.translations.ar) },
    }),
    toInput: (values: FormValues) => {
      const kept = withoutBlankLocales(values);
      // An email of another kind has no status; a blank select is none.
      const orderStatus = kept.settingName === "order_status" && kept.orderStatus ? kept.orderStatus : null;
      return { ...kept, orderStatus } as never;
    },
    sections: [
      {
        title: "admin.form.details",
        fields: [
          {
            kind: "select",
            name: "settingName",
            label: "admin.emailTemplates.settingName",
            isRequired: true,
            placeholder: "admin.emailTemplates.settingName.choose",
            options: emailSettingNames.map((name) => ({
              value: name,
              label: `admin.emailTemplates.setting.${name}` as const,
            })),
          },
          {
            kind: "select",
            name: "orderStatus",
            label: "admin.emailTemplates.orderStatus",
            isRequired: true,
            placeholder: "admin.emailTemplates.orderStatus.choose",
            options: orderStatuses.map((status) => ({ value: status, label: `orderStatus.${status}` as const })),
            shownWhen: isOrderEmail,
          },
          {
            kind: "checkbox",
            name: "sentToAdmins",
            label: "admin.emailTemplates.sentToAdmins",
            hint: "admin.emailTemplates.sentToAdminsHint",
          },
          {
            kind: "image",
            name: "headerImageId",
            label: "admin.emailTemplates.headerImage",
            hint: "admin.emailTemplates.headerImageHint",
          },
        ],
      },
      {
        title: "admin.form.texts",
        hint: "admin.emailTemplates.textsHint",
        fields: [
          { kind: "texts", name: "subject", label: "admin.emailTemplates.subject", isRequired: true, maxLength: 200 },
          ...perLanguage("header"),
          ...perLanguage("body", true),
          ...perLanguage("footer"),
        ],
      },
    ],
    aside: (view) => <EmailPreviewPanel values={view.values} />,
  },
});

/** "Order status: Shipped", "Password reset": which email a template writes. */
function EmailName({ settingName, orderStatus }: { settingName: EmailSettingName; orderStatus: OrderStatus | null }) {
  const t = useT();
  const name = t(`admin.emailTemplates.setting.${settingName}`);
  return orderStatus ? `${name}: ${t(`orderStatus.${orderStatus}`)}` : name;
}

/** Who receives it: the customer, and the admins when the template says so. */
function Recipients({ sentToAdmins }: { sentToAdmins: boolean }) {
  const t = useT();
  return t(sentToAdmins ? "admin.emailTemplates.recipients.both" : "admin.emailTemplates.recipients.customer");
}

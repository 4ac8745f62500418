// An email template's live preview (SPEC §2 settings/email-settings/{id}): the form's present
// texts rendered by the server with the mailer's own function (POST /api/admin/email-preview) in
// each language, and the variables the email may use. Decision 0070.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  emailSettingNames,
  templateVariables,
  type EmailSettingName,
} from "../../../../core/contracts/admin/email-templates.ts";
import { orderStatuses, type OrderStatus } from "../../../../core/orders/order-status.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { useT } from "../../messages.ts";

interface Texts {
  subject?: string;
  header?: string;
  body?: string;
  footer?: string;
}

/** Waits until `value` has stopped changing for `ms`, so typing sends one preview, not one per key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function EmailPreviewPanel({ values }: { values: Readonly<Record<string, unknown>> }) {
  const t = useT();
  const settingName = (emailSettingNames as readonly unknown[]).includes(values.settingName)
    ? (values.settingName as EmailSettingName)
    : "order_status";
  const orderStatus = (orderStatuses as readonly unknown[]).includes(values.orderStatus)
    ? (values.orderStatus as OrderStatus)
    : null;
  const translations = (values.translations ?? {}) as Partial<Record<"en" | "ar", Texts>>;
  return (
    <aside
      aria-labelledby="email-preview-title"
      className="flex flex-col gap-4 rounded-lg border p-4 xl:sticky xl:top-20"
    >
      <h2 id="email-preview-title" className="font-semibold">
        {t("admin.emailTemplates.preview")}
      </h2>
      <p className="-mt-2 text-sm text-muted-foreground">{t("admin.emailTemplates.previewHint")}</p>
      {(["en", "ar"] as const).map((locale) => (
        <LocalePreview
          key={locale}
          locale={locale}
          settingName={settingName}
          orderStatus={orderStatus}
          texts={translations[locale] ?? {}}
          fallback={translations.en ?? {}}
        />
      ))}
      <section aria-labelledby="email-variables-title" className="flex flex-col gap-2">
        <h3 id="email-variables-title" className="text-sm font-semibold">
          {t("admin.emailTemplates.variables")}
        </h3>
        <p className="text-xs text-muted-foreground">{t("admin.emailTemplates.variablesHint")}</p>
        <ul className="flex flex-wrap gap-1.5" dir="ltr" data-testid="email-variables">
          {templateVariables[settingName].map((name) => (
            <li key={name}>
              <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{`{{${name}}}`}</code>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}

interface LocalePreviewProps {
  locale: "en" | "ar";
  settingName: EmailSettingName;
  orderStatus: OrderStatus | null;
  texts: Texts;
  /** A language left blank is sent in English (decision 0019): its preview shows the English texts. */
  fallback: Texts;
}

function LocalePreview({ locale, settingName, orderStatus, texts, fallback }: LocalePreviewProps) {
  const t = useT();
  const { client, failureTexts } = useAdmin();
  const isBlank = !texts.subject?.trim() && !texts.body?.trim();
  const shown = isBlank ? fallback : texts;
  const request = useSettled(
    {
      settingName,
      orderStatus,
      locale,
      subject: shown.subject ?? "",
      header: shown.header || null,
      body: shown.body ?? "",
      footer: shown.footer || null,
    },
    400,
  );
  const preview = useQuery({
    queryKey: ["email-preview", request],
    queryFn: () => answerOf(client.api.admin["email-preview"].$post({ json: request }), failureTexts),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const heading = t(locale === "ar" ? "admin.form.arabic" : "admin.form.english", {
    field: t("admin.emailTemplates.email"),
  });
  return (
    <section aria-label={heading} className="flex flex-col gap-2" data-testid={`email-preview-${locale}`}>
      <h3 className="text-sm font-semibold">{heading}</h3>
      {preview.isError ? (
        <p className="text-sm text-red-700 dark:text-red-400">{t("admin.emailTemplates.previewFailed")}</p>
      ) : preview.data ? (
        <div lang={locale} dir={locale === "ar" ? "rtl" : "ltr"} className="rounded-md border bg-background text-sm">
          <p className="border-b px-3 py-2">
            <span className="text-muted-foreground">{t("admin.emailTemplates.previewSubject")} </span>
            <strong data-testid="email-preview-subject">{preview.data.subject}</strong>
          </p>
          <pre className="px-3 py-2 font-sans text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
            {preview.data.text}
          </pre>
          {preview.data.unknownVariables.length > 0 && (
            <p className="border-t px-3 py-2 text-sm text-red-700 dark:text-red-400" role="status">
              {t("admin.emailTemplates.previewUnknown", {
                names: preview.data.unknownVariables.map((name) => `{{${name}}}`).join(", "),
              })}
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t("admin.list.loading")}</p>
      )}
    </section>
  );
}

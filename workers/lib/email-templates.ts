import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailTemplateTranslations, emailTemplates } from "../../db/schema/content.ts";
import { useTranslations, type MessageKey } from "../../i18n/index.ts";
import type { Locale } from "../../core/profiles.ts";

/** The account emails of issue #4, by the `setting_name` their admin-editable template has (SPEC §3). */
const fallbacks = {
  email_verification: { subject: "mail.verify.subject", body: "mail.verify.body" },
  password_reset: { subject: "mail.reset.subject", body: "mail.reset.body" },
  account_approved: { subject: "mail.approved.subject", body: "mail.approved.body" },
  account_rejected: { subject: "mail.rejected.subject", body: "mail.rejected.body" },
} as const satisfies Record<string, { subject: MessageKey; body: MessageKey }>;
export type AccountEmail = keyof typeof fallbacks;

/** Values for the templates' `{{…}}` placeholders (db/seed/content.ts names them). */
export interface EmailParams {
  name: string;
  link: string;
  [key: string]: string;
}

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => params[key] ?? whole);

/**
 * Subject and plain text of an account email in `locale`: the admin's template when the profile
 * has one (header, body, footer), else the catalogue's text. `extra` (e.g. the verification code,
 * which the seeded template does not mention) is appended to the body.
 */
export async function renderAccountEmail(
  db: Db,
  name: AccountEmail,
  locale: Locale,
  params: EmailParams,
  extra?: string,
): Promise<{ subject: string; text: string }> {
  const t = useTranslations(locale);
  const values = { shop_name: t("site.name"), ...params };
  const [template] = await db
    .select({
      subject: emailTemplateTranslations.subject,
      header: emailTemplateTranslations.headerContent,
      body: emailTemplateTranslations.bodyContent,
      footer: emailTemplateTranslations.footerContent,
    })
    .from(emailTemplates)
    .innerJoin(
      emailTemplateTranslations,
      and(
        eq(emailTemplateTranslations.emailTemplateId, emailTemplates.id),
        eq(emailTemplateTranslations.locale, locale),
      ),
    )
    .where(and(eq(emailTemplates.settingName, name), isNull(emailTemplates.orderStatus)))
    .limit(1);
  return composeAccountEmail(
    {
      subject: template?.subject ?? t(fallbacks[name].subject),
      header: template?.header ?? null,
      body: template?.body ?? t(fallbacks[name].body),
      footer: template?.footer ?? null,
    },
    values,
    extra,
  );
}

/**
 * An account email from its template's texts and values: header, body (with the link, and
 * `extra`), footer. The mailer and the admin's preview of a template both write it here.
 */
export function composeAccountEmail(
  template: { subject: string; header: string | null; body: string; footer: string | null },
  values: Record<string, string>,
  extra?: string,
): { subject: string; text: string } {
  const { body } = template;
  // A template that forgets {{link}} must still carry the link: the email is useless without it.
  const withLink = body.includes("{{link}}") ? body : `${body}\n\n{{link}}`;
  const parts = [
    template.header,
    withLink + (extra ? `\n\n${extra}` : ""),
    template.footer && `--\n${template.footer}`,
  ];
  return {
    subject: fill(template.subject, values),
    text: fill(parts.filter((part): part is string => Boolean(part)).join("\n\n"), values),
  };
}

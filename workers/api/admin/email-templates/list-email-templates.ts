import { and, count, eq, sql } from "drizzle-orm";
import {
  templateVariables,
  type EmailSettingName,
  type EmailTemplateDetail,
  type EmailTemplateListQuery,
  type EmailTemplateRow,
} from "../../../../core/contracts/admin/email-templates.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { emailTemplates, emailTemplateTranslations, galleryImages } from "../../../../db/schema/index.ts";
import { qualified } from "../../../lib/db.ts";
import { translated } from "../../../lib/translated.ts";
import { adminImage, allTexts, byLocale, listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";

type Query = (typeof EmailTemplateListQuery)["infer"];

const templateLocales = sql<string>`(select group_concat(l.locale) from ${emailTemplateTranslations} as l where l.email_template_id = ${qualified(emailTemplates.id)})`;

/** A page of templates, their subjects in `locale` (English fallback), searched by setting name, status or subject. */
export async function listEmailTemplates(db: Db, query: Query, locale: Locale) {
  const window = pageWindow(query);
  const shown = translated(emailTemplateTranslations, "emailTemplateId", emailTemplates.id, locale);
  const where = and(
    searchText(query.search, [
      emailTemplates.settingName,
      sql`coalesce(${emailTemplates.orderStatus}, '')`,
      allTexts(emailTemplateTranslations, emailTemplateTranslations.emailTemplateId, emailTemplates.id, ["subject"]),
    ]),
    query.settingName ? eq(emailTemplates.settingName, query.settingName) : undefined,
  );
  const [items, [counted]] = await db.batch([
    db
      .select({
        id: emailTemplates.id,
        settingName: sql<EmailSettingName>`${emailTemplates.settingName}`,
        orderStatus: emailTemplates.orderStatus,
        subject: emailTemplateTranslations.subject,
        sentToAdmins: emailTemplates.sentToAdmins,
        locales: templateLocales,
        updatedAt: emailTemplates.updatedAt,
      })
      .from(emailTemplates)
      .innerJoin(emailTemplateTranslations, shown)
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "settingName",
          {
            settingName: sql`${emailTemplates.settingName} || coalesce(${emailTemplates.orderStatus}, '')`,
            subject: emailTemplateTranslations.subject,
            updatedAt: emailTemplates.updatedAt,
          },
          emailTemplates.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(emailTemplates).innerJoin(emailTemplateTranslations, shown).where(where),
  ]);
  const rows: EmailTemplateRow[] = items.map((row) => ({ ...row, locales: (row.locales ?? "").split(",").sort() }));
  return listPage<EmailTemplateRow>(rows, counted?.total ?? 0, window);
}

/** One template with its texts in every language and the variables it may use, or null. */
export async function getEmailTemplate(db: Db, id: number): Promise<EmailTemplateDetail | null> {
  const [[template], texts] = await db.batch([
    db
      .select({
        id: emailTemplates.id,
        settingName: sql<EmailSettingName>`${emailTemplates.settingName}`,
        orderStatus: emailTemplates.orderStatus,
        sentToAdmins: emailTemplates.sentToAdmins,
        imageId: emailTemplates.headerImageId,
        imageKey: galleryImages.storageKey,
        updatedAt: emailTemplates.updatedAt,
      })
      .from(emailTemplates)
      .leftJoin(galleryImages, eq(galleryImages.id, emailTemplates.headerImageId))
      .where(eq(emailTemplates.id, id)),
    db.select().from(emailTemplateTranslations).where(eq(emailTemplateTranslations.emailTemplateId, id)),
  ]);
  if (!template) return null;
  const { imageId, imageKey, ...rest } = template;
  return {
    ...rest,
    headerImage: adminImage(imageId, imageKey),
    translations: byLocale(texts, (text) => ({
      subject: text.subject,
      header: text.headerContent,
      body: text.bodyContent,
      footer: text.footerContent,
    })) as EmailTemplateDetail["translations"],
    // A template of a name the shop no longer sends (seeded by hand) offers no variable.
    variables: templateVariables[rest.settingName] ?? [],
  };
}

import { eq } from "drizzle-orm";
import {
  templateVariables,
  unknownVariables,
  type EmailSettingName,
  type EmailTemplateInput,
  type EmailTemplatePatch,
} from "../../../../core/contracts/admin/email-templates.ts";
import { locales, type Locale } from "../../../../core/profiles.ts";
import type { OrderStatus } from "../../../../core/orders/order-status.ts";
import type { Db } from "../../../../db/client.ts";
import { emailTemplates, emailTemplateTranslations, galleryImages } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import {
  deleteUnlessUsed,
  insertedId,
  refusingTaken,
  refusingUnknown,
  translationWrites,
  type Translate,
} from "../resource-kit.ts";

/** One template per setting name, and per status for order emails (the unique indexes of db/schema/content.ts). */
const uniqueFields = { "email_templates.order_status": "orderStatus", "email_templates.setting_name": "settingName" };

type Texts = EmailTemplatePatch["translations"];

/**
 * What a template of `settingName` with `orderStatus` and `texts` gets wrong: an order email
 * without its status (or another email with one), and `{{variables}}` the email does not fill.
 */
function problems(
  settingName: EmailSettingName,
  orderStatus: OrderStatus | null,
  texts: Texts,
  t: Translate,
): Record<string, string> {
  const found: Record<string, string> = {};
  if (settingName === "order_status" && orderStatus === null) found.orderStatus = t("validation.required");
  if (settingName !== "order_status" && orderStatus !== null)
    found.orderStatus = t("admin.emailTemplates.statusOnlyForOrders");
  const variables = templateVariables[settingName].map((name) => `{{${name}}}`).join(", ");
  for (const locale of locales) {
    const text = texts?.[locale];
    if (!text) continue;
    for (const field of ["subject", "header", "body", "footer"] as const) {
      const [unknown] = unknownVariables(settingName, [text[field]]);
      if (unknown !== undefined) {
        found[`translations.${locale}.${field}`] = t("admin.emailTemplates.variable.unknown", {
          name: `{{${unknown}}}`,
          variables,
        });
      }
    }
  }
  return found;
}

/** The texts as the translations table names them; a language's header or footer left out is cleared. */
function storedTexts(texts: Texts): Partial<Record<Locale, Record<string, unknown>>> {
  if (!texts) return {};
  return Object.fromEntries(
    Object.entries(texts).map(([locale, text]) => [
      locale,
      {
        subject: text.subject,
        headerContent: text.header ?? null,
        bodyContent: text.body,
        footerContent: text.footer ?? null,
      },
    ]),
  );
}

function refusing<T>(db: Db, write: () => Promise<T>, input: EmailTemplatePatch, t: Translate) {
  return refusingTaken(
    () =>
      refusingUnknown(
        db,
        write,
        { headerImageId: { table: galleryImages, id: input.headerImageId, message: "validation.image.required" } },
        t,
      ),
    uniqueFields,
    t,
  );
}

function refuse(found: Record<string, string>) {
  if (Object.keys(found).length > 0) throw new AppError("invalid_input", found);
}

/** Creates a template and its texts in one batch (decision 0048: a status's email exists once its template does). */
export async function createEmailTemplate(db: Db, input: EmailTemplateInput, t: Translate) {
  const orderStatus = input.orderStatus ?? null;
  refuse(problems(input.settingName, orderStatus, input.translations, t));
  const [[created]] = await refusing(
    db,
    () =>
      db.batch([
        db
          .insert(emailTemplates)
          .values({
            settingName: input.settingName,
            orderStatus,
            headerImageId: input.headerImageId ?? null,
            sentToAdmins: input.sentToAdmins ?? false,
          })
          .returning({ id: emailTemplates.id }),
        ...translationWrites(
          db,
          emailTemplateTranslations,
          emailTemplateTranslations.emailTemplateId,
          insertedId(emailTemplates),
          storedTexts(input.translations),
        ),
      ]),
    input,
    t,
  );
  if (!created) throw new Error("The email template insert returned no row");
  return created.id;
}

/** Replaces (PUT) or changes (PATCH) a template; its variables are checked against its (new) setting name. */
export async function updateEmailTemplate(db: Db, id: number, input: EmailTemplatePatch, t: Translate) {
  const [stored] = await db
    .select({ settingName: emailTemplates.settingName, orderStatus: emailTemplates.orderStatus })
    .from(emailTemplates)
    .where(eq(emailTemplates.id, id));
  if (!stored) throw new AppError("not_found");
  const settingName = input.settingName ?? (stored.settingName as EmailSettingName);
  if (!(settingName in templateVariables)) throw new AppError("invalid_input", { settingName: t("validation.choice") });
  const orderStatus = input.orderStatus === undefined ? stored.orderStatus : input.orderStatus;
  let texts = input.translations;
  if (!texts && input.settingName !== undefined) {
    // A new setting name must suit the texts the template keeps.
    const rows = await db
      .select()
      .from(emailTemplateTranslations)
      .where(eq(emailTemplateTranslations.emailTemplateId, id));
    texts = Object.fromEntries(
      rows.map((row) => [
        row.locale,
        { subject: row.subject, header: row.headerContent, body: row.bodyContent, footer: row.footerContent },
      ]),
    ) as Texts;
  }
  refuse(problems(settingName, orderStatus ?? null, texts, t));
  await refusing(
    db,
    () =>
      db.batch([
        db
          .update(emailTemplates)
          .set({
            ...(input.settingName === undefined ? {} : { settingName: input.settingName }),
            ...(input.orderStatus === undefined ? {} : { orderStatus: input.orderStatus }),
            ...(input.headerImageId === undefined ? {} : { headerImageId: input.headerImageId }),
            ...(input.sentToAdmins === undefined ? {} : { sentToAdmins: input.sentToAdmins }),
            updatedAt: Date.now(),
          })
          .where(eq(emailTemplates.id, id)),
        ...(input.translations
          ? translationWrites(
              db,
              emailTemplateTranslations,
              emailTemplateTranslations.emailTemplateId,
              id,
              storedTexts(input.translations),
            )
          : []),
      ]),
    input,
    t,
  );
}

/** Deletes a template: its email is no longer sent (an account email falls back to the shop's text). */
export function deleteEmailTemplate(db: Db, id: number) {
  return deleteUnlessUsed(db, emailTemplates, id, [], "");
}

// Email templates in the back office (SPEC §3 Email template; §2 settings/email-settings):
// /api/admin/email-templates. Decisions 0048 (order emails) and 0070.
import { type } from "arktype";
import { orderStatuses, type OrderStatus } from "../../orders/order-status.ts";
import { nullableId, optionalText, requiredText } from "../../validation/rules.ts";
import { adminListQuery, translations } from "../admin-resources.ts";

/**
 * The emails the shop sends from a template, by setting name: order status emails (decision
 * 0048) and the account emails (workers/lib/email-templates.ts). A template of another name
 * would never be sent, so none can be written.
 */
export const emailSettingNames = [
  "order_status",
  "registration",
  "email_verification",
  "password_reset",
  "account_approved",
  "account_rejected",
] as const;
export type EmailSettingName = (typeof emailSettingNames)[number];

const accountVariables = ["name", "link", "shop_name"] as const;

/** The `{{…}}` variables each email fills (decision 0048 for orders); any other is refused in a save. */
export const templateVariables: Record<EmailSettingName, readonly string[]> = {
  order_status: [
    "name",
    "order_number",
    "status",
    "link",
    "grand_total",
    "sub_total",
    "vat_total",
    "shipping_cost",
    "discount_total",
    "po_reference",
    "lines",
    "address",
    "delivery_method",
    "payment_method",
    "bank_details",
    "shop_name",
  ],
  registration: accountVariables,
  email_verification: accountVariables,
  password_reset: accountVariables,
  account_approved: accountVariables,
  account_rejected: accountVariables,
};

/** The variables a text uses, in order, each once (`{{ name }}` and `{{name}}` alike). */
export function usedVariables(text: string | null | undefined): string[] {
  const found = [...(text ?? "").matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((match) => match[1] ?? "");
  return [...new Set(found)];
}

/** The variables of `texts` a template of `settingName` does not fill. */
export function unknownVariables(settingName: EmailSettingName, texts: (string | null | undefined)[]): string[] {
  const known = new Set(templateVariables[settingName]);
  return [...new Set(texts.flatMap(usedVariables))].filter((name) => !known.has(name));
}

/** A template's texts in one language (SPEC §3 subject, header, body, footer). */
export const EmailTemplateText = type({
  subject: requiredText({ max: 200 }),
  "header?": optionalText({ max: 2000 }),
  body: requiredText({ max: 10_000 }),
  "footer?": optionalText({ max: 2000 }),
}).onUndeclaredKey("delete");
export type EmailTemplateText = typeof EmailTemplateText.infer;

/** A template as the admin writes it: an order status only for `order_status`. */
export const EmailTemplateInput = type({
  settingName: type.enumerated(...emailSettingNames).configure({ message: "validation.choice" }),
  "orderStatus?": type.enumerated(...orderStatuses, null).configure({ message: "validation.choice" }),
  "headerImageId?": nullableId("validation.image.required"),
  "sentToAdmins?": type("boolean").configure({ message: "errors.invalidInput" }),
  translations: translations(EmailTemplateText),
}).onUndeclaredKey("delete");
export type EmailTemplateInput = typeof EmailTemplateInput.infer;

/** PATCH: any of the fields; the texts of a locale given are replaced whole. */
export const EmailTemplatePatch = EmailTemplateInput.partial();
export type EmailTemplatePatch = typeof EmailTemplatePatch.infer;

export const emailTemplateSorts = ["settingName", "subject", "updatedAt"] as const;
export const EmailTemplateListQuery = adminListQuery(emailTemplateSorts, {
  settingName: type.enumerated(...emailSettingNames).configure({ message: "errors.invalidInput" }),
});

/** A row of the list: the subject in the request's language (English when it has none). */
export interface EmailTemplateRow {
  id: number;
  settingName: EmailSettingName;
  orderStatus: OrderStatus | null;
  subject: string;
  sentToAdmins: boolean;
  locales: string[];
  updatedAt: number;
}

/** One template, as the edit screen reads it, with the variables it may use. */
export interface EmailTemplateDetail {
  id: number;
  settingName: EmailSettingName;
  orderStatus: OrderStatus | null;
  sentToAdmins: boolean;
  headerImage: { id: number; url: string } | null;
  translations: { [L in "en" | "ar"]?: Required<EmailTemplateText> } & { en: Required<EmailTemplateText> };
  variables: readonly string[];
  updatedAt: number;
}

/** A preview's request: a template's texts in one language, rendered as the mailer renders them. */
export const EmailPreviewInput = type({
  settingName: type.enumerated(...emailSettingNames).configure({ message: "validation.choice" }),
  "orderStatus?": type.enumerated(...orderStatuses, null).configure({ message: "validation.choice" }),
  locale: type.enumerated("en", "ar").configure({ message: "errors.invalidInput" }),
  subject: type("string").configure({ message: "errors.invalidInput" }),
  "header?": type("string | null").configure({ message: "errors.invalidInput" }),
  body: type("string").configure({ message: "errors.invalidInput" }),
  "footer?": type("string | null").configure({ message: "errors.invalidInput" }),
}).onUndeclaredKey("delete");

/** The email a template writes, with sample values. */
export interface EmailPreview {
  subject: string;
  text: string;
  unknownVariables: string[];
}

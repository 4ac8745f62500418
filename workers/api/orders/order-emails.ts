// Order emails (issue #10 item 9, decision 0048): an order status with an email template (SPEC §3
// Email template: setting "order_status") emails the customer in the order's language, and the
// admins too when the template says so. They are written to the outbox in the same batch as the
// change that causes them (decision 0013), so an email exists exactly when its change was written.
import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { getProfile, type Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { emailTemplateTranslations, emailTemplates } from "../../../db/schema/content.ts";
import type { OrderStatus } from "../../../db/schema/index.ts";
import { formatMoney, formatNumber, useTranslations } from "../../../i18n/index.ts";
import { localizePath } from "../../../i18n/routing.ts";
import { emailKind } from "../../lib/mail.ts";
import { siteUrl } from "../../lib/http/app-url.ts";
import { translated } from "../../lib/translated.ts";

/** The setting name of order status templates (db/seed/content.ts). */
export const orderStatusSetting = "order_status";

export interface OrderTemplate {
  status: OrderStatus;
  sentToAdmins: boolean;
  subject: string;
  header: string | null;
  body: string;
  footer: string | null;
}

/** The order status templates in `locale` (English where a template lacks it, decision 0019). */
export function selectOrderTemplates(db: Db, locale: Locale) {
  return db
    .select({
      status: sql<OrderStatus>`${emailTemplates.orderStatus}`,
      sentToAdmins: emailTemplates.sentToAdmins,
      subject: emailTemplateTranslations.subject,
      header: emailTemplateTranslations.headerContent,
      body: emailTemplateTranslations.bodyContent,
      footer: emailTemplateTranslations.footerContent,
    })
    .from(emailTemplates)
    .innerJoin(
      emailTemplateTranslations,
      translated(emailTemplateTranslations, "emailTemplateId", emailTemplates.id, locale),
    )
    .where(and(eq(emailTemplates.settingName, orderStatusSetting), isNotNull(emailTemplates.orderStatus)));
}

/** What an order email says about its order. */
export interface OrderEmailData {
  /** The order's number; `orderNumberPlaceholder` while the order is being placed (the batch numbers it). */
  number: string;
  /** The order's id in its link; `orderIdPlaceholder` while the order is being placed. */
  id: number | string;
  customerName: string;
  status: OrderStatus;
  locale: Locale;
  purchaseOrderReference: string | null;
  lines: readonly { title: string; sku: string; quantity: number; lineTotal: number }[];
  totals: {
    subTotal: number;
    selectionsTotal: number;
    discountTotal: number;
    vatTotal: number;
    shippingCost: number;
    grandTotal: number;
  };
}

/** Filled in by the database in the batch that numbers the order (`queueOrderEmail`). */
export const orderNumberPlaceholder = "{{order_number}}";
export const orderIdPlaceholder = "{{order_id}}";

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * Subject and text of an order email: the template's header, body and footer with its `{{…}}`
 * variables filled (name, order_number, status, link, grand_total, sub_total, vat_total,
 * shipping_cost, discount_total, po_reference, lines, shop_name). A body that does not place
 * `{{lines}}` gets the lines and totals after it: the email is the buyer's record of the order.
 */
export function renderOrderEmail(
  template: Pick<OrderTemplate, "subject" | "header" | "body" | "footer">,
  order: OrderEmailData,
  env: { PROFILE: string; SITE_ORIGIN: string },
): { subject: string; text: string } {
  const profile = getProfile(env.PROFILE);
  const t = useTranslations(order.locale);
  const money = (amount: number) => formatMoney(amount, order.locale, profile);
  const lines = order.lines
    .map((line) =>
      t("mail.order.line", {
        title: line.title,
        sku: line.sku,
        quantity: formatNumber(line.quantity, order.locale, profile),
        total: money(line.lineTotal),
      }),
    )
    .join("\n");
  const { totals } = order;
  const summary = [
    lines,
    "",
    t("mail.order.subTotal", { amount: money(totals.subTotal + totals.selectionsTotal) }),
    totals.discountTotal > 0 ? t("mail.order.discount", { amount: money(totals.discountTotal) }) : null,
    t("mail.order.vat", { amount: money(totals.vatTotal) }),
    t("mail.order.shipping", { amount: money(totals.shippingCost) }),
    t("mail.order.total", { amount: money(totals.grandTotal) }),
    order.purchaseOrderReference ? t("mail.order.reference", { reference: order.purchaseOrderReference }) : null,
  ]
    .filter((part): part is string => part !== null)
    .join("\n");
  const values: Record<string, string> = {
    shop_name: t("site.name"),
    name: order.customerName,
    order_number: order.number,
    status: order.status,
    // The id is appended, not passed through URL, so its placeholder survives to the batch
    link: `${siteUrl(env, localizePath("/dashboard/orders", order.locale, profile))}/${order.id}`,
    grand_total: money(totals.grandTotal),
    sub_total: money(totals.subTotal + totals.selectionsTotal),
    vat_total: money(totals.vatTotal),
    shipping_cost: money(totals.shippingCost),
    discount_total: money(totals.discountTotal),
    po_reference: order.purchaseOrderReference ?? "",
    lines,
  };
  const body = template.body.includes("{{lines}}") ? template.body : `${template.body}\n\n${summary}`;
  const parts = [template.header, body, template.footer && `--\n${template.footer}`];
  return {
    subject: fill(template.subject, values),
    text: fill(parts.filter((part): part is string => Boolean(part)).join("\n\n"), values),
  };
}

/**
 * The outbox rows of an order email, for the caller's batch: one to `to`, and one per admin when
 * `toAdmins`. Written only for the order `where` picks (and only while it holds, so a status
 * change that lost its race writes none); the order's number and id replace their placeholders
 * in SQL, so an order numbered in the same batch is named in its own email.
 */
export function queueOrderEmail(
  db: Db,
  email: { subject: string; text: string },
  recipients: { to: string; toAdmins: boolean },
  where: SQL,
) {
  const filled = (text: string) =>
    sql`replace(replace(${text}, ${orderNumberPlaceholder}, o.order_number), ${orderIdPlaceholder}, o.id)`;
  const payload = (to: SQL) =>
    sql`json_object('to', ${to}, 'subject', ${filled(email.subject)}, 'text', ${filled(email.text)})`;
  const statements = [
    db.run(sql`insert into outbox (kind, payload)
      select ${emailKind}, ${payload(sql`${recipients.to}`)} from orders o where ${where}`),
  ];
  if (recipients.toAdmins) {
    statements.push(
      db.run(sql`insert into outbox (kind, payload)
        select ${emailKind}, ${payload(sql`a.email`)} from orders o join admins a where ${where} order by a.id`),
    );
  }
  return statements;
}

// Order emails (issue #10 item 9, decision 0048): an order status with an email template (SPEC §3
// Email template: setting "order_status") emails the customer in the order's language, and the
// admins their own email when the template says so (issue #19 item 7). They are written to the
// outbox in the same batch as the change that causes them (decision 0013), so an email exists
// exactly when its change was written.
import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { lineDetails } from "../../../core/orders/line-details.ts";
import { getProfile, type Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { emailTemplateTranslations, emailTemplates } from "../../../db/schema/content.ts";
import {
  companyProfile,
  companyProfileTranslations,
  type AddressSnapshot,
  type BankDetails,
  type LineSelection,
  type LineVariantValue,
  type OrderStatus,
} from "../../../db/schema/index.ts";
import { countryName } from "../../../i18n/countries.ts";
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

/** A line as an email names it: what it is, how many, its total, and its variant and options. */
export interface OrderEmailLine {
  title: string;
  sku: string;
  quantity: number;
  lineTotal: number;
  variantValues?: readonly LineVariantValue[];
  selections?: readonly Pick<LineSelection, "groupName" | "choiceName">[];
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
  lines: readonly OrderEmailLine[];
  totals: {
    subTotal: number;
    selectionsTotal: number;
    discountTotal: number;
    vatTotal: number;
    shippingCost: number;
    grandTotal: number;
  };
  /** Where it goes, how, and how it is paid (issue #19 item 7); null where the order has none. */
  address: AddressSnapshot | null;
  deliveryMethod: string | null;
  paymentMethod: string | null;
  /** The shop's bank account, for an order paid by bank transfer only. */
  bank: BankDetails | null;
  /** The shipment's details once the shop recorded them (decision 0080): its name, link and carrier. */
  shipment?: OrderShipment | null;
}

/** What the buyer is told of their shipment; each part may be missing. */
export interface OrderShipment {
  shipmentName: string | null;
  shipmentUrl: string | null;
  shippingCompany: string | null;
}

/** Who the order is for and who placed it, as the admins' email names them. */
export interface OrderEmailBuyer {
  companyName: string;
  email: string;
  phone: string;
  salespersonName: string | null;
  note: string | null;
}

/** Filled in by the database in the batch that numbers the order (`queueOrderEmail`). */
export const orderNumberPlaceholder = "{{order_number}}";
export const orderIdPlaceholder = "{{order_id}}";

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

/** The shop's bank account in `locale` (its names translated, English where missing), for a transfer's emails. */
export function selectBankDetails(db: Db, locale: Locale) {
  return db
    .select({
      bankName: companyProfileTranslations.bankName,
      accountName: companyProfileTranslations.bankAccountName,
      bankNumber: companyProfile.bankNumber,
      sortCode: companyProfile.bankSortCode,
      iban: companyProfile.iban,
    })
    .from(companyProfile)
    .leftJoin(
      companyProfileTranslations,
      translated(companyProfileTranslations, "companyProfileId", companyProfile.id, locale),
    )
    .where(eq(companyProfile.id, 1));
}

/** The bank account a transfer is paid to, or null when the profile holds none of it. */
export const bankOrNull = (bank: BankDetails | undefined): BankDetails | null =>
  bank && Object.values(bank).some(Boolean) ? bank : null;

/** The texts every order email is made of, in the email's language. */
function orderParts(order: OrderEmailData, env: { PROFILE: string }) {
  const profile = getProfile(env.PROFILE);
  const t = useTranslations(order.locale);
  const money = (amount: number) => formatMoney(amount, order.locale, profile);
  const separator = t("site.listSeparator");
  const lines = order.lines
    .map((line) => {
      const main = t("mail.order.line", {
        title: line.title,
        sku: line.sku,
        quantity: formatNumber(line.quantity, order.locale, profile),
        total: money(line.lineTotal),
      });
      // The variant (Size: XL) and the options chosen (Gift box: Yes), under the line it belongs to.
      const details = lineDetails(line).map(({ group, choice }) => t("dashboard.order.selection", { group, choice }));
      return details.length > 0 ? `${main}\n   ${details.join(separator)}` : main;
    })
    .join("\n");
  const { totals } = order;
  const totalsText = [
    t("mail.order.subTotal", { amount: money(totals.subTotal + totals.selectionsTotal) }),
    totals.discountTotal > 0 ? t("mail.order.discount", { amount: money(totals.discountTotal) }) : null,
    t("mail.order.vat", { amount: money(totals.vatTotal) }),
    t("mail.order.shipping", { amount: money(totals.shippingCost) }),
    t("mail.order.total", { amount: money(totals.grandTotal) }),
  ].filter((part): part is string => part !== null);
  const address = order.address
    ? [
        order.address.address1,
        order.address.address2,
        [order.address.neighbourhood, order.address.city, order.address.postcode].filter(Boolean).join(separator),
        order.address.country ? countryName(order.address.country, order.locale) : null,
      ]
        .filter((part): part is string => Boolean(part))
        .join(separator)
    : "";
  const bank = order.bank
    ? [
        t("checkout.bank.intro"),
        ...(
          [
            ["checkout.bank.name", order.bank.bankName],
            ["checkout.bank.accountName", order.bank.accountName],
            ["checkout.bank.number", order.bank.bankNumber],
            ["checkout.bank.sortCode", order.bank.sortCode],
            ["checkout.bank.iban", order.bank.iban],
            ["checkout.bank.reference", order.number],
          ] as const
        ).flatMap(([label, value]) => (value ? [`${t(label)}: ${value}`] : [])),
      ].join("\n")
    : "";
  const shipment = order.shipment;
  const shipmentText = [
    shipment?.shipmentName ? t("mail.order.shipment", { name: shipment.shipmentName }) : null,
    shipment?.shippingCompany ? t("mail.order.shippingCompany", { company: shipment.shippingCompany }) : null,
    shipment?.shipmentUrl ? t("mail.order.tracking", { link: shipment.shipmentUrl }) : null,
  ]
    .filter((part): part is string => part !== null)
    .join("\n");
  const details = [
    address ? t("mail.order.address", { address }) : null,
    order.deliveryMethod ? t("mail.order.delivery", { method: order.deliveryMethod }) : null,
    order.paymentMethod ? t("mail.order.payment", { method: order.paymentMethod }) : null,
  ].filter((part): part is string => part !== null);
  return { t, profile, money, lines, totalsText, address, bank, details, shipmentText };
}

/**
 * Subject and text of an order email to its customer: the template's header, body and footer with
 * its `{{…}}` variables filled (name, order_number, status, link, grand_total, sub_total, vat_total,
 * shipping_cost, discount_total, po_reference, lines, address, delivery_method, payment_method,
 * bank_details, shipment_name, shipment_url, shipping_company, shop_name). A body that does not
 * place `{{lines}}` gets the lines and totals after it, and one that does not place `{{address}}`
 * the address, delivery, payment and, for a bank transfer, the bank account: the email is the
 * buyer's record of the order. Once the shop recorded the shipment, a body that does not place
 * `{{shipment_url}}` gets the shipment, its carrier and its tracking link right after it (the
 * shipped email's point, decision 0080).
 */
export function renderOrderEmail(
  template: Pick<OrderTemplate, "subject" | "header" | "body" | "footer">,
  order: OrderEmailData,
  env: { PROFILE: string; SITE_ORIGIN: string },
): { subject: string; text: string } {
  const { t, profile, money, lines, totalsText, address, bank, details, shipmentText } = orderParts(order, env);
  const { totals } = order;
  const reference = order.purchaseOrderReference
    ? t("mail.order.reference", { reference: order.purchaseOrderReference })
    : null;
  const summary = [lines, "", ...totalsText, ...(reference ? [reference] : [])].join("\n");
  const orderDetails = [...details, ...(bank ? ["", bank] : [])].join("\n");
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
    address,
    delivery_method: order.deliveryMethod ?? "",
    payment_method: order.paymentMethod ?? "",
    bank_details: bank,
    shipment_name: order.shipment?.shipmentName ?? "",
    shipment_url: order.shipment?.shipmentUrl ?? "",
    shipping_company: order.shipment?.shippingCompany ?? "",
  };
  const withShipment =
    shipmentText && !template.body.includes("{{shipment_url}}") ? `${template.body}\n\n${shipmentText}` : template.body;
  const withSummary = template.body.includes("{{lines}}") ? withShipment : `${withShipment}\n\n${summary}`;
  const body =
    template.body.includes("{{address}}") || !orderDetails ? withSummary : `${withSummary}\n\n${orderDetails}`;
  const parts = [template.header, body, template.footer && `--\n${template.footer}`];
  return {
    subject: fill(template.subject, values),
    text: fill(parts.filter((part): part is string => Boolean(part)).join("\n\n"), values),
  };
}

/**
 * The admins' email about an order (issue #19 item 7), when its status's template is sent to
 * admins: not a copy of the customer's, but what the back office acts on, in the shop's default
 * language: who ordered (company, email, phone, the salesperson), the lines with their variants and
 * options, the totals, the address, delivery and payment, the purchase-order reference and the
 * customer's note, and the order's page in the back office. `isNew` names the placing email.
 */
export function renderAdminOrderEmail(
  order: OrderEmailData,
  buyer: OrderEmailBuyer,
  env: { PROFILE: string; SITE_ORIGIN: string },
  options: { isNew: boolean },
): { subject: string; text: string } {
  const locale = getProfile(env.PROFILE).language;
  const { t, profile, lines, totalsText, details } = orderParts({ ...order, locale }, env);
  const names = { order_number: order.number, customer: buyer.companyName, status: t(`orderStatus.${order.status}`) };
  const link = `${siteUrl(env, localizePath("/admin-panel/secure/order", locale, profile))}/${order.id}`;
  const text = [
    t(options.isNew ? "mail.adminOrder.intro.new" : "mail.adminOrder.intro.status", names),
    "",
    t("mail.adminOrder.customer", { name: order.customerName, company: buyer.companyName }),
    t("mail.adminOrder.contact", { email: buyer.email, phone: buyer.phone }),
    buyer.salespersonName ? t("mail.adminOrder.salesperson", { name: buyer.salespersonName }) : null,
    "",
    lines,
    "",
    ...totalsText,
    "",
    ...details,
    order.purchaseOrderReference ? t("mail.adminOrder.reference", { reference: order.purchaseOrderReference }) : null,
    buyer.note ? t("mail.adminOrder.note", { note: buyer.note }) : null,
    "",
    t("mail.adminOrder.link", { link }),
  ].filter((part): part is string => part !== null);
  return {
    subject: t(options.isNew ? "mail.adminOrder.subject.new" : "mail.adminOrder.subject.status", names),
    text: text.join("\n"),
  };
}

/**
 * The outbox rows of an order's emails, for the caller's batch: the customer's to `to`, and, when
 * there is one, the admins' email to each admin. Written only for the order `where` picks (and only
 * while it holds, so a status change that lost its race writes none); the order's number and id
 * replace their placeholders in SQL, so an order numbered in the same batch is named in its own email.
 */
export function queueOrderEmail(
  db: Db,
  emails: { customer: { subject: string; text: string }; admins: { subject: string; text: string } | null },
  to: string,
  where: SQL,
) {
  const filled = (text: string) =>
    sql`replace(replace(${text}, ${orderNumberPlaceholder}, o.order_number), ${orderIdPlaceholder}, o.id)`;
  const payload = (email: { subject: string; text: string }, address: SQL) =>
    sql`json_object('to', ${address}, 'subject', ${filled(email.subject)}, 'text', ${filled(email.text)})`;
  const statements = [
    db.run(sql`insert into outbox (kind, payload)
      select ${emailKind}, ${payload(emails.customer, sql`${to}`)} from orders o where ${where}`),
  ];
  if (emails.admins) {
    statements.push(
      db.run(sql`insert into outbox (kind, payload)
        select ${emailKind}, ${payload(emails.admins, sql`a.email`)} from orders o join admins a where ${where} order by a.id`),
    );
  }
  return statements;
}

import {
  unknownVariables,
  type EmailPreview,
  type EmailPreviewInput,
} from "../../../../core/contracts/admin/email-templates.ts";
import { getProfile } from "../../../../core/profiles.ts";
import { useTranslations } from "../../../../i18n/index.ts";
import { localizePath } from "../../../../i18n/routing.ts";
import { composeAccountEmail } from "../../../lib/email-templates.ts";
import { siteUrl } from "../../../lib/http/app-url.ts";
import { renderOrderEmail } from "../../orders/order-emails.ts";

/** The customer and order a preview shows (never a real one: the preview reads no customer's data). */
const sample = {
  en: { name: "Sara Ahmed", line: "Cotton bath towel, white" },
  ar: { name: "سارة أحمد", line: "منشفة حمام قطنية، بيضاء" },
} as const;

/** Where the sample order goes and how it is paid, in each language. */
const sampleAddress = {
  en: {
    country: "SA",
    city: "Riyadh",
    address1: "King Fahd Road 12",
    address2: null,
    postcode: "12211",
    neighbourhood: "Al Olaya",
    delivery: "Riyadh Express",
    payment: "Cash on delivery",
  },
  ar: {
    country: "SA",
    city: "الرياض",
    address1: "طريق الملك فهد 12",
    address2: null,
    postcode: "12211",
    neighbourhood: "العليا",
    delivery: "توصيل سريع داخل الرياض",
    payment: "الدفع عند الاستلام",
  },
} as const;

/**
 * A template's texts in one language rendered by the function the mailer uses for its email
 * (renderOrderEmail for order statuses, composeAccountEmail for the account emails), with sample
 * values; the variables it does not fill are named.
 */
export function previewEmail(input: (typeof EmailPreviewInput)["infer"], env: Env): EmailPreview {
  const template = {
    subject: input.subject,
    header: input.header ?? null,
    body: input.body,
    footer: input.footer ?? null,
  };
  const unknown = unknownVariables(input.settingName, [input.subject, input.header, input.body, input.footer]);
  const { name, line } = sample[input.locale];
  if (input.settingName === "order_status") {
    const email = renderOrderEmail(
      template,
      {
        number: "100245",
        id: 245,
        customerName: name,
        status: input.orderStatus ?? "pending",
        locale: input.locale,
        purchaseOrderReference: "PO-7731",
        lines: [{ title: line, sku: "TWL-100", quantity: 24, lineTotal: 43_200 }],
        totals: {
          subTotal: 43_200,
          selectionsTotal: 0,
          discountTotal: 0,
          vatTotal: 8_640,
          shippingCost: 1_500,
          grandTotal: 53_340,
        },
        address: sampleAddress[input.locale],
        deliveryMethod: sampleAddress[input.locale].delivery,
        paymentMethod: sampleAddress[input.locale].payment,
        bank: null,
      },
      env,
    );
    return { ...email, unknownVariables: unknown };
  }
  const t = useTranslations(input.locale);
  const link = siteUrl(env, localizePath("/login", input.locale, getProfile(env.PROFILE)));
  return { ...composeAccountEmail(template, { shop_name: t("site.name"), name, link }), unknownVariables: unknown };
}

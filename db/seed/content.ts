// CMS pages and blog posts, site reviews and email templates (SPEC §3 Page, Review, Email
// template). Page texts live in content-pages.ts.
import {
  contentPageTranslations,
  contentPages,
  emailTemplateTranslations,
  emailTemplates,
  reviews,
  type OrderStatus,
} from "../schema/index.ts";
import { sanitizeRichText } from "../../core/rich-text.ts";
import { brands } from "./catalogue-tree.ts";
import { pages, type SiteFacts } from "./content-pages.ts";
import { regions } from "./geography.ts";
import { day, epoch, hour, rowsFor, type SeedContext, type TableRows } from "./plan.ts";
import { companyDetails } from "./settings.ts";
import type { Bilingual } from "./vocabulary.ts";

interface ReviewDefinition {
  name: string;
  email: string;
  rating: number;
  quality: number;
  delivery: number;
  service: number;
  comment: string;
  approved: boolean;
  /** Written by the demo approved customer. */
  byDemoCustomer?: boolean;
}

// Site reviews read like real ones: short, in the writer's own language, not translated.
const reviewsByRegion: Record<"SA" | "GB", readonly ReviewDefinition[]> = {
  SA: [
    {
      name: "عبدالله القحطاني",
      email: "customer@jumla.test",
      rating: 5,
      quality: 5,
      delivery: 5,
      service: 5,
      comment: "الطلب وصل الرياض خلال يومين والكراتين مرتبة حسب المقاسات. تعامل ممتاز.",
      approved: true,
      byDemoCustomer: true,
    },
    {
      name: "منيرة السالم",
      email: "munira@example.com",
      rating: 5,
      quality: 5,
      delivery: 4,
      service: 5,
      comment: "جودة العبايات ممتازة وأسعار الجملة منافسة جداً.",
      approved: true,
    },
    {
      name: "Ahmed Siddiqui",
      email: "ahmed.siddiqui@example.com",
      rating: 4,
      quality: 4,
      delivery: 4,
      service: 5,
      comment: "Good range of towels for our hotel; the salesperson was very helpful.",
      approved: true,
    },
    {
      name: "تركي العمري",
      email: "turki@example.com",
      rating: 4,
      quality: 5,
      delivery: 3,
      service: 4,
      comment: "المنتجات ممتازة لكن التوصيل لأبها تأخر يوماً عن الموعد.",
      approved: true,
    },
    {
      name: "أمل الحربي",
      email: "amal@example.com",
      rating: 5,
      quality: 5,
      delivery: 5,
      service: 5,
      comment: "أطقم الفناجين نفدت من محلي في أسبوع، سأطلب مرة أخرى.",
      approved: true,
    },
    {
      name: "Fatima Noor",
      email: "fatima.noor@example.com",
      rating: 3,
      quality: 4,
      delivery: 2,
      service: 3,
      comment: "Nice products, but one carton arrived damaged.",
      approved: true,
    },
    {
      name: "زائر",
      email: "visitor@example.com",
      rating: 1,
      quality: 1,
      delivery: 1,
      service: 1,
      comment: "أرخص الأسعار هنا اضغط الرابط",
      approved: false,
    },
    {
      name: "سامي",
      email: "sami@example.com",
      rating: 4,
      quality: 4,
      delivery: 4,
      service: 4,
      comment: "هل يوجد توصيل إلى حفر الباطن؟",
      approved: false,
    },
  ],
  GB: [
    {
      name: "James Whitfield",
      email: "customer@jumla.test",
      rating: 5,
      quality: 5,
      delivery: 5,
      service: 5,
      comment: "Next-day delivery to Manchester and everything was labelled by size. Excellent.",
      approved: true,
      byDemoCustomer: true,
    },
    {
      name: "Priya Desai",
      email: "priya.desai@example.com",
      rating: 5,
      quality: 5,
      delivery: 4,
      service: 5,
      comment: "Lovely abayas and kaftans, and the trade prices leave a proper margin.",
      approved: true,
    },
    {
      name: "Mark Ellison",
      email: "mark.ellison@example.com",
      rating: 4,
      quality: 4,
      delivery: 4,
      service: 5,
      comment: "Good range of hotel towels; our account manager sorted a mixed pallet quickly.",
      approved: true,
    },
    {
      name: "Aisha Karim",
      email: "aisha.karim@example.com",
      rating: 4,
      quality: 5,
      delivery: 3,
      service: 4,
      comment: "Great quality, though the Glasgow delivery was a day late.",
      approved: true,
    },
    {
      name: "Rachel Moore",
      email: "rachel.moore@example.com",
      rating: 5,
      quality: 5,
      delivery: 5,
      service: 5,
      comment: "The coffee cup sets sold out in our shop within a week.",
      approved: true,
    },
    {
      name: "Yusuf Ali",
      email: "yusuf.ali@example.com",
      rating: 3,
      quality: 4,
      delivery: 2,
      service: 3,
      comment: "Nice stock, but one carton arrived crushed.",
      approved: true,
    },
    {
      name: "Visitor",
      email: "visitor@example.com",
      rating: 1,
      quality: 1,
      delivery: 1,
      service: 1,
      comment: "cheap prices click my link",
      approved: false,
    },
    {
      name: "Sam",
      email: "sam@example.com",
      rating: 4,
      quality: 4,
      delivery: 4,
      service: 4,
      comment: "Do you deliver to Northern Ireland?",
      approved: false,
    },
  ],
};

interface TemplateDefinition {
  settingName: string;
  orderStatus: OrderStatus | null;
  sentToAdmins: boolean;
  subject: Bilingual;
  body: Bilingual;
}

// Placeholders in double braces are filled by the mailer: name, shop_name, link, order_number, status.
const statusTemplate = (status: OrderStatus, en: string, ar: string): TemplateDefinition => ({
  settingName: "order_status",
  orderStatus: status,
  sentToAdmins: status === "pending",
  subject: { en: `Order {{order_number}}: ${en}`, ar: `الطلب {{order_number}}: ${ar}` },
  body: {
    en: `Hello {{name}},\n\nYour order {{order_number}} is now: ${en}.\nYou can follow it from your orders page: {{link}}`,
    ar: `مرحباً {{name}}،\n\nحالة طلبك رقم {{order_number}} الآن: ${ar}.\nيمكنك متابعته من صفحة طلباتك: {{link}}`,
  },
});

const templates: readonly TemplateDefinition[] = [
  {
    settingName: "registration",
    orderStatus: null,
    sentToAdmins: true,
    subject: { en: "Welcome to {{shop_name}}", ar: "مرحباً بك في {{shop_name}}" },
    body: {
      en: "Hello {{name}},\n\nThank you for registering your business. Verify your email, then upload the signed approval form so we can open your trade account.",
      ar: "مرحباً {{name}}،\n\nشكراً لتسجيل منشأتك. أكّد بريدك الإلكتروني ثم ارفع نموذج الاعتماد الموقّع لنفتح لك حساب التاجر.",
    },
  },
  {
    settingName: "email_verification",
    orderStatus: null,
    sentToAdmins: false,
    subject: { en: "Confirm your email address", ar: "أكّد بريدك الإلكتروني" },
    body: {
      en: "Hello {{name}},\n\nConfirm your email address with this link: {{link}}",
      ar: "مرحباً {{name}}،\n\nأكّد بريدك الإلكتروني عبر هذا الرابط: {{link}}",
    },
  },
  {
    settingName: "password_reset",
    orderStatus: null,
    sentToAdmins: false,
    subject: { en: "Reset your password", ar: "إعادة تعيين كلمة المرور" },
    body: {
      en: "Hello {{name}},\n\nSet a new password with this link: {{link}}\nIf you did not ask for this, ignore this email.",
      ar: "مرحباً {{name}}،\n\nعيّن كلمة مرور جديدة عبر هذا الرابط: {{link}}\nإذا لم تطلب ذلك فتجاهل هذه الرسالة.",
    },
  },
  {
    settingName: "account_approved",
    orderStatus: null,
    sentToAdmins: false,
    subject: { en: "Your trade account is approved", ar: "تم اعتماد حساب التاجر الخاص بك" },
    body: {
      en: "Hello {{name}},\n\nYour account is approved: sign in to see trade prices and place orders. {{link}}",
      ar: "مرحباً {{name}}،\n\nتم اعتماد حسابك: سجّل الدخول لتظهر لك أسعار الجملة وتبدأ الطلب. {{link}}",
    },
  },
  statusTemplate("pending", "received", "تم الاستلام"),
  statusTemplate("processing", "being prepared", "قيد التجهيز"),
  statusTemplate("shipped", "shipped", "تم الشحن"),
  statusTemplate("delivered", "delivered", "تم التسليم"),
  statusTemplate("cancelled", "cancelled", "أُلغي"),
];

export function buildContent({ profile, media }: SeedContext, productCount: number): TableRows[] {
  const region = regions[profile.region];
  const company = companyDetails[profile.region];
  const facts: SiteFacts = {
    shopName: { en: "Jumla", ar: "جملة" },
    country: region.country,
    email: company.email,
    phone: company.phone,
    address: {
      ar: `${company.text.ar.address} ${company.postCode}`,
      en: `${company.text.en.address} ${company.postCode}`,
    },
    productCount,
    brandCount: brands.length,
    refundDays: 14,
  };

  const pageRows: (typeof contentPages.$inferInsert)[] = [];
  const translationRows: (typeof contentPageTranslations.$inferInsert)[] = [];
  pages.forEach((definition, i) => {
    const id = i + 1;
    const text = definition.text(facts);
    const hasCover = definition.layout === "blog" || definition.layout === "landing";
    const createdAt = epoch - (definition.publishedDaysAgo ?? 160) * day;
    pageRows.push({
      id,
      layout: definition.layout,
      priority: definition.priority,
      active: true,
      parentId: null,
      imageId: hasCover
        ? media.image(
            "pages",
            {
              width: 1200,
              height: 630,
              hue: definition.hue,
              pattern: "dots",
              shapes: [
                { kind: "circle", x: 1.35, y: 0.5, size: 0.3, hue: definition.hue + 20 },
                { kind: "diamond", x: 0.55, y: 0.45, size: 0.16, hue: definition.hue + 200, lightness: 0.55 },
              ],
            },
            text[profile.language].title,
          )
        : null,
      publishedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
    for (const locale of ["ar", "en"] as const)
      // Stored as every rich-text write stores it (docs/decisions/0035).
      translationRows.push({
        pageId: id,
        locale,
        url: definition.url,
        ...text[locale],
        body: sanitizeRichText(text[locale].body),
      });
  });

  const reviewRows: (typeof reviews.$inferInsert)[] = reviewsByRegion[profile.region].map((review, i) => ({
    id: i + 1,
    customerId: review.byDemoCustomer ? 1 : null,
    reviewerName: review.name,
    reviewerEmail: review.email,
    overallRating: review.rating,
    otherRatings: { quality: review.quality, delivery: review.delivery, service: review.service },
    comment: review.comment,
    approved: review.approved,
    createdAt: epoch - (40 - i * 4) * day - i * hour,
  }));

  const headerImageId = media.image(
    "email",
    {
      width: 1200,
      height: 300,
      hue: 174,
      pattern: "stripes",
      shapes: [{ kind: "hexagon", x: 0.5, y: 0.5, size: 0.3, hue: 174, lightness: 0.3 }],
    },
    profile.name,
  );
  const templateRows: (typeof emailTemplates.$inferInsert)[] = [];
  const templateTranslationRows: (typeof emailTemplateTranslations.$inferInsert)[] = [];
  templates.forEach((template, i) => {
    const id = i + 1;
    templateRows.push({
      id,
      settingName: template.settingName,
      orderStatus: template.orderStatus,
      headerImageId,
      sentToAdmins: template.sentToAdmins,
      createdAt: epoch - 200 * day,
      updatedAt: epoch - 200 * day,
    });
    for (const locale of ["ar", "en"] as const) {
      templateTranslationRows.push({
        emailTemplateId: id,
        locale,
        subject: template.subject[locale],
        headerContent: locale === "ar" ? "{{shop_name}} | تجارة الجملة" : "{{shop_name}} | Wholesale",
        bodyContent: template.body[locale],
        footerContent: `${company.email} · ${company.phone}`,
      });
    }
  });

  return [
    rowsFor(contentPages, pageRows),
    rowsFor(contentPageTranslations, translationRows),
    rowsFor(reviews, reviewRows),
    rowsFor(emailTemplates, templateRows),
    rowsFor(emailTemplateTranslations, templateTranslationRows),
  ];
}

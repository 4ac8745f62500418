// The shop's settings in the back office (issue #12 item 4, decision 0068): GET and PUT
// /api/admin/settings/{site|company-info|personal}. SPEC §3 site settings and company profile,
// §5 site settings ("max per product required, numeric, at least 1; logo must be an image;
// catalogue and approval form must be PDF") and Profile ("old password required when changing the
// password; a wrong old password is rejected"), §2 `additional_front_routes`.
import { type } from "arktype";
import { isSlug } from "../../slug.ts";
import {
  checkbox,
  count,
  email,
  lineQuantity,
  nullableId,
  optionalEmail,
  optionalNewPassword,
  optionalPhone,
  optionalText,
  requiredText,
  stock,
} from "../../validation/rules.ts";
import { adminListQuery, translations, type AdminImage, type Translations } from "../admin-resources.ts";

/** A phone that may be left out (null or blank), else a phone of `minDigits` or more (decision 0016). */
const nullablePhone = (options: Parameters<typeof optionalPhone>[0]) => type("null").or(optionalPhone(options));

// --- Company information (SPEC §3 company profile) ---

/** The company's texts per locale: the name required, the rest optional (SPEC §9 English fallback). */
const CompanyTexts = type({
  name: requiredText({ max: 150 }),
  "projectName?": optionalText({ max: 100 }),
  "address?": optionalText({ max: 300 }),
  "bankName?": optionalText({ max: 150 }),
  "bankAccountName?": optionalText({ max: 150 }),
}).onUndeclaredKey("delete");

/**
 * The company profile as an admin writes it. The currency is the deployment's (SPEC §3 profile
 * config: the sign shown, the stored prices), so it is shown, never written here.
 */
export const CompanyInfoInput = type({
  "mobile?": nullablePhone({ message: "register.mobile.invalid" }),
  "phone?": nullablePhone({ message: "register.landLine.invalid", minDigits: 6 }),
  "email?": optionalEmail(),
  "postCode?": optionalText({ max: 20 }),
  "vatNumber?": optionalText({ max: 30 }),
  "commercialRecordNumber?": optionalText({ max: 30 }),
  "bankNumber?": optionalText({ max: 40 }),
  "bankSortCode?": optionalText({ max: 20 }),
  "iban?": optionalText({ max: 40 }),
  translations: translations(CompanyTexts),
}).onUndeclaredKey("delete");
export type CompanyInfoInput = typeof CompanyInfoInput.infer;

type CompanyText = { [K in keyof (typeof CompanyTexts)["infer"]]-?: (typeof CompanyTexts)["infer"][K] | null };

/** The company profile as the screen reads it. */
export interface CompanyInfo {
  mobile: string | null;
  phone: string | null;
  email: string | null;
  postCode: string | null;
  currency: string;
  vatNumber: string | null;
  commercialRecordNumber: string | null;
  bankNumber: string | null;
  bankSortCode: string | null;
  iban: string | null;
  translations: Translations<CompanyText & { name: string }>;
}

// --- Profile information (the signed-in admin) ---

/**
 * The signed-in admin's own name, email and, when `password` is given, a new password: then the
 * old one is required (SPEC §5 Profile) and the confirmation must match.
 */
export const PersonalInput = type({
  name: requiredText({ max: 100 }),
  email: email(),
  "oldPassword?": "string <= 1024",
  "password?": optionalNewPassword(),
  "passwordConfirmation?": "string",
})
  .onUndeclaredKey("delete")
  .narrow(
    (value, ctx) =>
      !value.password ||
      (value.oldPassword ?? "") !== "" ||
      ctx.reject({ message: "profile.oldPassword.required", path: ["oldPassword"] }),
  )
  .narrow(
    (value, ctx) =>
      !value.password ||
      value.password === value.passwordConfirmation ||
      ctx.reject({ message: "validation.password.mismatch", path: ["passwordConfirmation"] }),
  );
export type PersonalInput = typeof PersonalInput.infer;

/** The signed-in admin as the profile screen reads them. */
export interface PersonalInfo {
  id: number;
  name: string;
  email: string;
  is_super_admin: boolean;
}

// --- Site settings ---

/** The most extra pages the storefront serves at /{path} (SPEC §2 additional_front_routes). */
export const maxFrontRoutes = 50;

/**
 * A path the storefront serves a content page at (SPEC §2 "served at /{path}"): the page's url,
 * one or more slug segments joined by "/", a leading "/" ignored ("/shipping-policy" is
 * "shipping-policy").
 */
export const frontRoute = () =>
  type("string")
    .configure({ message: "admin.settings.frontRoute.invalid" })
    .pipe((value) => value.trim().replace(/^\/+/, ""))
    .narrow(
      (value, ctx) =>
        (value.length <= 200 && value.split("/").every((segment) => isSlug(segment))) ||
        ctx.reject({ message: "admin.settings.frontRoute.invalid" }),
    );

/**
 * A product with this many units or fewer is low on stock (issue #21 item 6): the dashboard lists
 * it. A site setting, 5 until an admin changes it.
 */
export const defaultLowStockThreshold = 5;

/**
 * The site settings an admin writes as JSON. The catalogue and application form PDFs are uploaded
 * on their own routes (`PUT /api/admin/settings/site/{catalogue-pdf|application-form-pdf}`); the
 * theme is the theme wizard's (`/api/admin/settings/theme`).
 */
export const SiteSettingsInput = type({
  // Decision 0074: a line's bound, so every order's totals stay exact
  maxQuantityPerProduct: lineQuantity(),
  refundDays: count(),
  "refundsEnabled?": checkbox(),
  // Units in stock, so a stock's bounds: 0 (only the sold-out) to the most a product may hold
  lowStockThreshold: stock({ min: 0 }),
  // SPEC §5 "logo must be an image": one of the gallery's pictures, or none.
  "logoImageId?": nullableId("validation.image.required"),
  "additional_front_routes?": frontRoute()
    .array()
    .atMostLength(maxFrontRoutes)
    .configure({ message: "admin.settings.frontRoute.invalid" }),
})
  .onUndeclaredKey("delete")
  .narrow((value, ctx) => {
    const routes = value.additional_front_routes ?? [];
    const repeated = routes.findIndex((route, index) => routes.indexOf(route) !== index);
    return (
      repeated === -1 ||
      ctx.reject({ message: "validation.duplicate", path: ["additional_front_routes", String(repeated)] })
    );
  });
export type SiteSettingsInput = typeof SiteSettingsInput.infer;

/** The two documents of SPEC §3 site settings, by the path of their upload route. */
export const siteDocuments = {
  "catalogue-pdf": "cataloguePdfKey",
  "application-form-pdf": "applicationFormPdfKey",
} as const;
export type SiteDocument = keyof typeof siteDocuments;

/** SPEC §5 site settings PDFs: a catalogue of many pages fits; anything bigger is refused (decision 0068). */
export const siteDocumentMaxBytes = 20 * 1024 * 1024;

/** The site settings as the screen reads them. */
export interface SiteSettingsView {
  maxQuantityPerProduct: number;
  refundDays: number;
  refundsEnabled: boolean;
  lowStockThreshold: number;
  logo: AdminImage | null;
  cataloguePdf: string | null;
  creditApplicationFormPdf: string | null;
  additional_front_routes: string[];
}

// --- Transactions (payments received) ---

export const transactionSorts = ["paidAt", "grandTotal", "orderNumber"] as const;

/** A payment received: an order once it was paid, with what was paid and how. */
export interface TransactionRow {
  orderId: number;
  orderNumber: string;
  customerName: string;
  paymentMethodName: string;
  paymentReference: string | null;
  grandTotal: number;
  currency: string;
  paidAt: number;
}

/** The transactions list's query: search by order number, customer or payment reference. */
export const TransactionListQuery = adminListQuery(transactionSorts);

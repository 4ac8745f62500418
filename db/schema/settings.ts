// Settings: site settings and company profile, one row each per deployment database (each profile
// has its own database, ARCHITECTURE §1). The profile config of SPEC §3 (key, language, currency
// symbol, captcha key…) is deployment configuration, not data, so it has no table.
import { sql } from "drizzle-orm";
import { check, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { currencyCode, nonNegative, updatedAt, validJson } from "./columns.ts";
import { galleryImages } from "./catalogue.ts";

export type ColourSet = Record<string, string>;

// SPEC §3 site settings theme; SPEC §9 defaults perPage 20, admin_limit 30, columns by breakpoint
export interface SiteTheme {
  light: ColourSet;
  dark: ColourSet;
  site: ColourSet;
  columns: Record<string, number>;
  perPage: number;
  admin_limit: number;
}

export const siteSettings = sqliteTable(
  "site_settings",
  {
    // A single row: id is always 1
    id: integer("id").primaryKey().default(1),
    theme: text("theme", { mode: "json" }).$type<SiteTheme>(),
    // SPEC §5: max per product required, numeric, at least 1
    maxQuantityPerProduct: integer("max_quantity_per_product").notNull().default(100),
    // R2 keys of PDFs (SPEC §5: catalogue and approval form must be PDF)
    cataloguePdfKey: text("catalogue_pdf_key"),
    applicationFormPdfKey: text("application_form_pdf_key"),
    logoImageId: integer("logo_image_id").references(() => galleryImages.id, { onDelete: "set null" }),
    refundDays: integer("refund_days").notNull().default(14),
    refundsEnabled: integer("refunds_enabled", { mode: "boolean" }).notNull().default(false),
    // SPEC §2: extra content pages served at /{path}; each entry is a content page url
    additionalFrontRoutes: text("additional_front_routes", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("site_settings_single_row", sql`id = 1`),
    check("site_settings_max_quantity_positive", sql`max_quantity_per_product >= 1`),
    ...nonNegative(t.refundDays),
    validJson(t.theme),
    validJson(t.additionalFrontRoutes),
  ],
);

// SPEC §3 company profile; shown on invoices (bank details) and in the storefront footer
export const companyProfile = sqliteTable(
  "company_profile",
  {
    id: integer("id").primaryKey().default(1),
    name: text("name").notNull(),
    projectName: text("project_name"),
    mobile: text("mobile"),
    phone: text("phone"),
    email: text("email"),
    address: text("address"),
    postCode: text("post_code"),
    // ISO 4217 code (SAR, GBP); the profile config supplies the sign shown to users
    currency: text("currency").notNull(),
    vatNumber: text("vat_number"),
    commercialRecordNumber: text("commercial_record_number"),
    bankName: text("bank_name"),
    bankAccountName: text("bank_account_name"),
    bankNumber: text("bank_number"),
    bankSortCode: text("bank_sort_code"),
    iban: text("iban"),
    updatedAt: updatedAt(),
  },
  (t) => [check("company_profile_single_row", sql`id = 1`), currencyCode(t.currency)],
);

export type SiteSettings = typeof siteSettings.$inferSelect;
export type CompanyProfile = typeof companyProfile.$inferSelect;

// Settings: site settings and company profile, one row each per deployment database (each profile
// has its own database, ARCHITECTURE §1). The profile config of SPEC §3 (key, language, currency
// symbol, captcha key…) is deployment configuration, not data, so it has no table.
import { sql } from "drizzle-orm";
import { check, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { defaultLowStockThreshold } from "../../core/contracts/admin/settings.ts";
import { locales } from "../../core/profiles.ts";
import { currencyCode, locale, nonNegative, oneOf, updatedAt, validJson } from "./columns.ts";
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
    // Issue #21 item 6: the dashboard lists products with this many units or fewer as low on stock.
    // Bounded by the API (0 up to a stock's maximum), not by a CHECK: SQLite cannot add one to an
    // existing table, and drizzle-kit's table rebuild copies the new column from the old table.
    lowStockThreshold: integer("low_stock_threshold").notNull().default(defaultLowStockThreshold),
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

// SPEC §3 company profile; shown on invoices (bank details) and in the storefront footer. Its texts
// meant for people (name, address, bank names) are per locale, in company_profile_translations.
export const companyProfile = sqliteTable(
  "company_profile",
  {
    id: integer("id").primaryKey().default(1),
    mobile: text("mobile"),
    phone: text("phone"),
    email: text("email"),
    postCode: text("post_code"),
    // ISO 4217 code (SAR, GBP); the profile config supplies the sign shown to users
    currency: text("currency").notNull(),
    vatNumber: text("vat_number"),
    commercialRecordNumber: text("commercial_record_number"),
    bankNumber: text("bank_number"),
    bankSortCode: text("bank_sort_code"),
    iban: text("iban"),
    updatedAt: updatedAt(),
  },
  (t) => [check("company_profile_single_row", sql`id = 1`), currencyCode(t.currency)],
);

// SPEC §3 company profile texts meant for people, per locale (SPEC §9: English fallback), so an
// English page never shows the Arabic name or address (issue #9 C.12). Numbers and codes, the
// same in every language (phone, email, VAT number, IBAN…), stay on company_profile.
export const companyProfileTranslations = sqliteTable(
  "company_profile_translations",
  {
    companyProfileId: integer("company_profile_id")
      .notNull()
      .references(() => companyProfile.id, { onDelete: "cascade" }),
    locale: locale(),
    name: text("name").notNull(),
    projectName: text("project_name"),
    address: text("address"),
    bankName: text("bank_name"),
    bankAccountName: text("bank_account_name"),
  },
  (t) => [primaryKey({ columns: [t.companyProfileId, t.locale] }), oneOf(t.locale, locales)],
);

export type SiteSettings = typeof siteSettings.$inferSelect;
export type CompanyProfile = typeof companyProfile.$inferSelect;
export type CompanyProfileTranslation = typeof companyProfileTranslations.$inferSelect;

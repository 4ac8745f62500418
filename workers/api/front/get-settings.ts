import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { galleryImages, siteSettings } from "../../../db/schema/index.ts";
import { mediaUrl } from "../../../core/storage.ts";
import { toTheme } from "../../../core/theme.ts";

/**
 * SPEC §7 GET /api/front/settings: `theme` is a JSON string (light, dark, site, columns,
 * perPage, admin_limit), always complete because an invalid stored theme falls back to the defaults.
 */
export async function getSettings(db: Db) {
  const row = await db
    .select({
      theme: siteSettings.theme,
      maxQuantityPerProduct: siteSettings.maxQuantityPerProduct,
      refundDays: siteSettings.refundDays,
      refundsEnabled: siteSettings.refundsEnabled,
      cataloguePdfKey: siteSettings.cataloguePdfKey,
      applicationFormPdfKey: siteSettings.applicationFormPdfKey,
      logoKey: galleryImages.storageKey,
    })
    .from(siteSettings)
    .leftJoin(galleryImages, eq(galleryImages.id, siteSettings.logoImageId))
    .get();
  return {
    theme: JSON.stringify(toTheme(row?.theme)),
    max_quantity_per_product: row?.maxQuantityPerProduct ?? 1,
    refund_days: row?.refundDays ?? 0,
    refunds_enabled: row?.refundsEnabled ?? false,
    logo: row?.logoKey ? mediaUrl(row.logoKey) : null,
    catalogue_pdf: row?.cataloguePdfKey ? mediaUrl(row.cataloguePdfKey) : null,
    credit_application_form_pdf: row?.applicationFormPdfKey ? mediaUrl(row.applicationFormPdfKey) : null,
  };
}

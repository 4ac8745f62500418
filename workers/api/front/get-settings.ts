import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { galleryImages, siteSettings } from "../../../db/schema/index.ts";
import { mediaUrl } from "../../../core/storage.ts";
import { toTheme } from "../../../core/theme.ts";

/**
 * SPEC §7 GET /api/front/settings: `theme` is a JSON string (light, dark, site, columns,
 * perPage, admin_limit: SPEC's own names), always complete because an invalid stored theme falls
 * back to the defaults; the SPEC §3 settings beside it in camelCase (decision 0024).
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
    maxQuantityPerProduct: row?.maxQuantityPerProduct ?? 1,
    refundDays: row?.refundDays ?? 0,
    refundsEnabled: row?.refundsEnabled ?? false,
    logo: row?.logoKey ? mediaUrl(row.logoKey) : null,
    cataloguePdf: row?.cataloguePdfKey ? mediaUrl(row.cataloguePdfKey) : null,
    creditApplicationFormPdf: row?.applicationFormPdfKey ? mediaUrl(row.applicationFormPdfKey) : null,
  };
}

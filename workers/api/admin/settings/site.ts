import { eq } from "drizzle-orm";
import {
  defaultLowStockThreshold,
  siteDocumentMaxBytes,
  siteDocuments,
  type SiteDocument,
  type SiteSettingsInput,
  type SiteSettingsView,
} from "../../../../core/contracts/admin/settings.ts";
import { mediaUrl, putObject } from "../../../../core/storage.ts";
import type { Db } from "../../../../db/client.ts";
import { galleryImages, siteSettings } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { checkUploadedDocument } from "../../account/approval-file.ts";
import { adminImage, refusingUnknown, type Translate } from "../resource-kit.ts";

/** The site settings (SPEC §3) as the screen reads them; the schema's defaults before the row exists. */
export async function getSiteSettings(db: Db): Promise<SiteSettingsView> {
  const [row] = await db
    .select({ settings: siteSettings, logoKey: galleryImages.storageKey })
    .from(siteSettings)
    .leftJoin(galleryImages, eq(galleryImages.id, siteSettings.logoImageId))
    .where(eq(siteSettings.id, 1));
  const settings = row?.settings;
  return {
    maxQuantityPerProduct: settings?.maxQuantityPerProduct ?? 100,
    refundDays: settings?.refundDays ?? 14,
    refundsEnabled: settings?.refundsEnabled ?? false,
    lowStockThreshold: settings?.lowStockThreshold ?? defaultLowStockThreshold,
    logo: adminImage(settings?.logoImageId ?? null, row?.logoKey ?? null),
    cataloguePdf: settings?.cataloguePdfKey ? mediaUrl(settings.cataloguePdfKey) : null,
    creditApplicationFormPdf: settings?.applicationFormPdfKey ? mediaUrl(settings.applicationFormPdfKey) : null,
    additional_front_routes: settings?.additionalFrontRoutes ?? [],
  };
}

/**
 * Replaces the site settings an admin writes as JSON (the theme and the PDFs have their own
 * routes). A logo that is not in the gallery is refused at its field, not by a failed foreign key.
 */
export async function putSiteSettings(db: Db, input: SiteSettingsInput, t: Translate) {
  const values = {
    maxQuantityPerProduct: input.maxQuantityPerProduct,
    refundDays: input.refundDays,
    refundsEnabled: input.refundsEnabled ?? false,
    lowStockThreshold: input.lowStockThreshold,
    logoImageId: input.logoImageId ?? null,
    additionalFrontRoutes: input.additional_front_routes ?? [],
    updatedAt: Date.now(),
  };
  await refusingUnknown(
    db,
    () =>
      db
        .insert(siteSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: siteSettings.id, set: values }),
    { logoImageId: { table: galleryImages, id: values.logoImageId, message: "validation.image.required" } },
    t,
  );
}

/**
 * Stores the catalogue or the application form PDF (SPEC §5: must be PDF), checked by its bytes
 * as the approval form is (complete, no markup, no active content), under a public `documents/`
 * key the storefront links to.
 */
export async function putSiteDocument(
  db: Db,
  bucket: R2Bucket,
  document: SiteDocument,
  bytes: Uint8Array,
  t: Translate,
) {
  const check = await checkUploadedDocument(bytes, ["application/pdf"], siteDocumentMaxBytes);
  if (!check.ok) {
    throw new AppError("invalid_input", {
      file: t(check.problem === "too_large" ? "admin.settings.pdf.tooLarge" : "approval.file.invalid"),
    });
  }
  const key = await putObject(bucket, "documents", bytes, check.type);
  const column = siteDocuments[document];
  await db
    .insert(siteSettings)
    .values({ id: 1, [column]: key })
    .onConflictDoUpdate({ target: siteSettings.id, set: { [column]: key, updatedAt: Date.now() } });
}

import {
  CompanyInfoInput,
  PersonalInput,
  SiteSettingsInput,
  siteDocumentMaxBytes,
  type SiteDocument,
} from "../../../../core/contracts/admin/settings.ts";
import { workerPasswordHasher } from "../../../../core/password-workerd.ts";
import { getProfile } from "../../../../core/profiles.ts";
import { pdfFile } from "../../../../core/validation/rules.ts";
import { type } from "arktype";
import type { Db } from "../../../../db/client.ts";
import { largeBody } from "../../../lib/http/read-body.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { access } from "../../auth/access.ts";
import { approvalFormMultipartOverhead } from "../../account/approval-file.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { translator, type Translate } from "../resource-kit.ts";
import { getCompanyInfo, putCompanyInfo } from "./company-info.ts";
import { getPersonalInfo, putPersonalInfo } from "./personal.ts";
import { getSiteSettings, putSiteDocument, putSiteSettings } from "./site.ts";

/** A PDF of the site settings, posted as a form's `file` (its bytes are judged on the server). */
const SiteDocumentUpload = type({ file: pdfFile() }).onUndeclaredKey("delete");

/** Stores an uploaded site document and answers the site settings as they now are. */
async function saveDocument(db: Db, bucket: R2Bucket, t: Translate, file: File, document: SiteDocument) {
  await putSiteDocument(db, bucket, document, new Uint8Array(await file.arrayBuffer()), t);
  return getSiteSettings(db);
}

/** Room for the multipart envelope around a PDF at the size limit (refused while streaming above it). */
const documentBody = () => largeBody(siteDocumentMaxBytes + approvalFormMultipartOverhead);

/**
 * /api/admin/settings/{site|company-info|personal} (issue #12 item 7, decision 0068): GET reads a
 * settings form, PUT replaces it and answers what it now holds. The router is `catalogueRoutes()`
 * (decision 0025), so a write the storefront shows (the site settings, the company profile in the
 * footer, contact page and `/api/front/site-profile`) orphans the cached pages in the same request.
 * The theme is `/api/admin/settings/theme`, mounted on its own.
 */
export const settings = catalogueRoutes()
  .get("/company-info", access("admin"), async (c) => ok(c, await getCompanyInfo(c.var.db)))
  .put("/company-info", access("admin"), validate(CompanyInfoInput), async (c) => {
    const db = c.var.db;
    await putCompanyInfo(db, c.req.valid("json"), getProfile(c.env.PROFILE).currency);
    return ok(c, await getCompanyInfo(db), { message: translator(c)("admin.form.saved") });
  })
  .get("/personal", access("admin"), async (c) => ok(c, await getPersonalInfo(c.var.db, c.var.admin.id)))
  .put("/personal", access("admin"), validate(PersonalInput), async (c) => {
    const db = c.var.db;
    const t = translator(c);
    const admin = { id: c.var.admin.id, sessionId: c.var.session.id };
    await putPersonalInfo(db, workerPasswordHasher, admin, c.req.valid("json"), t);
    return ok(c, await getPersonalInfo(db, admin.id), { message: t("admin.form.saved") });
  })
  .get("/site", access("admin"), async (c) => ok(c, await getSiteSettings(c.var.db)))
  .put("/site", access("admin"), validate(SiteSettingsInput), async (c) => {
    const db = c.var.db;
    const t = translator(c);
    await putSiteSettings(db, c.req.valid("json"), t);
    return ok(c, await getSiteSettings(db), { message: t("admin.form.saved") });
  })
  .put("/site/catalogue-pdf", access("admin"), documentBody(), validate(SiteDocumentUpload), async (c) => {
    const t = translator(c);
    const view = await saveDocument(c.var.db, c.env.BUCKET, t, c.req.valid("json").file, "catalogue-pdf");
    return ok(c, view, { message: t("admin.form.saved") });
  })
  .put("/site/application-form-pdf", access("admin"), documentBody(), validate(SiteDocumentUpload), async (c) => {
    const t = translator(c);
    const view = await saveDocument(c.var.db, c.env.BUCKET, t, c.req.valid("json").file, "application-form-pdf");
    return ok(c, view, { message: t("admin.form.saved") });
  });

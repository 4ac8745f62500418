import { Hono } from "hono";
import {
  EmailPreviewInput,
  EmailTemplateInput,
  EmailTemplateListQuery,
  EmailTemplatePatch,
} from "../../../../core/contracts/admin/email-templates.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { access } from "../../auth/access.ts";
import type { ApiEnv } from "../../env.ts";
import { resourceRoutes } from "../resource-routes.ts";
import { getEmailTemplate, listEmailTemplates } from "./list-email-templates.ts";
import { previewEmail } from "./preview-email.ts";
import { createEmailTemplate, deleteEmailTemplate, updateEmailTemplate } from "./write-email-template.ts";

/**
 * /api/admin/email-templates (SPEC §3 Email template; the admin settings/email-settings screens,
 * decisions 0048 and 0070): admins add, change and remove the emails the shop sends.
 */
export const emailTemplates = resourceRoutes({
  contracts: { listQuery: EmailTemplateListQuery, input: EmailTemplateInput, patch: EmailTemplatePatch },
  list: (r, query) => listEmailTemplates(r.db, query, r.locale),
  read: (r, id) => getEmailTemplate(r.db, id),
  create: (r, input) => createEmailTemplate(r.db, input, r.t),
  update: (r, id, { input }) => updateEmailTemplate(r.db, id, input, r.t),
  remove: (r, id) => deleteEmailTemplate(r.db, id),
});

/**
 * POST /api/admin/email-preview: a template's texts as its email, for the edit screen's live
 * preview. It writes nothing, so it is not a catalogue route (a preview must not empty the page cache).
 */
export const emailPreview = new Hono<ApiEnv>().post("/", access("admin"), validate(EmailPreviewInput), (c) =>
  ok(c, previewEmail(c.req.valid("json"), c.env)),
);

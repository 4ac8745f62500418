import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ApiEnv } from "../app.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { localizePath } from "../../../i18n/routing.ts";
import { getDb } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";
import { getProfile } from "../../../core/profiles.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { requireShopper } from "../auth/guards.ts";
import { approvalFormMaxBytes } from "./approval-file.ts";
import { brake } from "./auth-routes.ts";
import { accountLimits } from "./limits.ts";
import { ApprovalFormFields } from "./schemas.ts";
import { approvalFormDownload, submitApprovalForm } from "./submit-approval-form.ts";
import { customers } from "../../../db/schema/people.ts";
import { eq } from "drizzle-orm";
import { type } from "arktype";

/** Room for the multipart envelope and the company number around a file at the limit. */
const multipartOverhead = 64 * 1024;

/**
 * The customer's own onboarding calls under /api/account (issue #4 item 4): the approval form
 * upload and its download. The customer is the session's: no id in the path, so no customer can
 * name another's form (IDOR).
 */
export const account = new Hono<ApiEnv>()
  .use(async (c, next) => {
    await next();
    c.header("cache-control", "private, no-store");
  })
  .post(
    "/approval-form",
    requireShopper("customer"),
    // Refused while streaming, before a byte of an oversized body is buffered.
    bodyLimit({
      maxSize: approvalFormMaxBytes + multipartOverhead,
      onError: () => {
        throw new AppError("file_too_large");
      },
    }),
    async (c) => {
      const t = useTranslations(requestLocale(c.req.raw, c.env));
      const contentType = c.req.header("content-type") ?? "";
      const body = contentType.startsWith("multipart/form-data") ? await c.req.parseBody() : {};
      const fields = ApprovalFormFields({ company_number: body.company_number });
      const file = body.file;
      const errors: Record<string, string> = {};
      // The type has one field with one message (SPEC §5: company number digits only).
      if (fields instanceof type.errors) errors.company_number = t("approval.companyNumber.invalid");
      if (!(file instanceof File) || file.size === 0) errors.file = t("approval.file.required");
      if (fields instanceof type.errors || !(file instanceof File) || file.size === 0)
        throw new AppError("invalid_input", errors);
      await brake(c, [[accountLimits.uploadPerAccount, String(c.var.shopper.id)]]);
      const profile = getProfile(c.env.PROFILE);
      const customerId = c.var.shopper.id;
      const outcome = await submitApprovalForm(
        getDb(c.env),
        c.env.BUCKET,
        customerId,
        { companyNumber: fields.company_number, bytes: new Uint8Array(await file.arrayBuffer()) },
        {
          // Admins read it in the shop's default language, like contact messages.
          adminEmail: ({ firstName, companyName }) => {
            const tAdmin = useTranslations(profile.language);
            const params = { name: firstName, company: companyName, number: fields.company_number };
            const link = new URL(`/admin-panel/secure/users/${customerId}`, c.req.url).href;
            return {
              subject: tAdmin("mail.approvalSubmitted.subject", params),
              text: tAdmin("mail.approvalSubmitted.body", { ...params, link }),
            };
          },
        },
      );
      if (outcome === "company_number_mismatch")
        throw new AppError("invalid_input", { company_number: t("approval.companyNumber.mismatch") });
      const locale = requestLocale(c.req.raw, c.env);
      return c.json(
        {
          message: t("approval.success"),
          data: { status: "pending", redirect: localizePath("/approval-form", locale, getProfile(c.env.PROFILE)) },
        },
        201,
      );
    },
  )
  .get("/approval-form", requireShopper("customer"), async (c) => {
    const [row] = await getDb(c.env)
      .select({ key: customers.approvalFormKey })
      .from(customers)
      .where(eq(customers.id, c.var.shopper.id));
    return approvalFormDownload(c.env.BUCKET, row?.key ?? null, c.var.shopper.id);
  });

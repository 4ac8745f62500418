import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { customers } from "../../../db/schema/people.ts";
import { AppError } from "../../lib/errors.ts";
import { queueEmailToAdmins, type Email } from "../../lib/mail.ts";
import { putApprovalForm } from "../../../core/storage.ts";
import { getProfile } from "../../../core/profiles.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { siteUrl, type SiteEnv } from "../../lib/http/app-url.ts";
import { checkApprovalFile } from "./approval-file.ts";

export type ApprovalFormProblem = "company_number_mismatch";

/**
 * The admins' email that customer `customerId`'s form waits for them, in the shop's default
 * language like contact messages, with the link to the customer in the back office.
 */
export function approvalSubmittedEmail(env: { PROFILE: string } & SiteEnv, customerId: number, companyNumber: string) {
  return ({ firstName, companyName }: { firstName: string; companyName: string }): Omit<Email, "to"> => {
    const t = useTranslations(getProfile(env.PROFILE).language);
    const params = { name: firstName, company: companyName, number: companyNumber };
    const link = siteUrl(env, `/admin-panel/secure/users/${customerId}`);
    return {
      subject: t("mail.approvalSubmitted.subject", params),
      text: t("mail.approvalSubmitted.body", { ...params, link }),
    };
  };
}

/**
 * SPEC §4: a verified customer uploads the signed credit and account application form, and the
 * account waits for approval. The key is made by the server (`private/approval-forms/<customer>/
 * <sha256>.<ext>`); a new upload replaces the previous one (a rejected customer's second try).
 */
export async function submitApprovalForm(
  db: Db,
  bucket: R2Bucket,
  customerId: number,
  input: { companyNumber: string; bytes: Uint8Array },
  options: { adminEmail: (customer: { firstName: string; companyName: string }) => Omit<Email, "to">; now?: number },
): Promise<"submitted" | ApprovalFormProblem> {
  const now = options.now ?? Date.now();
  const [customer] = await db
    .select({
      emailVerifiedAt: customers.emailVerifiedAt,
      approvalStatus: customers.approvalStatus,
      companyNumber: customers.companyNumber,
      approvalFormKey: customers.approvalFormKey,
      firstName: customers.firstName,
      companyName: customers.companyName,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw new AppError("unauthorized");
  if (customer.emailVerifiedAt === null) throw new AppError("account_unverified");
  if (customer.approvalStatus === "approved") throw new AppError("approval_closed");
  if (input.companyNumber !== customer.companyNumber) return "company_number_mismatch";
  const check = await checkApprovalFile(input.bytes);
  if (!check.ok) throw new AppError(check.problem === "too_large" ? "file_too_large" : "file_invalid");
  const key = await putApprovalForm(bucket, customerId, input.bytes, check.type);
  // The admins hear of the waiting account in the same batch as the state change.
  await db.batch([
    db
      .update(customers)
      .set({ approvalFormKey: key, approvalStatus: "pending", approvalSubmittedAt: now, approvalDecidedAt: null })
      .where(eq(customers.id, customerId)),
    queueEmailToAdmins(db, options.adminEmail(customer)),
  ]);
  if (customer.approvalFormKey && customer.approvalFormKey !== key) await bucket.delete(customer.approvalFormKey);
  return "submitted";
}

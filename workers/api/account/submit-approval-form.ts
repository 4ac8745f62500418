import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { customers } from "../../../db/schema/people.ts";
import { AppError } from "../../lib/errors.ts";
import { queueEmailToAdmins, type Email } from "../../lib/mail.ts";
import { approvalFormPrefix, putApprovalForm } from "../../../core/storage.ts";
import { checkApprovalFile } from "./approval-file.ts";

export type ApprovalFormProblem = "company_number_mismatch";

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
  const check = checkApprovalFile(input.bytes);
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

/**
 * The stored form as a download: `attachment`, its sniffed type, `nosniff` and a CSP that lets
 * nothing run even if a browser rendered it (ARCHITECTURE.md §3). Never cached by shared caches.
 */
export async function approvalFormDownload(bucket: R2Bucket, key: string | null, customerId: number) {
  if (!key?.startsWith(`${approvalFormPrefix}/`)) throw new AppError("not_found");
  const object = await bucket.get(key);
  if (!object) throw new AppError("not_found");
  const extension = key.slice(key.lastIndexOf(".") + 1);
  const headers = new Headers({
    "content-type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "content-disposition": `attachment; filename="approval-form-${customerId}.${extension}"`,
    "content-length": String(object.size),
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    "cache-control": "private, no-store",
  });
  return new Response(object.body, { headers });
}

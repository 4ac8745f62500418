import { eq } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { customers } from "../../../../db/schema/people.ts";
import { renderAccountEmail } from "../../../lib/email-templates.ts";
import { AppError } from "../../../lib/errors.ts";
import { queueEmail } from "../../../lib/mail.ts";
import type { Locale } from "../../../../core/profiles.ts";
import { getCustomer } from "./get-customer.ts";
import type { ApprovalDecision } from "../../../../core/contracts/admin.ts";

/**
 * The admin approves or rejects a customer (SPEC §4): only a verified customer with an uploaded
 * form can be decided. Approval lets the customer see prices unless the admin says otherwise
 * (decision 0016). The customer's email is queued in the same batch as the decision.
 */
export async function decideApproval(
  db: Db,
  id: number,
  input: ApprovalDecision,
  options: { fallbackLocale: Locale; link: (path: string, locale: Locale) => string; now?: number },
): Promise<"decided" | "no_form"> {
  const now = options.now ?? Date.now();
  const customer = await getCustomer(db, id);
  if (!customer) throw new AppError("not_found");
  if (customer.emailVerifiedAt === null || customer.approvalFormKey === null) return "no_form";
  const isApproved = input.decision === "approved";
  const locale = customer.locale ?? options.fallbackLocale;
  const email = await renderAccountEmail(db, isApproved ? "account_approved" : "account_rejected", locale, {
    name: customer.firstName,
    link: options.link(isApproved ? "/login" : "/approval-form", locale),
  });
  await db.batch([
    db
      .update(customers)
      .set({
        approvalStatus: input.decision,
        approvalDecidedAt: now,
        ...(isApproved ? { canSeePrices: input.canSeePrices ?? true } : {}),
      })
      .where(eq(customers.id, id)),
    queueEmail(db, { to: customer.email, ...email }),
  ]);
  return "decided";
}

import type { SalesCustomerRegistration } from "../../../core/contracts/sales.ts";
import type { PasswordHasher } from "../../../core/password.ts";
import type { Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { customers } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { SiteEnv } from "../../lib/http/app-url.ts";
import { generateLinkToken } from "../../lib/one-time-token.ts";
import { checkApprovalFile } from "../account/approval-file.ts";
import { approvalSubmittedEmail, submitApprovalForm } from "../account/submit-approval-form.ts";
import { uniqueFields } from "../admin/customers/write-customer.ts";
import { refusingTaken, type Translate } from "../admin/resource-kit.ts";
import { registrationAddress } from "../auth/register-customer.ts";
import { sendPasswordReset } from "../auth/request-password-reset.ts";

export interface SalesRegistrationContext {
  salespersonId: number;
  /** The salesperson's language: the refusals' texts. */
  t: Translate;
  /** The profile's language: the customer's unless the form chose theirs. */
  profileLanguage: Locale;
  env: { PROFILE: string; BUCKET: R2Bucket } & SiteEnv;
  /** The /password/reset link the customer sets their password with. */
  resetUrl: (token: string, email: string, locale: Locale) => string;
}

/**
 * A business registered by a salesperson on the customer's behalf (issue #22 item 2, decision
 * 0094), with registration's rules: each taken email, phone or company number refused at its field
 * (as an admin's creation, decision 0067). The salesperson met the customer and vouches for the
 * email, so it starts verified; the signed form is checked before anything is written, then
 * submitted as the customer would (`submitApprovalForm`: stored privately, pending, the admins
 * told). It still waits for the admin's approval (SPEC §4). The customer gets this salesperson, no
 * usable password, their own language (chosen in the form, else the profile's, never the
 * salesperson's), the address typed as their default saved address (as registration keeps it) and
 * the password-reset email, in their language, to set a password. Answers the new customer's id.
 */
export async function registerSalesCustomer(
  db: Db,
  hasher: PasswordHasher,
  input: SalesCustomerRegistration,
  context: SalesRegistrationContext,
): Promise<number> {
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const check = await checkApprovalFile(bytes);
  if (!check.ok) throw new AppError(check.problem === "too_large" ? "file_too_large" : "file_invalid");
  const { file: _file, locale: chosen, ...details } = input;
  const locale = chosen ?? context.profileLanguage;
  const now = Date.now();
  // The customer and their address in one batch: never one without the other
  const [[created]] = await refusingTaken(
    () =>
      db.batch([
        db
          .insert(customers)
          .values({
            ...details,
            passwordHash: hasher.hash(generateLinkToken()),
            emailVerifiedAt: now,
            salespersonId: context.salespersonId,
            locale,
            registeredAt: now,
          })
          .returning({ id: customers.id, firstName: customers.firstName }),
        ...registrationAddress(db, input),
      ]),
    uniqueFields,
    context.t,
  );
  if (!created) throw new Error("The customer insert returned no row");
  await submitApprovalForm(
    db,
    context.env.BUCKET,
    created.id,
    { companyNumber: input.companyNumber, bytes },
    { adminEmail: approvalSubmittedEmail(context.env, created.id, input.companyNumber) },
  );
  await sendPasswordReset(db, { kind: "customer", id: created.id, firstName: created.firstName, locale }, input.email, {
    fallbackLocale: locale,
    resetUrl: context.resetUrl,
  });
  return created.id;
}

import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { customers, siteSettings } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";

/**
 * What the approval form page shows a customer (SPEC §4, decision 0016): where their approval
 * stands, the company number the form must carry, whether a form is uploaded, and the blank form
 * to print (a site setting), in one round trip.
 */
export async function getApprovalStatus(db: Db, customerId: number) {
  const [[customer], [settings]] = await db.batch([
    db
      .select({
        companyNumber: customers.companyNumber,
        approvalStatus: customers.approvalStatus,
        approvalFormKey: customers.approvalFormKey,
      })
      .from(customers)
      .where(eq(customers.id, customerId)),
    db.select({ blankFormKey: siteSettings.applicationFormPdfKey }).from(siteSettings).limit(1),
  ]);
  if (!customer) throw new AppError("unauthorized");
  return { ...customer, blankFormKey: settings?.blankFormKey ?? null };
}

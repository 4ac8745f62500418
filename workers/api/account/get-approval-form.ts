import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { customers } from "../../../db/schema/people.ts";
import { approvalFormDownload } from "./approval-file.ts";

/**
 * A customer's uploaded approval form as a download (decision 0016): the customer's own (no id in
 * their path) or, for an admin, the customer the path names; 404 when there is none.
 */
export async function getApprovalForm(db: Db, bucket: R2Bucket, customerId: number): Promise<Response> {
  const [row] = await db.select({ key: customers.approvalFormKey }).from(customers).where(eq(customers.id, customerId));
  return approvalFormDownload(bucket, row?.key ?? null, customerId);
}

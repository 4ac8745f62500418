import { eq } from "drizzle-orm";
import type { ProfileUpdate } from "../../../core/contracts/account.ts";
import type { Db } from "../../../db/client.ts";
import { customers } from "../../../db/schema/index.ts";
import { isUniqueViolation } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";

/** Saves the editable fields; a phone another account uses → "Email, phone or company number taken". */
export async function updateCustomerProfile(db: Db, customerId: number, input: ProfileUpdate): Promise<void> {
  // The unique index on phone answers "taken" in the same round trip as the update.
  try {
    await db
      .update(customers)
      // The contract's fields are the SPEC §3 columns, named alike (core/contracts/customer.ts).
      .set({ ...input, updatedAt: Date.now() })
      .where(eq(customers.id, customerId));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("account_taken");
    throw error;
  }
}

import { eq } from "drizzle-orm";
import type { PasswordChange } from "../../../core/contracts/account.ts";
import type { PasswordHasher } from "../../../core/password.ts";
import type { Db } from "../../../db/client.ts";
import { customers } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { invalidateUserSessions } from "../../lib/session.ts";

/**
 * SPEC §5 Profile: the old password must match ("Wrong old password"); the new one replaces it
 * and every other session of the customer ends (issue #4 item 1); this one stays signed in.
 */
export async function changeCustomerPassword(
  db: Db,
  hasher: PasswordHasher,
  customerId: number,
  input: PasswordChange,
  currentSessionId: string,
): Promise<"changed" | "wrong_old_password"> {
  const [row] = await db.select({ hash: customers.passwordHash }).from(customers).where(eq(customers.id, customerId));
  if (!row) throw new AppError("not_found");
  if (!hasher.verify(row.hash, input.oldPassword)) return "wrong_old_password";
  await db
    .update(customers)
    .set({ passwordHash: hasher.hash(input.password), updatedAt: Date.now() })
    .where(eq(customers.id, customerId));
  await invalidateUserSessions(db, { kind: "customer", id: customerId }, { except: currentSessionId });
  return "changed";
}

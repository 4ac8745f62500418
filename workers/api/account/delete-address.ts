import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { addresses } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";

/** Deletes one of the customer's addresses; when it was the default, the newest remaining one takes over. */
export async function deleteAddress(db: Db, customerId: number, addressId: number): Promise<void> {
  const [deleted] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
    .returning({ isDefault: addresses.isDefault });
  if (!deleted) throw new AppError("not_found");
  if (!deleted.isDefault) return;
  const [next] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.id))
    .limit(1);
  if (next) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
}

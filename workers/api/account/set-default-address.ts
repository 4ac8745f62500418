import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { addresses } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { unsetDefault } from "./addresses.ts";

/** Makes one of the customer's addresses the default. */
export async function setDefaultAddress(db: Db, customerId: number, addressId: number): Promise<void> {
  const [current] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
  if (!current) throw new AppError("not_found");
  await db.batch([
    unsetDefault(db, customerId),
    db
      .update(addresses)
      .set({ isDefault: true, updatedAt: Date.now() })
      .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId))),
  ]);
}

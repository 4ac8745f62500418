import { and, eq } from "drizzle-orm";
import type { AddressInput } from "../../../core/contracts/account.ts";
import type { Db } from "../../../db/client.ts";
import { addresses } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { addressValues, unsetDefault, type PlaceContext } from "./addresses.ts";

/** Edits one of the customer's addresses; `isDefault: true` makes it the default (the old one is unset). */
export async function updateAddress(
  db: Db,
  customerId: number,
  addressId: number,
  input: AddressInput,
  place: PlaceContext,
): Promise<void> {
  const [current] = await db
    .select({ isDefault: addresses.isDefault })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
  if (!current) throw new AppError("not_found");
  const values = await addressValues(db, input, place);
  // The default stays the default until another address takes the flag (exactly one default).
  const makeDefault = current.isDefault || input.isDefault === true;
  const update = db
    .update(addresses)
    .set({ ...values, isDefault: makeDefault, updatedAt: Date.now() })
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
  if (makeDefault && !current.isDefault) await db.batch([unsetDefault(db, customerId), update]);
  else await update;
}

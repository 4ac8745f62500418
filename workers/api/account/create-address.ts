import { and, count, eq } from "drizzle-orm";
import type { AddressInput } from "../../../core/contracts/account.ts";
import type { Db } from "../../../db/client.ts";
import { addresses } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { addressValues, unsetDefault, type PlaceContext } from "./addresses.ts";

/** Exactly one default: the first address is the default; asking for it moves the flag here. */
export async function createAddress(
  db: Db,
  customerId: number,
  input: AddressInput,
  place: PlaceContext,
): Promise<{ id: number }> {
  const values = await addressValues(db, input, place);
  const [existing] = await db
    .select({ n: count() })
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)));
  const makeDefault = input.isDefault === true || (existing?.n ?? 0) === 0;
  const insert = db
    .insert(addresses)
    .values({ ...values, customerId, isDefault: makeDefault })
    .returning({ id: addresses.id });
  // The old default is unset in the same batch, so there is never a moment with two.
  const inserted = makeDefault ? (await db.batch([unsetDefault(db, customerId), insert]))[1] : await insert;
  const row = inserted[0];
  if (!row) throw new AppError("server");
  return row;
}

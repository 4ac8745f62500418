import { eq } from "drizzle-orm";
import type { CustomerFlags } from "../../../../core/contracts/admin.ts";
import type { Db } from "../../../../db/client.ts";
import { customers, type Customer } from "../../../../db/schema/people.ts";
import { AppError } from "../../../lib/errors.ts";

/** Sets a customer's SPEC §3 can-see-prices and restricted flags (either may be left out). */
export async function updateCustomerFlags(db: Db, id: number, input: CustomerFlags): Promise<Customer> {
  const flags = {
    ...(input.canSeePrices === undefined ? {} : { canSeePrices: input.canSeePrices }),
    ...(input.restricted === undefined ? {} : { restricted: input.restricted }),
  };
  const [customer] =
    Object.keys(flags).length > 0
      ? await db.update(customers).set(flags).where(eq(customers.id, id)).returning()
      : await db.select().from(customers).where(eq(customers.id, id));
  if (!customer) throw new AppError("not_found");
  return customer;
}

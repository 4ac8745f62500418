import { eq } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { customers } from "../../../../db/schema/people.ts";

/** One customer for the admin, or null. */
export async function getCustomer(db: Db, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

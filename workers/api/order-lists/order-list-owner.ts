// Whose order lists a request reaches (decision 0099): the signed-in customer's own, or one
// customer of the signed-in salesperson's. Every list operation takes the owner and only ever
// reads or writes that customer's lists, so another's list is not found (IDOR).
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { customers, orderLists } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";

/** The customer whose lists these are, and who is writing (a list records who built it). */
export type OrderListOwner =
  { customerId: number; author: "customer" } | { customerId: number; author: "salesperson"; salespersonId: number };

/** One of the salesperson's customers as the owner of the lists they build; another's: 404. */
export async function salesCustomerOwner(db: Db, salespersonId: number, customerId: number): Promise<OrderListOwner> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.salespersonId, salespersonId)));
  if (!row) throw new AppError("not_found");
  return { customerId, author: "salesperson", salespersonId };
}

/** The owner's list with this id: its row, or 404 (another customer's list too). */
export async function ownedList(db: Db, owner: OrderListOwner, listId: number) {
  const [list] = await db
    .select()
    .from(orderLists)
    .where(and(eq(orderLists.id, listId), eq(orderLists.customerId, owner.customerId)));
  if (!list) throw new AppError("not_found");
  return list;
}

/** The key of a line's option choices: ids ascending, joined by "." ("" for none). */
export const choiceKey = (choiceIds: readonly number[] = []) => [...new Set(choiceIds)].sort((a, b) => a - b).join(".");

/** The choice ids a key names. */
export const choiceIdsOf = (key: string) => (key === "" ? [] : key.split(".").map(Number));

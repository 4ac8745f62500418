// A collection's two moves (decision 0094): confirmed by the office (its allocations become the
// orders' payments in the same batch) or voided with a reason (its allocations stop holding the
// orders' open amounts). Both only from `recorded`, by one guarded UPDATE: of two at once, one wins.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collectionAllocations, collections, customers, orderPayments } from "../../../db/schema/index.ts";
import { qualified } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";

/** Who moves it: the salesperson (their own collections only) or an admin. */
export type CollectionActor =
  { kind: "salesperson"; id: number; name: string } | { kind: "admin"; id: number; name: string };

/**
 * What a salesperson sees (decision 0094): every collection of their current customers, whoever
 * collected it (a customer moved to them comes with its history), none of a customer moved away;
 * an admin sees any.
 */
export const collectionScope = (actor: CollectionActor): SQL | undefined =>
  actor.kind === "salesperson"
    ? sql`${qualified(collections.customerId)} in (select ${qualified(customers.id)} from ${customers}
        where ${qualified(customers.salespersonId)} = ${actor.id})`
    : undefined;

/**
 * What a salesperson may void: the collections they recorded themselves, of a customer still
 * theirs (the money is in their hands); a colleague's stays the office's to void.
 */
const voidScope = (actor: CollectionActor): SQL | undefined =>
  actor.kind === "salesperson" ? and(collectionScope(actor), eq(collections.salespersonId, actor.id)) : undefined;

/**
 * Why a move found nothing to change: not found (or not theirs to see), a colleague's collection
 * (forbidden: the salesperson sees it, the office voids it), or its state.
 */
async function refusal(db: Db, id: number, actor: CollectionActor | null): Promise<"confirmed" | "voided"> {
  const [row] = await db
    .select({ state: collections.state, salespersonId: collections.salespersonId })
    .from(collections)
    .where(and(eq(collections.id, id), actor ? collectionScope(actor) : undefined));
  if (!row) throw new AppError("not_found");
  if (actor?.kind === "salesperson" && row.salespersonId !== actor.id) throw new AppError("forbidden");
  if (row.state === "recorded") throw new AppError("server");
  return row.state;
}

/**
 * Voids a recorded collection with `reason`. A confirmed one is refused (its payments are on the
 * orders: the order desk corrects them), a voided one too.
 */
export async function voidCollection(db: Db, id: number, reason: string, actor: CollectionActor): Promise<void> {
  const scope = voidScope(actor);
  const now = Date.now();
  const voided = await db
    .update(collections)
    .set({
      state: "voided",
      voidReason: reason,
      voidedAt: now,
      voidedByAdminId: actor.kind === "admin" ? actor.id : null,
      voidedByName: actor.name,
      updatedAt: now,
    })
    .where(and(eq(collections.id, id), eq(collections.state, "recorded"), scope))
    .returning({ id: collections.id });
  if (voided.length > 0) return;
  const state = await refusal(db, id, actor);
  throw new AppError(state === "confirmed" ? "collection_confirmed" : "collection_voided");
}

/**
 * Confirms a recorded collection (the office received the money): in one batch its state, and each
 * allocation as a payment of its order (method, reference and day the collection's), which
 * migration 0020's trigger adds to the order's paid amount. The payments are inserted only when
 * the UPDATE just before changed the row (`changes() = 1`), and the unique (collection, order)
 * index holds them to one each: two confirmations at once record them once. Confirming a
 * confirmed collection changes nothing; a voided one is refused.
 */
export async function confirmCollection(db: Db, id: number, admin: { id: number; name: string }): Promise<void> {
  const now = Date.now();
  const [confirmed] = await db.batch([
    db
      .update(collections)
      .set({
        state: "confirmed",
        confirmedAt: now,
        confirmedByAdminId: admin.id,
        confirmedByName: admin.name,
        updatedAt: now,
      })
      .where(and(eq(collections.id, id), eq(collections.state, "recorded")))
      .returning({ id: collections.id }),
    db.run(sql`insert into ${orderPayments} (order_id, amount, currency, method, reference, received_on,
        recorded_by_admin_id, recorded_by_name, collection_id, created_at)
      select ${qualified(collectionAllocations.orderId)}, ${qualified(collectionAllocations.amount)},
        ${qualified(collections.currency)}, ${qualified(collections.method)}, ${qualified(collections.reference)},
        ${qualified(collections.collectedOn)}, ${admin.id}, ${admin.name}, ${qualified(collections.id)}, ${now}
      from ${collectionAllocations} join ${collections} on ${qualified(collections.id)} = ${qualified(collectionAllocations.collectionId)}
      where ${qualified(collections.id)} = ${id} and changes() = 1`),
  ]);
  if (confirmed.length > 0) return;
  if ((await refusal(db, id, null)) === "voided") throw new AppError("collection_voided");
}

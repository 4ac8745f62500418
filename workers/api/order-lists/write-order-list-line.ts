import { and, eq, sql } from "drizzle-orm";
import { maxOrderListLines, type OrderListLineAdd } from "../../../core/contracts/order-lists.ts";
import type { Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { orderListLines, orderLists } from "../../../db/schema/index.ts";
import type { Translate } from "../../../i18n/index.ts";
import { isUniqueViolation } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";
import { lookUpSkus } from "../purchase/look-up-skus.ts";
import { ownedList, type OrderListOwner } from "./order-list-owner.ts";

/** The list's "changed" time moves with its lines. */
const touch = (db: Db, listId: number) =>
  db.update(orderLists).set({ updatedAt: Date.now() }).where(eq(orderLists.id, listId));

/**
 * Adds a line by code, as the quick order pad reads one (a product SKU or a variant code, the
 * quick order's lookup): an unknown code, a product whose variant must be named, or one no longer
 * sold is refused on `sku`. A line already on the list is refused (SPEC §8 "This item has already
 * been added": its quantity is changed on its row), so a double-clicked add makes one line, by the
 * unique index; a full list (`maxOrderListLines`) is refused by the same single statement.
 */
export async function addOrderListLine(
  db: Db,
  owner: OrderListOwner,
  listId: number,
  input: OrderListLineAdd,
  context: { locale: Locale; t: Translate },
): Promise<number> {
  const { t } = context;
  const list = await ownedList(db, owner, listId);
  const { matches } = await lookUpSkus(db, [input.sku], context.locale, { canSeePrices: false, canSeeStock: false });
  const match = matches[0];
  if (!match) throw new AppError("invalid_input", { sku: t("quickOrder.problem.unknown", { sku: input.sku }) });
  if (match.needsVariant) throw new AppError("invalid_input", { sku: t("orderLists.sku.variant") });
  if (!match.isAvailable) {
    const item = match.variantName ? `${match.title} (${match.variantName})` : match.title;
    throw new AppError("invalid_input", { sku: t("cart.unavailable", { item }) });
  }
  try {
    const [inserted] = await db.batch([
      db.all<{ id: number }>(sql`insert into ${orderListLines} (list_id, product_id, variant_id, choice_key, quantity)
        select ${list.id}, ${match.productId}, ${match.variantId}, '', ${input.quantity}
        where (select count(*) from ${orderListLines} where list_id = ${list.id}) < ${maxOrderListLines}
        returning id`),
      touch(db, list.id),
    ]);
    const id = inserted[0]?.id;
    if (id === undefined) throw new AppError("list_full", undefined, { max: maxOrderListLines });
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("list_line_exists", undefined, undefined, "sku");
    throw error;
  }
}

/** The owner's line on the owner's list: the condition, so another's line is not found. */
const lineOf = (listId: number, lineId: number) =>
  and(eq(orderListLines.id, lineId), eq(orderListLines.listId, listId));

/** Sets a line's quantity (within the cart's bound, checked by the contract). */
export async function setOrderListLineQuantity(
  db: Db,
  owner: OrderListOwner,
  listId: number,
  lineId: number,
  quantity: number,
) {
  const list = await ownedList(db, owner, listId);
  const [updated] = await db.batch([
    db.update(orderListLines).set({ quantity }).where(lineOf(list.id, lineId)),
    touch(db, list.id),
  ]);
  if (updated.rowsAffected === 0) throw new AppError("not_found");
}

/** Takes a line off the list. */
export async function removeOrderListLine(db: Db, owner: OrderListOwner, listId: number, lineId: number) {
  const list = await ownedList(db, owner, listId);
  const [deleted] = await db.batch([db.delete(orderListLines).where(lineOf(list.id, lineId)), touch(db, list.id)]);
  if (deleted.rowsAffected === 0) throw new AppError("not_found");
}

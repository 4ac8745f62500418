import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { CheckoutLine } from "../../../core/contracts/checkout.ts";
import { maxOrderLists, type OrderListInput } from "../../../core/contracts/order-lists.ts";
import { maxLineQuantity } from "../../../core/checkout/money-bounds.ts";
import type { Db } from "../../../db/client.ts";
import {
  optionChoices,
  orderListLines,
  orderLists,
  productOptionGroups,
  products,
  productVariants,
} from "../../../db/schema/index.ts";
import type { Translate } from "../../../i18n/index.ts";
import { isUniqueViolation } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";
import { choiceKey, ownedList, type OrderListOwner } from "./order-list-owner.ts";

/** Who built a list, as its row records it. */
const authorColumns = (owner: OrderListOwner) =>
  owner.author === "salesperson"
    ? { createdBy: "salesperson" as const, salespersonId: owner.salespersonId }
    : { createdBy: "customer" as const, salespersonId: null };

/** A line as the list keeps it: the cart line's key parts and the quantity. */
interface ListLine {
  productId: number;
  variantId: number | null;
  choiceKey: string;
  quantity: number;
  /** The request's index of its first line, for a refusal's field name. */
  index: number;
}

/**
 * The request's lines as list lines: the same product, variant and choices are one line with their
 * quantities added (as the cart adds them), within one line's bound (decision 0074).
 */
function mergeLines(lines: readonly CheckoutLine[], t: Translate): ListLine[] {
  const byKey = new Map<string, ListLine>();
  lines.forEach((line, index) => {
    const key = choiceKey(line.choiceIds);
    const id = `${line.productId}:${line.variantId ?? 0}:${key}`;
    const known = byKey.get(id);
    if (known) known.quantity += line.quantity;
    else
      byKey.set(id, {
        productId: line.productId,
        variantId: line.variantId ?? null,
        choiceKey: key,
        quantity: line.quantity,
        index,
      });
    const merged = byKey.get(id);
    if (merged && merged.quantity > maxLineQuantity)
      throw new AppError("invalid_input", { [`lines.${index}.quantity`]: t("validation.quantity.tooLarge") });
  });
  return [...byKey.values()];
}

/**
 * Every line names a product, a variant of that product and choices of its option groups; a line
 * that does not is refused by its index (a product retired since is still a product: the list
 * keeps it and the cart reports it).
 */
async function checkLines(db: Db, lines: readonly ListLine[], t: Translate): Promise<void> {
  if (lines.length === 0) return;
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const variantIds = [...new Set(lines.flatMap((line) => (line.variantId ? [line.variantId] : [])))];
  const choiceIds = [
    ...new Set(lines.flatMap((line) => (line.choiceKey ? line.choiceKey.split(".").map(Number) : []))),
  ];
  const [productRows, variantRows, choiceRows] = await db.batch([
    db.select({ id: products.id }).from(products).where(inArray(products.id, productIds)),
    db
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .where(inArray(productVariants.id, variantIds.length > 0 ? variantIds : [0])),
    db
      .select({ id: optionChoices.id, productId: productOptionGroups.productId })
      .from(optionChoices)
      .innerJoin(productOptionGroups, eq(productOptionGroups.optionGroupId, optionChoices.optionGroupId))
      .where(inArray(optionChoices.id, choiceIds.length > 0 ? choiceIds : [0])),
  ]);
  const knownProducts = new Set(productRows.map((row) => row.id));
  const variantOf = new Map(variantRows.map((row) => [row.id, row.productId]));
  const choices = new Set(choiceRows.map((row) => `${row.productId}:${row.id}`));
  for (const line of lines) {
    const isKnown =
      knownProducts.has(line.productId) &&
      (line.variantId === null || variantOf.get(line.variantId) === line.productId) &&
      (line.choiceKey === "" || line.choiceKey.split(".").every((id) => choices.has(`${line.productId}:${id}`)));
    if (!isKnown) throw new AppError("invalid_input", { [`lines.${line.index}`]: t("orderLists.line.unknown") });
  }
}

/**
 * A new list for the owner, empty or with lines (the cart saved as a list), written in one batch.
 * A name the customer has on another list (whatever its case) is refused on the `name` field, as is
 * a list beyond the customer's `maxOrderLists`.
 */
export async function createOrderList(db: Db, owner: OrderListOwner, input: OrderListInput, t: Translate) {
  const lines = mergeLines(input.lines ?? [], t);
  await checkLines(db, lines, t);
  const [held] = await db
    .select({ lists: count() })
    .from(orderLists)
    .where(eq(orderLists.customerId, owner.customerId));
  if ((held?.lists ?? 0) >= maxOrderLists) throw new AppError("lists_too_many", undefined, { max: maxOrderLists });
  // The lines name the list by its unique name, so the list and its lines go in one batch.
  const listId = sql<number>`(select id from ${orderLists} where ${orderLists.customerId} = ${owner.customerId}
    and lower(${orderLists.name}) = lower(${input.name}))`;
  const statements: BatchItem<"sqlite">[] = [
    db
      .insert(orderLists)
      .values({ customerId: owner.customerId, name: input.name, ...authorColumns(owner) })
      .returning({ id: orderLists.id }),
  ];
  if (lines.length > 0) {
    statements.push(
      db.insert(orderListLines).values(
        lines.map((line) => ({
          listId,
          productId: line.productId,
          variantId: line.variantId,
          choiceKey: line.choiceKey,
          quantity: line.quantity,
        })),
      ),
    );
  }
  try {
    const [created] = (await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]])) as [
      { id: number }[],
    ];
    const id = created[0]?.id;
    if (id === undefined) throw new Error("order list not created");
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("list_name_taken", undefined, undefined, "name");
    throw error;
  }
}

/** Renames one of the owner's lists; a name another of their lists has is refused on `name`. */
export async function renameOrderList(db: Db, owner: OrderListOwner, listId: number, name: string) {
  const list = await ownedList(db, owner, listId);
  try {
    await db.update(orderLists).set({ name, updatedAt: Date.now() }).where(eq(orderLists.id, list.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("list_name_taken", undefined, undefined, "name");
    throw error;
  }
}

/** Deletes one of the owner's lists and its lines; another's, or none, is not found. */
export async function deleteOrderList(db: Db, owner: OrderListOwner, listId: number) {
  const deleted = await db
    .delete(orderLists)
    .where(and(eq(orderLists.id, listId), eq(orderLists.customerId, owner.customerId)));
  if (deleted.rowsAffected === 0) throw new AppError("not_found");
}

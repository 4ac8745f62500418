import { and, asc, count, desc, eq } from "drizzle-orm";
import type { OrderListDetail, OrderListSummary } from "../../../core/contracts/order-lists.ts";
import type { Locale } from "../../../core/profiles.ts";
import { mediaUrl } from "../../../core/storage.ts";
import type { Db } from "../../../db/client.ts";
import {
  orderListLines,
  orderLists,
  productTranslations,
  products,
  productVariants,
} from "../../../db/schema/index.ts";
import { posterImage, translationIn } from "../catalogue/product-cards.ts";
import { variantName } from "../purchase/look-up-skus.ts";
import { choiceIdsOf, ownedList, type OrderListOwner } from "./order-list-owner.ts";

const summary = (row: {
  id: number;
  name: string;
  createdBy: "customer" | "salesperson";
  createdAt: number;
  updatedAt: number;
  lineCount: number;
}): OrderListSummary => ({
  id: row.id,
  name: row.name,
  lineCount: row.lineCount,
  createdBy: row.createdBy,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** The owner's lists, the one changed last first, each with how many lines it has. */
export async function listOrderLists(db: Db, owner: OrderListOwner): Promise<OrderListSummary[]> {
  const rows = await db
    .select({
      id: orderLists.id,
      name: orderLists.name,
      createdBy: orderLists.createdBy,
      createdAt: orderLists.createdAt,
      updatedAt: orderLists.updatedAt,
      lineCount: count(orderListLines.id),
    })
    .from(orderLists)
    .leftJoin(orderListLines, eq(orderListLines.listId, orderLists.id))
    .where(eq(orderLists.customerId, owner.customerId))
    .groupBy(orderLists.id)
    .orderBy(desc(orderLists.updatedAt), desc(orderLists.id));
  return rows.map(summary);
}

/**
 * One of the owner's lists (404 otherwise) with its lines in the order they were added, each with
 * today's catalogue facts in the page's language: what the cart shows, and whether it is still sold.
 */
export async function readOrderList(
  db: Db,
  owner: OrderListOwner,
  listId: number,
  locale: Locale,
): Promise<OrderListDetail> {
  const list = await ownedList(db, owner, listId);
  const rows = await db
    .select({
      id: orderListLines.id,
      productId: orderListLines.productId,
      variantId: orderListLines.variantId,
      choiceKey: orderListLines.choiceKey,
      quantity: orderListLines.quantity,
      sku: products.sku,
      code: productVariants.code,
      title: productTranslations.title,
      variantName: variantName(locale),
      slug: productTranslations.slug,
      imageKey: posterImage.storageKey,
      packSize: products.packSize,
      minOrderQuantity: products.minOrderQuantity,
      status: products.status,
      availability: products.availability,
      variantStatus: productVariants.status,
    })
    .from(orderListLines)
    .innerJoin(products, eq(products.id, orderListLines.productId))
    .innerJoin(productTranslations, translationIn(locale))
    .leftJoin(posterImage, eq(posterImage.id, products.posterImageId))
    .leftJoin(
      productVariants,
      and(eq(productVariants.id, orderListLines.variantId), eq(productVariants.productId, products.id)),
    )
    .where(eq(orderListLines.listId, list.id))
    .orderBy(asc(orderListLines.id));
  return {
    list: summary({ ...list, lineCount: rows.length }),
    lines: rows.map((row) => ({
      id: row.id,
      productId: row.productId,
      variantId: row.variantId,
      choiceIds: choiceIdsOf(row.choiceKey),
      quantity: row.quantity,
      sku: row.code ?? row.sku,
      title: row.title,
      variantName: row.variantName,
      slug: row.slug,
      image: row.imageKey ? mediaUrl(row.imageKey) : null,
      packSize: row.packSize,
      minOrderQuantity: row.minOrderQuantity,
      isAvailable:
        row.status === "available" &&
        row.availability === "available" &&
        (row.variantId === null || row.variantStatus === "available"),
    })),
  };
}

// The rows `resolveLinePrice` (core/pricing/resolve-line-price.ts) needs for one buyer and a set of
// products, as three prepared reads that join any batch (the checkout's, the purchase data's), so
// pricing a cart by price list costs no round trip of its own (decision 0101).
import { and, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/client.ts";
import type { BuyerPrices } from "../../../core/pricing/resolve-line-price.ts";
import { prepared, type Answer } from "../../../db/prepared.ts";
import { customers, priceBreaks, priceListAssignments, priceListPrices, priceLists } from "../../../db/schema/index.ts";

/** The lists assigned to the buyer's company or to its group (at most one each). */
const buyerLists = sql`(select ${priceListAssignments.listId} from ${priceListAssignments}
  where ${priceListAssignments.customerId} = ${sql.placeholder("buyerId")}
  or ${priceListAssignments.groupId} = (select ${customers.groupId} from ${customers} where ${customers.id} = ${sql.placeholder("buyerId")}))`;

const inProducts = (column: typeof priceListPrices.productId | typeof priceBreaks.productId) =>
  sql`${column} in (select value from json_each(${sql.placeholder("productIds")}))`;

/** What a list's price and a break are read as, for `BuyerPrices`: the buyer's reads and a book's alike. */
const priceColumns = {
  listId: priceListPrices.listId,
  productId: priceListPrices.productId,
  variantId: priceListPrices.variantId,
  unitPrice: priceListPrices.unitPrice,
};
const breakColumns = {
  listId: priceBreaks.listId,
  productId: priceBreaks.productId,
  variantId: priceBreaks.variantId,
  minQuantity: priceBreaks.minQuantity,
  unitPrice: priceBreaks.unitPrice,
};
/** A list's days and whether it is active. */
const listValidity = { startsOn: priceLists.startsOn, endsOn: priceLists.endsOn, active: priceLists.active };

const readLists = prepared((db) =>
  db
    .select({
      id: priceLists.id,
      owner: sql<
        "company" | "group"
      >`case when ${priceListAssignments.customerId} is null then 'group' else 'company' end`,
      ...listValidity,
    })
    .from(priceListAssignments)
    .innerJoin(priceLists, sql`${priceLists.id} = ${priceListAssignments.listId}`)
    .where(
      sql`${priceListAssignments.customerId} = ${sql.placeholder("buyerId")}
        or ${priceListAssignments.groupId} = (select ${customers.groupId} from ${customers} where ${customers.id} = ${sql.placeholder("buyerId")})`,
    ),
);

const readPrices = prepared((db) =>
  db
    .select(priceColumns)
    .from(priceListPrices)
    .where(sql`${priceListPrices.listId} in ${buyerLists} and ${inProducts(priceListPrices.productId)}`),
);

const readBreaks = prepared((db) =>
  db
    .select(breakColumns)
    .from(priceBreaks)
    .where(
      sql`(${priceBreaks.listId} is null or ${priceBreaks.listId} in ${buyerLists}) and ${inProducts(priceBreaks.productId)}`,
    ),
);

/**
 * The reads of a buyer's prices for some products, for a batch: their lists, the lists' prices and
 * the breaks (the lists' and the shelf's). No buyer (a guest, a salesperson without a customer):
 * null, and only the shelf's breaks are read.
 */
export function buyerPriceReads(buyerId: number | null, productIds: Iterable<number>) {
  const values = { buyerId: buyerId ?? -1, productIds: JSON.stringify([...new Set(productIds)]) };
  return [readLists(values), readPrices(values), readBreaks(values)] as const;
}

/**
 * A column of the outer query's `customers`, named with its table: drizzle writes a query's own
 * columns bare, and bare inside the subquery they would be the assignments' (`id`).
 */
const customerColumn = (name: "id" | "group_id") => sql.raw(`"customers"."${name}"`);

/**
 * The lists of a customer row's price book (decision 0105): its company's own list and its group's,
 * as columns of any query over `customers`. Each is at most one row (one list per owner).
 */
export const bookListColumns = {
  companyListId: sql<number | null>`(select ${priceListAssignments.listId} from ${priceListAssignments}
    where ${priceListAssignments.customerId} = ${customerColumn("id")})`,
  groupListId: sql<number | null>`(select ${priceListAssignments.listId} from ${priceListAssignments}
    where ${priceListAssignments.groupId} = ${customerColumn("group_id")})`,
};

/**
 * The same three reads for a price book's lists rather than a buyer (decision 0105): a cached page
 * is rendered for a book, never for a person. `lists` null (the shelf book): no list, the shelf's
 * breaks only. `products` says which products, as a condition on a product id column: the ids a
 * listing shows, or the product a page's slug names, so the reads join that page's own batch.
 */
export function bookPriceQueries(
  db: Db,
  lists: { companyListId: number | null; groupListId: number | null } | null,
  products: (column: SQLiteColumn) => SQL,
) {
  const listIds = [lists?.companyListId, lists?.groupListId].filter((id) => typeof id === "number");
  return [
    db
      .select({
        id: priceLists.id,
        owner: sql<
          "company" | "group"
        >`case when ${priceLists.id} = ${lists?.companyListId ?? -1} then 'company' else 'group' end`,
        ...listValidity,
      })
      .from(priceLists)
      .where(inArray(priceLists.id, listIds)),
    db
      .select(priceColumns)
      .from(priceListPrices)
      .where(and(inArray(priceListPrices.listId, listIds), products(priceListPrices.productId))),
    db
      .select(breakColumns)
      .from(priceBreaks)
      .where(
        and(or(isNull(priceBreaks.listId), inArray(priceBreaks.listId, listIds)), products(priceBreaks.productId)),
      ),
  ] as const;
}

/** What `buyerPriceReads` answer, in their order. */
export type BuyerPriceRows = readonly [
  Answer<ReturnType<typeof readLists>>,
  Answer<ReturnType<typeof readPrices>>,
  Answer<ReturnType<typeof readBreaks>>,
];

/** The buyer's prices from what `buyerPriceReads` answered. */
export const buyerPrices = ([lists, prices, breaks]: BuyerPriceRows): BuyerPrices => ({ lists, prices, breaks });

// Which unit price a line pays (issue #23 item 2, decisions 0100 and 0101), written once for every
// place a price is charged or shown: the company's own price list, then its group's list, then the
// shelf price (`shelfPrice()`), per product; then the quantity break of that price the line's
// quantity reaches. Pure: the rows come from one batch (workers/api/pricing/buyer-prices.ts).

/** A price list assigned to the buyer: to their company (wins) or to their group. */
export interface AssignedList {
  id: number;
  owner: "company" | "group";
  /** Valid from and to these ISO days of the shop, both included; null is open. */
  startsOn: string | null;
  endsOn: string | null;
  active: boolean;
}

/** A list's unit price of a product (variantId null: every variant of it) or of one variant. */
export interface ListPrice {
  listId: number;
  productId: number;
  variantId: number | null;
  unitPrice: number;
}

/** From `minQuantity` units on a line, the unit price of a list's price (or the shelf's: listId null). */
export interface PriceBreak {
  listId: number | null;
  productId: number;
  variantId: number | null;
  minQuantity: number;
  unitPrice: number;
}

/** What prices a buyer may pay beyond the shelf: their lists, the lists' prices and the breaks. */
export interface BuyerPrices {
  lists: readonly AssignedList[];
  prices: readonly ListPrice[];
  breaks: readonly PriceBreak[];
}

/** A buyer without lists: everything at the shelf price (and its breaks). */
export const shelfOnly = (breaks: readonly PriceBreak[] = []): BuyerPrices => ({ lists: [], prices: [], breaks });

/** What a line is priced from. */
export interface LineItem {
  productId: number;
  variantId: number | null;
  /** The product's shelf price (`shelfPrice()`) or the variant's own price. */
  shelfPrice: number;
}

/** A line's price before its quantity: where it comes from, its unit price and its breaks (ascending). */
export interface PriceTiers {
  /** The list the price comes from, or null for the shelf price. */
  listId: number | null;
  unitPrice: number;
  breaks: { minQuantity: number; unitPrice: number }[];
}

/** Whether a list counts on the shop's day `today` (ISO, the profile's time zone). */
export const isListValid = (list: AssignedList, today: string) =>
  list.active && (list.startsOn === null || list.startsOn <= today) && (list.endsOn === null || today <= list.endsOn);

/** A variant's own row wins over its product's; a product without variants has only the product's. */
function mostSpecific<Row extends { productId: number; variantId: number | null }>(
  rows: readonly Row[],
  item: Pick<LineItem, "productId" | "variantId">,
): Row[] {
  const own = rows.filter(
    (row) => row.productId === item.productId && row.variantId !== null && row.variantId === item.variantId,
  );
  return own.length > 0 ? own : rows.filter((row) => row.productId === item.productId && row.variantId === null);
}

/**
 * The price a line starts from and its quantity breaks: the company's valid list that prices the
 * item, else the group's, else the shelf; the breaks are that price's own (a list's breaks, or the
 * shelf's), a variant's own breaks replacing its product's.
 */
export function priceTiers(item: LineItem, book: BuyerPrices, today: string): PriceTiers {
  const lists = book.lists
    .filter((list) => isListValid(list, today))
    .sort((a, b) => Number(a.owner === "group") - Number(b.owner === "group"));
  let listId: number | null = null;
  let unitPrice = item.shelfPrice;
  for (const list of lists) {
    const [price] = mostSpecific(
      book.prices.filter((row) => row.listId === list.id),
      item,
    );
    if (price) {
      listId = list.id;
      unitPrice = price.unitPrice;
      break;
    }
  }
  const breaks = mostSpecific(
    book.breaks.filter((row) => row.listId === listId),
    item,
  )
    .map(({ minQuantity, unitPrice: price }) => ({ minQuantity, unitPrice: price }))
    .sort((a, b) => a.minQuantity - b.minQuantity);
  return { listId, unitPrice, breaks };
}

/**
 * The unit price a line of `quantity` units pays: its tiers' price, or the price of the highest
 * break the quantity reaches.
 * @example resolveLinePrice({ productId: 1, variantId: null, shelfPrice: 5_000 }, 12, shelfOnly([{ listId: null, productId: 1, variantId: null, minQuantity: 12, unitPrice: 4_500 }]), "2026-11-29") // 4_500
 */
export function resolveLinePrice(item: LineItem, quantity: number, book: BuyerPrices, today: string): number {
  const tiers = priceTiers(item, book, today);
  return tiers.breaks.findLast((step) => step.minQuantity <= quantity)?.unitPrice ?? tiers.unitPrice;
}

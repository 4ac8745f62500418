// Quantity breaks (decision 0101): "12+: 45.00, 48+: 42.50" on a list's price or the shelf price,
// of a product or one variant; read per product and replaced per price.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { PriceBreakRow, PriceBreaksInput } from "../../../../core/contracts/admin/price-lists.ts";
import type { Db } from "../../../../db/client.ts";
import { priceBreaks, priceLists, productVariants, products } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import type { Translate } from "../resource-kit.ts";

const row = {
  listId: priceBreaks.listId,
  productId: priceBreaks.productId,
  variantId: priceBreaks.variantId,
  minQuantity: priceBreaks.minQuantity,
  unitPrice: priceBreaks.unitPrice,
};

/** A product's breaks (its variants' too) on a list's price, or on the shelf price without a list. */
export async function listPriceBreaks(db: Db, productId: number, listId: number | undefined): Promise<PriceBreakRow[]> {
  return db
    .select(row)
    .from(priceBreaks)
    .where(
      and(
        eq(priceBreaks.productId, productId),
        listId === undefined ? isNull(priceBreaks.listId) : eq(priceBreaks.listId, listId),
      ),
    )
    .orderBy(sql`${priceBreaks.variantId} is not null`, priceBreaks.variantId, priceBreaks.minQuantity);
}

/** Replaces the breaks of one price (a list's or the shelf's, a product's or a variant's) in one batch. */
export async function replacePriceBreaks(db: Db, input: PriceBreaksInput, t: Translate) {
  const variantId = input.variantId ?? null;
  const [[product], [variant], [list]] = await db.batch([
    db.select({ id: products.id }).from(products).where(eq(products.id, input.productId)),
    db
      .select({ productId: productVariants.productId })
      .from(productVariants)
      .where(eq(productVariants.id, variantId ?? 0)),
    db
      .select({ id: priceLists.id })
      .from(priceLists)
      .where(eq(priceLists.id, input.listId ?? 0)),
  ]);
  const problems: Record<string, string> = {};
  if (!product) problems.productId = t("admin.priceLists.unknownProduct");
  else if (variantId !== null && variant?.productId !== product.id)
    problems.variantId = t("admin.productCsv.unknownVariant");
  if (input.listId !== null && !list) problems.listId = t("admin.priceLists.priceListMissing");
  if (Object.keys(problems).length > 0) throw new AppError("invalid_input", problems);
  const owner = and(
    input.listId === null ? isNull(priceBreaks.listId) : eq(priceBreaks.listId, input.listId),
    eq(priceBreaks.productId, input.productId),
    variantId === null ? isNull(priceBreaks.variantId) : eq(priceBreaks.variantId, variantId),
  );
  const steps = input.breaks.map((step) => ({ listId: input.listId, productId: input.productId, variantId, ...step }));
  const remove = db.delete(priceBreaks).where(owner);
  if (steps.length === 0) await remove.run();
  else await db.batch([remove, db.insert(priceBreaks).values(steps)]);
  return listPriceBreaks(db, input.productId, input.listId ?? undefined);
}

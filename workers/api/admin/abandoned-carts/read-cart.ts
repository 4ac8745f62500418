import { eq, inArray } from "drizzle-orm";
import { cartReminderIntervalMs, type AbandonedCartDetail } from "../../../../core/contracts/admin/abandoned-carts.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { carts, customers, productTranslations, productVariants, products } from "../../../../db/schema/index.ts";
import { cartRow, cartRowColumns } from "./list-carts.ts";

/** What a mirrored line holds (workers/api/account/save-cart.ts). */
interface StoredLine {
  productId?: unknown;
  variantId?: unknown;
  quantity: number;
  price: number;
}

const ids = (values: unknown[]) => [...new Set(values.filter((value): value is number => typeof value === "number"))];

/**
 * One customer's cart (decision 0093): its lines as stored (quantity, unit price when saved), each
 * named by its product's title in `locale` (else another language's) and its SKU (a variant's
 * code); a line of a product deleted since keeps its quantity and price, without a name. Null when
 * the customer has no cart.
 */
export async function readCart(db: Db, customerId: number, locale: Locale): Promise<AbandonedCartDetail | null> {
  const [found] = await db
    .select({ ...cartRowColumns, items: carts.items })
    .from(carts)
    .innerJoin(customers, eq(customers.id, carts.customerId))
    .where(eq(carts.customerId, customerId));
  if (!found) return null;
  const lines = found.items as StoredLine[];
  const productIds = ids(lines.map((line) => line.productId));
  const variantIds = ids(lines.map((line) => line.variantId));
  const [productRows, titleRows, variantRows] = await db.batch([
    db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(inArray(products.id, productIds.length > 0 ? productIds : [0])),
    db
      .select({
        productId: productTranslations.productId,
        locale: productTranslations.locale,
        title: productTranslations.title,
      })
      .from(productTranslations)
      .where(inArray(productTranslations.productId, productIds.length > 0 ? productIds : [0])),
    db
      .select({ id: productVariants.id, code: productVariants.code })
      .from(productVariants)
      .where(inArray(productVariants.id, variantIds.length > 0 ? variantIds : [0])),
  ]);
  const skus = new Map(productRows.map((row) => [row.id, row.sku]));
  const codes = new Map(variantRows.map((row) => [row.id, row.code]));
  const titles = new Map<number, string>();
  for (const row of titleRows) {
    if (!titles.has(row.productId) || row.locale === locale) titles.set(row.productId, row.title);
  }
  const row = cartRow(found);
  const nextReminder = row.remindedAt === null ? null : row.remindedAt + cartReminderIntervalMs;
  return {
    ...row,
    lines: lines.map((line) => {
      const productId = typeof line.productId === "number" ? line.productId : undefined;
      const variantId = typeof line.variantId === "number" ? line.variantId : undefined;
      const productSku = productId === undefined ? undefined : skus.get(productId);
      return {
        title: (productId === undefined ? undefined : titles.get(productId)) ?? null,
        sku:
          productSku === undefined
            ? null
            : ((variantId === undefined ? undefined : codes.get(variantId)) ?? productSku),
        quantity: line.quantity,
        price: line.price,
      };
    }),
    nextReminderAt: row.totalItems > 0 && nextReminder !== null && nextReminder > Date.now() ? nextReminder : null,
  };
}

import type { PurchaseProduct } from "../../core/contracts/purchase.ts";
import { shelfPrice } from "../../core/shelf-price.ts";
import type { ProductDetails } from "../../workers/api/catalogue/get-product-details.ts";

/**
 * What the cached product page knows of purchasing, in the live answer's shape (decision 0050), at
 * the prices of the book it was rendered for (decision 0105):
 * no buyer, no stock and no max per product, which only GET /api/purchase/products/{id} says.
 */
export function pagePurchaseProduct(product: ProductDetails): PurchaseProduct {
  return {
    id: product.id,
    title: product.title,
    sku: product.sku,
    slug: product.slug,
    imageUrl: product.images[0]?.url ?? null,
    isAvailable: product.availability === "available",
    price: shelfPrice(product),
    breaks: product.breaks,
    minOrderQuantity: product.minOrderQuantity,
    packSize: product.packSize,
    maxPerProduct: null,
    stock: null,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      code: variant.code,
      values: variant.values,
      price: variant.price,
      breaks: variant.breaks,
      stock: null,
      isAvailable: variant.isAvailable,
    })),
    optionGroups: product.optionGroups,
    buyer: null,
  };
}

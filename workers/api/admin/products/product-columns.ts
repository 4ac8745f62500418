// How the admin API's product fields map onto the products table (decision 0057): the type by
// name ("bundle") for the stored tag number (SPEC §3: 1 regular, 2 discount, 3 bundle).
import {
  productTypeNames,
  type ProductStatus,
  type ProductTypeName,
} from "../../../../core/contracts/admin/products.ts";
import { productTypes, type CatalogueStatus, type ProductType } from "../../../../db/schema/index.ts";

/** The stored tag number of a type name. */
export const productTypeNumber = (name: ProductTypeName): ProductType => productTypes[name];

/** The name of a stored tag number. */
export function productTypeName(type: ProductType): ProductTypeName {
  return productTypeNames.find((name) => productTypes[name] === type) ?? "regular";
}

// The contract's statuses are the column's (core/ cannot import db/): a change to either fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const statusesMatch: Same<ProductStatus, CatalogueStatus> = true;

import { and, asc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  optionChoiceTranslations,
  optionChoices,
  optionGroupTranslations,
  optionGroups,
  productOptionGroups,
  productVariantValues,
  productVariants,
  variantAttributeTranslations,
  variantAttributeValueTranslations,
  variantAttributeValues,
  variantAttributes,
} from "../../../db/schema/index.ts";
import type { Locale } from "../../../core/profiles.ts";
import { translated } from "../../lib/translated.ts";

/**
 * A product's variants in their order and their attribute values named in `locale`, as two
 * queries for the caller's batch: the product page, the live purchase data and the admin's variant
 * matrix read them alike. Variants retired from the matrix (kept for the orders placed for them,
 * decision 0058) are not in it.
 */
export function productVariantQueries(db: Db, locale: Locale, productId: number | SQL<number>) {
  const inMatrix = and(eq(productVariants.productId, productId), isNull(productVariants.retiredAt));
  return [
    db
      .select({
        id: productVariants.id,
        code: productVariants.code,
        status: productVariants.status,
        quantity: productVariants.quantity,
        weight: productVariants.weight,
        price: productVariants.price,
      })
      .from(productVariants)
      .where(inMatrix)
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    db
      .select({
        variantId: productVariantValues.variantId,
        attributeId: variantAttributes.id,
        attribute: variantAttributeTranslations.name,
        valueId: variantAttributeValues.id,
        value: variantAttributeValueTranslations.name,
      })
      .from(productVariantValues)
      .innerJoin(productVariants, eq(productVariants.id, productVariantValues.variantId))
      .innerJoin(variantAttributeValues, eq(variantAttributeValues.id, productVariantValues.variantAttributeValueId))
      .innerJoin(variantAttributes, eq(variantAttributes.id, variantAttributeValues.variantAttributeId))
      .innerJoin(
        variantAttributeTranslations,
        translated(variantAttributeTranslations, "variantAttributeId", variantAttributes.id, locale),
      )
      .innerJoin(
        variantAttributeValueTranslations,
        translated(variantAttributeValueTranslations, "variantAttributeValueId", variantAttributeValues.id, locale),
      )
      .where(inMatrix)
      .orderBy(asc(variantAttributes.position), asc(variantAttributes.id)),
  ] as const;
}

/**
 * What a buyer chooses on a product, as four queries for the caller's one batch: its variants and
 * their attribute values in `locale` (`productVariantQueries`), its option groups and their
 * choices. The product page and the live purchase data (issue #10) read them alike.
 */
export function productChoiceQueries(db: Db, locale: Locale, productId: number | SQL<number>) {
  return [
    ...productVariantQueries(db, locale, productId),
    db
      .select({
        id: optionGroups.id,
        name: optionGroupTranslations.name,
        note: optionGroupTranslations.note,
        isRequired: optionGroups.isRequired,
        minSelections: optionGroups.minSelections,
        maxSelections: optionGroups.maxSelections,
      })
      .from(productOptionGroups)
      .innerJoin(optionGroups, eq(optionGroups.id, productOptionGroups.optionGroupId))
      .innerJoin(optionGroupTranslations, translated(optionGroupTranslations, "optionGroupId", optionGroups.id, locale))
      .where(eq(productOptionGroups.productId, productId))
      .orderBy(asc(productOptionGroups.position)),
    db
      .select({
        id: optionChoices.id,
        groupId: optionChoices.optionGroupId,
        name: optionChoiceTranslations.name,
        priceDelta: optionChoices.priceDelta,
      })
      .from(optionChoices)
      .innerJoin(
        optionChoiceTranslations,
        translated(optionChoiceTranslations, "optionChoiceId", optionChoices.id, locale),
      )
      .where(
        inArray(
          optionChoices.optionGroupId,
          db
            .select({ id: productOptionGroups.optionGroupId })
            .from(productOptionGroups)
            .where(eq(productOptionGroups.productId, productId)),
        ),
      )
      .orderBy(asc(optionChoices.position), asc(optionChoices.id)),
  ] as const;
}

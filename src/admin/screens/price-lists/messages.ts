import type { MessageKey } from "../../../../i18n/index.ts";

/**
 * What the price-list screens say, beyond the kit's texts (the days' labels are the coupons', the
 * CSV import's the products' import's).
 */
export const priceListMessages = [
  "admin.priceLists.add",
  "admin.priceLists.edit",
  "admin.priceLists.name",
  "admin.priceLists.days",
  "admin.priceLists.active",
  "admin.priceLists.activeHint",
  "admin.priceLists.prices",
  "admin.priceLists.assigned",
  "admin.priceLists.pricesTitle",
  "admin.priceLists.pricesIntro",
  "admin.priceLists.csvRows",
  "admin.priceLists.csvImported",
  "admin.priceLists.noPrices",
  "admin.priceLists.product",
  "admin.priceLists.unitPrice",
  "admin.priceLists.setPrice",
  "admin.priceLists.setPriceHint",
  "admin.priceLists.setPriceSubmit",
  "admin.priceLists.onePrice",
  "admin.priceLists.onePriceHint",
  "admin.priceLists.removePrice",
  "admin.priceLists.removed",
  "admin.priceBreaks.title",
  "admin.priceBreaks.hint",
  "admin.priceBreaks.price",
  "admin.priceBreaks.choose",
  "admin.priceBreaks.step",
  "admin.priceBreaks.add",
  "admin.priceBreaks.minQuantityLabel",
  "admin.coupons.startsOn",
  "admin.coupons.endsOn",
  "admin.coupons.dateHint",
  "admin.coupons.noDate",
] as const satisfies readonly MessageKey[];

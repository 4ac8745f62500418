// Price lists and volume tiers (issue #23 item 2, decisions 0100 and 0101): a list's own unit
// prices per product or variant, assigned to a customer group or to one company, and quantity
// breaks on a list's price or on the shelf price. Which price a line pays is `resolveLinePrice`
// (core/pricing/resolve-line-price.ts). Catalogue data (decision 0025): the pages will show them.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { maxLineQuantity, maxPrice } from "../../core/checkout/money-bounds.ts";
import { productVariants, products } from "./catalogue.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { customerGroups, customers } from "./people.ts";

/** An ISO day ("2026-11-29") or null: what `starts_on` and `ends_on` hold. */
const isoDay = (column: string) =>
  sql.raw(
    `${column} is null or (length(${column}) = 10 and ${column} glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')`,
  );

/** A unit price within the shop's money bounds (decision 0074). */
const unitPriceRange = sql.raw(`unit_price between 0 and ${maxPrice}`);

/** No variant is variant 0 in a unique index (written without a comma, which drizzle-kit would split). */
const variantKey = (column: unknown) => sql`(case when ${column} is null then 0 else ${column} end)`;

export const priceLists = sqliteTable(
  "price_lists",
  {
    id: id(),
    name: text("name").notNull(),
    // Valid from and to these days of the shop (the profile's time zone), both included; null is open
    startsOn: text("starts_on"),
    endsOn: text("ends_on"),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("price_lists_name").on(sql`lower(${t.name})`),
    check("price_lists_name_length", sql`length(trim(name)) between 1 and 60`),
    check("price_lists_starts_on_day", isoDay("starts_on")),
    check("price_lists_ends_on_day", isoDay("ends_on")),
    check("price_lists_days_in_order", sql`starts_on is null or ends_on is null or starts_on <= ends_on`),
  ],
);

/** A list's unit price of a product (every variant of it) or of one variant (which wins). */
export const priceListPrices = sqliteTable(
  "price_list_prices",
  {
    id: id(),
    listId: integer("list_id")
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    unitPrice: integer("unit_price").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("price_list_prices_item").on(t.listId, t.productId, variantKey(t.variantId)),
    index("price_list_prices_product").on(t.productId),
    check("price_list_prices_unit_price_range", unitPriceRange),
  ],
);

/** A list given to a customer group or to one company: each has at most one list. */
export const priceListAssignments = sqliteTable(
  "price_list_assignments",
  {
    id: id(),
    listId: integer("list_id")
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
    groupId: integer("group_id").references(() => customerGroups.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("price_list_assignments_group").on(t.groupId),
    uniqueIndex("price_list_assignments_customer").on(t.customerId),
    index("price_list_assignments_list").on(t.listId),
    check("price_list_assignments_one_owner", sql`(group_id is null) <> (customer_id is null)`),
  ],
);

/**
 * Quantity breaks ("12+: 45.00, 48+: 42.50"): from `min_quantity` units on a line, the unit price
 * of a list's price (list_id) or of the shelf price (list_id null), for a product or one variant.
 */
export const priceBreaks = sqliteTable(
  "price_breaks",
  {
    id: id(),
    listId: integer("list_id").references(() => priceLists.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    minQuantity: integer("min_quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("price_breaks_step").on(
      sql`(case when ${t.listId} is null then 0 else ${t.listId} end)`,
      t.productId,
      variantKey(t.variantId),
      t.minQuantity,
    ),
    index("price_breaks_product").on(t.productId),
    check("price_breaks_min_quantity_range", sql.raw(`min_quantity between 2 and ${maxLineQuantity}`)),
    check("price_breaks_unit_price_range", unitPriceRange),
  ],
);

export type PriceList = typeof priceLists.$inferSelect;

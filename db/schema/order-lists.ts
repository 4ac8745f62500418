// Saved order lists (issue #23 item 6, decision 0099): a customer's named lists of what they buy
// again and again (the weekly restock), built by the customer or by their salesperson, each sent
// to the cart in one step. A list belongs to the customer account, which issue #23 item 1 makes
// the company: its colleagues will share its lists without a change here.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { maxLineQuantity } from "../../core/checkout/money-bounds.ts";
import { orderListNameLength } from "../../core/contracts/order-lists.ts";
import { productVariants, products } from "./catalogue.ts";
import { createdAt, id, oneOf, updatedAt } from "./columns.ts";
import { customers, salespeople } from "./people.ts";

/** Who built a list: the customer in their area, or their salesperson for them. */
export const orderListAuthors = ["customer", "salesperson"] as const;
export type OrderListAuthor = (typeof orderListAuthors)[number];

export const orderLists = sqliteTable(
  "order_lists",
  {
    id: id(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdBy: text("created_by", { enum: orderListAuthors }).notNull(),
    // The salesperson who built it; kept as "by a salesperson" when that account goes
    salespersonId: integer("salesperson_id").references(() => salespeople.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One name per customer, whatever its case ("Weekly" and "weekly" are the same list)
    uniqueIndex("order_lists_customer_name").on(t.customerId, sql`lower(${t.name})`),
    oneOf(t.createdBy, orderListAuthors),
    check(
      "order_lists_name_length",
      sql`length(trim(name)) between ${sql.raw(String(orderListNameLength.min))} and ${sql.raw(String(orderListNameLength.max))}`,
    ),
  ],
);

export const orderListLines = sqliteTable(
  "order_list_lines",
  {
    id: id(),
    listId: integer("list_id")
      .notNull()
      .references(() => orderLists.id, { onDelete: "cascade" }),
    // Products and variants are retired, never deleted, by the shop: a retired one stays on the
    // list and is reported when the list goes to the cart
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    // The line's option choices (SPEC §5), ids ascending joined by "." ("" for none): with the
    // product and variant, what names a cart line (cartLineId)
    choiceKey: text("choice_key").notNull().default(""),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A line once per list: a double-clicked "add" makes one line, the second is refused
    // (no variant counts as variant 0; written without a comma, which drizzle-kit would split)
    uniqueIndex("order_list_lines_line").on(
      t.listId,
      t.productId,
      sql`(case when ${t.variantId} is null then 0 else ${t.variantId} end)`,
      t.choiceKey,
    ),
    index("order_list_lines_product").on(t.productId),
    check("order_list_lines_quantity_range", sql`quantity between 1 and ${sql.raw(String(maxLineQuantity))}`),
  ],
);

export type OrderList = typeof orderLists.$inferSelect;
export type OrderListLine = typeof orderListLines.$inferSelect;

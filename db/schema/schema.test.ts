// Migrates a fresh file database and shows that the constraints behind SPEC §3 and §5 bite in
// SQLite itself, not only in the API's validation.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client, type InValue } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "../migrate.ts";
import {
  customers,
  optionGroups,
  orderStatuses,
  orders,
  productOptionGroups,
  productTags,
  productTranslations,
  products,
  tags,
} from "./index.ts";

type Row = Record<string, InValue>;

function insert(table: string, row: Row) {
  const columns = Object.keys(row);
  return {
    sql: `insert into ${table} (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`,
    args: Object.values(row),
  };
}

// Each builder makes a row that is valid on its own and unique against the fixture, so a case
// changes exactly the field under test.
let serial = 0;
const next = () => String(++serial).padStart(4, "0");

const customer = (row: Row = {}) => {
  const n = next();
  return insert("customers", {
    first_name: "Amal",
    last_name: "Saleh",
    company_name: "Saleh Trading",
    company_number: `71000${n}`,
    phone: `055100${n}`,
    email: `buyer${n}@example.com`,
    password_hash: "hash",
    ...row,
  });
};

const product = (row: Row = {}) => insert("products", { sku: `SKU-${next()}`, price: 1000, quantity: 5, ...row });

const order = (row: Row = {}) =>
  insert("orders", {
    order_number: `JUM-${next()}`,
    customer_id: 1,
    customer_name: "Amal Saleh",
    address: JSON.stringify({ country: "SA", city: "Riyadh", address1: "King Fahd Rd" }),
    delivery_method: "Riyadh",
    payment_method_name: "Cash",
    currency: "SAR",
    unique_items_count: 1,
    total_items_count: 2,
    sub_total: 2000,
    grand_total: 2300,
    ...row,
  });

const translation = (row: Row) => insert("product_translations", { title: "Cotton shirt", ...row });

const unique = (column: string) => new RegExp(`UNIQUE constraint failed: .*${column.replace(".", "\\.")}`);
const checkFailed = (name: string) => new RegExp(`CHECK constraint failed: ${name}`);
const foreignKey = /FOREIGN KEY constraint failed/;

let directory: string;
let client: Client;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "jumla-schema-"));
  const url = `file:${join(directory, "test.db")}`;
  await migrateDatabase(url);
  client = createClient({ url, concurrency: 1 });
  await client.execute("PRAGMA foreign_keys = ON");

  // The fixture goes through the typed Drizzle schema, so the TypeScript side is exercised too
  const db = drizzle(client);
  await db.insert(customers).values({
    firstName: "Amal",
    lastName: "Saleh",
    companyName: "Saleh Trading",
    companyNumber: "7000000001",
    phone: "0550000001",
    email: "amal@example.com",
    passwordHash: "hash",
  });
  await db.insert(products).values([
    { sku: "SHIRT-01", price: 2500, quantity: 10 },
    { sku: "TOWEL-01", price: 900, quantity: 40 },
  ]);
  await db.insert(productTranslations).values([
    { productId: 1, locale: "ar", title: "قميص قطن", slug: "qamis-qutn" },
    { productId: 1, locale: "en", title: "Cotton shirt", slug: "cotton-shirt" },
  ]);
  await db.insert(tags).values({});
  await db.insert(productTags).values({ productId: 1, tagId: 1 });
  await db.insert(optionGroups).values({ minSelections: 0, maxSelections: 2 });
  await db.insert(productOptionGroups).values({ productId: 1, optionGroupId: 1 });
  await db.insert(orders).values({
    orderNumber: "JUM-000001",
    customerId: 1,
    customerName: "Amal Saleh",
    address: {
      country: "SA",
      city: "Riyadh",
      address1: "King Fahd Rd",
      address2: null,
      postcode: null,
      neighbourhood: null,
    },
    deliveryMethod: "Riyadh",
    paymentMethodName: "Cash",
    currency: "SAR",
    uniqueItemsCount: 1,
    totalItemsCount: 2,
    subTotal: 5000,
    grandTotal: 5750,
  });
});

afterAll(() => {
  client?.close();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

describe("schema constraints", () => {
  it("runs with foreign keys enforced", async () => {
    const result = await client.execute("PRAGMA foreign_keys");
    expect(Number(result.rows[0]?.[0])).toBe(1);
  });

  const rejected: { name: string; statement: () => { sql: string; args: InValue[] }; error: RegExp }[] = [
    {
      name: "duplicate customer email",
      statement: () => customer({ email: "amal@example.com" }),
      error: unique("customers.email"),
    },
    {
      name: "duplicate customer phone",
      statement: () => customer({ phone: "0550000001" }),
      error: unique("customers.phone"),
    },
    {
      name: "duplicate company number",
      statement: () => customer({ company_number: "7000000001" }),
      error: unique("customers.company_number"),
    },
    {
      name: "upper-case customer email",
      statement: () => customer({ email: "Amal2@Example.com" }),
      error: checkFailed("customers_email_lower_case"),
    },
    {
      name: "phone under 10 digits",
      statement: () => customer({ phone: "055000" }),
      error: checkFailed("customers_phone_shape"),
    },
    { name: "duplicate SKU", statement: () => product({ sku: "SHIRT-01" }), error: unique("products.sku") },
    {
      name: "SKU of 3 characters",
      statement: () => product({ sku: "ABC" }),
      error: checkFailed("products_sku_length"),
    },
    {
      name: "SKU of 13 characters",
      statement: () => product({ sku: "ABCDEFGHIJKLM" }),
      error: checkFailed("products_sku_length"),
    },
    {
      name: "negative price",
      statement: () => product({ price: -1 }),
      error: checkFailed("products_price_non_negative"),
    },
    {
      name: "negative quantity",
      statement: () => product({ quantity: -1 }),
      error: checkFailed("products_quantity_non_negative"),
    },
    {
      name: "invalid availability",
      statement: () => product({ availability: "soon" }),
      error: checkFailed("products_availability_in"),
    },
    { name: "invalid product type", statement: () => product({ type: 4 }), error: checkFailed("products_type_in") },
    {
      name: "discount above price",
      statement: () => product({ price: 100, discount_price: 200 }),
      error: checkFailed("products_discount_below_price"),
    },
    {
      name: "invalid order status",
      statement: () => order({ status: "lost" }),
      error: checkFailed("orders_status_in"),
    },
    {
      name: "duplicate order number",
      statement: () => order({ order_number: "JUM-000001" }),
      error: unique("orders.order_number"),
    },
    {
      name: "negative grand total",
      statement: () => order({ grand_total: -5 }),
      error: checkFailed("orders_grand_total_non_negative"),
    },
    {
      name: "duplicate slug in the same locale",
      statement: () => translation({ product_id: 1, locale: "en", slug: "cotton-shirt" }),
      error: unique("product_translations.locale"),
    },
    {
      // Decision 0057: the Arabic site shows an English-only product under its English slug
      name: "another product's slug in the other locale",
      statement: () => translation({ product_id: 2, locale: "ar", slug: "cotton-shirt" }),
      error: unique("product_translations.slug"),
    },
    {
      name: "second translation in the same locale",
      statement: () => translation({ product_id: 1, locale: "ar", slug: "another-slug" }),
      error: unique("product_translations.product_id"),
    },
    {
      name: "unknown locale",
      statement: () => translation({ product_id: 1, locale: "fr", slug: "chemise" }),
      error: checkFailed("product_translations_locale_in"),
    },
    {
      name: "tag twice on a product",
      statement: () => insert("product_tags", { product_id: 1, tag_id: 1 }),
      error: unique("product_tags.product_id"),
    },
    {
      name: "option group twice on a product",
      statement: () => insert("product_option_groups", { product_id: 1, option_group_id: 1 }),
      error: unique("product_option_groups.product_id"),
    },
    {
      name: "tag on a missing product",
      statement: () => insert("product_tags", { product_id: 999, tag_id: 1 }),
      error: foreignKey,
    },
    { name: "order for a missing customer", statement: () => order({ customer_id: 999 }), error: foreignKey },
    {
      name: "deleting a customer who has orders",
      statement: () => ({ sql: "delete from customers where id = ?", args: [1] }),
      error: foreignKey,
    },
  ];

  it.each(rejected)("rejects $name", async ({ statement, error }) => {
    await expect(client.execute(statement())).rejects.toThrow(error);
  });

  const accepted: { name: string; statement: () => { sql: string; args: InValue[] } }[] = [
    { name: "a valid new customer", statement: () => customer() },
    { name: "a phone with a leading +", statement: () => customer({ phone: "+966550000009" }) },
    { name: "SKU of 4 characters", statement: () => product({ sku: "ABCD" }) },
    { name: "SKU of 12 characters", statement: () => product({ sku: "ABCDEFGHIJKL" }) },
    { name: "price of zero", statement: () => product({ price: 0 }) },
    {
      name: "one product's own slug in its other locale",
      statement: () => translation({ product_id: 2, locale: "en", slug: "towel" }),
    },
    {
      name: "the same slug in both of one product's locales",
      statement: () => translation({ product_id: 2, locale: "ar", slug: "towel" }),
    },
  ];

  it.each(accepted)("accepts $name", async ({ statement }) => {
    await expect(client.execute(statement())).resolves.toBeDefined();
  });

  it("accepts every order status of SPEC §4", async () => {
    for (const status of orderStatuses) {
      await expect(client.execute(order({ status }))).resolves.toBeDefined();
    }
  });

  it("derives verified from the email verification time", async () => {
    await client.execute({ sql: "update customers set email_verified_at = ? where id = 1", args: [Date.now()] });
    const result = await client.execute("select verified from customers where id = 1");
    expect(Number(result.rows[0]?.verified)).toBe(1);
  });
});

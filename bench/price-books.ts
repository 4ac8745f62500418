// Price books in `npm run bench` (issue #23 item 3 "Measure", decision 0105): 50 price lists in the
// bench database and a buyer on two of them (their company's list and their group's), so the page
// bench can measure that buyer's cached catalogue pages beside the static asset, and the checkout
// bench their quote and order. Written with SQL over the seeded database, no Worker needed.
import { createClient } from "@libsql/client";
import { demoAccounts } from "../db/seed/accounts.ts";

/** How many price lists the bench database holds. */
export const benchListCount = 50;

/** The buyer on a price list: the approved demo customer's twin (same password), another email. */
export const listBuyer = {
  email: "list-buyer@jumla.test",
  password: demoAccounts.approvedCustomer.password,
} as const;

/**
 * Makes sure the bench database has `benchListCount` lists and the list buyer. The buyer's company
 * list prices every product at 90 % of its shelf price with a break at 12 (85 %) for the first
 * thousand; their group's list prices every product at 95 %; the other 48 lists price a thousand
 * products each, as lists in use by other companies would. Done once per database.
 */
export async function preparePriceBooks(dbFile: string): Promise<{ companyListId: number; groupListId: number }> {
  const client = createClient({ url: `file:${dbFile}` });
  try {
    const listId = async (index: number) =>
      Number(
        (await client.execute({ sql: "select id from price_lists where name = ?", args: [`Bench list ${index}`] }))
          .rows[0]?.id,
      );
    if (!(await listId(1))) {
      const statements = [];
      for (let index = 1; index <= benchListCount; index += 1) {
        statements.push({ sql: "insert into price_lists (name) values (?)", args: [`Bench list ${index}`] });
      }
      await client.batch(statements, "write");
      const [company, group] = [await listId(1), await listId(2)];
      const others = await Promise.all(Array.from({ length: benchListCount - 2 }, (_, i) => listId(i + 3)));
      await client.batch(
        [
          {
            sql: `insert into price_list_prices (list_id, product_id, unit_price)
              select ?, id, coalesce(discount_price, price) * 90 / 100 from products`,
            args: [company],
          },
          {
            sql: `insert into price_breaks (list_id, product_id, min_quantity, unit_price)
              select ?, id, 12, coalesce(discount_price, price) * 85 / 100 from products order by id limit 1000`,
            args: [company],
          },
          {
            sql: `insert into price_list_prices (list_id, product_id, unit_price)
              select ?, id, coalesce(discount_price, price) * 95 / 100 from products`,
            args: [group],
          },
          ...others.map((id, index) => ({
            sql: `insert into price_list_prices (list_id, product_id, unit_price)
              select ?, id, coalesce(discount_price, price) * 92 / 100 from products order by id limit 1000 offset ?`,
            args: [id, index * 400],
          })),
          { sql: "insert into customer_groups (name) values ('Bench group')", args: [] },
        ],
        "write",
      );
      const groupId = Number(
        (await client.execute("select id from customer_groups where name = 'Bench group'")).rows[0]?.id,
      );
      // The list buyer: the approved demo customer's row with its own email, phone and numbers.
      const columns = (await client.execute("pragma table_info(customers)")).rows.map((row) => String(row.name));
      const copied = columns.filter((name) => name !== "id");
      const value = (name: string) =>
        ({
          email: `'${listBuyer.email}'`,
          phone: "'0500000099'",
          company_number: "company_number || '9'",
          user_code: "user_code || '-L'",
          group_id: String(groupId),
        })[name] ?? name;
      await client.execute({
        sql: `insert into customers (${copied.join(", ")}) select ${copied.map(value).join(", ")} from customers where email = ?`,
        args: [demoAccounts.approvedCustomer.email],
      });
      const buyerId = Number(
        (await client.execute({ sql: "select id from customers where email = ?", args: [listBuyer.email] })).rows[0]
          ?.id,
      );
      const addressColumns = (await client.execute("pragma table_info(addresses)")).rows
        .map((row) => String(row.name))
        .filter((name) => name !== "id");
      await client.batch(
        [
          { sql: "insert into price_list_assignments (list_id, customer_id) values (?, ?)", args: [company, buyerId] },
          // The demo customer's addresses, to check out to
          {
            sql: `insert into addresses (${addressColumns.join(", ")})
              select ${addressColumns.map((name) => (name === "customer_id" ? "?" : name)).join(", ")}
              from addresses where customer_id = (select id from customers where email = ?)`,
            args: [buyerId, demoAccounts.approvedCustomer.email],
          },
          { sql: "insert into price_list_assignments (list_id, group_id) values (?, ?)", args: [group, groupId] },
        ],
        "write",
      );
    }
    return { companyListId: await listId(1), groupListId: await listId(2) };
  } finally {
    client.close();
  }
}

import { desc, eq } from "drizzle-orm";
import type { Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { addresses, customers, neighbourhoodTranslations } from "../../../db/schema/index.ts";
import { addressColumns, withNeighbourhoodName, type CustomerAddress } from "../account/list-addresses.ts";
import type { Orderer } from "../auth/shopper.ts";

/**
 * The addresses a shopper may deliver an order to, by customer (issue #10 item 5): a customer's
 * own; a salesperson's, those of each of their own customers (SPEC §6), so /checkout can show the
 * addresses of the customer chosen on /cart, which only the browser's cart knows; an admin's phone
 * order (decision 0098), those of the one customer the page was opened for (`forCustomer`, any
 * customer: every customer's would be the whole book). Default first, then newest. The checkout API
 * checks the address again when it prices and places the order.
 */
export async function listOrderingAddresses(
  db: Db,
  shopper: Orderer,
  locale: Locale,
  forCustomer: number | null = null,
): Promise<Record<number, CustomerAddress[]>> {
  const whose =
    shopper.kind === "customer"
      ? eq(customers.id, shopper.id)
      : shopper.kind === "salesperson"
        ? eq(customers.salespersonId, shopper.id)
        : forCustomer !== null && eq(customers.id, forCustomer);
  if (!whose) return {};
  const rows = await db
    .select({ ...addressColumns, customerId: addresses.customerId })
    .from(addresses)
    .innerJoin(customers, eq(customers.id, addresses.customerId))
    .leftJoin(neighbourhoodTranslations, withNeighbourhoodName(locale))
    .where(whose)
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
  const book: Record<number, CustomerAddress[]> = {};
  for (const { customerId, ...address } of rows) (book[customerId] ??= []).push(address);
  return book;
}

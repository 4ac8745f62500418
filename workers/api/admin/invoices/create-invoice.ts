import type { InvoiceCreateInput } from "../../../../core/contracts/admin/invoices.ts";
import type { OrderStatus } from "../../../../core/orders/order-status.ts";
import type { Db } from "../../../../db/client.ts";
import { invoices } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { readOrder } from "../orders/read-order.ts";
import type { Translate } from "../resource-kit.ts";
import { orderSnapshot, sellerSnapshot } from "./invoice-snapshot.ts";

/** Orders nothing is invoiced for: never placed (their payment still open) or stopped before leaving. */
export const unbillableStatuses: readonly OrderStatus[] = ["init", "payment-pending", "cancelled", "refused"];

/** The stored form of an invoice date: midnight UTC of the ISO day, as every entered date. */
export const storedDay = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`);

/**
 * A draft invoice of an order (issue #20 item 2, decision 0082): the order's lines, address,
 * discounts and totals as they are now, the seller's and bank details in the order's language,
 * the date entered and a note. An order holds one invoice not yet credited: a second is refused
 * (409), also when two are made at once (the partial unique index `invoices_one_open_per_order`
 * decides). Answers the new invoice's id.
 */
export async function createInvoice(db: Db, input: InvoiceCreateInput, t: Translate): Promise<number> {
  const order = await readOrder(db, input.orderId);
  if (!order) throw new AppError("invalid_input", { orderId: t("admin.invoices.order.required") });
  if (unbillableStatuses.includes(order.status)) throw new AppError("invoice_order_unbillable");
  const { seller, bankDetails } = await sellerSnapshot(db, order.locale);
  // No conflict target: the partial unique index refuses a second open invoice of the order
  const inserted = await db
    .insert(invoices)
    .values({
      orderId: order.id,
      ...orderSnapshot(order),
      seller,
      bankDetails,
      note: input.note ?? null,
      issuedOn: storedDay(input.date),
    })
    .onConflictDoNothing()
    .returning({ id: invoices.id });
  const [created] = inserted;
  if (!created) throw new AppError("invoice_exists");
  return created.id;
}

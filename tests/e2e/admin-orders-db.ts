import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import type { PlacedOrder, Quote } from "../../core/contracts/checkout.ts";
import { checkoutCustomer } from "./checkout-db.ts";
import { signInThroughApi } from "./sign-in.ts";
import { openE2eDb } from "./db.ts";

/**
 * An order for the order desk's journeys (issue #20 item 1), placed as a buyer places one: a fresh
 * approved customer (checkout-db.ts), their address pinned in Riyadh, signs in on the page's own browser (a shopper's cookie beside
 * the admin's; neither door touches the other's), is quoted and places it through the API in
 * `locale`, paid by bank transfer, with its own purchase-order reference. `emails` reads what the
 * outbox holds for the buyer (decision 0048). `remove` deletes the customer, their orders and what
 * the desk added to them (shipments go with their order), the emails the order wrote (the buyer's
 * and the admins' copies), and puts the stock back.
 */
export async function placedOrder(
  page: Page,
  baseURL: string | undefined,
  {
    locale = "en",
    reference,
    salespersonEmail,
  }: {
    locale?: "ar" | "en";
    reference: string;
    /** The salesperson who manages the customer (a collection's journey, decision 0096). */
    salespersonEmail?: string;
  },
  profile = process.env.PROFILE ?? "testing_v1",
) {
  const customer = await checkoutCustomer(salespersonEmail ? { salespersonEmail } : {}, profile);
  try {
    const db = openE2eDb(profile);
    // Pinned on the map, as the address form pins it: the order keeps the point (decision 0080).
    const { rows } = await db.execute({
      sql: `update addresses set latitude = 24.7136, longitude = 46.6753
             where customer_id = ? and is_default = 1 returning id`,
      args: [customer.customerId],
    });
    db.close();
    const addressId = Number(rows[0]?.id);
    await signInThroughApi(page, baseURL, customer, "shop");
    const headers = { origin: String(baseURL), "accept-language": locale };
    const request = {
      lines: [{ productId: customer.line.productId, quantity: customer.line.quantity }],
      addressId,
      purchaseOrderReference: reference,
      note: "Please deliver before noon",
    };
    const quoted = await page.request.post("/api/checkout/quote", { headers, data: request });
    expect(quoted.status(), "the quote").toBe(200);
    const quote = ((await quoted.json()) as { data: Quote }).data;
    const transfer = quote.paymentMethods.find((method) => method.kind === "bank_transfer");
    if (!transfer) throw new Error("the quote offers no bank transfer");
    const placed = await page.request.post("/api/orders", {
      headers: { ...headers, "idempotency-key": randomUUID() },
      data: { ...request, paymentMethodId: transfer.id },
    });
    expect(placed.status(), "placing the order").toBe(201);
    const order = ((await placed.json()) as { data: PlacedOrder }).data;
    // The shopper's session goes: what follows is the admin's.
    await page.context().clearCookies({ name: /jumla_session$/ });
    return {
      customer,
      order,
      /** The buyer's emails in the outbox, oldest first: the order's status emails as queued. */
      async emails() {
        const again = openE2eDb(profile);
        try {
          const { rows } = await again.execute({
            sql: `select json_extract(payload, '$.subject') as subject, json_extract(payload, '$.text') as text
                    from outbox where kind = 'email' and json_extract(payload, '$.to') = ? order by id`,
            args: [customer.email],
          });
          return rows.map((row) => ({ subject: String(row.subject), text: String(row.text) }));
        } finally {
          again.close();
        }
      },
      async remove() {
        const again = openE2eDb(profile);
        try {
          // Every email the order caused names its number: the buyer's and the admins' copies
          await again.execute({
            sql: "delete from outbox where kind = 'email' and (json_extract(payload, '$.to') = ? or payload like ?)",
            args: [customer.email, `%${order.number}%`],
          });
        } finally {
          again.close();
        }
        await customer.remove();
      },
    };
  } catch (error) {
    await customer.remove();
    throw error;
  }
}

import { openE2eDb } from "./db.ts";

/**
 * A second approved customer with orders in the e2e database, for the customer area's order pages
 * (the seed has no orders): the first, delivered yesterday, holds everything an order can (lines
 * with a variant and options, every total, coupon, purchase-order reference, note, shipment, delivery days,
 * status history, a partial payment); its lines are two live products, for reorder. It borrows the seeded customer's password hash, so it signs in with
 * that password and costs no hashing; `remove` deletes every row it added, leaving the seed as it was.
 */
export async function customerWithOrders(seededEmail: string, profile = process.env.PROFILE ?? "testing_v1") {
  const client = openE2eDb(profile);
  const token = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-12);
  const email = `orders-${token}@jumla.test`;
  const phone = `059${token.slice(-7)}`;
  try {
    const { rows } = await client.execute({
      sql: "select password_hash from customers where email = ?",
      args: [seededEmail],
    });
    const hash = String(rows[0]?.password_hash);
    const inserted = await client.execute({
      sql: `insert into customers (first_name, last_name, company_name, company_number, phone, email, password_hash,
              email_verified_at, approval_status, approval_form_key, can_see_prices, registered_at, updated_at)
            values ('Omar', 'Al-Zahrani', 'Zahrani Home', ?, ?, ?, ?, ?, 'approved', ?, 1, ?, ?) returning id`,
      args: [
        `9${token}`,
        phone,
        email,
        hash,
        Date.now(),
        `private/approval-forms/e2e-${token}.pdf`,
        Date.now(),
        Date.now(),
      ],
    });
    const customerId = Number(inserted.rows[0]?.id);
    const orderIds: number[] = [];
    // A live product for reorder: in stock, without variants or option groups, 10 and 20 of it
    // valid quantities (at least its minimum, whole cases).
    const live = await client.execute(
      `select p.id, p.sku, t.title from products p join product_translations t on t.product_id = p.id and t.locale = 'en'
        where p.status = 'available' and p.quantity >= 100 and p.min_order_quantity <= 10 and 10 % p.pack_size = 0
          and not exists (select 1 from product_variants v where v.product_id = p.id)
          and not exists (select 1 from product_option_groups g where g.product_id = p.id)
        order by p.id limit 1`,
    );
    const products = live.rows.map((row) => ({ id: Number(row.id), sku: String(row.sku), title: String(row.title) }));
    const day = 86_400_000;
    const orders = [
      { status: "delivered", total: 125_000 },
      { status: "pending", total: 48_050 },
      { status: "cancelled", total: 20_000 },
    ];
    // Each order's payment result token (/success/{token}, decision 0049)
    const paymentTokens = orders.map((_, index) => `e2e-pay-${token}-${index + 1}`.padEnd(40, "x"));
    for (const [index, order] of orders.entries()) {
      const placedAt = Date.now() - (orders.length - index) * day;
      // The first order holds everything an order can: SPEC §3 totals that add up to its grand
      // total (100,000 + 5,000 options − 10,000 coupon + 14,250 VAT + 15,750 shipping), a purchase
      // order reference, a note, a shipment, delivery days and a status history.
      const isFull = index === 0;
      const result = await client.execute({
        sql: `insert into orders (order_number, status, customer_id, customer_name, address, delivery_method,
                payment_method_name, currency, unique_items_count, total_items_count, sub_total, selections_total,
                discount_total, vat_total, shipping_cost, grand_total, coupon_code, purchase_order_reference, note,
                shipment_name, shipment_url, shipping_company, min_delivery_days, max_delivery_days, payment_token,
                placed_at, updated_at)
              values (?, ?, ?, 'Omar Al-Zahrani', ?, 'Riyadh and central region', 'Bank transfer', 'SAR', ?, ?, ?, ?,
                ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
        args: [
          `E2E-${token}-${index + 1}`,
          order.status,
          customerId,
          JSON.stringify({
            country: "Saudi Arabia",
            city: "Riyadh",
            address1: "King Fahd Road 12",
            address2: null,
            postcode: "12333",
            neighbourhood: "Olaya",
          }),
          isFull ? 2 : 1,
          isFull ? 30 : 10,
          isFull ? 100_000 : order.total,
          isFull ? 5_000 : 0,
          isFull ? 10_000 : 0,
          isFull ? 14_250 : 0,
          isFull ? 15_750 : 0,
          order.total,
          isFull ? "WELCOME10" : null,
          isFull ? "PO-7731" : null,
          isFull ? "Deliver to the loading bay, gate 3." : null,
          isFull ? "Pallet 1 of 1" : null,
          isFull ? "https://tracking.example/parcel/7731" : null,
          isFull ? "Aramex" : null,
          isFull ? 2 : null,
          isFull ? 5 : null,
          paymentTokens[index] ?? null,
          placedAt,
          Date.now(),
        ],
      });
      const orderId = Number(result.rows[0]?.id);
      orderIds.push(orderId);
      if (isFull) {
        // The first line's product has since been deleted (reorder lists it as no longer sold).
        const [live] = products;
        await client.batch(
          [
            {
              sql: `insert into order_lines (order_id, product_id, title, sku, unit_price, quantity, selections,
                      variant_values, line_total)
                    values (?, null, 'Cotton bath towel - White', 'TOWEL-01', 5000, 10, ?, ?, 55000)`,
              args: [
                orderId,
                JSON.stringify([
                  {
                    optionGroupId: 1,
                    optionChoiceId: 1,
                    groupName: "Embroidery",
                    choiceName: "Company logo",
                    priceDelta: 500,
                  },
                ]),
                JSON.stringify([
                  { attribute: "Size", value: "L" },
                  { attribute: "Colour", value: "White" },
                ]),
              ],
            },
            {
              sql: `insert into order_lines (order_id, product_id, title, sku, unit_price, quantity, line_total)
                    values (?, ?, ?, ?, 2500, 20, 50000)`,
              args: [orderId, live?.id ?? null, live?.title ?? "Hand towel", live?.sku ?? "TOWEL-02"],
            },
            ...(
              [
                ["pending", placedAt],
                ["processing", placedAt + day / 4],
                ["shipped", placedAt + day / 2],
                ["delivered", placedAt + day],
              ] as const
            ).map(([status, at]) => ({
              sql: "insert into order_status_history (order_id, status, actor, created_at) values (?, ?, 'admin', ?)",
              args: [orderId, status, at],
            })),
            // 250.00 of its 1,250.00 arrived by transfer (decision 0080): the page says partly paid
            {
              sql: `insert into order_payments (order_id, amount, currency, method, reference, received_on, recorded_by_name)
                    values (?, 25000, 'SAR', 'bank_transfer', 'TRX-7731', ?, 'E2E admin')`,
              args: [orderId, placedAt],
            },
          ],
          "write",
        );
        continue;
      }
      // The other orders' one line is the live product: reordering them leaves nothing out.
      await client.execute({
        sql: `insert into order_lines (order_id, product_id, title, sku, unit_price, quantity, line_total)
              values (?, ?, 'Cotton bath towel - White', 'TOWEL-01', ?, 10, ?)`,
        args: [orderId, products[0]?.id ?? null, order.total / 10, order.total],
      });
    }
    return {
      email,
      phone,
      orderIds,
      paymentTokens,
      /** The live product of the full order's second line (reorder puts it back in the cart). */
      products,
      orderNumbers: orders.map((_, index) => `E2E-${token}-${index + 1}`),
      async remove() {
        const again = openE2eDb(profile);
        try {
          await again.batch(
            [
              { sql: "delete from sessions where user_kind = 'customer' and user_id = ?", args: [customerId] },
              { sql: "delete from refunds where customer_id = ?", args: [customerId] },
              { sql: `delete from order_payments where order_id in (${orderIds.join(",")})`, args: [] },
              // An invoice a test made of these orders (page-access), and its credit note
              {
                sql: `delete from credit_notes where invoice_id in
                        (select id from invoices where order_id in (${orderIds.join(",")}))`,
                args: [],
              },
              { sql: `delete from invoices where order_id in (${orderIds.join(",")})`, args: [] },
              { sql: `delete from order_lines where order_id in (${orderIds.join(",")})`, args: [] },
              { sql: "delete from orders where customer_id = ?", args: [customerId] },
              { sql: "delete from customers where id = ?", args: [customerId] },
            ],
            "write",
          );
        } finally {
          again.close();
        }
      },
    };
  } finally {
    client.close();
  }
}

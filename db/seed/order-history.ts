// An order history for the order desk (issue #20 "Measure", decision 0084): `npm run db:seed --
// --orders 100000` and bench/order-desk.ts. Four years of orders from a few thousand buyers and
// several salespeople, every status in a wholesaler's proportions, three lines each from the
// seeded catalogue (snapshots with VAT), offline payments in full or in part, card payments,
// returns, internal notes, shipments and each order's status history.
//
// Written by SQLite itself, a handful of INSERT … SELECT statements over a numbers table: no rows
// cross the wire, so 100,000 orders (300,000 lines) take seconds, not minutes. Deterministic: the
// same count gives the same history (arithmetic on the row number, no random draws).

import { day, epoch } from "./plan.ts";

/** How the history is drawn. */
export interface OrderHistoryOptions {
  orders: number;
  /** When the newest order was placed (ms); the oldest is four years before. */
  now: number;
}

const years = 4;
/** When the seed's newest order was placed: late November of the seed's year. */
export const orderHistoryNow = epoch + 330 * day;
/** Buyers ordering: about fifty orders each over four years, at least twenty, at most 2,000. */
export const historyBuyerCount = (orders: number) => Math.min(2_000, Math.max(20, Math.ceil(orders / 50)));
export const historySalespersonCount = 8;

/** A wholesaler's orders by status, in percent: most are long delivered or completed. */
const statusShares = [
  ["completed", 40],
  ["delivered", 15],
  ["shipped", 8],
  ["processing", 6],
  ["pending", 10],
  ["approved", 4],
  ["accepted", 2],
  ["printed", 2],
  ["cancelled", 6],
  ["refused", 2],
  ["rejected", 1],
  ["payment-pending", 2],
  ["init", 2],
] as const;

const statusCase = `case ${statusShares
  .reduce<{ sql: string[]; upTo: number }>(
    (acc, [status, share]) => {
      const upTo = acc.upTo + share;
      acc.sql.push(`when (n * 7919) % 100 < ${upTo} then '${status}'`);
      return { sql: acc.sql, upTo };
    },
    { sql: [], upTo: 0 },
  )
  .sql.join(" ")} else 'completed' end`;

const companies = [
  ["Al-Noor Trading", "النور للتجارة"],
  ["Gulf Linen Co", "الخليج للمفروشات"],
  ["Riyadh Hotel Supplies", "مستلزمات فنادق الرياض"],
  ["Najd Hospitality", "نجد للضيافة"],
  ["Red Sea Resorts", "منتجعات البحر الأحمر"],
  ["Qassim Catering", "القصيم للإعاشة"],
  ["Eastern Clinics", "عيادات الشرقية"],
  ["Hijaz Housekeeping", "الحجاز للتدبير الفندقي"],
] as const;
const firstNames = ["Fahad", "Noura", "Khalid", "Sara", "Omar", "Huda", "Faisal", "Reem", "Majed", "Lama"];
const lastNames = ["Al-Harbi", "Al-Qahtani", "Al-Otaibi", "Al-Ghamdi", "Al-Shehri", "Al-Zahrani", "Al-Dosari"];
const carriers = ["SMSA", "Aramex", "SPL", "Naqel"];

const pick = (list: readonly string[], index: string) =>
  `(case ${list.map((value, i) => `when ${index} % ${list.length} = ${i} then '${value.replaceAll("'", "''")}'`).join(" ")} end)`;

/**
 * The statements that add the history to a migrated database holding the seed's catalogue,
 * payment methods, delivery zones and an admin, in order; run them in one write transaction.
 */
export function orderHistoryStatements({ orders: count, now }: OrderHistoryOptions): string[] {
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`--orders must be a positive integer, got ${count}`);
  const buyers = historyBuyerCount(count);
  const step = Math.floor((years * 365 * day) / count);
  // n = 1 is the newest order; its number is the highest (numbers count up from the oldest)
  const placedAt = `(${now} - (n - 1) * ${step})`;
  const lineProduct = (j: string) => `1 + (n * 7 + ${j} * 13) % (select count(*) from history_products)`;
  const lineQuantity = (j: string) => `(1 + (n + ${j} * 5) % 24)`;
  const company = (index: string) =>
    pick(
      companies.map(([en]) => en),
      index,
    );
  const companyAr = (index: string) =>
    pick(
      companies.map(([, ar]) => ar),
      index,
    );
  return [
    "create temp table if not exists series (value integer primary key)",
    "delete from series",
    `insert into series with recursive s(value) as (select 1 union all select value + 1 from s where value < ${Math.max(count, buyers)})
     select value from s`,
    // The catalogue the lines are drawn from: products with a price, their English title
    "drop table if exists history_products",
    `create temp table history_products as
     select row_number() over (order by p.id) as k, p.id, p.sku, p.price,
       coalesce(g.rate_basis_points, (select rate_basis_points from tax_groups where is_default = 1 limit 1), 1500) as vat,
       coalesce((select title from product_translations t where t.product_id = p.id and t.locale = 'en'), p.sku) as title
     from products p left join tax_groups g on g.id = p.tax_group_id where p.price > 0`,
    "drop table if exists history_methods",
    `create temp table history_methods as
     select row_number() over (order by id) as k, id, name, kind, is_online from payment_methods`,
    "drop table if exists history_zones",
    "create temp table history_zones as select row_number() over (order by id) as k, id, name from shipping_zones",
    `insert into salespeople (first_name, last_name, phone, email, password_hash, code)
     select ${pick(firstNames, "value")}, ${pick(lastNames, "value * 3")}, printf('0559%06d', value),
       'history.sales' || value || '@jumla.test', coalesce((select password_hash from salespeople limit 1), 'x'),
       'SP-H' || value
     from series where value <= ${historySalespersonCount}`,
    // Buyers: approved, two in three looked after by a salesperson
    `insert into customers (first_name, last_name, company_name, company_number, phone, email, password_hash,
       approval_status, approval_form_key, email_verified_at, salesperson_id, can_see_prices)
     select ${pick(firstNames, "(value * 7)")}, ${pick(lastNames, "value")},
       case when value % 3 = 0 then ${companyAr("value")} else ${company("value")} end || ' ' || value,
       printf('70%08d', value), printf('0577%06d', value), 'history.buyer' || value || '@jumla.test',
       coalesce((select password_hash from customers limit 1), 'x'), 'approved', 'history/approval-form.pdf', ${now - years * 365 * day},
       case when value % 3 = 0 then null else (select id from salespeople where code = 'SP-H' || (1 + value % ${historySalespersonCount})) end, 1
     from series where value <= ${buyers}`,
    `insert into orders (order_number, status, customer_id, salesperson_id, customer_name, salesperson_name, address,
       shipping_zone_id, delivery_method, payment_method_id, payment_method_name, payment_token, paid_at,
       purchase_order_reference, locale, currency, unique_items_count, total_items_count, sub_total, vat_total,
       shipping_cost, grand_total, note, shipment_name, shipment_url, shipping_company, min_delivery_days,
       max_delivery_days, placed_at, updated_at)
     select printf('JM-%06d', ${count} - n + 1), status, c.id, c.salesperson_id, c.first_name || ' ' || c.last_name,
       (select first_name || ' ' || last_name from salespeople s where s.id = c.salesperson_id),
       json_object('country', 'SA', 'city', ${pick(["Riyadh", "Jeddah", "Dammam", "Makkah", "Madinah"], "n")},
         'address1', 'Building ' || (1 + n % 400) || ', King Fahd Road', 'address2', null,
         'postcode', printf('1%04d', n % 10000), 'neighbourhood', null),
       z.id, coalesce(z.name, 'Delivery'), m.id, coalesce(m.name, 'bank_transfer'),
       case when m.is_online then 'history-' || n end,
       case when m.is_online and status not in ('init', 'payment-pending') then ${placedAt} + 600000 end,
       case when n % 5 = 0 then 'PO-' || (n * 31) end, case when n % 2 = 0 then 'ar' else 'en' end, 'SAR', 3,
       quantities, sub_total, vat_total, 3500, sub_total + vat_total + 3500,
       case when n % 10 = 0 then 'Please call before delivery' end,
       shipment, case when shipment is not null then 'https://track.example.com/' || shipment end,
       case when shipment is not null then ${pick(carriers, "n")} end, 1, 3, ${placedAt}, ${placedAt} + 3600000
     from (
       select n, ${statusCase} as status,
         (select sum(${lineQuantity("j.value")}) from series j where j.value <= 3) as quantities,
         (select sum(p.price * ${lineQuantity("j.value")}) from series j join history_products p on p.k = ${lineProduct("j.value")} where j.value <= 3) as sub_total,
         (select sum(p.price * ${lineQuantity("j.value")} * p.vat / 10000) from series j join history_products p on p.k = ${lineProduct("j.value")} where j.value <= 3) as vat_total,
         case when ${statusCase} in ('printed', 'shipped', 'delivered', 'completed') and n % 3 = 0 then 'SHP' || printf('%08d', n) end as shipment
       from (select value as n from series where value <= ${count})
     )
     join customers c on c.email = 'history.buyer' || (1 + (n * 13) % ${buyers}) || '@jumla.test'
     left join history_methods m on m.k = 1 + n % (select count(*) from history_methods)
     left join history_zones z on z.k = 1 + n % (select count(*) from history_zones)
     -- The oldest first, so ids grow with time as checkout's do (the CSV's keyset reads by id)
     order by n desc`,
    `insert into order_lines (order_id, product_id, title, sku, unit_price, quantity, vat_rate_basis_points, vat_amount, line_total)
     select o.id, p.id, p.title, p.sku, p.price, ${lineQuantity("j.value")}, p.vat,
       p.price * ${lineQuantity("j.value")} * p.vat / 10000, p.price * ${lineQuantity("j.value")}
     from (select id, ${count} - cast(substr(order_number, 4) as integer) + 1 as n from orders
       where customer_id in (select id from customers where email like 'history.buyer%')) o
     join series j on j.value <= 3
     join history_products p on p.k = ${lineProduct("j.value")}`,
    // Each order's history: placed, then (where it moved) its status, by an admin, a day later
    `insert into order_status_history (order_id, status, actor, created_at)
     select id, case when payment_token is null then 'pending' else 'init' end, 'customer', placed_at
     from orders where customer_id in (select id from customers where email like 'history.buyer%')`,
    `insert into order_status_history (order_id, status, actor, admin_id, admin_name, created_at)
     select o.id, o.status, 'admin', a.id, a.name, o.placed_at + ${day}
     from orders o, (select id, name from admins order by id limit 1) a
     where o.customer_id in (select id from customers where email like 'history.buyer%')
       and o.status <> case when o.payment_token is null then 'pending' else 'init' end`,
    // Offline payments (the trigger keeps paid_amount and paid_at): orders that went out were
    // paid in full, one in three of the others paid a part
    `insert into order_payments (order_id, amount, currency, method, reference, received_on, recorded_by_admin_id, recorded_by_name, created_at)
     select o.id, case when o.status in ('shipped', 'delivered', 'completed') then o.grand_total else o.grand_total / 3 end,
       'SAR', case o.id % 3 when 0 then 'cash' when 1 then 'bank_transfer' else 'check' end, 'REF-' || o.id,
       (o.placed_at / ${day}) * ${day} + ${2 * day}, a.id, a.name, o.placed_at + ${2 * day}
     from orders o, (select id, name from admins order by id limit 1) a
     where o.payment_token is null and o.customer_id in (select id from customers where email like 'history.buyer%')
       and (o.status in ('shipped', 'delivered', 'completed') or (o.id % 3 = 0 and o.status not in ('cancelled', 'refused', 'rejected')))`,
    `insert into refunds (order_id, customer_id, salesperson_id, reason, reference_total, status, created_at)
     select id, customer_id, salesperson_id, case id % 3 when 0 then 'Damaged in transit' when 1 then 'Wrong size' else 'Not as ordered' end,
       grand_total / 4, case row_number() over (order by id) % 4 when 0 then 'refunded' when 1 then 'approved' when 2 then 'rejected' else 'requested' end,
       placed_at + ${10 * day}
     from orders where id % 50 in (7, 8) and status in ('delivered', 'completed')
       and customer_id in (select id from customers where email like 'history.buyer%')`,
    `insert into order_notes (order_id, text, author_admin_id, author_name, created_at)
     select o.id, case o.id % 3 when 0 then 'Customer asked for split delivery' when 1 then 'Credit line checked'
       else 'Called to confirm the address' end, a.id, a.name, o.placed_at + 7200000
     from orders o, (select id, name from admins order by id limit 1) a
     where o.id % 12 = 0 and o.customer_id in (select id from customers where email like 'history.buyer%')`,
    `insert into shipments (order_id, service, carrier, tracking_number, tracking_url, created_by_admin_id, created_by_name, created_at)
     select o.id, 'manual', o.shipping_company, o.shipment_name, o.shipment_url, a.id, a.name, o.placed_at + ${day}
     from orders o, (select id, name from admins order by id limit 1) a
     where o.shipment_name like 'SHP%' and o.customer_id in (select id from customers where email like 'history.buyer%')`,
    // Checkout numbers the next order after the history's
    `insert into counters (name, value) values ('order', ${count})
     on conflict (name) do update set value = max(value, excluded.value)`,
    "drop table history_products",
    "drop table history_methods",
    "drop table history_zones",
    "drop table series",
    "analyze",
  ];
}

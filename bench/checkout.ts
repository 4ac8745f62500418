// The checkout's part of `npm run bench` (issue #10 "Measure"): quote and place-order latency
// p50/p95 and answers per second on the built Worker at 1 and 16 connections, as the approved demo
// buyer, then the oversell invariant under load: a product with a few units left, raced by every
// connection, ends with exactly that many units ordered and a stock of 0, never below.
import { randomUUID } from "node:crypto";
import { createClient } from "@libsql/client";

export interface CheckoutLoad {
  connections: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  /** Answers per second over the run (successful orders per second for place-order). */
  perSecond: number;
}

export interface CheckoutBench {
  productId: number;
  quote: CheckoutLoad[];
  /** The quote again with `drawnZones` zones of `corners` corners each around the buyer (issue #21 "Measure"). */
  quoteWithDrawnZones: CheckoutLoad[];
  drawnZones: number;
  corners: number;
  placeOrder: CheckoutLoad[];
  /** Orders plus the stock left always make the units; sold out when the stock reached 0. */
  oversell: {
    units: number;
    connections: number;
    orders: number;
    shortStock: number;
    stockAfter: number;
    isSoldOut: boolean;
    holds: boolean;
  };
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** `connections` loops sending `send()` back to back for `seconds`, each answer timed to its last byte. */
async function run(connections: number, seconds: number, send: () => Promise<Response>): Promise<CheckoutLoad> {
  const samples: number[] = [];
  const statuses: Record<string, number> = {};
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await send();
        await response.arrayBuffer();
        samples.push(performance.now() - started);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  samples.sort((a, b) => a - b);
  const at = (quantile: number) => samples[Math.min(samples.length - 1, Math.floor(quantile * samples.length))] ?? 0;
  const good = (statuses["200"] ?? 0) + (statuses["201"] ?? 0);
  return { connections, statuses, p50: round(at(0.5)), p95: round(at(0.95)), perSecond: Math.round(good / seconds) };
}

/**
 * Measures the checkout against a running Worker at `origin` whose database the libSQL server at
 * `databaseUrl` serves; `cookie` is a signed-in approved buyer's.
 */
export async function measureCheckout(options: {
  origin: string;
  databaseUrl: string;
  cookie: string;
  email: string;
  seconds: number;
  /** Quote and place-order only: no oversell race, no drawn zones (a second buyer's figures). */
  isQuoteAndOrderOnly?: boolean;
}): Promise<CheckoutBench> {
  const { origin, cookie, seconds } = options;
  const client = createClient({ url: options.databaseUrl });
  const value = async (sql: string, args: (string | number)[] = []) =>
    (await client.execute({ sql, args })).rows[0]?.[0] ?? null;
  // Two plain products (no variants or options), sold by the unit here, and the buyer's first address
  const plain = `select id from products where status = 'available' and availability = 'available'
    and has_variants = 0 and id not in (select product_id from product_option_groups) order by id`;
  const productId = Number(await value(`${plain} limit 1`));
  const racedId = Number(await value(`${plain} limit 1 offset 1`));
  const addressId = Number(
    await value(
      "select a.id from addresses a join customers c on c.id = a.customer_id where c.email = ? order by a.is_default desc, a.id limit 1",
      [options.email],
    ),
  );
  await client.execute({
    sql: "update products set quantity = 1000000, min_order_quantity = 1, pack_size = 1 where id in (?, ?)",
    args: [productId, racedId],
  });
  await client.execute("update site_settings set max_quantity_per_product = max(max_quantity_per_product, 10)");

  const headers = { origin, cookie, "content-type": "application/json", "accept-language": "en" };
  const quoteBody = JSON.stringify({
    lines: [
      { productId, quantity: 2 },
      { productId: racedId, quantity: 1 },
    ],
    addressId,
  });
  const quote = () => fetch(`${origin}/api/checkout/quote`, { method: "POST", headers, body: quoteBody });
  const first = await quote();
  const quoted = (await first.json()) as {
    data?: { paymentMethods: { id: number; kind: string }[] };
    message?: string;
  };
  const method = quoted.data?.paymentMethods.find((candidate) => candidate.kind === "bank_transfer");
  if (!first.ok || !method)
    throw new Error(`the bench buyer cannot check out: ${first.status} ${quoted.message ?? ""}`);

  const order = (id: number) => () =>
    fetch(`${origin}/api/orders`, {
      method: "POST",
      headers: { ...headers, "idempotency-key": randomUUID() },
      body: JSON.stringify({ lines: [{ productId: id, quantity: 1 }], addressId, paymentMethodId: method.id }),
    });

  const result: CheckoutBench = {
    productId,
    quote: [],
    quoteWithDrawnZones: [],
    drawnZones: 20,
    corners: 500,
    placeOrder: [],
    oversell: { units: 0, connections: 16, orders: 0, shortStock: 0, stockAfter: 0, isSoldOut: false, holds: false },
  };
  for (let i = 0; i < 5; i += 1) await (await order(productId)()).arrayBuffer();
  for (const connections of [1, 16]) {
    result.quote.push(await run(connections, seconds, quote));
    console.log(`quote at ${connections}: ${JSON.stringify(result.quote.at(-1))}`);
    result.placeOrder.push(await run(connections, seconds, order(productId)));
    console.log(`place-order at ${connections}: ${JSON.stringify(result.placeOrder.at(-1))}`);
  }

  if (options.isQuoteAndOrderOnly) {
    client.close();
    return result;
  }

  // The oversell invariant under load: a few units, every connection racing for them
  const units = 25;
  const linesBefore = Number(await value("select count(*) from order_lines where product_id = ?", [racedId]));
  await client.execute({ sql: "update products set quantity = ? where id = ?", args: [units, racedId] });
  const raced = await run(16, Math.min(seconds, 3), order(racedId));
  const orders = Number(await value("select count(*) from order_lines where product_id = ?", [racedId])) - linesBefore;
  const stockAfter = Number(await value("select quantity from products where id = ?", [racedId]));
  result.oversell = {
    units,
    connections: 16,
    orders,
    shortStock: raced.statuses["409"] ?? 0,
    stockAfter,
    isSoldOut: stockAfter === 0,
    holds: stockAfter >= 0 && orders + stockAfter === units && (raced.statuses["201"] ?? 0) === orders,
  };
  console.log(`oversell: ${JSON.stringify(result.oversell)}`);

  // Issue #21 "Measure" (decision 0091): drawn zones of 500 corners around the buyer's pinned
  // address must not make the quote slower (the isolate keeps them prepared, not re-read and
  // re-parsed per quote). They go again after, with the address's own point. The raced product is
  // stocked again first: the quote buys one.
  await client.execute({ sql: "update products set quantity = 1000000 where id = ?", args: [racedId] });
  const [pinned] = (
    await client.execute({ sql: "select latitude, longitude from addresses where id = ?", args: [addressId] })
  ).rows;
  const lat = Number(pinned?.latitude ?? 24.7136);
  const lng = Number(pinned?.longitude ?? 46.6753);
  await client.execute({
    sql: "update addresses set latitude = ?, longitude = ? where id = ?",
    args: [lat, lng, addressId],
  });
  const zoneIds: number[] = [];
  for (let zone = 0; zone < result.drawnZones; zone += 1) {
    const radius = 0.05 + zone * 0.01;
    const ring = Array.from({ length: result.corners }, (_, i) => {
      const angle = (2 * Math.PI * i) / result.corners;
      return { lat: lat + radius * Math.sin(angle), lng: lng + radius * Math.cos(angle) };
    });
    const now = Date.now();
    const id = Number(
      await value(
        `insert into shipping_zones (name, definition_method, polygon, created_at, updated_at)
           values (?, 'polygon', ?, ?, ?) returning id`,
        [`Bench zone ${zone} ${randomUUID().slice(0, 8)}`, JSON.stringify(ring), now, now],
      ),
    );
    zoneIds.push(id);
    await client.execute({
      sql: `insert into shipping_rates (zone_id, min_order_amount, max_order_amount, charge, min_delivery_days, max_delivery_days)
              values (?, 0, null, 1000, 1, 2)`,
      args: [id],
    });
  }
  try {
    for (const connections of [1, 16]) {
      result.quoteWithDrawnZones.push(await run(connections, seconds, quote));
      console.log(`quote with drawn zones at ${connections}: ${JSON.stringify(result.quoteWithDrawnZones.at(-1))}`);
    }
  } finally {
    await client.execute(`delete from shipping_zones where id in (${zoneIds.join(",") || "0"})`);
    await client.execute({
      sql: "update addresses set latitude = ?, longitude = ? where id = ?",
      args: [pinned?.latitude ?? null, pinned?.longitude ?? null, addressId],
    });
  }
  client.close();
  return result;
}

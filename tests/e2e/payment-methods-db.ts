import { openE2eDb } from "./db.ts";

/**
 * The delivery zone of a checkout customer's address (checkout-db.ts puts it in a city the first
 * zone includes), and a second address of theirs in a city another zone includes, for a journey
 * that sees what checkout offers in each (decision 0089). The customer's clean-up removes both.
 */
export async function homeAndAwayZones(customerId: number, profile = process.env.PROFILE ?? "testing_v1") {
  const client = openE2eDb(profile);
  try {
    const { rows: home } = await client.execute({
      sql: `select z.id, z.name from addresses a join zone_cities zc on zc.city_id = a.city_id and zc.rule = 'include'
              join shipping_zones z on z.id = zc.zone_id
            where a.customer_id = ? order by a.id limit 1`,
      args: [customerId],
    });
    const homeZone = home[0];
    if (!homeZone) throw new Error("the checkout customer's address is in no zone");
    const { rows: away } = await client.execute({
      sql: `select c.id, ct.name, z.name as zone from zone_cities zc join cities c on c.id = zc.city_id
              join city_translations ct on ct.city_id = c.id and ct.locale = 'en'
              join shipping_zones z on z.id = zc.zone_id
            where zc.rule = 'include' and zc.zone_id <> ? order by zc.zone_id limit 1`,
      args: [Number(homeZone.id)],
    });
    const awayCity = away[0];
    if (!awayCity) throw new Error("the seed has no second zone with a named city");
    await client.execute({
      sql: `insert into addresses (customer_id, country, city, address1, postcode, city_id, is_default, created_at, updated_at)
            values (?, 'SA', ?, 'Olaya Street 7', '12444', ?, 0, ?, ?)`,
      args: [customerId, String(awayCity.name), Number(awayCity.id), Date.now(), Date.now()],
    });
    return {
      home: { id: Number(homeZone.id), name: String(homeZone.name) },
      away: { city: String(awayCity.name), zone: String(awayCity.zone) },
    };
  } finally {
    client.close();
  }
}

// The zones a quote chooses from, kept prepared between quotes (issue #21 "Measure", decision
// 0091): a zone's polygon (up to a thousand corners) is read, parsed and measured once per change
// of the zones, not on every quote. The checkout's batch asks for the zones only when they are not
// the ones this isolate holds; otherwise it reads one short version row.
import { sql } from "drizzle-orm";
import { prepareZones, type PreparedZone, type ZoneRule } from "../../../core/checkout/delivery.ts";
import { prepared } from "../../../db/prepared.ts";
import { shippingZones, zoneCities } from "../../../db/schema/index.ts";

/**
 * What the zones are now, as one text: their count, highest id and the sum of their update times
 * (any write through the API changes one of them), with the same for their cities (a city rule
 * written straight to the table, as seeds and test fixtures do, changes it too).
 */
const zonesVersion = sql<string>`(select count(*) || ':' || coalesce(max(id), 0) || ':' || total(updated_at)
  from ${shippingZones}) || '/' || (select count(*) || ':' || total(zone_id * 1000003 + city_id * 2 + (rule = 'include'))
  from ${zoneCities})`;

const changed = sql`${zonesVersion} <> ${sql.placeholder("known")}`;

/** The zones' version, always; the zones and their cities only when it is not `known`. */
export const readZonesVersion = prepared((db) => db.select({ version: zonesVersion }).from(sql`(select 1)`));

export const readZones = prepared((db) =>
  db
    .select({
      id: shippingZones.id,
      name: shippingZones.name,
      definitionMethod: shippingZones.definitionMethod,
      polygon: shippingZones.polygon,
      priority: shippingZones.priority,
    })
    .from(shippingZones)
    .where(changed),
);

export const readZoneCities = prepared((db) => db.select().from(zoneCities).where(changed));

export type DeliveryZone = ZoneRule & { name: string };

/** The versions this isolate holds prepared, the latest last (a few: a quote read before a change still finds its own). */
const held = new Map<string, PreparedZone<DeliveryZone>[]>();
const maxHeld = 4;

/** The version the next batch tells the database this isolate holds. */
export const heldVersion = () => [...held.keys()].at(-1) ?? "";

/**
 * The prepared zones of `version`: those held, or the ones just read (then held). The zones are
 * read whenever `version` differs from what the batch was told is held, so a version that was
 * neither held nor read can only be one pushed out by `maxHeld` changes during this very quote.
 */
export function deliveryZones(
  version: string,
  zoneRows: readonly Omit<DeliveryZone, "cities">[],
  cityRows: readonly { zoneId: number; cityId: number; rule: ZoneRule["cities"][number]["rule"] }[],
): PreparedZone<DeliveryZone>[] {
  const kept = held.get(version);
  if (kept) return kept;
  const zones = prepareZones(
    zoneRows.map((row) => ({ ...row, cities: cityRows.filter((city) => city.zoneId === row.id) })),
  );
  if (zoneRows.length === 0 && !version.startsWith("0:")) {
    throw new Error("The zones changed more than the isolate holds during one quote; price it again");
  }
  held.set(version, zones);
  if (held.size > maxHeld) held.delete(held.keys().next().value as string);
  return zones;
}

import { and, eq, type SQL } from "drizzle-orm";
import type { FeatureFlags, Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { cities, cityTranslations, neighbourhoods, neighbourhoodTranslations } from "../../../db/schema/index.ts";
import { translated } from "../../lib/translated.ts";

export interface PlaceOption {
  id: number;
  name: string;
  cityId?: number;
}

/**
 * City and neighbourhood lists for the address form, only where the profile has them (SPEC §3, §9).
 * Neighbourhoods come in the cities' order, by name within each city, each with its city: one name
 * may be a neighbourhood of several cities (Al Aziziyah in Makkah and in Madinah), so a list is read
 * per city, never as one flat list of names. `cityId` narrows them to that city's (issue #19 item 7).
 */
export async function listPlaces(
  db: Db,
  locale: Locale,
  flags: Pick<FeatureFlags, "hasCityData" | "hasNeighborhoodData">,
  options: { cityId?: number | null } = {},
): Promise<{ cities: PlaceOption[]; neighbourhoods: PlaceOption[] }> {
  if (!flags.hasCityData) return { cities: [], neighbourhoods: [] };
  const inCity: SQL | undefined = options.cityId ? eq(neighbourhoods.cityId, options.cityId) : undefined;
  const cityRows = db
    .select({ id: cities.id, name: cityTranslations.name })
    .from(cities)
    .innerJoin(cityTranslations, translated(cityTranslations, "cityId", cities.id, locale))
    .orderBy(cities.position, cityTranslations.name);
  if (!flags.hasNeighborhoodData) return { cities: await cityRows, neighbourhoods: [] };
  const neighbourhoodRows = db
    .select({ id: neighbourhoods.id, cityId: neighbourhoods.cityId, name: neighbourhoodTranslations.name })
    .from(neighbourhoods)
    .innerJoin(cities, eq(cities.id, neighbourhoods.cityId))
    .innerJoin(
      neighbourhoodTranslations,
      translated(neighbourhoodTranslations, "neighbourhoodId", neighbourhoods.id, locale),
    )
    .where(and(inCity))
    .orderBy(cities.position, cities.id, neighbourhoodTranslations.name);
  // One round trip for both lists.
  const [cityList, neighbourhoodList] = await db.batch([cityRows, neighbourhoodRows]);
  return { cities: cityList, neighbourhoods: neighbourhoodList };
}

import type { FeatureFlags, Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { cities, cityTranslations, neighbourhoods, neighbourhoodTranslations } from "../../../db/schema/index.ts";
import { translated } from "../../lib/translated.ts";

export interface PlaceOption {
  id: number;
  name: string;
  cityId?: number;
}

/** City and neighbourhood lists for the address form, only where the profile has them (SPEC §3, §9). */
export async function listPlaces(
  db: Db,
  locale: Locale,
  flags: Pick<FeatureFlags, "hasCityData" | "hasNeighborhoodData">,
): Promise<{ cities: PlaceOption[]; neighbourhoods: PlaceOption[] }> {
  const cityRows = flags.hasCityData
    ? await db
        .select({ id: cities.id, name: cityTranslations.name })
        .from(cities)
        .innerJoin(cityTranslations, translated(cityTranslations, "cityId", cities.id, locale))
        .orderBy(cities.position, cityTranslations.name)
    : [];
  const neighbourhoodRows =
    flags.hasCityData && flags.hasNeighborhoodData
      ? await db
          .select({ id: neighbourhoods.id, cityId: neighbourhoods.cityId, name: neighbourhoodTranslations.name })
          .from(neighbourhoods)
          .innerJoin(
            neighbourhoodTranslations,
            translated(neighbourhoodTranslations, "neighbourhoodId", neighbourhoods.id, locale),
          )
          .orderBy(neighbourhoodTranslations.name)
      : [];
  return { cities: cityRows, neighbourhoods: neighbourhoodRows };
}

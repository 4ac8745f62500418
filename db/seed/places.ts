// Cities and neighbourhoods (SPEC §3 Address; §9 hasCityData, hasNeighborhoodData), seeded only
// for the profiles whose flags use them.
import { cities, cityTranslations, neighbourhoodTranslations, neighbourhoods } from "../schema/index.ts";
import type { Profile } from "../../core/profiles.ts";
import { regions } from "./geography.ts";
import { rowsFor, type TableRows } from "./plan.ts";

export interface Places {
  tables: TableRows[];
  /** City id by code; empty when the profile has no city data. */
  cityIds: Map<string, number>;
  /** Neighbourhood id by "city:neighbourhood" code. */
  neighbourhoodIds: Map<string, number>;
}

export function buildPlaces(profile: Profile): Places {
  const cityIds = new Map<string, number>();
  const neighbourhoodIds = new Map<string, number>();
  if (!profile.flags.hasCityData) return { tables: [], cityIds, neighbourhoodIds };
  const cityRows: (typeof cities.$inferInsert)[] = [];
  const cityTranslationRows: (typeof cityTranslations.$inferInsert)[] = [];
  const neighbourhoodRows: (typeof neighbourhoods.$inferInsert)[] = [];
  const neighbourhoodTranslationRows: (typeof neighbourhoodTranslations.$inferInsert)[] = [];
  regions[profile.region].cities.forEach((city, position) => {
    const cityId = position + 1;
    cityIds.set(city.code, cityId);
    cityRows.push({ id: cityId, code: city.code, position });
    cityTranslationRows.push(
      { cityId, locale: "ar", name: city.name.ar },
      { cityId, locale: "en", name: city.name.en },
    );
    if (!profile.flags.hasNeighborhoodData) return;
    for (const neighbourhood of city.neighbourhoods) {
      const id = neighbourhoodRows.length + 1;
      neighbourhoodIds.set(`${city.code}:${neighbourhood.code}`, id);
      neighbourhoodRows.push({ id, cityId, code: neighbourhood.code });
      neighbourhoodTranslationRows.push(
        { neighbourhoodId: id, locale: "ar", name: neighbourhood.ar },
        { neighbourhoodId: id, locale: "en", name: neighbourhood.en },
      );
    }
  });
  return {
    tables: [
      rowsFor(cities, cityRows),
      rowsFor(cityTranslations, cityTranslationRows),
      rowsFor(neighbourhoods, neighbourhoodRows),
      rowsFor(neighbourhoodTranslations, neighbourhoodTranslationRows),
    ],
    cityIds,
    neighbourhoodIds,
  };
}

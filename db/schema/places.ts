// Places: cities and neighbourhoods. SPEC §3 Address: some deployments have city and
// neighbourhood data (SPEC §9 flags hasCityData, hasNeighborhoodData); shipping zones include or
// exclude cities from this list. Names follow the translation pattern of catalogue.ts.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, locale, oneOf } from "./columns.ts";
import { locales } from "../../core/profiles.ts";

export const cities = sqliteTable("cities", {
  id: id(),
  // A stable key for imports and seeds (e.g. "riyadh"), independent of the display names
  code: text("code").notNull().unique(),
  position: integer("position").notNull().default(0),
});

export const cityTranslations = sqliteTable(
  "city_translations",
  {
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    locale: locale(),
    name: text("name").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cityId, t.locale] }),
    oneOf(t.locale, locales),
    uniqueIndex("city_translations_locale_name").on(t.locale, t.name),
  ],
);

export const neighbourhoods = sqliteTable(
  "neighbourhoods",
  {
    id: id(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
  },
  (t) => [uniqueIndex("neighbourhoods_city_code").on(t.cityId, t.code)],
);

export const neighbourhoodTranslations = sqliteTable(
  "neighbourhood_translations",
  {
    neighbourhoodId: integer("neighbourhood_id")
      .notNull()
      .references(() => neighbourhoods.id, { onDelete: "cascade" }),
    locale: locale(),
    name: text("name").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.neighbourhoodId, t.locale] }),
    oneOf(t.locale, locales),
    index("neighbourhood_translations_locale_name").on(t.locale, t.name),
  ],
);

export type City = typeof cities.$inferSelect;
export type Neighbourhood = typeof neighbourhoods.$inferSelect;

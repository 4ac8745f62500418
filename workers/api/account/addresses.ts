// Shared by the address operations (create, update, set default, delete): what a write needs to
// know about places, and the rule of exactly one default address (decision 0017).
import { and, eq } from "drizzle-orm";
import type { AddressInput } from "../../../core/contracts/account.ts";
import type { FeatureFlags, Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { addresses, cities, cityTranslations, neighbourhoods } from "../../../db/schema/index.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { AppError } from "../../lib/errors.ts";
import { translated } from "../../lib/translated.ts";

/** What an address write needs to know about places: the language, the profile's flags, messages. */
export interface PlaceContext {
  locale: Locale;
  flags: Pick<FeatureFlags, "hasCityData" | "hasNeighborhoodData">;
  t: (key: MessageKey) => string;
}

/**
 * The address columns from the input: a chosen city names the city (in the customer's language,
 * else in English)
 * and a neighbourhood must lie in it; without city data in the profile the ids are ignored.
 */
export async function addressValues(db: Db, input: AddressInput, place: PlaceContext) {
  const { locale, flags, t } = place;
  const cityId = flags.hasCityData ? (input.cityId ?? null) : null;
  const neighbourhoodId = cityId !== null && flags.hasNeighborhoodData ? (input.neighbourhoodId ?? null) : null;
  let city = input.city ?? null;
  if (cityId !== null) {
    const [found] = await db
      .select({ name: cityTranslations.name })
      .from(cities)
      .innerJoin(cityTranslations, translated(cityTranslations, "cityId", cities.id, locale))
      .where(eq(cities.id, cityId));
    if (!found) throw new AppError("invalid_input", { cityId: t("address.city.required") });
    city = found.name;
  }
  if (neighbourhoodId !== null) {
    const [found] = await db
      .select({ id: neighbourhoods.id })
      .from(neighbourhoods)
      .where(and(eq(neighbourhoods.id, neighbourhoodId), eq(neighbourhoods.cityId, cityId ?? -1)));
    if (!found) throw new AppError("invalid_input", { neighbourhoodId: t("address.neighbourhood.invalid") });
  }
  // Reported on the field the form shows: the city list where the profile has one.
  if (!city)
    throw new AppError("invalid_input", { [flags.hasCityData ? "cityId" : "city"]: t("address.city.required") });
  return {
    country: input.country,
    city,
    address1: input.address1,
    address2: input.address2 ?? null,
    postcode: input.postcode ?? null,
    cityId,
    neighbourhoodId,
  };
}

/** Clears the customer's default flag; batched before the write that sets it elsewhere. */
export const unsetDefault = (db: Db, customerId: number) =>
  db.update(addresses).set({ isDefault: false }).where(eq(addresses.customerId, customerId));

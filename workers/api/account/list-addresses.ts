import { desc, eq } from "drizzle-orm";
import type { Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { addresses, neighbourhoodTranslations } from "../../../db/schema/index.ts";
import { translated } from "../../lib/translated.ts";

export interface CustomerAddress {
  id: number;
  country: string;
  city: string;
  address1: string;
  address2: string | null;
  postcode: string | null;
  cityId: number | null;
  neighbourhoodId: number | null;
  neighbourhood: string | null;
  isDefault: boolean;
}

/** The columns of a `CustomerAddress`, for queries that read addresses with `addressesIn`. */
export const addressColumns = {
  id: addresses.id,
  country: addresses.country,
  city: addresses.city,
  address1: addresses.address1,
  address2: addresses.address2,
  postcode: addresses.postcode,
  cityId: addresses.cityId,
  neighbourhoodId: addresses.neighbourhoodId,
  neighbourhood: neighbourhoodTranslations.name,
  isDefault: addresses.isDefault,
};

/** The neighbourhood's name in `locale` beside each address (English where it has none). */
export const withNeighbourhoodName = (locale: Locale) =>
  translated(neighbourhoodTranslations, "neighbourhoodId", addresses.neighbourhoodId, locale);

/** The customer's addresses, the default first, then newest. */
export async function listAddresses(db: Db, customerId: number, locale: Locale): Promise<CustomerAddress[]> {
  return db
    .select(addressColumns)
    .from(addresses)
    .leftJoin(neighbourhoodTranslations, withNeighbourhoodName(locale))
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
}

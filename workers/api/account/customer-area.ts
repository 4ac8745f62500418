// The customer area (issue #4 item 7, SPEC §2): profile, password, addresses, dashboard
// statistics, orders, refunds, wishlist and favourites. Every function takes the signed-in
// customer's id and reads or writes only that customer's rows, so no id from a URL can reach
// another customer's data (IDOR): a row of someone else is "not found".
import { and, count, desc, eq, inArray, notInArray, sum } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  addresses,
  cities,
  cityTranslations,
  customers,
  favourites,
  neighbourhoods,
  neighbourhoodTranslations,
  orderLines,
  orders,
  products,
  refunds,
  wishlistItems,
  type OrderStatus,
} from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import type { FeatureFlags, Locale } from "../../../core/profiles.ts";
import type { PasswordHasher } from "../../../core/password.ts";
import { invalidateUserSessions } from "../../lib/session.ts";
import { translated } from "../../lib/translated.ts";
import { imageRef, isListed, selectProductCards } from "../catalogue/product-cards.ts";
import type { AddressInput, PasswordChange, ProfileUpdate } from "./customer-area-schemas.ts";
import { isUniqueViolation, optionalCustomerFields } from "./register-customer.ts";

// ---------- Profile ----------

export const profileColumns = {
  first_name: customers.firstName,
  last_name: customers.lastName,
  email: customers.email,
  company_name: customers.companyName,
  company_number: customers.companyNumber,
  phone: customers.phone,
  mobile: customers.mobile,
  land_line: customers.landLine,
  country: customers.country,
  city: customers.city,
  state: customers.state,
  address1: customers.address1,
  address2: customers.address2,
  post_code: customers.postCode,
  user_code: customers.userCode,
  registered_at: customers.registeredAt,
};

/** The customer's own SPEC §3 fields. */
export async function getCustomerProfile(db: Db, customerId: number) {
  const [row] = await db.select(profileColumns).from(customers).where(eq(customers.id, customerId));
  if (!row) throw new AppError("not_found");
  return row;
}

/** Saves the editable fields; a phone another account uses → "Email, phone or company number taken". */
export async function updateCustomerProfile(db: Db, customerId: number, input: ProfileUpdate): Promise<void> {
  // The unique index on phone answers "taken" in the same round trip as the update.
  try {
    await db
      .update(customers)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        companyName: input.company_name,
        phone: input.phone,
        ...optionalCustomerFields(input),
        updatedAt: Date.now(),
      })
      .where(eq(customers.id, customerId));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("account_taken");
    throw error;
  }
}

/**
 * SPEC §5 Profile: the old password must match ("Wrong old password"); the new one replaces it
 * and every other session of the customer ends (issue #4 item 1); this one stays signed in.
 */
export async function changeCustomerPassword(
  db: Db,
  hasher: PasswordHasher,
  customerId: number,
  input: PasswordChange,
  currentSessionId: string,
): Promise<"changed" | "wrong_old_password"> {
  const [row] = await db.select({ hash: customers.passwordHash }).from(customers).where(eq(customers.id, customerId));
  if (!row) throw new AppError("not_found");
  if (!hasher.verify(row.hash, input.old_password)) return "wrong_old_password";
  await db
    .update(customers)
    .set({ passwordHash: hasher.hash(input.password), updatedAt: Date.now() })
    .where(eq(customers.id, customerId));
  await invalidateUserSessions(db, { kind: "customer", id: customerId }, { except: currentSessionId });
  return "changed";
}

// ---------- Addresses ----------

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

/** The customer's addresses, the default first, then newest. */
export async function listAddresses(db: Db, customerId: number, locale: Locale): Promise<CustomerAddress[]> {
  return db
    .select({
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
    })
    .from(addresses)
    .leftJoin(
      neighbourhoodTranslations,
      translated(neighbourhoodTranslations, "neighbourhoodId", addresses.neighbourhoodId, locale),
    )
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
}

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
async function addressValues(db: Db, input: AddressInput, place: PlaceContext) {
  const { locale, flags, t } = place;
  const cityId = flags.hasCityData ? (input.city_id ?? null) : null;
  const neighbourhoodId = cityId !== null && flags.hasNeighborhoodData ? (input.neighbourhood_id ?? null) : null;
  let city = input.city ?? null;
  if (cityId !== null) {
    const [found] = await db
      .select({ name: cityTranslations.name })
      .from(cities)
      .innerJoin(cityTranslations, translated(cityTranslations, "cityId", cities.id, locale))
      .where(eq(cities.id, cityId));
    if (!found) throw new AppError("invalid_input", { city_id: t("address.city.required") });
    city = found.name;
  }
  if (neighbourhoodId !== null) {
    const [found] = await db
      .select({ id: neighbourhoods.id })
      .from(neighbourhoods)
      .where(and(eq(neighbourhoods.id, neighbourhoodId), eq(neighbourhoods.cityId, cityId ?? -1)));
    if (!found) throw new AppError("invalid_input", { neighbourhood_id: t("address.neighbourhood.invalid") });
  }
  if (!city) throw new AppError("invalid_input", { city: t("address.city.required") });
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
const unsetDefault = (db: Db, customerId: number) =>
  db.update(addresses).set({ isDefault: false }).where(eq(addresses.customerId, customerId));

/** Exactly one default: the first address is the default; asking for it moves the flag here. */
export async function createAddress(
  db: Db,
  customerId: number,
  input: AddressInput,
  place: PlaceContext,
): Promise<{ id: number }> {
  const values = await addressValues(db, input, place);
  const [existing] = await db
    .select({ n: count() })
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)));
  const makeDefault = input.is_default === true || (existing?.n ?? 0) === 0;
  const insert = db
    .insert(addresses)
    .values({ ...values, customerId, isDefault: makeDefault })
    .returning({ id: addresses.id });
  // The old default is unset in the same batch, so there is never a moment with two.
  const inserted = makeDefault ? (await db.batch([unsetDefault(db, customerId), insert]))[1] : await insert;
  const row = inserted[0];
  if (!row) throw new AppError("server");
  return row;
}

/** Edits one of the customer's addresses; `is_default: true` makes it the default (the old one is unset). */
export async function updateAddress(
  db: Db,
  customerId: number,
  addressId: number,
  input: AddressInput,
  place: PlaceContext,
): Promise<void> {
  const [current] = await db
    .select({ isDefault: addresses.isDefault })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
  if (!current) throw new AppError("not_found");
  const values = await addressValues(db, input, place);
  // The default stays the default until another address takes the flag (exactly one default).
  const makeDefault = current.isDefault || input.is_default === true;
  const update = db
    .update(addresses)
    .set({ ...values, isDefault: makeDefault, updatedAt: Date.now() })
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
  if (makeDefault && !current.isDefault) await db.batch([unsetDefault(db, customerId), update]);
  else await update;
}

/** Makes one of the customer's addresses the default. */
export async function setDefaultAddress(db: Db, customerId: number, addressId: number): Promise<void> {
  const [current] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
  if (!current) throw new AppError("not_found");
  await db.batch([
    unsetDefault(db, customerId),
    db
      .update(addresses)
      .set({ isDefault: true, updatedAt: Date.now() })
      .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId))),
  ]);
}

/** Deletes one of the customer's addresses; when it was the default, the newest remaining one takes over. */
export async function deleteAddress(db: Db, customerId: number, addressId: number): Promise<void> {
  const [deleted] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
    .returning({ isDefault: addresses.isDefault });
  if (!deleted) throw new AppError("not_found");
  if (!deleted.isDefault) return;
  const [next] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.id))
    .limit(1);
  if (next) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
}

// ---------- Orders, statistics, refunds ----------

/** Orders that never turned into spending (decision 0017). */
export const unspentStatuses: OrderStatus[] = ["cancelled", "refused", "rejected"];

const orderSummaryColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  currency: orders.currency,
  grandTotal: orders.grandTotal,
  totalItemsCount: orders.totalItemsCount,
  placedAt: orders.placedAt,
};

export interface OrderSummary {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  currency: string;
  grandTotal: number;
  totalItemsCount: number;
  placedAt: number;
}

/** The customer's orders, newest first, one page at a time. */
export async function listOrders(
  db: Db,
  customerId: number,
  page = 1,
  pageSize = 20,
): Promise<{ orders: OrderSummary[]; total: number }> {
  const [rows, totals] = await db.batch([
    db
      .select(orderSummaryColumns)
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)),
  ]);
  return { orders: rows, total: totals[0]?.n ?? 0 };
}

/** One of the customer's orders with its lines; another customer's order is not found. */
export async function getOrder(db: Db, customerId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw new AppError("not_found");
  const lines = await db
    .select({
      id: orderLines.id,
      title: orderLines.title,
      sku: orderLines.sku,
      unitPrice: orderLines.unitPrice,
      quantity: orderLines.quantity,
      lineTotal: orderLines.lineTotal,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  return { order, lines };
}
export type OrderDetail = Awaited<ReturnType<typeof getOrder>>;

export interface DashboardStats {
  byStatus: { status: OrderStatus; count: number }[];
  orderCount: number;
  /** Per currency: what the customer's orders came to, cancelled, refused and rejected ones left out. */
  spend: { currency: string; total: number }[];
  recent: OrderSummary[];
}

/** SPEC §2 /dashboard statistics: orders by status, spend and the five newest orders. */
export async function getDashboardStats(db: Db, customerId: number): Promise<DashboardStats> {
  const mine = eq(orders.customerId, customerId);
  const [byStatus, spend, recent] = await db.batch([
    db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(mine)
      .groupBy(orders.status)
      .orderBy(orders.status),
    db
      .select({ currency: orders.currency, total: sum(orders.grandTotal).mapWith(Number) })
      .from(orders)
      .where(and(mine, notInArray(orders.status, unspentStatuses)))
      .groupBy(orders.currency)
      .orderBy(orders.currency),
    db.select(orderSummaryColumns).from(orders).where(mine).orderBy(desc(orders.placedAt), desc(orders.id)).limit(5),
  ]);
  return {
    byStatus,
    orderCount: byStatus.reduce((total, row) => total + row.count, 0),
    spend,
    recent,
  };
}

/** The customer's refund requests, newest first, with the order number they belong to. */
export async function listRefunds(db: Db, customerId: number) {
  return db
    .select({
      id: refunds.id,
      orderId: refunds.orderId,
      orderNumber: orders.orderNumber,
      currency: orders.currency,
      reason: refunds.reason,
      referenceTotal: refunds.referenceTotal,
      status: refunds.status,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.customerId, customerId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
}

// ---------- Wishlist and favourites ----------

export const productLists = { wishlist: wishlistItems, favorites: favourites } as const;
export type ProductListKind = keyof typeof productLists;

/** The products on one of the customer's lists, newest first, as cards without prices. */
export async function listSavedProducts(db: Db, customerId: number, kind: ProductListKind, locale: Locale) {
  const table = productLists[kind];
  const saved = await db
    .select({ productId: table.productId })
    .from(table)
    .where(eq(table.customerId, customerId))
    .orderBy(desc(table.createdAt))
    .limit(200);
  if (saved.length === 0) return [];
  const ids = saved.map((row) => row.productId);
  // A product taken off the catalogue since it was saved is left out (its page would be not found).
  const cards = await selectProductCards(db, locale).where(and(inArray(products.id, ids), isListed));
  const byId = new Map(cards.map((card) => [card.id, card]));
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card
      ? [
          {
            id: card.id,
            slug: card.slug,
            title: card.title,
            image: imageRef(card.imageKey, card.imageWidth, card.imageHeight, card.title),
          },
        ]
      : [];
  });
}

/** Puts a product on a list (idempotent); an unknown product is not found. */
export async function addSavedProduct(db: Db, customerId: number, kind: ProductListKind, productId: number) {
  const table = productLists[kind];
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw new AppError("not_found");
  await db.insert(table).values({ customerId, productId }).onConflictDoNothing();
}

/** Takes a product off the customer's list; only the customer's own row can be removed. */
export async function removeSavedProduct(db: Db, customerId: number, kind: ProductListKind, productId: number) {
  const table = productLists[kind];
  await db.delete(table).where(and(eq(table.customerId, customerId), eq(table.productId, productId)));
}

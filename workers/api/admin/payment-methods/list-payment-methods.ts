import { asc, count, eq, sql } from "drizzle-orm";
import type {
  PaymentMethodDetail,
  PaymentMethodRow,
  PaymentMethodZone,
  paymentMethodSorts,
} from "../../../../core/contracts/admin/payment-methods.ts";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import {
  galleryImages,
  orders,
  paymentMethods,
  paymentMethodTranslations,
  paymentMethodZones,
  shippingZones,
} from "../../../../db/schema/index.ts";
import { qualified } from "../../../lib/db.ts";
import { translated } from "../../../lib/translated.ts";
import { adminImage, allTexts, byLocale, listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";

const zoneCount = sql<number>`(select count(*) from ${paymentMethodZones} where ${paymentMethodZones.paymentMethodId} = ${qualified(paymentMethods.id)})`;
const orderCount = sql<number>`(select count(*) from ${orders} where ${orders.paymentMethodId} = ${qualified(paymentMethods.id)})`;

const columns = {
  id: paymentMethods.id,
  name: paymentMethods.name,
  kind: paymentMethods.kind,
  provider: paymentMethods.provider,
  gateway: paymentMethods.gateway,
  logoImageId: paymentMethods.logoImageId,
  logoKey: galleryImages.storageKey,
  isOnline: paymentMethods.isOnline,
  hasInstallments: paymentMethods.hasInstallments,
  minLimit: paymentMethods.minLimit,
  maxLimit: paymentMethods.maxLimit,
  active: paymentMethods.active,
  position: paymentMethods.position,
  zoneCount,
  orderCount,
};

/**
 * A page of payment methods in checkout order unless told otherwise, named in `locale` (English
 * fallback), found by their internal name or either language's display name.
 */
export async function listPaymentMethods(
  db: Db,
  query: AdminListQuery<(typeof paymentMethodSorts)[number]>,
  locale: Locale,
) {
  const window = pageWindow(query);
  const where = searchText(query.search, [
    paymentMethods.name,
    allTexts(paymentMethodTranslations, paymentMethodTranslations.paymentMethodId, paymentMethods.id, ["displayName"]),
  ]);
  const [rows, [counted]] = await db.batch([
    db
      .select({ ...columns, displayName: paymentMethodTranslations.displayName })
      .from(paymentMethods)
      .innerJoin(
        paymentMethodTranslations,
        translated(paymentMethodTranslations, "paymentMethodId", paymentMethods.id, locale),
      )
      .leftJoin(galleryImages, eq(galleryImages.id, paymentMethods.logoImageId))
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "position",
          {
            position: paymentMethods.position,
            name: paymentMethods.name,
            kind: paymentMethods.kind,
            createdAt: paymentMethods.createdAt,
          },
          paymentMethods.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(paymentMethods).where(where),
  ]);
  const items = rows.map(({ logoImageId, logoKey, ...row }): PaymentMethodRow => ({
    ...row,
    logo: adminImage(logoImageId, logoKey),
  }));
  return listPage(items, counted?.total ?? 0, window);
}

/** One method with both languages' texts, or null. */
export async function getPaymentMethod(db: Db, id: number): Promise<PaymentMethodDetail | null> {
  const [[method], texts] = await db.batch([
    db
      .select(columns)
      .from(paymentMethods)
      .leftJoin(galleryImages, eq(galleryImages.id, paymentMethods.logoImageId))
      .where(eq(paymentMethods.id, id)),
    db.select().from(paymentMethodTranslations).where(eq(paymentMethodTranslations.paymentMethodId, id)),
  ]);
  if (!method) return null;
  const { logoKey, ...row } = method;
  const translations = byLocale(texts, ({ displayName, note }) => ({ displayName, note }));
  return {
    ...row,
    logo: adminImage(row.logoImageId, logoKey),
    // Methods written before both languages were required may lack the Arabic texts: the form asks for them.
    translations: { en: translations.en, ar: translations.ar ?? { displayName: "", note: null } },
  };
}

/** Every delivery zone by name, each saying whether the method is offered there; null without the method. */
export async function listMethodZones(db: Db, id: number): Promise<PaymentMethodZone[] | null> {
  const [methods, rows] = await db.batch([
    db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.id, id)),
    db
      .select({
        id: shippingZones.id,
        name: shippingZones.name,
        isAssigned: sql<number>`exists (select 1 from ${paymentMethodZones} where ${paymentMethodZones.paymentMethodId} = ${id}
          and ${paymentMethodZones.zoneId} = ${qualified(shippingZones.id)})`,
      })
      .from(shippingZones)
      .orderBy(asc(shippingZones.name), asc(shippingZones.id)),
  ]);
  if (methods.length === 0) return null;
  return rows.map((row) => ({ ...row, isAssigned: Number(row.isAssigned) === 1 }));
}

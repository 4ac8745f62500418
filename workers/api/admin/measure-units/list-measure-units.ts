import { count, eq, sql } from "drizzle-orm";
import type { MeasureUnitRow } from "../../../../core/contracts/admin/measure-units.ts";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { measureUnits, measureUnitTranslations, products } from "../../../../db/schema/index.ts";
import { translated } from "../../../lib/translated.ts";
import { byLocale, listOrder, listPage, pageWindow, searchText } from "../resource-kit.ts";
import type { measureUnitSorts } from "../../../../core/contracts/admin/measure-units.ts";
import { qualified } from "../../../lib/db.ts";

/** A page of measure units, named in `locale` (English fallback), searched by name or code. */
export async function listMeasureUnits(
  db: Db,
  query: AdminListQuery<(typeof measureUnitSorts)[number]>,
  locale: Locale,
) {
  const window = pageWindow(query);
  const name = measureUnitTranslations.name;
  const where = searchText(query.search, [name, measureUnits.code]);
  const productCount = sql<number>`(select count(*) from ${products} where ${products.measureUnitId} = ${qualified(measureUnits.id)})`;
  const shown = translated(measureUnitTranslations, "measureUnitId", measureUnits.id, locale);
  const [items, [counted]] = await db.batch([
    db
      .select({ id: measureUnits.id, code: measureUnits.code, name, productCount })
      .from(measureUnits)
      .innerJoin(measureUnitTranslations, shown)
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "name",
          { name, code: measureUnits.code, createdAt: measureUnits.createdAt },
          measureUnits.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(measureUnits).innerJoin(measureUnitTranslations, shown).where(where),
  ]);
  return listPage<MeasureUnitRow>(items, counted?.total ?? 0, window);
}

/** One unit with both languages' names, or null. */
export async function getMeasureUnit(db: Db, id: number) {
  const [[unit], texts] = await db.batch([
    db
      .select({
        id: measureUnits.id,
        code: measureUnits.code,
        productCount: sql<number>`(select count(*) from ${products} where ${products.measureUnitId} = ${qualified(measureUnits.id)})`,
      })
      .from(measureUnits)
      .where(eq(measureUnits.id, id)),
    db.select().from(measureUnitTranslations).where(eq(measureUnitTranslations.measureUnitId, id)),
  ]);
  return unit ? { ...unit, translations: byLocale(texts, ({ name: unitName }) => ({ name: unitName })) } : null;
}

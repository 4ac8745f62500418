// SPEC §9 "Languages ar and en, default ar; English text fallback": every storefront read picks an
// entity's translation row through this module, so a missing translation shows English instead of
// dropping the entity (inner joins) or leaving its text blank (left joins). docs/decisions/0019.
import { and, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias, QueryBuilder, type SQLiteColumn, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { locales, type Locale } from "../../core/profiles.ts";

/** The locale whose text stands in for a missing translation (SPEC §9). */
export const fallbackLocale = "en" satisfies Locale;

/** A `<entity>_translations` table (or an `alias` of one), keyed by (<entity>_id, locale). */
type TranslationTable = SQLiteTable & { locale: SQLiteColumn };

/** The property names of a table's columns, e.g. "productId". */
type ColumnKey<T> = { [K in keyof T]: T[K] extends SQLiteColumn ? K : never }[keyof T] & string;

const queryBuilder = new QueryBuilder();

/**
 * The join condition for the translation a page in `locale` shows: the parent's row in `locale`
 * if it has one, else its English row. For English it is the plain equality; otherwise the
 * locale comes from a correlated subquery on the table's primary key (<entity>_id, locale).
 * `canUseLocaleIndex: false` writes the locale column as `+locale`, so SQLite cannot drive a
 * query from a (locale, …) index (see `translationIn` in workers/api/catalogue/product-cards.ts).
 *
 * @example
 * db.select({ title: productTranslations.title })
 *   .from(products)
 *   .innerJoin(productTranslations, translated(productTranslations, "productId", products.id, locale));
 * // on t.product_id = products.id and t.locale = coalesce(
 * //   (select locale from product_translations shown where shown.product_id = products.id
 * //    and shown.locale = 'ar'), 'en')
 */
export function translated<T extends TranslationTable>(
  table: T,
  key: ColumnKey<T>,
  parentId: SQLWrapper,
  locale: Locale,
  options: { canUseLocaleIndex?: boolean } = {},
): SQL | undefined {
  const localeColumn = options.canUseLocaleIndex === false ? sql`+${table.locale}` : table.locale;
  return and(
    eq(table[key] as SQLiteColumn, parentId),
    sql`${localeColumn} = ${shownLocale(table, key, parentId, locale)}`,
  );
}

/** The locale of the row `translated` joins: `locale` when the parent has that row, else English. */
function shownLocale<T extends TranslationTable>(table: T, key: ColumnKey<T>, parentId: SQLWrapper, locale: Locale) {
  if (locale === fallbackLocale) return fallbackLocale;
  // `alias` of the table (or of an alias of it) reads the real table, under a name of its own.
  const shown = alias(table, "shown") as unknown as T;
  const own = queryBuilder
    .select({ locale: shown.locale })
    .from(shown)
    .where(and(eq(shown[key] as SQLiteColumn, parentId), eq(shown.locale, locale)));
  return sql`coalesce(${own}, ${fallbackLocale})`;
}

/**
 * The locales whose rows a page in `locale` may show: its own and English. A lookup by a
 * translated column (a url, a slug) adds it so SQLite can probe a unique (locale, …) index.
 */
export function localesShownIn(locale: Locale): Locale[] {
  return locale === fallbackLocale ? [locale] : [locale, fallbackLocale];
}

/**
 * Per-locale values (slugs, urls) as each locale serves them: a locale without its own value
 * shows the English one, as `translated` does for text.
 * @example withFallback({ en: "linen-shirt" }) // { ar: "linen-shirt", en: "linen-shirt" }
 */
export function withFallback<T>(byLocale: Partial<Record<Locale, T>>): Partial<Record<Locale, T>> {
  const english = byLocale[fallbackLocale];
  if (english === undefined) return byLocale;
  return Object.fromEntries(locales.map((locale) => [locale, byLocale[locale] ?? english]));
}

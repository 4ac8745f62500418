// The catalogue's public query contract (issue #9 A.6: input contracts sit in core/, below db/ and workers/).
import { type, type ArkErrors } from "arktype";

/** Whether a product can be ordered (SPEC §3 product availability); the column's allowed values. */
export const availabilities = ["available", "unavailable", "out_of_stock"] as const;
export type Availability = (typeof availabilities)[number];

/** SPEC §5: category, menu, brand, slide, product and variant status is available or unavailable. */
export const catalogueStatuses = ["available", "unavailable"] as const;
export type CatalogueStatus = (typeof catalogueStatuses)[number];

/** Catalogue orders; `relevance` only means something with a search, the price orders only with prices. */
export const productSorts = ["relevance", "newest", "price-asc", "price-desc", "rating", "title"] as const;
export type ProductSort = (typeof productSorts)[number];

/** At most this many characters of a search are used; longer input is cut, not refused. */
export const maxSearchLength = 100;
const maxBrands = 20;
// Money in a URL is in major units (what a shopper types); 10 million is far above any wholesale line.
const maxMoney = 10_000_000;

/**
 * The URL query of the catalogue (`/products`, `/category/{category}`), field by field: each one
 * is read on its own, so one bad value falls back to its default instead of failing the page.
 */
export const ProductQueryFields = {
  search: type("string").pipe((text) => text.trim().slice(0, maxSearchLength)),
  category: type(/^[^/\s]{1,200}$/),
  brand: type(/^[^/\s]{1,200}$/),
  availability: type.enumerated(...availabilities),
  rating: type("string.integer.parse").to("1 <= number.integer <= 4"),
  minPrice: type("string.numeric.parse").to(`0 <= number <= ${maxMoney}`),
  maxPrice: type("string.numeric.parse").to(`0 <= number <= ${maxMoney}`),
  sort: type.enumerated(...productSorts),
  page: type("string.integer.parse").to("1 <= number.integer <= 10000"),
};

export interface ProductQuery {
  search: string;
  category: string | null;
  brands: string[];
  availability: Availability | null;
  /** Whole stars: products rated at least this many. */
  minRating: number | null;
  /** Minor units (halalas, pence); only set when the session may see prices. */
  minPrice: number | null;
  maxPrice: number | null;
  sort: ProductSort;
  page: number;
}

function read<T>(validate: (data: unknown) => T | ArkErrors, raw: string | null): T | null {
  if (raw === null || raw === "") return null;
  const result = validate(raw);
  return result instanceof type.errors ? null : result;
}

/** The order a list falls back to: by relevance when searching, else newest first. */
export function defaultSort(search: string): ProductSort {
  return search ? "relevance" : "newest";
}

/**
 * Reads the catalogue's URL query. Invalid values fall back to their defaults (never an error
 * page); price filters and price orders are ignored for sessions that may not see prices, so a
 * guest cannot probe prices through the URL (SPEC §1, docs/decisions/0008).
 */
export function parseProductQuery(params: URLSearchParams, options: { canSeePrices: boolean }): ProductQuery {
  const search = read(ProductQueryFields.search, params.get("search")) ?? "";
  const brands = [...new Set(params.getAll("brand").flatMap((raw) => read(ProductQueryFields.brand, raw) ?? []))].slice(
    0,
    maxBrands,
  );
  let minPrice = options.canSeePrices ? read(ProductQueryFields.minPrice, params.get("minPrice")) : null;
  let maxPrice = options.canSeePrices ? read(ProductQueryFields.maxPrice, params.get("maxPrice")) : null;
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  let sort = read(ProductQueryFields.sort, params.get("sort")) ?? defaultSort(search);
  if ((sort === "relevance" && !search) || (sort.startsWith("price") && !options.canSeePrices)) {
    sort = defaultSort(search);
  }
  return {
    search,
    category: read(ProductQueryFields.category, params.get("category")),
    brands,
    availability: read(ProductQueryFields.availability, params.get("availability")),
    minRating: read(ProductQueryFields.rating, params.get("rating")),
    minPrice: minPrice === null ? null : Math.round(minPrice * 100),
    maxPrice: maxPrice === null ? null : Math.round(maxPrice * 100),
    sort,
    page: read(ProductQueryFields.page, params.get("page")) ?? 1,
  };
}

/**
 * The URL query for a catalogue state, leaving out defaults so equal lists share one URL.
 * @example productQueryString({ ...query, page: 2 }) // "?search=thobe&page=2"
 */
export function productQueryString(query: ProductQuery, options: { withCategory?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.category && options.withCategory !== false) params.set("category", query.category);
  for (const brand of query.brands) params.append("brand", brand);
  if (query.availability) params.set("availability", query.availability);
  if (query.minRating !== null) params.set("rating", String(query.minRating));
  if (query.minPrice !== null) params.set("minPrice", String(query.minPrice / 100));
  if (query.maxPrice !== null) params.set("maxPrice", String(query.maxPrice / 100));
  if (query.sort !== defaultSort(query.search)) params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Whether any filter (not search, sort or page) narrows the list. */
export function hasFilters(query: ProductQuery): boolean {
  return (
    query.category !== null ||
    query.brands.length > 0 ||
    query.availability !== null ||
    query.minRating !== null ||
    query.minPrice !== null ||
    query.maxPrice !== null
  );
}

// Shapes the catalogue query functions return to pages and to the JSON twins.
import type { Availability } from "../../../core/contracts/catalogue.ts";
import { withFallback } from "../../lib/translated.ts";

export type { Availability };

export interface ImageRef {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
}

/**
 * A product in a list. `price` and `discountPrice` are null unless the session may see prices
 * (SPEC §1 can-see-prices): a guest's HTML and JSON never carry them (docs/decisions/0008).
 */
export interface ProductCard {
  id: number;
  slug: string;
  title: string;
  image: ImageRef | null;
  price: number | null;
  discountPrice: number | null;
  availability: Availability;
  isBundle: boolean;
  /** Average rating in tenths of a star (45 = 4.5), 0 when unrated. */
  ratingTenths: number;
  /** Variants are chosen on the product page, not added from the card. */
  hasVariants: boolean;
}

export interface Slide {
  id: number;
  title: string;
  url: string | null;
  image: ImageRef | null;
}

export interface CategoryTile {
  id: number;
  slug: string;
  title: string;
  image: ImageRef | null;
}

export interface BrandTile {
  id: number;
  slug: string;
  name: string;
  image: ImageRef | null;
}

/**
 * The slug a page has in each locale that shows it, for hreflang alternates and the language
 * switch: a locale without its own translation shows the English one (SPEC §9), slug included.
 */
export type LocaleSlugs = Partial<Record<"ar" | "en", string>>;

/** The slugs of an entity's translation rows (every locale), as each locale serves them. */
export function toLocaleSlugs(rows: { locale: "ar" | "en"; slug: string }[]): LocaleSlugs {
  return withFallback<string>(Object.fromEntries(rows.map((row) => [row.locale, row.slug])));
}

/** One page of a list, with what pagination needs. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

export function toPage<T>(items: T[], page: number, pageSize: number, total: number): Page<T> {
  return { items, page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

// The admin resource convention (issue #11 item 3, decision 0054): every resource the back office
// manages is `/api/admin/{resource}` (GET lists, POST creates) and `/api/admin/{resource}/{id}`
// (GET, PUT, PATCH with a partial body, DELETE). The list query and the list answer are the same
// for all of them; this module is their one definition, shared by the API and the admin app.
import { type, type Out, type Traversal, type Type } from "arktype";
import { locales, type Locale } from "../profiles.ts";
import { catalogueStatuses, maxSearchLength } from "./catalogue.ts";
import { slugify } from "../slug.ts";

/** SPEC §9: the default admin page size is 20; a page never holds more than 100 rows. */
export const adminPageSize = { default: 20, max: 100 } as const;

/**
 * The query of a resource's list, `sortFields` being the fields it sorts by: `search` (trimmed,
 * cut at 100 characters), `sort` (`field` ascending, `-field` descending), `page` from 1 and
 * `perPage` up to 100, and the resource's own `filters` (each read from its text). Unknown sort
 * fields, malformed numbers and bad filter values are refused (400): an integrator is told, not
 * silently given another order or list.
 * @example const BrandListQuery = adminListQuery(["name", "createdAt"], { status: listFilter.status })
 */
export function adminListQuery<const F extends string, const X extends Record<string, Type> = Record<never, Type>>(
  sortFields: readonly F[],
  filters?: X,
) {
  const sorts: string[] = sortFields.flatMap((field) => [field, `-${field}`]);
  const filterKeys = Object.fromEntries(Object.entries(filters ?? {}).map(([key, rule]) => [`${key}?`, rule]));
  // arktype cannot infer through the generic field list: the result is typed below.
  const query = type({
    "search?": type("string").pipe((text) => text.trim().slice(0, maxSearchLength)),
    "sort?": type.enumerated(...sorts).configure({ message: "errors.invalidInput" }),
    "page?": type("string.integer.parse")
      .to("1 <= number.integer <= 100000")
      .configure({ message: "errors.invalidInput" }),
    "perPage?": type("string.integer.parse")
      .to(`1 <= number.integer <= ${adminPageSize.max}`)
      .configure({ message: "errors.invalidInput" }),
    ...(filterKeys as object),
  } as never).onUndeclaredKey("delete");
  return query as unknown as Type<
    (In: AdminListSearch & { [K in keyof X]?: string }) => Out<AdminListQuery<F> & { [K in keyof X]?: X[K]["infer"] }>
  >;
}

/** The filters lists share: a status, and a row id (`none` for rows without one, as top-level categories). */
export const listFilter = {
  status: type.enumerated(...catalogueStatuses).configure({ message: "errors.invalidInput" }),
  id: type("string.integer.parse")
    .to("1 <= number.integer <= 999999999999")
    .configure({ message: "errors.invalidInput" }),
  idOrNone: type("'none'")
    .or(type("string.integer.parse").to("1 <= number.integer <= 999999999999"))
    .configure({ message: "errors.invalidInput" }),
};

/** A list's query as the address and the client write it: every value text. */
export type AdminListSearch = Partial<Record<"search" | "sort" | "page" | "perPage", string>>;

/** A resource's list query, as the API reads it (defaults not yet applied). */
export interface AdminListQuery<F extends string = string> {
  search?: string;
  sort?: F | `-${F}`;
  page?: number;
  perPage?: number;
}

/** One page of a resource's list: its rows, how many rows match in all, and where the page is. */
export interface AdminListPage<Row> {
  items: Row[];
  total: number;
  page: number;
  perPage: number;
}

/**
 * A resource's texts per locale (SPEC §9: ar and en, English fallback): the English row is
 * required, the Arabic one may be left out and then shows the English text.
 * @example translations(type({ name: requiredText() })) // { en: { name }, ar?: { name } }
 */
export function translations<R extends Type<object>>(row: R) {
  // arktype cannot check a definition built from a generic row; the shape is exactly this one.
  return type({ en: row, "ar?": row } as never).onUndeclaredKey("delete") as unknown as Type<{
    en: R["t"];
    ar?: R["t"];
  }>;
}

/** The texts of one locale of a resource, keyed by locale, as the admin reads them back. */
export type Translations<T> = { en: T } & Partial<Record<Exclude<Locale, "en">, T>>;

/** The locales a resource's texts are written in, English first (it is the required one). */
export const textLocales: readonly Locale[] = ["en", ...locales.filter((locale) => locale !== "en")];

/**
 * A translation row's slug (decision 0056): the one given, else derived from its `from` text (the
 * name or title), so `/brand/{slug}` follows the name unless the admin fixes it; refused at the
 * row's `slug` when neither gives one (a name of symbols only). Pipe a row type through it.
 * @example type({ name: title(), "slug?": slug() }).pipe(withSlug("name"))
 */
export function withSlug<const K extends string>(from: K) {
  return <T extends Record<K, string> & { slug?: string | null }>(row: T, ctx: Traversal) => {
    const derived = row.slug ?? slugify(row[from]);
    if (derived === "") return ctx.error({ message: "validation.slug", path: [...ctx.path, "slug"] });
    return { ...row, slug: derived };
  };
}

/** A gallery image a resource shows (SPEC §3 image): its id, to write back, and its URL, to show. */
export interface AdminImage {
  id: number;
  url: string;
}

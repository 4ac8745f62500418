// A list screen's address: `?search=&sort=&page=&perPage=` (SPEC §2: list pages keep their query
// in the address), plus the resource's own filters. Read with the API's own list contract
// (core/contracts/admin-resources.ts, decision 0054), field by field, so the address and the API
// agree on what is valid, and one bad value falls back to its default instead of failing the page
// (the catalogue's habit, core/contracts/catalogue.ts).
import { type, type Type } from "arktype";
import { adminListQuery, type AdminListQuery, type AdminListSearch } from "../../../core/contracts/admin-resources.ts";

/** The list query's own fields, in the order the address writes them. */
const listFields = ["search", "sort", "page", "perPage"] as const;

/**
 * The address's query as text (the router's `parseSearch`): every value a plain string, as typed,
 * never JSON-read (TanStack Router's default would make `?search=123` the number 123); the last of
 * repeated keys.
 * @example parseAddressSearch("?search=kg&page=2") // { search: "kg", page: "2" }
 */
export function parseAddressSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search.startsWith("?") ? search.slice(1) : search));
}

/**
 * The router's `stringifySearch`: `?key=value` for each set value, numbers as text; empty,
 * undefined and null values are left out, so the default list has a bare address.
 * @example stringifyAddressSearch({ search: "kg", page: 2, sort: undefined }) // "?search=kg&page=2"
 */
export function stringifyAddressSearch(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A resource's filters: each an address key and the arktype rule its value must pass. */
export type ListFilters = Readonly<Record<string, Type<string>>>;

/** A list's address as the screen reads it: the list query and the filters that were valid. */
export type ListSearch<F extends string, K extends string = never> = AdminListQuery<F> & Partial<Record<K, string>>;

/**
 * Reads a list's address: each field checked on its own by the API's list contract (`contract`)
 * or its filter's rule; invalid and empty values are dropped (the list's defaults apply).
 */
export function readListSearch<F extends string, K extends string = never>(
  raw: Readonly<Record<string, unknown>>,
  contract: ReturnType<typeof adminListQuery<F>>,
  filters: Readonly<Record<K, Type<string>>> = {} as Record<K, Type<string>>,
): ListSearch<F, K> {
  const read: Record<string, unknown> = {};
  for (const field of listFields) {
    const value = raw[field];
    if (value === undefined || value === null || value === "" || typeof value === "object") continue;
    const checked = contract({ [field]: String(value) });
    if (checked instanceof type.errors) continue;
    const kept = (checked as Record<string, unknown>)[field];
    if (kept !== undefined && kept !== "") read[field] = kept;
  }
  for (const [key, rule] of Object.entries(filters) as [K, Type<string>][]) {
    const value = raw[key];
    if (typeof value !== "string" && typeof value !== "number") continue;
    const checked = rule(String(value));
    if (!(checked instanceof type.errors)) read[key] = checked;
  }
  return read as ListSearch<F, K>;
}

/**
 * The Standard Schema a list route validates its address with (TanStack Router `validateSearch`).
 * @example createRoute({ path: "measureUnits", validateSearch: listSearchSchema(measureUnitSorts) })
 */
export function listSearchSchema<F extends string, K extends string = never>(
  sorts: readonly F[],
  filters?: Readonly<Record<K, Type<string>>>,
) {
  const contract = adminListQuery(sorts);
  return type({ "[string]": "unknown" }).pipe((raw) => readListSearch<F, K>(raw, contract, filters));
}

/** The list query as the API's query string takes it: every value text (hono/client). */
export function apiListQuery(search: object): AdminListSearch & Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== "") query[key] = String(value);
  }
  return query;
}

/**
 * The tabs a list shows (./define-resource.ts `tabs`): every value that holds rows, in the tabs'
 * order, and the chosen one even when it holds none now (the admin sees where they are).
 * @example shownTabs(["pending", "shipped"], { all: 3, pending: 3, shipped: 0 }, undefined) // ["pending"]
 */
export function shownTabs<V extends string>(
  values: readonly V[],
  counts: Readonly<Record<string, number>> | undefined,
  chosen: string | undefined,
): V[] {
  return values.filter((value) => value === chosen || (counts?.[value] ?? 0) > 0);
}

/**
 * The address of a list's CSV (./define-resource.ts `csvExport`): the API's path with the list's
 * search, filters and sort as the address has them, without the page and page size (the file holds
 * every row that matches).
 * @example exportHref("/api/admin/orders.csv", { status: "pending", page: 3 }) // "/api/admin/orders.csv?status=pending"
 */
export function exportHref(path: string, search: Readonly<Record<string, unknown>>): string {
  const { page: _page, perPage: _perPage, ...kept } = search;
  return `${path}${stringifyAddressSearch(kept)}`;
}

/**
 * The page sizes a list offers: the shop's own (`admin_limit`) among 10, 50 and the API's most.
 * @example pageSizesWith(30, 100) // [10, 30, 50, 100]
 */
export function pageSizesWith(shopSize: number, max: number): number[] {
  return [...new Set([10, shopSize, 50, max])].sort((a, b) => a - b);
}

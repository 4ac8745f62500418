import type { AstroGlobal } from "astro";
import { env } from "cloudflare:workers";
import { api } from "../../workers/api/app.ts";
import type { Shopper } from "../../workers/api/auth/shopper.ts";
import { AppError, errorCodes, type ErrorCode } from "../../workers/lib/errors.ts";

export type AreaSalesperson = Extract<Shopper, { kind: "salesperson" }>;

/**
 * The salesperson a sales-area page is for. The middleware let only salespeople in
 * (src/lib/page-access.ts, decision 0095); anyone else reaching here is sent to sign in.
 */
export function areaSalesperson(locals: App.Locals): AreaSalesperson {
  if (locals.user?.kind !== "salesperson") throw new AppError("unauthorized");
  return locals.user;
}

/**
 * What `/api/sales/…` answers the page's visitor, read in-process with the visitor's own cookies
 * (decision 0095): the API decides whose customers, orders and collections these are, in one
 * place. A refusal is thrown as the API's error, so the middleware shows the page it leads to
 * (another salesperson's customer: not found).
 * @example const page = await readSalesApi<SalesCustomerPage>(Astro, "/api/sales/customers", { search: "noor" })
 */
export async function readSalesApi<T>(
  Astro: AstroGlobal,
  path: `/api/sales/${string}` | "/api/sales",
  query: Record<string, string | number | undefined> = {},
): Promise<T> {
  const url = new URL(path, Astro.url);
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== "") url.searchParams.set(name, String(value));
  const headers = new Headers({ accept: "application/json", "accept-language": Astro.locals.locale });
  const cookie = Astro.request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const response = await api.fetch(new Request(url, { headers }), env, Astro.locals.cfContext);
  const answer = (await response.json().catch(() => ({}))) as { data?: T; error?: string };
  if (response.ok && answer.data !== undefined) return answer.data;
  const code = answer.error && answer.error in errorCodes ? (answer.error as ErrorCode) : "server";
  // A query the API refuses (a hand-edited ?page=abc) finds nothing, as a wrong id does.
  throw new AppError(code === "invalid_input" ? "not_found" : code);
}

import { ArkErrors } from "arktype";
import type { Shopper } from "../../workers/api/auth/shopper.ts";
import { AppError } from "../../workers/lib/errors.ts";

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
 * A list page's query read by the API's own contract for it (`SalesCustomerQuery`, …), so the page
 * and `/api/sales/…` accept the same; a query the contract refuses (a hand-edited `?page=abc`)
 * finds nothing, as a wrong id does.
 * @example listSalesOrders(db, salesperson.id, salesQuery(SalesOrderQuery, { status: "delivered" }))
 */
export function salesQuery<T>(
  contract: (input: Record<string, string>) => T | ArkErrors,
  fields: Record<string, string | null | undefined>,
): T {
  const given = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => !!entry[1]));
  const query = contract(given);
  if (query instanceof ArkErrors) throw new AppError("not_found");
  return query;
}

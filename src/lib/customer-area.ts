import type { Shopper } from "../../workers/api/auth/shopper.ts";
import { AppError } from "../../workers/lib/errors.ts";

export type AreaCustomer = Extract<Shopper, { kind: "customer" }>;

/**
 * The customer a customer-area page is for. The middleware let only approved customers in
 * (src/lib/page-access.ts); anyone else reaching here is sent to sign in, as the table says.
 */
export function areaCustomer(locals: App.Locals): AreaCustomer {
  if (locals.user?.kind !== "customer") throw new AppError("unauthorized");
  return locals.user;
}

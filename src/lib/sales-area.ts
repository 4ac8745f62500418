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

// The Hono environment types of the API, in their own module so routers never import the app.
import type { DbVariables } from "../lib/db.ts";
import type { Session } from "../lib/session.ts";
import type { AdminUser } from "./auth/get-admin-session.ts";
import type { Orderer, Shopper } from "./auth/shopper.ts";

/**
 * Every route: the Worker's bindings (wrangler.toml, worker-configuration.d.ts), the request's own
 * database client (`requestDatabase()`), and what a catalogue route may tell the catalogue-change
 * hook (a dry run wrote nothing: decision 0025).
 */
export type ApiEnv = { Bindings: Env; Variables: RequestVariables };

/** Set by a successful write route of `catalogueRoutes()` that changed nothing shoppers see. */
export type CatalogueVariables = { catalogueUnchanged?: true };

/** What every request carries on its context. */
export type RequestVariables = DbVariables & CatalogueVariables;

/** A route behind a shopper access level: the signed-in shopper and their session. */
export type ShopperEnv = { Bindings: Env; Variables: RequestVariables & { shopper: Shopper; session: Session } };

/** A route behind the `orderer` level: a shopper, or an admin placing a phone order (decision 0098). */
export type OrdererEnv = { Bindings: Env; Variables: RequestVariables & { shopper: Orderer; session: Session } };

/** A route behind an admin access level: the signed-in admin and their session. */
export type AdminEnv = { Bindings: Env; Variables: RequestVariables & { admin: AdminUser; session: Session } };

// The Hono environment types of the API, in their own module so routers never import the app.
import type { Session } from "../lib/session.ts";
import type { AdminUser } from "./auth/get-admin-session.ts";
import type { Shopper } from "./auth/shopper.ts";

/** Every route: the Worker's bindings (wrangler.toml, worker-configuration.d.ts). */
export type ApiEnv = { Bindings: Env };

/** A route behind a shopper access level: the signed-in shopper and their session. */
export type ShopperEnv = { Bindings: Env; Variables: { shopper: Shopper; session: Session } };

/** A route behind an admin access level: the signed-in admin and their session. */
export type AdminEnv = { Bindings: Env; Variables: { admin: AdminUser; session: Session } };

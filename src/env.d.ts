/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The page's language, read from the URL by src/middleware.ts. */
    locale: import("../core/profiles.ts").Locale;
    /** The deployment profile this Worker serves. */
    profile: import("../core/profiles.ts").Profile;
    /** The app path without its locale prefix: what the pages in src/pages match. */
    path: string;
    /** The request's database handle; pages pass it to their query. */
    db: import("../db/client.ts").Db;
    /** Counts `db`'s round trips for the Server-Timing header. */
    dbMeter: import("../workers/lib/db.ts").DbMeter;
    /** The header, menus, footer and theme around every page, started by the middleware. */
    shell: Promise<import("../workers/api/front/get-page-shell.ts").PageShell>;
    /** SPEC §1 can-see-prices for this request's session; false for guests (docs/decisions/0008). */
    canSeePrices: boolean;
    /** The price book this request's pages are rendered for (`plain` exactly when !canSeePrices; decision 0105). */
    priceBook: import("../workers/lib/price-claim.ts").PriceBook;
    /** The signed-in customer or salesperson (their shopper session), or null for a guest. */
    user: import("../workers/api/auth/shopper.ts").Shopper | null;
    /**
     * The signed-in admin, read on the admin area's pages, and on the pages a phone order goes
     * through when no shopper is signed in (decision 0098); null elsewhere.
     */
    admin: import("../workers/api/auth/get-admin-session.ts").AdminUser | null;
    /** The Worker's execution context (set by @astrojs/cloudflare): `waitUntil` for work after the answer. */
    cfContext: ExecutionContext;
  }
}

/** Set at build time by astro.config.mjs; read by /version.json. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /**
   * The map tiles of the back office's zone map (decision 0091), a Leaflet URL template such as
   * `https://tile.example/{z}/{x}/{y}.png`. Unset (development, tests): a plain background, no downloads.
   */
  readonly PUBLIC_MAP_TILE_URL?: string;
}

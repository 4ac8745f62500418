/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The page's language, read from the URL by src/middleware.ts. */
    locale: import("../core/profiles.ts").Locale;
    /** The deployment profile this Worker serves. */
    profile: import("../core/profiles.ts").Profile;
    /** The app path without its locale prefix: what the pages in src/pages match. */
    path: string;
    /** SPEC §1 can-see-prices for this request's session; false for guests (docs/decisions/0008). */
    canSeePrices: boolean;
    /** The signed-in customer or salesperson (their shopper session), or null for a guest. */
    user: import("../workers/api/auth/shopper.ts").Shopper | null;
  }
}

/** Set at build time by astro.config.mjs; read by /version.json. */
declare const __APP_VERSION__: string;

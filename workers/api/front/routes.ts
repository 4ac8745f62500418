import { Hono } from "hono";
import type { ApiEnv } from "../app.ts";
import { getDb } from "../../lib/db.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { getSettings } from "./get-settings.ts";
import { getSiteProfile } from "./get-site-profile.ts";

/** Public storefront configuration (SPEC §7); clients cache it and keep old values on failure (§4). */
export const front = new Hono<ApiEnv>()
  .get("/settings", async (c) => c.json({ data: await getSettings(getDb(c.env)) }))
  .get("/site-profile", async (c) => {
    // The texts follow Accept-Language (SPEC §7), so a shared cache must key on it.
    c.header("vary", "accept-language");
    return c.json({ data: await getSiteProfile(getDb(c.env), requestLocale(c.req.raw, c.env)) });
  });

import { Hono } from "hono";
import type { ApiEnv } from "../app.ts";
import { getDb } from "../../lib/db.ts";
import { getSettings } from "./get-settings.ts";
import { getSiteProfile } from "./get-site-profile.ts";

/** Public storefront configuration (SPEC §7); clients cache it and keep old values on failure (§4). */
export const front = new Hono<ApiEnv>()
  .get("/settings", async (c) => c.json({ data: await getSettings(getDb(c.env)) }))
  .get("/site-profile", async (c) => c.json({ data: await getSiteProfile(getDb(c.env)) }));

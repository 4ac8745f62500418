import type { APIRoute } from "astro";

// Generated at build time as a static file (SPEC §4 version check, §7 GET /version.json).
export const prerender = true;

export const GET: APIRoute = () => Response.json({ version: __APP_VERSION__ });

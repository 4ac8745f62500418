import { env } from "cloudflare:workers";
import { defineMiddleware } from "astro:middleware";
import { resolveLocale } from "../i18n/routing.ts";
import { getShopperSession } from "../workers/api/auth/get-shopper-session.ts";
import type { Shopper } from "../workers/api/auth/shopper.ts";
import { getDb } from "../workers/lib/db.ts";
import { getProfile } from "../core/profiles.ts";
import { sessionCookieName, sessionCookieOptions } from "../workers/lib/session.ts";

/**
 * Reads the locale from the URL prefix and rewrites `/<locale>/…` onto the unprefixed route,
 * so every page is written once at its SPEC §2 path (docs/decisions/0007-locale-urls-and-formatting.md).
 * Reads the shopper session: one database query when the cookie is there, none for guests.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const profile = getProfile(env.PROFILE);
  const resolution = resolveLocale(context.url.pathname, profile);
  if (resolution.kind === "redirect") return context.redirect(resolution.location + context.url.search, 301);
  context.locals.profile = profile;
  context.locals.locale = resolution.locale;
  // The page the visitor asked for. A page answered by another (the not-found page, a rewrite to
  // /404) runs this again: the first path stays, so the language switch keeps the missing path.
  context.locals.path ??= resolution.path;

  const cookieName = sessionCookieName("shopper", context.url);
  const token = context.cookies.get(cookieName)?.value;
  const found = token ? await readShopper(token) : null;
  // A cookie whose session ended: forget it, so the next pages cost no query.
  if (token && found === null) context.cookies.delete(cookieName, sessionCookieOptions(context.url));
  const user = found ?? null;
  context.locals.user = user;
  // SPEC §1 can-see-prices (docs/decisions/0008-guests-see-no-prices.md): approved customers with
  // the flag, salespeople; never guests nor customers still being verified or approved.
  context.locals.canSeePrices = user?.canSeePrices ?? false;

  const response =
    resolution.path !== context.url.pathname ? await next(resolution.path + context.url.search) : await next();
  // A page rendered for a signed-in shopper shows their name and maybe prices: never shared.
  if (user) response.headers.set("cache-control", "private, no-store");
  return response;
});

/**
 * The signed-in shopper, null when the session is gone, or undefined when the database could not
 * say: then the page renders for a guest (not an error page) and the cookie is kept.
 */
async function readShopper(token: string): Promise<Shopper | null | undefined> {
  try {
    return (await getShopperSession(getDb(env), token))?.shopper ?? null;
  } catch (error) {
    console.error("Session lookup failed, rendering as a guest", error);
    return undefined;
  }
}

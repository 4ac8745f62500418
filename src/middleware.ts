import { env } from "cloudflare:workers";
import { defineMiddleware } from "astro:middleware";
import { resolveLocale } from "../i18n/routing.ts";
import { getProfile } from "../workers/lib/profiles.ts";

/**
 * Reads the locale from the URL prefix and rewrites `/<locale>/…` onto the unprefixed route,
 * so every page is written once at its SPEC §2 path (docs/decisions/0007-locale-urls-and-formatting.md).
 */
export const onRequest = defineMiddleware((context, next) => {
  const profile = getProfile(env.PROFILE);
  const resolution = resolveLocale(context.url.pathname, profile);
  if (resolution.kind === "redirect") return context.redirect(resolution.location + context.url.search, 301);
  context.locals.profile = profile;
  context.locals.locale = resolution.locale;
  context.locals.path = resolution.path;
  // Sessions arrive with the accounts issue (#4); until then every visitor is a guest.
  context.locals.canSeePrices = false;
  if (resolution.path !== context.url.pathname) return next(resolution.path + context.url.search);
  return next();
});

import type { Context } from "hono";
import { getProfile, type Locale } from "../../../core/profiles.ts";
import { localizePath } from "../../../i18n/routing.ts";

/** The binding the site origin is read from (a plain string, whatever the profile's literal type). */
export interface SiteEnv {
  SITE_ORIGIN?: string;
}

/**
 * The profile's public origin, `SITE_ORIGIN` in its `[env.<profile>]` block of wrangler.toml (local
 * runs override it: `.dev.vars`, `--var`, the API tests' bindings). Every absolute URL the shop
 * writes (canonical, og:url, hreflang, JSON-LD, sitemaps, robots.txt, links in emails) is built on
 * it, never on the request's Host, which a client can forge to poison the shared page cache
 * (issue #9 D.21, docs/decisions/0037-site-origin.md). A deployment without a valid one fails loudly.
 */
export function siteOrigin(env: SiteEnv): string {
  const configured = env.SITE_ORIGIN;
  let url: URL | undefined;
  try {
    url = configured ? new URL(configured) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== configured?.replace(/\/$/, "")) {
    throw new Error(`SITE_ORIGIN must be the site's origin, like https://shop.example (got "${configured}")`);
  }
  return url.origin;
}

/**
 * An absolute URL on the site's configured origin.
 * @example siteUrl(env, "/en/products") // "https://shop.example/en/products"
 */
export function siteUrl(env: SiteEnv, path: string): string {
  return new URL(path, `${siteOrigin(env)}/`).href;
}

/**
 * A page's path in a locale for this Worker's profile (the default locale has no prefix).
 * @example appPath(c, "/verify-email", "en") // "/en/verify-email" on an Arabic profile
 */
export function appPath<E extends { Bindings: Env }>(c: Context<E>, path: string, locale: Locale): string {
  return localizePath(path, locale, getProfile(c.env.PROFILE));
}

/** A page's absolute URL in a locale, on the site's configured origin (links in emails). */
export function appUrl<E extends { Bindings: Env }>(c: Context<E>, path: string, locale: Locale): string {
  return siteUrl(c.env, appPath(c, path, locale));
}

import { env } from "cloudflare:workers";
import { siteOrigin, siteUrl } from "../../workers/lib/http/app-url.ts";

/**
 * An absolute URL on the site's configured origin (SITE_ORIGIN), never the request's Host, which a
 * client can forge and the page cache would keep for everyone (issue #9 D.21, decision 0037).
 * @example absoluteUrl("/en/products") // "https://shop.example/en/products"
 */
export function absoluteUrl(path: string): string {
  return siteUrl(env, path);
}

/** The site's configured origin, for sitemaps and robots.txt. */
export function configuredOrigin(): string {
  return siteOrigin(env);
}

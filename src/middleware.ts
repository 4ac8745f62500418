import { env } from "cloudflare:workers";
import { defineMiddleware } from "astro:middleware";
import type { APIContext } from "astro";
import { localizePath, resolveLocale } from "../i18n/routing.ts";
import { getProfile } from "../core/profiles.ts";
import { AppError } from "../workers/lib/errors.ts";
import { DbMeter, requestDb } from "../workers/lib/db.ts";
import {
  isSessionToken,
  refreshSession,
  sessionCookieName,
  sessionCookieOptions,
  type SessionKind,
} from "../workers/lib/session.ts";
import { areaDoor, doorLocation, errorDoor, findPageArea, shopperRole, type Door } from "./lib/page-access.ts";
import type { PageShell } from "../workers/api/front/get-page-shell.ts";
import { loadShell } from "./lib/shell.ts";

/**
 * Every page request, in this order (issue #9 item 3, docs/decisions/0026-page-middleware.md):
 * 1. locale: the URL prefix names it; `/<locale>/…` is rewritten onto the unprefixed route, so
 *    every page is written once at its SPEC §2 path (decision 0007). A path that does not decode
 *    is no page of ours: not found.
 * 2. session: read with the page shell in one batch, only when the page depends on it.
 * 3. area gate: the door src/lib/page-access.ts gives this visitor, before the page runs.
 * The database handle, the shell and the session go on `locals`; a not-found or forbidden
 * `AppError` a page's query throws becomes the not-found page or the right redirect here.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { locals, url } = context;
  const profile = getProfile(env.PROFILE);
  const resolution = resolveLocale(url.pathname, profile);
  if (resolution.kind === "redirect") return context.redirect(resolution.location + url.search, 301);
  const { locale, path } = resolution;
  if (!isDecodable(path)) return context.rewrite(localizePath("/404", locale, profile));
  // A rewrite (to the not-found page) runs this again with the same locals: read nothing twice.
  const isFirstPass = locals.db === undefined;
  locals.profile = profile;
  locals.locale = locale;
  // The page the visitor asked for. A page answered by another (the not-found page, a rewrite to
  // /404) runs this again: the first path stays, so the language switch keeps the missing path.
  locals.path ??= path;
  const area = findPageArea(path);
  if (isFirstPass) await readVisit(context, area?.session ?? "shopper");

  if (area) {
    const role = area.session === "admin" ? (locals.admin ? "admin" : "guest") : shopperRole(locals.user);
    const door = areaDoor(area, role, profile.flags);
    if (door.kind !== "enter") {
      const answer = openDoor(context, door);
      if (answer) return answer;
    }
  }

  let response: Response;
  try {
    response = path !== url.pathname ? await next(path + url.search) : await next();
  } catch (error) {
    const door = error instanceof AppError ? errorDoor(error.code) : null;
    const answer = door && openDoor(context, door);
    if (!answer) throw error;
    return answer;
  }
  // Pages that depend on who asks, and every page shown to a signed-in shopper, are never shared.
  if (area || locals.user) response.headers.set("cache-control", "private, no-store");
  return response;
});

/**
 * Whether every percent-escape in a path is well formed UTF-8 (D.23: a malformed one is a 404, not
 * a 500). The decoded text is compared, not dropped: a bundler may remove a call whose result is unused.
 */
function isDecodable(path: string): boolean {
  try {
    return typeof decodeURI(path) === "string";
  } catch {
    return false;
  }
}

/**
 * Puts the request's database handle, page shell and visitor on `locals`: the session of the kind
 * the page's area needs (shoppers' for every other page), read with the shell in one round trip;
 * none for guests. A cookie whose session ended is forgotten, so the next pages cost no query.
 */
async function readVisit(context: APIContext, kind: SessionKind) {
  const { locals, url, cookies } = context;
  locals.dbMeter = new DbMeter();
  const db = requestDb(env, locals.dbMeter);
  locals.db = db;
  locals.user = null;
  locals.admin = null;
  locals.canSeePrices = false;
  const cookieName = sessionCookieName(kind, url);
  const token = cookies.get(cookieName)?.value;
  if (token !== undefined && !isSessionToken(token)) cookies.delete(cookieName, sessionCookieOptions(url));
  if (!isSessionToken(token)) {
    // Endpoints (sitemaps, robots.txt, version.json) have no layout: load the shell only if asked.
    let shell: Promise<PageShell> | undefined;
    const load = () => (shell ??= loadShell(db, locals.locale, locals.profile).then((loaded) => loaded.shell));
    Object.defineProperty(locals, "shell", { get: load, configurable: true, enumerable: true });
    if (!/\.[a-z]+$/i.test(url.pathname)) void load();
    return;
  }
  const loaded = loadShell(db, locals.locale, locals.profile, { kind, token });
  locals.shell = loaded.then(({ shell }) => shell);
  const { session } = await loaded;
  if (!session) return;
  // Expiry is applied here; its writes (an extended idle time, a deleted session) need not hold the page.
  const defer = (write: Promise<unknown>) =>
    locals.cfContext.waitUntil(write.catch((error: unknown) => console.error("Session write failed", error)));
  const live = session.found && (await refreshSession(db, session.found.session, kind, Date.now(), defer));
  if (!live) return cookies.delete(cookieName, sessionCookieOptions(url));
  if (session.kind === "shopper") locals.user = session.found?.shopper ?? null;
  else locals.admin = session.found?.admin ?? null;
  // SPEC §1 can-see-prices (decision 0008): approved customers with the flag, salespeople.
  locals.canSeePrices = locals.user?.canSeePrices ?? false;
}

/** The answer a door that is not "enter" gives: the not-found page, or a 303 to the visitor's step. */
function openDoor(context: APIContext, door: Door): Response | Promise<Response> | null {
  const { locals, url } = context;
  const localize = (path: string) => localizePath(path, locals.locale, locals.profile);
  if (door.kind === "notFound") return context.rewrite(localize("/404"));
  if (door.kind === "enter") return null;
  const location = doorLocation(door, localize(locals.path) + url.search, url.searchParams, localize);
  return location ? context.redirect(location, 303) : null;
}

import { env } from "cloudflare:workers";
import { defineMiddleware } from "astro:middleware";
import type { APIContext } from "astro";
import { localizePath, resolveLocale } from "../i18n/routing.ts";
import { getProfile } from "../core/profiles.ts";
import { AppError } from "../workers/lib/errors.ts";
import { DbMeter, dbServerTiming, openDb } from "../workers/lib/db.ts";
import { bookHeader, isCacheablePath } from "../workers/lib/page-cache.ts";
import { requestPriceBook, type PriceBook } from "../workers/lib/price-claim.ts";
import {
  isSessionToken,
  refreshSession,
  sessionCookieName,
  sessionCookieOptions,
  type SessionKind,
} from "../workers/lib/session.ts";
import { checkedSessionCookies, endedSessionCookies, type BrowserCookie } from "../workers/lib/shopper-cookies.ts";
import type { PageShell } from "../workers/api/front/get-page-shell.ts";
import {
  areaDoor,
  doorLocation,
  errorDoor,
  findPageArea,
  shopperRole,
  type Door,
  type PageArea,
} from "./lib/page-access.ts";
import { loadShell } from "./lib/shell.ts";

/**
 * Every page request, in this order (issue #9 item 3, docs/decisions/0026-page-middleware.md):
 * 1. locale: the URL prefix names it; `/<locale>/…` is rewritten onto the unprefixed route, so
 *    every page is written once at its SPEC §2 path (decision 0007). A path that does not decode
 *    is no page of ours: not found.
 * 2. session: read with the page shell in one batch, only when the page depends on it: an area
 *    page (who may enter), or a shared catalogue page whose price claim is missing or stale
 *    (which price book, docs/decisions/0027-price-claim.md, 0105).
 * 3. area gate: the door src/lib/page-access.ts gives this visitor, before the page runs.
 * The database handle, the shell and the visitor go on `locals`; a not-found or forbidden
 * `AppError` a page's query throws becomes the not-found page or the right redirect here.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // Files written at build time (/version.json) have no visitor, and no database to read from.
  if (context.isPrerendered) return next();
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
  const isShared = !area && isCacheablePath(url.pathname, profile);
  if (isFirstPass) await readVisit(context, sessionToRead(context, area), { isArea: Boolean(area), isShared });
  const finish = (response: Response) => finishAnswer(context, response, { isArea: Boolean(area), isShared });

  if (area) {
    const role = locals.admin ? "admin" : area.session === "admin" ? "guest" : shopperRole(locals.user);
    const door = areaDoor(area, role, profile.flags);
    const answer = door.kind === "enter" ? null : openDoor(context, door);
    if (answer) return finish(await answer);
  }

  // Endpoints (sitemaps, robots.txt, version.json) have no layout and need no shell.
  const isEndpoint = /\.[a-z]+$/i.test(url.pathname);
  if (!isEndpoint) void locals.shell;
  let response: Response;
  try {
    response = path !== url.pathname ? await next(path + url.search) : await next();
  } catch (error) {
    const door = error instanceof AppError ? errorDoor(error.code) : null;
    const answer = door && openDoor(context, door);
    if (!answer) throw error;
    return finish(await answer);
  }
  // The layout awaits the shell while the page streams: wait for it too, so Server-Timing is whole.
  if (!isEndpoint) await locals.shell;
  return finish(response);
});

/**
 * The session a page reads: its area's (a catalogue page: the shopper's, for the price book).
 * On the pages an admin takes a phone order through (an area with an admin door, decision 0098), a
 * browser without a shopper cookie but with an admin one reads the admin session: a signed-in
 * shopper always wins.
 */
function sessionToRead(context: APIContext, area: PageArea | undefined): SessionKind {
  if (!area) return "shopper";
  if (area.session !== "shopper" || !area.doors.admin) return area.session;
  const has = (kind: SessionKind) => context.cookies.has(sessionCookieName(kind, context.url));
  return !has("shopper") && has("admin") ? "admin" : "shopper";
}

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
 * Puts the request's database handle, page shell and visitor on `locals`. The session of the kind
 * the page needs is read with the shell in one batch (one round trip) when the page depends on
 * it; otherwise no session is read and the shell is loaded when the layout asks. A checked shopper
 * session renews the price claim and the account cookie; one that ended is forgotten with them.
 * Only area pages learn who the shopper is (`locals.user`): a shared page knows the price book
 * alone, so nothing personal can reach HTML that the cache gives to every buyer of that book.
 */
async function readVisit(
  context: APIContext,
  kind: SessionKind,
  page: { isArea: boolean; isShared: boolean },
): Promise<void> {
  const { locals, url, cookies } = context;
  locals.dbMeter = new DbMeter();
  const db = openDb(env, locals.dbMeter);
  locals.db = db;
  locals.user = null;
  locals.admin = null;
  settleBook(context, "plain");
  let shell: Promise<PageShell> | undefined;
  const load = () => (shell ??= loadShell(db, locals.locale, locals.profile).then((loaded) => loaded.shell));
  Object.defineProperty(locals, "shell", { get: load, set: (value) => (shell = value), configurable: true });

  const cookieName = sessionCookieName(kind, url);
  const token = cookies.get(cookieName)?.value;
  if (token === undefined) return;
  if (!isSessionToken(token)) return forget(context, kind);
  if (page.isShared) {
    const claimed = await requestPriceBook(context.request, env.CLAIM_SECRET);
    if (claimed) return settleBook(context, claimed);
  } else if (!page.isArea) return;

  const loaded = loadShell(db, locals.locale, locals.profile, { kind, token });
  locals.shell = loaded.then(({ shell }) => shell);
  const { session } = await loaded;
  // The database could not say: render for a guest (not an error page) and keep the cookie.
  if (!session) return;
  // Expiry is applied here; its writes (an extended idle time, a deleted session) need not hold the page.
  const defer = (write: Promise<unknown>) =>
    locals.cfContext.waitUntil(write.catch((error: unknown) => console.error("Session write failed", error)));
  const live = session.found && (await refreshSession(db, session.found.session, kind, Date.now(), defer));
  if (!live || !session.found) return forget(context, kind);
  if (session.kind === "admin") {
    locals.admin = session.found.admin;
    return;
  }
  const { shopper, priceBook } = session.found;
  if (page.isArea) locals.user = shopper;
  // SPEC §1 can-see-prices (decision 0008): approved customers with the flag, salespeople; their
  // book names their price lists (decision 0105).
  settleBook(context, priceBook);
  setCookies(
    context,
    await checkedSessionCookies(url, { token, expiresAt: live.expiresAt }, shopper, priceBook, env.CLAIM_SECRET),
  );
}

/** The book this request's pages are rendered for, and whether they show prices at all. */
function settleBook({ locals }: APIContext, book: PriceBook) {
  locals.priceBook = book;
  locals.canSeePrices = book !== "plain";
}

function setCookies(context: APIContext, list: BrowserCookie[]) {
  for (const cookie of list) context.cookies.set(cookie.name, cookie.value, cookie.options);
}

/** A cookie whose session ended (or never was): forgotten, with the claim and account cookies it renewed. */
function forget(context: APIContext, kind: SessionKind) {
  context.cookies.delete(sessionCookieName(kind, context.url), sessionCookieOptions(context.url));
  if (kind === "shopper") setCookies(context, endedSessionCookies(context.url));
}

/**
 * The headers every page answer leaves with: an area page depends on who asks and is never
 * stored; a shared page names the price book it was rendered for, for the page cache
 * (workers/lib/page-cache.ts), which also completes `Server-Timing` with where the answer came from.
 */
function finishAnswer(context: APIContext, response: Response, page: { isArea: boolean; isShared: boolean }) {
  const answer = new Response(response.body, response);
  if (page.isArea) answer.headers.set("cache-control", "private, no-store");
  if (page.isShared) answer.headers.set(bookHeader, context.locals.priceBook);
  answer.headers.set("server-timing", dbServerTiming(context.locals.dbMeter));
  return answer;
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

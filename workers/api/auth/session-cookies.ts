import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { sessionCookieName, sessionCookieOptions, type SessionKind } from "../../lib/session.ts";
import type { BrowserCookie } from "../../lib/shopper-cookies.ts";

/** The session token the request's cookie of this kind carries, if any. */
export function readSessionCookie(c: Context, kind: SessionKind): string | undefined {
  return getCookie(c, sessionCookieName(kind, new URL(c.req.url)));
}

/** Hands the browser a session: HttpOnly, SameSite=Lax, Path=/, `__Host-` and Secure over https. */
export function setSessionCookie(c: Context, kind: SessionKind, token: string, expiresAt: number): void {
  const url = new URL(c.req.url);
  setCookie(c, sessionCookieName(kind, url), token, sessionCookieOptions(url, expiresAt));
}

/** Tells the browser to forget the session cookie (same name and flags, already expired). */
export function clearSessionCookie(c: Context, kind: SessionKind): void {
  const url = new URL(c.req.url);
  deleteCookie(c, sessionCookieName(kind, url), sessionCookieOptions(url));
}

/** Hands the browser cookies built by workers/lib/shopper-cookies.ts (the price claim, the account hint). */
export function setBrowserCookies(c: Context, cookies: BrowserCookie[]): void {
  for (const cookie of cookies) setCookie(c, cookie.name, cookie.value, cookie.options);
}

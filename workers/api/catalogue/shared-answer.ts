// The catalogue's JSON twins go through the page cache like their pages (issue #9 item 9,
// docs/decisions/0027-price-claim.md, 0105): one answer per price book, picked from the request alone.
import { batch, run, type Answer, type Preparable } from "../../../db/prepared.ts";
import type { Context } from "hono";
import { serialize } from "hono/utils/cookie";
import type { Db } from "../../../db/client.ts";
import { getProfile, type Locale } from "../../../core/profiles.ts";
import { dbServerTiming } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";
import { bookHeader, pageCacheStorage, servePageCached } from "../../lib/page-cache.ts";
import { requestPriceBook, type PriceBook } from "../../lib/price-claim.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { isSessionToken, refreshSession } from "../../lib/session.ts";
import { checkedSessionCookies, endedSessionCookies, type BrowserCookie } from "../../lib/shopper-cookies.ts";
import { shopperSessionQuery, toShopperSession } from "../auth/get-shopper-session.ts";
import { readSessionCookie } from "../auth/session-cookies.ts";
import type { ApiEnv } from "../env.ts";

/** Every money field the catalogue answers carry; an unpriced answer leaves them out entirely (SPEC §1). */
const priceKeys = new Set(["price", "discountPrice", "priceDelta", "breaks"]);

/** A JSON body, without price fields for the plain book (docs/decisions/0008). */
function catalogueJson(data: unknown, book: PriceBook): string {
  return JSON.stringify(
    { data },
    book !== "plain" ? undefined : (key, value) => (priceKeys.has(key) ? undefined : value),
  );
}

/** What a twin's query works with: the request's own database handle, its language and price book. */
export interface Twin {
  db: Db;
  locale: Locale;
  /**
   * The twin's first query with the price book: from the claim, or (a session without one)
   * read in the same batch as the query, one round trip for both.
   */
  withBook<T>(query: Preparable & PromiseLike<T>): Promise<[T, PriceBook]>;
  /** The price book beside work that is a round trip of its own, sent in parallel with it. */
  besideBook<T>(work: Promise<T>): Promise<[T, PriceBook]>;
}

/**
 * A twin's answer through the page cache. A guest, or a buyer with a valid price claim, is served
 * the answer kept for their book without a database round trip; a session without a claim is
 * checked in the twin's first round trip, renews the claim and the account cookie, and its answer
 * is kept for every buyer of that book. `load` answers the data, or null for "not found" (a 404, never kept).
 */
export async function serveShared(c: Context<ApiEnv>, load: (twin: Twin) => Promise<unknown>): Promise<Response> {
  const request = c.req.raw;
  const locale = requestLocale(request, c.env);
  const render = async () => {
    const { db, dbMeter: meter } = c.var;
    const claimed = await requestPriceBook(request, c.env.CLAIM_SECRET);
    const token = readSessionCookie(c, "shopper");
    const cookies: BrowserCookie[] = [];
    let book: PriceBook = claimed ?? "plain";
    let isChecked = claimed !== null || !isSessionToken(token);

    /** Applies a session's row: its book, and the cookies it renews (or forgets). */
    const settle = async (rows: Answer<ReturnType<typeof shopperSessionQuery>>) => {
      isChecked = true;
      const url = new URL(request.url);
      const found = toShopperSession(rows);
      const live = found && (await refreshSession(db, found.session, "shopper", Date.now(), deferTo(c)));
      if (!found || !live || !isSessionToken(token)) return void cookies.push(...endedSessionCookies(url));
      book = found.priceBook;
      const renewed = { token, expiresAt: live.expiresAt };
      cookies.push(...(await checkedSessionCookies(url, renewed, found.shopper, book, c.env.CLAIM_SECRET)));
    };
    const twin: Twin = {
      db,
      locale,
      async withBook<T>(query: Preparable & PromiseLike<T>): Promise<[T, PriceBook]> {
        if (isChecked || !isSessionToken(token)) return [await query, book];
        const [result, rows] = await batch(db, [query, shopperSessionQuery(token)]);
        await settle(rows);
        return [result, book];
      },
      async besideBook<T>(work: Promise<T>): Promise<[T, PriceBook]> {
        if (isChecked || !isSessionToken(token)) return [await work, book];
        const [result, rows] = await Promise.all([work, run(db, shopperSessionQuery(token))]);
        await settle(rows);
        return [result, book];
      },
    };
    const data = await load(twin);
    if (data === null) throw new AppError("not_found");
    if (!isChecked) await twin.besideBook(Promise.resolve(null));
    const headers = new Headers({
      "content-type": "application/json; charset=utf-8",
      [bookHeader]: book,
      "server-timing": dbServerTiming(meter),
    });
    for (const cookie of cookies) headers.append("set-cookie", serialize(cookie.name, cookie.value, cookie.options));
    return new Response(catalogueJson(data, book), { status: 200, headers });
  };
  return servePageCached(request, render, {
    profile: getProfile(c.env.PROFILE),
    build: typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "dev",
    kv: c.env.KV,
    cache: await pageCacheStorage(),
    secret: c.env.CLAIM_SECRET,
    isDisabled: c.env.PAGE_CACHE === "off",
    vary: { key: locale, header: "accept-language" },
    waitUntil: deferTo(c),
  });
}

/** The request's `waitUntil`; without an execution context (a test calling the app directly) the work runs unwatched. */
function deferTo(c: Context<ApiEnv>) {
  return (promise: Promise<unknown>) => {
    try {
      c.executionCtx.waitUntil(promise);
    } catch {
      promise.catch((error: unknown) => console.error("Deferred work failed", error));
    }
  };
}

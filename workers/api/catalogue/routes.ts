import { Hono } from "hono";
import { siteSettings } from "../../../db/schema/index.ts";
import { access } from "../auth/access.ts";
import type { ApiEnv } from "../env.ts";
import { toTheme } from "../../../core/theme.ts";
import { getCategory } from "./get-category.ts";
import { getProductDetails } from "./get-product-details.ts";
import { parseProductQuery } from "../../../core/contracts/catalogue.ts";
import { serveShared } from "./shared-answer.ts";
import { cardsForBook, detailsForBook } from "./book-prices.ts";
import { getProfile } from "../../../core/profiles.ts";
import { isoDayOf } from "../../../i18n/dates.ts";

/**
 * JSON twins of the catalogue pages at the URLs SPEC §2 fixes (/api/category/{category},
 * /api/productDetails/{slug}, mounted at /api): the same query functions the Astro pages call, in
 * the language of Accept-Language (SPEC §7). They live with the catalogue's reads (decision 0022)
 * and go through the page cache with the pages' price books (decisions 0027, 0105), priced alike.
 */
export const catalogue = new Hono<ApiEnv>()
  .get("/productDetails/:slug", access("public"), (c) =>
    serveShared(c, async ({ db, locale, besideBook }) => {
      // Prices are taken out of the answer, not the query: the product is read while the session
      // (if it must be) is checked beside it.
      const [product, book] = await besideBook(
        getProductDetails(db, locale, c.req.param("slug"), { canSeePrices: true }),
      );
      return product && detailsForBook(db, book, product, isoDayOf(Date.now(), getProfile(c.env.PROFILE)));
    }),
  )
  .get("/category/:category", access("public"), (c) =>
    serveShared(c, async ({ db, locale, withBook }) => {
      // The page size is the theme's (SPEC §9 perPage); price sorts and filters need the book.
      const [settings, book] = await withBook(db.select({ theme: siteSettings.theme }).from(siteSettings).limit(1));
      const canSeePrices = book !== "plain";
      const query = parseProductQuery(new URL(c.req.url).searchParams, { canSeePrices });
      const category = await getCategory(db, locale, c.req.param("category"), query, {
        pageSize: toTheme(settings[0]?.theme).perPage,
        canSeePrices,
      });
      if (!category) return null;
      const today = isoDayOf(Date.now(), getProfile(c.env.PROFILE));
      const items = await cardsForBook(db, book, category.products.items, today);
      return { ...category, products: { ...category.products, items } };
    }),
  );

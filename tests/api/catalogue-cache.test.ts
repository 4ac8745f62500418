import { env } from "cloudflare:workers";
import { gunzipSync } from "node:zlib";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  customerGroups,
  customers,
  priceBreaks,
  priceListAssignments,
  priceListPrices,
  priceLists,
} from "../../db/schema/index.ts";
import { api } from "../../workers/api/app.ts";
import { openDb } from "../../workers/lib/db.ts";
import { bumpCatalogueVersion } from "../../workers/lib/page-cache.ts";
import { priceClaimSeconds } from "../../workers/lib/price-claim.ts";
import { decodeAccountHint } from "../../core/account-cookie.ts";
import { createAdmin, createColleague, createCustomer, fixturePassword, signIn } from "../fixtures/accounts.ts";
import { createCategory, createProduct, uniqueToken } from "../fixtures/catalogue.ts";
import { entriesForBook, homeForBook } from "../../workers/api/catalogue/book-prices.ts";
import type { HomeMenu } from "../../workers/api/catalogue/get-home.ts";
import type { ProductCard } from "../../workers/api/catalogue/types.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

// Issue #9 item 9: the catalogue's JSON twins go through the page cache with the pages' price books,
// picked from the request alone (docs/decisions/0027-price-claim.md, 0105).
const db = openDb(env);
const origin = "http://localhost";

/** A request to the app, waiting for what it hands to `waitUntil` (the cache's writes). */
async function get(path: string, cookie = "", language = "en", acceptEncoding = "") {
  const ctx = createExecutionContext();
  const response = await api.request(
    path,
    {
      headers: {
        "accept-language": language,
        ...(cookie ? { cookie } : {}),
        ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
      },
    },
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

const cacheOf = (response: Response) =>
  /cache;desc="?([^,"]+)"?/.exec(response.headers.get("server-timing") ?? "")?.[1];
const roundTripsOf = (response: Response) =>
  Number(/db;dur=[\d.]+;desc=(\d+)/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? NaN);

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, keys));
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) {
      keys.add(key);
      keysOf(child, keys);
    }
  return keys;
}

/**
 * A browser that signs in through the API and keeps its cookies (session, price claim, account),
 * as a browser does: each answer's Set-Cookie replaces or removes what it names.
 */
function browser() {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", ...value] = pair.split("=");
      if (/max-age=0/i.test(line) || value.join("=") === "") jar.delete(name);
      else jar.set(name, value.join("="));
    }
    return response;
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  return {
    jar,
    cookie,
    /** Signs in; an account still onboarding is signed in too and sent to its step (decision 0075). */
    async signIn(email: string) {
      const response = await api.request(
        "/api/auth/login",
        {
          method: "POST",
          headers: { origin, "content-type": "application/json" },
          body: JSON.stringify({ login: email, password: fixturePassword }),
        },
        env,
      );
      expect(response.status).toBe(200);
      keep(response);
    },
    async get(path: string, acceptEncoding = "") {
      return keep(await get(path, cookie(), "en", acceptEncoding));
    },
  };
}

describe("the catalogue's JSON twins from the page cache", () => {
  let productPath: string;
  let categoryPath: string;
  let buyer: { id: number; email: string; firstName: string; lastName: string; phone: string };

  beforeAll(async () => {
    await putSiteSettings(db);
    const category = await createCategory(db);
    const product = await createProduct(db, { categoryId: category.id, price: 4_750 });
    productPath = `/api/productDetails/${product.slugs.en}`;
    categoryPath = `/api/category/${category.slugs.en}`;
    buyer = await createCustomer(db, { firstName: "Yousef", lastName: "Al-Mutairi" });
  });

  beforeEach(async () => {
    // A version of its own per test: answers kept by another test never match.
    await bumpCatalogueVersion(env.KV);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(["product", "category"] as const)(
    "serves a buyer who may see prices the priced %s answer from the cache with no database read",
    async (which) => {
      const path = which === "product" ? productPath : categoryPath;
      const shopper = browser();
      await shopper.signIn(buyer.email);
      expect(shopper.jar.get("jumla_prices")).toMatch(/^shelf\./);

      const first = await shopper.get(path);
      expect(cacheOf(first)).toBe("miss");
      // The claim names the variant: no session read, only the twin's own queries.
      expect(roundTripsOf(first)).toBeLessThanOrEqual(2);
      expect(keysOf(await first.json()).has("price")).toBe(true);

      const again = await shopper.get(path);
      expect(cacheOf(again)).toBe("hit memory");
      expect(roundTripsOf(again)).toBe(0);
      expect(keysOf(await again.json()).has("price")).toBe(true);
      // Priced answers are the browser's own and vary with its cookies and language.
      expect(again.headers.get("cache-control")).toBe("private, no-cache");
      expect(again.headers.get("vary")).toBe("cookie, accept-language, accept-encoding");
    },
  );

  it("keeps the languages apart", async () => {
    await get(productPath, "", "en");
    const arabic = await get(productPath, "", "ar");
    expect(cacheOf(arabic)).toBe("miss");
    expect(cacheOf(await get(productPath, "", "ar"))).toBe("hit memory");
  });

  it("stops showing prices to a buyer whose permission is revoked once the claim runs out", async () => {
    const revoked = await createCustomer(db);
    const shopper = browser();
    await shopper.signIn(revoked.email);
    expect(keysOf(await (await shopper.get(productPath)).json()).has("price")).toBe(true);

    await db.update(customers).set({ canSeePrices: false }).where(eq(customers.id, revoked.id));
    // Within the claim's lifetime the priced answer may still be served (the bound we chose)…
    const within = await shopper.get(productPath);
    expect(cacheOf(within)).toBe("hit memory");

    // …and once it runs out the session is checked again: no prices, and a claim that says so.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + priceClaimSeconds * 1000 + 1000 });
    const after = await shopper.get(productPath);
    expect(cacheOf(after)).toBe("miss");
    expect(keysOf(await after.json()).has("price")).toBe(false);
    expect(shopper.jar.get("jumla_prices")).toMatch(/^plain\./);
    const next = await shopper.get(productPath);
    expect(cacheOf(next)).toBe("hit memory");
    expect(keysOf(await next.json()).has("price")).toBe(false);
  });

  // Issue #19 item 7 (decision 0075): the admin approves in their own browser, so nothing can reach
  // the buyer's cookies then; an account waiting for that decision holds no claim, and its next
  // answer checks the session and sees the approval (not up to five minutes later).
  it("shows a buyer approved from another browser prices on their very next answer", async () => {
    const pending = await createCustomer(db, { state: "unapproved" });
    const shopper = browser();
    await shopper.signIn(pending.email);
    const waiting = await shopper.get(productPath);
    expect(keysOf(await waiting.json()).has("price")).toBe(false);
    expect(decodeAccountHint(shopper.jar.get("jumla_account"))?.role).toBe("unapproved");
    // No claim while the account waits: each answer checks its session (the cost of exactness).
    expect(shopper.jar.has("jumla_prices")).toBe(false);
    expect(cacheOf(await shopper.get(productPath))).toBe("miss");

    const admin = await createAdmin(db);
    const { cookie } = await signIn(db, { kind: "admin", id: admin.id });
    const decided = await api.request(
      `/api/admin/customers/${pending.id}/approval`,
      {
        method: "POST",
        headers: { origin, cookie, "content-type": "application/json" },
        body: JSON.stringify({ decision: "approved" }),
      },
      env,
    );
    expect(decided.status).toBe(200);

    const approved = await shopper.get(productPath);
    expect(keysOf(await approved.json()).has("price")).toBe(true);
    expect(shopper.jar.get("jumla_prices")).toMatch(/^shelf\./);
    expect(decodeAccountHint(shopper.jar.get("jumla_account"))).toMatchObject({ role: "customer", canSeePrices: true });
    // Approved, the buyer holds a claim again: the kept priced answer, no database round trip.
    const kept = await shopper.get(productPath);
    expect(cacheOf(kept)).toBe("hit memory");
    expect(roundTripsOf(kept)).toBe(0);
  });

  it("never gives a guest the priced answer, whatever claim it brings", async () => {
    const shopper = browser();
    await shopper.signIn(buyer.email);
    await shopper.get(categoryPath);
    const stolenClaim = `jumla_prices=${shopper.jar.get("jumla_prices")}`;
    const pending = await createCustomer(db, { state: "unapproved" });
    const other = browser();
    await other.signIn(pending.email);
    expect(other.jar.has("jumla_session")).toBe(true);

    for (const cookie of ["", stolenClaim, `${other.cookie()}; ${stolenClaim}`]) {
      const answer = await get(categoryPath, cookie);
      expect(keysOf(await answer.json()).has("price"), cookie).toBe(false);
      expect(answer.headers.get("cache-control"), cookie).toBe("public, no-cache");
    }
  });

  it("puts nothing personal in a kept answer: no name, email, phone or id of the buyer", async () => {
    const shopper = browser();
    await shopper.signIn(buyer.email);
    for (const path of [productPath, categoryPath]) {
      const first = await shopper.get(path);
      const kept = await shopper.get(path);
      expect(cacheOf(kept)).toBe("hit memory");
      for (const answer of [await first.text(), await kept.text()]) {
        for (const personal of [buyer.firstName, buyer.lastName, buyer.email, buyer.phone, `"customerId":${buyer.id}`])
          expect(answer).not.toContain(personal);
      }
      expect(kept.headers.has("set-cookie")).toBe(false);
    }
  });

  // Issue #9 item 10 (docs/decisions/0044-compressed-pages.md): kept answers pass through compressed.
  it.each(["guest", "buyer"] as const)(
    "answers a %s's kept twin gzip-encoded to a browser, decoding to the identity answer, with nothing personal",
    async (role) => {
      const shopper = browser();
      if (role === "buyer") await shopper.signIn(buyer.email);
      for (const path of [productPath, categoryPath]) {
        await (await shopper.get(path)).text();
        const encoded = await shopper.get(path, "gzip, deflate, br");
        expect(cacheOf(encoded)).toBe("hit memory");
        expect(encoded.headers.get("content-encoding")).toBe("gzip");
        expect(encoded.headers.get("vary")).toBe("cookie, accept-language, accept-encoding");
        const bytes = new Uint8Array(await encoded.arrayBuffer());
        expect([...bytes.slice(0, 2)]).toEqual([0x1f, 0x8b]);
        const identity = await shopper.get(path);
        expect(identity.headers.has("content-encoding")).toBe(false);
        const text = await identity.text();
        expect(new TextDecoder().decode(gunzipSync(bytes))).toBe(text);
        expect(keysOf(JSON.parse(text)).has("price")).toBe(role === "buyer");
        for (const personal of [buyer.firstName, buyer.lastName, buyer.email, buyer.phone, `"customerId":${buyer.id}`])
          expect(text).not.toContain(personal);
      }
    },
  );
});

// Issue #23 item 3 (decision 0105): the claim names the buyer's price book, and each book's answers
// are kept apart, priced (and with their breaks) on the server.
describe("price books in the claim and the page cache", () => {
  let productId: number;
  let productPath: string;
  let categoryPath: string;

  /** A list pricing the product at `unitPrice`, with these breaks. */
  async function createList(unitPrice: number, breaks: { minQuantity: number; unitPrice: number }[] = []) {
    const [list] = await db
      .insert(priceLists)
      .values({ name: `List ${uniqueToken()}` })
      .returning();
    if (!list) throw new Error("price list not created");
    await db.insert(priceListPrices).values({ listId: list.id, productId, unitPrice });
    if (breaks.length > 0)
      await db.insert(priceBreaks).values(breaks.map((step) => ({ listId: list.id, productId, ...step })));
    return list.id;
  }

  /** An approved buyer whose company pays `listId`. */
  async function companyBuyer(listId: number) {
    const customer = await createCustomer(db);
    await db.insert(priceListAssignments).values({ listId, customerId: customer.id });
    return customer;
  }

  /** An approved buyer in a group that pays `listId`. */
  async function groupBuyer(listId: number) {
    const [group] = await db
      .insert(customerGroups)
      .values({ name: `Group ${uniqueToken()}` })
      .returning();
    if (!group) throw new Error("group not created");
    await db.insert(priceListAssignments).values({ listId, groupId: group.id });
    return createCustomer(db, { groupId: group.id });
  }

  type Priced = { data: { price?: number; breaks?: unknown; products?: { items: { price?: number }[] } } };
  const productPrice = async (answer: Response) => ((await answer.json()) as Priced).data;
  const cardPrice = async (answer: Response) => ((await answer.json()) as Priced).data.products?.items[0]?.price;

  beforeAll(async () => {
    await putSiteSettings(db);
    const category = await createCategory(db);
    const product = await createProduct(db, { categoryId: category.id, price: 4_750 });
    productId = product.id;
    productPath = `/api/productDetails/${product.slugs.en}`;
    categoryPath = `/api/category/${category.slugs.en}`;
  });

  beforeEach(async () => {
    await bumpCatalogueVersion(env.KV);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("serves a buyer on a price list their list's price and breaks from the cache, with no database read", async () => {
    const listId = await createList(4_000, [
      { minQuantity: 12, unitPrice: 3_800 },
      { minQuantity: 48, unitPrice: 3_500 },
    ]);
    const shopper = browser();
    await shopper.signIn((await companyBuyer(listId)).email);
    expect(shopper.jar.get("jumla_prices")).toMatch(new RegExp(`^c${listId}\\.`));

    for (const path of [productPath, categoryPath]) {
      const first = await shopper.get(path);
      expect(cacheOf(first)).toBe("miss");
      const again = await shopper.get(path);
      expect(cacheOf(again)).toBe("hit memory");
      expect(roundTripsOf(again)).toBe(0);
      if (path === productPath) {
        expect(await productPrice(again)).toMatchObject({
          price: 4_000,
          breaks: [
            { minQuantity: 12, unitPrice: 3_800 },
            { minQuantity: 48, unitPrice: 3_500 },
          ],
        });
      } else expect(await cardPrice(again)).toBe(4_000);
    }
  });

  it("gives a company's colleague the company's book, at sign-in and when the claim renews", async () => {
    const listId = await createList(4_000);
    const colleague = await createColleague(db, (await companyBuyer(listId)).id);
    const shopper = browser();
    await shopper.signIn(colleague.email);
    expect(shopper.jar.get("jumla_prices")).toMatch(new RegExp(`^c${listId}\\.`));
    expect((await productPrice(await shopper.get(productPath))).price).toBe(4_000);
    shopper.jar.delete("jumla_prices");
    const renewed = await shopper.get(productPath);
    expect(shopper.jar.get("jumla_prices")).toMatch(new RegExp(`^c${listId}\\.`));
    expect((await productPrice(renewed)).price).toBe(4_000);
  });

  it("keeps each book's answers apart: no buyer is ever served another book's prices", async () => {
    const companyList = await createList(4_000);
    const groupList = await createList(4_200);
    const shoppers = [
      { shopper: browser(), email: (await companyBuyer(companyList)).email, price: 4_000, book: `c${companyList}` },
      { shopper: browser(), email: (await groupBuyer(groupList)).email, price: 4_200, book: `g${groupList}` },
      { shopper: browser(), email: (await createCustomer(db)).email, price: 4_750, book: "shelf" },
    ];
    for (const { shopper, email, book } of shoppers) {
      await shopper.signIn(email);
      expect(shopper.jar.get("jumla_prices")?.split(".")[0]).toBe(book);
    }
    for (const path of [productPath, categoryPath]) {
      // Each book's first answer renders (another book's kept answer is never its own)…
      for (const { shopper, price } of shoppers) {
        const first = await shopper.get(path);
        expect(cacheOf(first)).toBe("miss");
        expect(path === productPath ? (await productPrice(first)).price : await cardPrice(first)).toBe(price);
      }
      // …and its next comes from the cache, still at its own price.
      for (const { shopper, price } of shoppers) {
        const kept = await shopper.get(path);
        expect(cacheOf(kept)).toBe("hit memory");
        expect(path === productPath ? (await productPrice(kept)).price : await cardPrice(kept)).toBe(price);
      }
    }
  });

  it("gives a buyer moved to another list the new prices once their claim renews", async () => {
    const before = await createList(4_000);
    const after = await createList(3_900);
    const buyer = await companyBuyer(before);
    const shopper = browser();
    await shopper.signIn(buyer.email);
    expect((await productPrice(await shopper.get(productPath))).price).toBe(4_000);

    await db.update(priceListAssignments).set({ listId: after }).where(eq(priceListAssignments.customerId, buyer.id));
    // Within the claim's lifetime the kept answer of the old book may still be served (the bound)…
    const within = await shopper.get(productPath);
    expect(cacheOf(within)).toBe("hit memory");
    expect((await productPrice(within)).price).toBe(4_000);

    // …and once it runs out the session is checked again, with the book it has now.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + priceClaimSeconds * 1000 + 1000 });
    const renewed = await shopper.get(productPath);
    expect(cacheOf(renewed)).toBe("miss");
    expect((await productPrice(renewed)).price).toBe(3_900);
    expect(shopper.jar.get("jumla_prices")).toMatch(new RegExp(`^c${after}\\.`));
    const kept = await shopper.get(productPath);
    expect(cacheOf(kept)).toBe("hit memory");
    expect((await productPrice(kept)).price).toBe(3_900);
  });

  it("prices the home page's featured and menu cards, and a menu page's, for a book of lists only", async () => {
    const listId = await createList(4_000);
    const card: ProductCard = {
      ...{ id: productId, slug: "a-product", title: "A product", image: null, price: 4_750, discountPrice: 4_500 },
      ...{ availability: "available", isBundle: false, ratingTenths: 0, hasVariants: false },
    };
    const entries = [{ kind: "products" as const, product: card }];
    const home = { slides: [], featured: [card], menus: [{ entries } as unknown as HomeMenu], reviews: [] };
    const listed = await homeForBook(db, `c${listId}`, home, "2026-11-29");
    expect(listed.featured[0]).toMatchObject({ price: 4_000, discountPrice: null });
    expect(listed.menus[0]?.entries[0]).toMatchObject({ product: { price: 4_000, discountPrice: null } });
    expect(await entriesForBook(db, `g${listId}`, entries, "2026-11-29")).toMatchObject([
      { product: { price: 4_000 } },
    ]);
    // The shelf book's cards already carry the shelf price
    expect(await homeForBook(db, "shelf", home, "2026-11-29")).toEqual(home);
  });

  it("never gives a guest a list's prices, whatever claim it brings", async () => {
    const listId = await createList(4_000, [{ minQuantity: 12, unitPrice: 3_800 }]);
    const shopper = browser();
    await shopper.signIn((await companyBuyer(listId)).email);
    await shopper.get(productPath);
    const stolenClaim = `jumla_prices=${shopper.jar.get("jumla_prices")}`;
    for (const cookie of ["", stolenClaim]) {
      const answer = await get(productPath, cookie);
      const keys = keysOf(await answer.json());
      expect(keys.has("price"), cookie).toBe(false);
      expect(keys.has("breaks"), cookie).toBe(false);
      expect(answer.headers.get("cache-control"), cookie).toBe("public, no-cache");
    }
  });
});

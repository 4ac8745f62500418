import { env } from "cloudflare:workers";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { products, productTranslations } from "../../db/schema/index.ts";
import { getHome } from "../../workers/api/catalogue/get-home.ts";
import { openDb } from "../../workers/lib/db.ts";
import {
  answerEncoding,
  bumpCatalogueVersion,
  catalogueVersionKey,
  getCatalogueVersion,
  pageCacheKey,
  servePageCached,
  bookHeader,
  versionMemoMs,
} from "../../workers/lib/page-cache.ts";
import { priceClaimSeconds, signPriceClaim, type PriceBook } from "../../workers/lib/price-claim.ts";
import { generateSessionToken } from "../../workers/lib/session.ts";
import { getProfile } from "../../core/profiles.ts";

const db = openDb(env);
const profile = getProfile(env.PROFILE);
let sequence = 0;

/** A featured product written through the real schema; returns its id and English title. */
async function featuredProduct(title: string) {
  sequence += 1;
  const [row] = await db
    .insert(products)
    .values({ sku: `PC-${Date.now() % 100000}-${sequence}`.slice(0, 12), price: 1000, quantity: 5, isFeatured: true })
    .returning({ id: products.id });
  const id = row?.id ?? 0;
  await db.insert(productTranslations).values([
    { productId: id, locale: "en", title, slug: `cache-test-${id}` },
    { productId: id, locale: "ar", title: `${title} ع`, slug: `cache-test-ar-${id}` },
  ]);
  return id;
}

/**
 * Renders what the home page shows, through the same query function, counting renders; like the
 * page middleware it names the price book it rendered for (here: the one asked for).
 */
function homeRenderer(book: PriceBook = "plain") {
  const counter = { renders: 0 };
  const render = async () => {
    counter.renders += 1;
    const home = await getHome(db, "en");
    return new Response(home.featured.map((p) => p.title).join("\n"), {
      headers: { "content-type": "text/html", [bookHeader]: book, "server-timing": "db;dur=3.0;desc=2" },
    });
  };
  return { counter, render };
}

// Bound by vitest.config.ts; typed optional like every secret (workers/env.d.ts).
const secret = env.CLAIM_SECRET;
if (!secret) throw new Error("vitest.config.ts binds CLAIM_SECRET for the API tests");

async function serve(
  path: string,
  render: (request: Request) => Promise<Response>,
  overrides: { build?: string; cookie?: string; now?: number; acceptEncoding?: string } = {},
) {
  const pending: Promise<unknown>[] = [];
  const headers = new Headers(overrides.cookie ? { cookie: overrides.cookie } : {});
  if (overrides.acceptEncoding) headers.set("accept-encoding", overrides.acceptEncoding);
  const response = await servePageCached(new Request(`http://shop.test${path}`, { headers }), render, {
    profile,
    build: overrides.build ?? "1.0.0+test",
    kv: env.KV,
    cache: await caches.open("pages"),
    secret,
    waitUntil: (promise) => pending.push(promise),
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  await Promise.all(pending);
  return response;
}

/** Where an answer came from, as its Server-Timing says (`cache;desc=…`). */
const cacheOf = (response: Response) =>
  /cache;desc="?([^,"]+)"?/.exec(response.headers.get("server-timing") ?? "")?.[1];
/** Database round trips the answer cost, as its Server-Timing says (`db;…;desc=<n>`). */
const roundTripsOf = (response: Response) =>
  Number(/db;dur=[\d.]+;desc=(\d+)/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? NaN);

describe("page cache", () => {
  beforeEach(async () => {
    // Each test starts on a version of its own, so entries from other tests never match.
    await bumpCatalogueVersion(env.KV);
  });

  it("renders first, then hits, then after a write invalidates shows the change", async () => {
    const id = await featuredProduct("Linen shirt before");
    const { counter, render } = homeRenderer();

    const first = await serve("/en/", render);
    expect(cacheOf(first)).toBe("miss");
    expect(roundTripsOf(first)).toBe(2);
    expect(await first.text()).toContain("Linen shirt before");

    const second = await serve("/en/", render);
    expect(cacheOf(second)).toBe("hit memory");
    expect(roundTripsOf(second)).toBe(0);
    expect(await second.text()).toContain("Linen shirt before");
    expect(counter.renders).toBe(1);

    // The write path: change the product, then invalidate as every catalogue write does.
    await db
      .update(productTranslations)
      .set({ title: "Linen shirt after" })
      .where(eq(productTranslations.productId, id));
    await bumpCatalogueVersion(env.KV);

    const third = await serve("/en/", render);
    expect(cacheOf(third)).toBe("miss");
    const body = await third.text();
    expect(body).toContain("Linen shirt after");
    expect(body).not.toContain("Linen shirt before");
    expect(counter.renders).toBe(2);
  });

  it("shows a write made by another isolate once this isolate's memory of the version expires", async () => {
    const { counter, render } = homeRenderer();
    const before = await getCatalogueVersion(env.KV);
    await serve("/en/", render);
    // Another isolate's write: KV changes, this isolate's remembered version does not.
    const elsewhere = `${before}-elsewhere`;
    await env.KV.put(catalogueVersionKey, elsewhere);
    expect(await getCatalogueVersion(env.KV)).toBe(before);
    expect(cacheOf(await serve("/en/", render))).toBe("hit memory");
    expect(await getCatalogueVersion(env.KV, Date.now() + versionMemoMs)).toBe(elsewhere);
    expect(cacheOf(await serve("/en/", render))).toBe("miss");
    expect(counter.renders).toBe(2);
  });

  it("keeps hot pages in the isolate's memory: a hit needs no Cache API lookup", async () => {
    const { counter, render } = homeRenderer();
    const first = await serve("/en/memory-1", render);
    const body = await first.text();
    for (const encoding of ["gzip", "br"] as const) {
      const key = pageCacheKey(
        new URL("http://shop.test/en/memory-1"),
        profile,
        "1.0.0+test",
        await getCatalogueVersion(env.KV),
        "plain",
        "",
        encoding,
      );
      expect(await (await caches.open("pages")).delete(key)).toBe(true);
    }
    const again = await serve("/en/memory-1", render);
    expect(cacheOf(again)).toBe("hit memory");
    expect(again.headers.get("cache-control")).toBe("public, no-cache");
    expect(await again.text()).toBe(body);
    expect(counter.renders).toBe(1);
  });

  it("never serves a page rendered by a previous build", async () => {
    const { counter, render } = homeRenderer();
    await serve("/en/", render, { build: "1.0.0+old" });
    const afterDeploy = await serve("/en/", render, { build: "1.0.0+new" });
    expect(cacheOf(afterDeploy)).toBe("miss");
    expect(counter.renders).toBe(2);
  });

  it("treats query strings in any order as the same page", async () => {
    const { counter, render } = homeRenderer();
    await serve("/products?page=2&search=shirt", render);
    const again = await serve("/products?search=shirt&page=2", render);
    expect(cacheOf(again)).toBe("hit memory");
    expect(counter.renders).toBe(1);
  });

  // Issue #19 item 3: campaign links must not split the cache (nor let one visitor's parameters
  // into the page another is served).
  it("keeps one page for every campaign link: utm_*, gclid, fbclid and unknown parameters neither split the key nor reach the render", async () => {
    const seen: string[] = [];
    const render = async (request: Request) => {
      seen.push(new URL(request.url).search);
      return new Response(`rendered for ${request.url}`, { headers: { [bookHeader]: "plain" } });
    };
    const first = await serve("/products?search=shirt&utm_source=mail&utm_campaign=eid", render);
    expect(await first.text()).toBe("rendered for http://shop.test/products?search=shirt");
    for (const tracked of ["gclid=abc", "fbclid=def", "ref=partner&x=1", "utm_medium=social"]) {
      const again = await serve(`/products?${tracked}&search=shirt`, render);
      expect(cacheOf(again)).toBe("hit memory");
      expect(await again.text()).not.toMatch(/gclid|fbclid|utm_|ref=/);
    }
    expect(seen).toEqual(["?search=shirt"]);
  });

  it("keeps the parameters a page reads in its key: another page of results is another page", async () => {
    const { counter, render } = homeRenderer();
    await serve("/products?search=shirt&page=2&utm_source=mail", render);
    expect(cacheOf(await serve("/products?search=shirt&page=3", render))).toBe("miss");
    expect(cacheOf(await serve("/products?search=shirt&page=2", render))).toBe("hit memory");
    expect(counter.renders).toBe(2);
  });

  // Issue #19 item 2: read-then-increment gave two simultaneous writers the same next version, so
  // a page rendered between the two writes came back under the second one's version.
  it("gives two simultaneous catalogue writes two different new versions", async () => {
    const before = await getCatalogueVersion(env.KV, Date.now() + versionMemoMs);
    const versions = await Promise.all([bumpCatalogueVersion(env.KV), bumpCatalogueVersion(env.KV)]);
    expect(new Set([before, ...versions]).size).toBe(3);
  });

  it.each(["/cart", "/en/checkout", "/dashboard/orders", "/login", "/admin-panel/secure/product"])(
    "never caches the private page %s",
    async (path) => {
      const { counter, render } = homeRenderer();
      await serve(path, render);
      const again = await serve(path, render);
      expect(cacheOf(again)).toBe("bypass");
      expect(counter.renders).toBe(2);
    },
  );

  it.each([
    ["a not-found answer", () => new Response("nope", { status: 404 })],
    [
      "an answer that sets a cookie",
      () => new Response("hi", { headers: { [bookHeader]: "plain", "set-cookie": "a=b" } }),
    ],
    [
      "a private answer",
      () => new Response("hi", { headers: { [bookHeader]: "plain", "cache-control": "private, no-store" } }),
    ],
    ["an answer that names no book", () => new Response("hi")],
  ])("does not store %s", async (_, answer) => {
    let renders = 0;
    const render = async () => {
      renders += 1;
      return answer();
    };
    await serve("/en/some-page", render);
    await serve("/en/some-page", render);
    expect(renders).toBe(2);
  });
});

// Issue #9 item 9 and issue #23 item 3: one page per price book, picked from the request alone (decisions 0027, 0105).
describe("page cache: the price book", () => {
  beforeEach(async () => {
    await bumpCatalogueVersion(env.KV);
  });

  /** A browser's cookies over https (`__Host-` names): a session and, if given, its price claim. */
  const cookies = (token: string, claim?: string) =>
    [`__Host-jumla_session=${token}`, ...(claim ? [`__Host-jumla_prices=${claim}`] : [])].join("; ");

  /** Fills the cache with the plain and the shelf page: a guest's render and a buyer's priced one. */
  async function bothVariants(path: string) {
    const plain = homeRenderer("plain");
    const priced = homeRenderer("shelf");
    await serve(path, plain.render);
    // A session without a claim renders (its session is checked) and the render is kept.
    await serve(path, priced.render, { cookie: cookies(generateSessionToken()) });
    return { plain, priced };
  }

  it("serves a buyer who may see prices the priced variant from the cache, with no render and no database read", async () => {
    const { plain, priced } = await bothVariants("/en/variant-1");
    const token = generateSessionToken();
    const claim = await signPriceClaim(secret, token, "shelf");
    const answer = await serve("/en/variant-1", priced.render, { cookie: cookies(token, claim) });
    expect(cacheOf(answer)).toBe("hit memory");
    expect(roundTripsOf(answer)).toBe(0);
    expect(priced.counter.renders).toBe(1);
    expect(plain.counter.renders).toBe(1);
    // Priced answers are the browser's own and vary with its cookies.
    expect(answer.headers.get("cache-control")).toBe("private, no-cache");
    expect(answer.headers.get("vary")).toBe("cookie, accept-encoding");
  });

  it("keeps each list book's page under its own key: a claim for one book is never served another's", async () => {
    const path = "/en/book-keys";
    const company = homeRenderer("c1g2");
    const other = homeRenderer("c3");
    // A session without a claim renders for its book, and that render is kept under the book
    await serve(path, company.render, { cookie: cookies(generateSessionToken()) });
    const token = generateSessionToken();
    const claim = await signPriceClaim(secret, token, "c3");
    const first = await serve(path, other.render, { cookie: cookies(token, claim) });
    expect(cacheOf(first)).toBe("miss");
    expect(other.counter.renders).toBe(1);
    const again = await serve(path, other.render, { cookie: cookies(token, claim) });
    expect(cacheOf(again)).toBe("hit memory");
    expect(roundTripsOf(again)).toBe(0);
    const buyer = generateSessionToken();
    const own = await serve(path, company.render, {
      cookie: cookies(buyer, await signPriceClaim(secret, buyer, "c1g2")),
    });
    expect(cacheOf(own)).toBe("hit memory");
    expect(company.counter.renders).toBe(1);
    expect(own.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("serves the unpriced variant to a signed-in buyer whose claim says so", async () => {
    const { priced } = await bothVariants("/en/variant-2");
    const token = generateSessionToken();
    const claim = await signPriceClaim(secret, token, "plain");
    const answer = await serve("/en/variant-2", priced.render, { cookie: cookies(token, claim) });
    expect(cacheOf(answer)).toBe("hit memory");
    expect(answer.headers.get("cache-control")).toBe("public, no-cache");
  });

  it("keeps the cookies a render renews out of the cache: they go to that browser only", async () => {
    const renewing = async () =>
      new Response("priced page", {
        headers: {
          [bookHeader]: "shelf",
          "set-cookie": "__Host-jumla_prices=p.1.x; Path=/; HttpOnly; Secure",
        },
      });
    const first = await serve("/en/variant-3", renewing, { cookie: cookies(generateSessionToken()) });
    expect(first.headers.getSetCookie()).toEqual(["__Host-jumla_prices=p.1.x; Path=/; HttpOnly; Secure"]);
    const token = generateSessionToken();
    const hit = await serve("/en/variant-3", renewing, {
      cookie: cookies(token, await signPriceClaim(secret, token, "shelf")),
    });
    expect(cacheOf(hit)).toBe("hit memory");
    expect(hit.headers.has("set-cookie")).toBe(false);
    expect(hit.headers.has(bookHeader)).toBe(false);
  });

  describe("a guest never gets the priced variant", () => {
    const token = generateSessionToken();
    const other = generateSessionToken();
    const now = Date.now();
    it.each([
      ["no cookie at all", async () => undefined],
      [
        "a claim without its session",
        async () => `__Host-jumla_prices=${await signPriceClaim(secret, token, "shelf")}`,
      ],
      ["another session's claim", async () => cookies(other, await signPriceClaim(secret, token, "shelf"))],
      [
        "a claim turned from unpriced to priced",
        async () => cookies(token, (await signPriceClaim(secret, token, "plain")).replace(/^plain\./, "shelf.")),
      ],
      [
        "a claim signed with another secret",
        async () => cookies(token, await signPriceClaim("another-secret-of-at-least-32-characters", token, "shelf")),
      ],
      [
        "an expired claim",
        async () => cookies(token, await signPriceClaim(secret, token, "shelf", now - priceClaimSeconds * 1000 - 1000)),
      ],
    ])("with %s", async (_, cookie) => {
      await bothVariants("/en/variant-guest");
      const priced = homeRenderer("shelf");
      const header = await cookie();
      const answer = await serve("/en/variant-guest", priced.render, { ...(header ? { cookie: header } : {}), now });
      // Either the unpriced page from the cache, or a render (which checks the session): never the priced page.
      if (cacheOf(answer) === "miss") expect(priced.counter.renders).toBe(1);
      else {
        expect(cacheOf(answer)).toBe("hit memory");
        expect(answer.headers.get("cache-control")).toBe("public, no-cache");
      }
    });
  });
});

// Issue #9 item 10: hot pages are kept compressed and passed through (docs/decisions/0044-compressed-pages.md).
describe("page cache: compressed pages passed through", () => {
  beforeEach(async () => {
    await bumpCatalogueVersion(env.KV);
  });

  const browserEncodings = "gzip, deflate, br";

  /** A page of realistic size (rendered through the real home query), in the variant asked for. */
  function largeRenderer(variant: PriceBook) {
    const counter = { renders: 0 };
    const render = async () => {
      counter.renders += 1;
      const home = await getHome(db, "en");
      const rows = Array.from({ length: 400 }, (_, i) => `<li>${variant} ${i} ${home.featured.length}</li>`).join("");
      return new Response(`<!doctype html><html lang="en"><body><ul>${rows}</ul></body></html>`, {
        headers: { "content-type": "text/html", [bookHeader]: variant, "server-timing": "db;dur=3.0;desc=2" },
      });
    };
    return { counter, render };
  }

  /** The bytes on the wire, decoded once by what Content-Encoding names (so a double compression shows). */
  async function wire(response: Response) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    const encoding = response.headers.get("content-encoding");
    const decode = encoding === "gzip" ? gunzipSync : encoding === "br" ? brotliDecompressSync : (b: Uint8Array) => b;
    return { encoding, bytes, text: new TextDecoder().decode(decode(bytes)) };
  }

  const cookies = (token: string, claim: string) => `__Host-jumla_session=${token}; __Host-jumla_prices=${claim}`;

  it.each(["plain", "shelf"] as const)(
    "answers a hit of the %s variant encoded for a browser, decoding to the identity answer",
    async (variant) => {
      const path = `/en/encoded-${variant}`;
      const { counter, render } = largeRenderer(variant);
      const token = generateSessionToken();
      const cookie = variant === "shelf" ? cookies(token, await signPriceClaim(secret, token, "shelf")) : undefined;
      // The first render of a session without a claim fills the priced variant; a guest's fills the plain one.
      await serve(path, render, variant === "shelf" ? { cookie: `__Host-jumla_session=${token}` } : {});
      const withCookie = cookie ? { cookie } : {};

      const encoded = await wire(await serve(path, render, { ...withCookie, acceptEncoding: browserEncodings }));
      const identity = await serve(path, render, withCookie);
      expect(cacheOf(identity)).toBe("hit memory");
      expect(identity.headers.has("content-encoding")).toBe(false);
      const plainText = await identity.text();

      expect(encoded.encoding).toBe("gzip");
      expect([...encoded.bytes.slice(0, 2)]).toEqual([0x1f, 0x8b]);
      expect(encoded.text).toBe(plainText);
      expect(encoded.text).toContain(`<li>${variant} 399`);
      expect(encoded.bytes.byteLength).toBeLessThan(plainText.length / 4);
      expect(counter.renders).toBe(1);
    },
  );

  it("answers br to a client that prefers it, and both vary with Accept-Encoding", async () => {
    const { render } = largeRenderer("plain");
    await serve("/en/encoded-br", render);
    const answer = await serve("/en/encoded-br", render, { acceptEncoding: "br;q=1, gzip;q=0.5" });
    expect(cacheOf(answer)).toBe("hit memory");
    expect(answer.headers.get("vary")).toBe("cookie, accept-encoding");
    const { encoding, text } = await wire(answer);
    expect(encoding).toBe("br");
    expect(text).toContain("<li>plain 399");
  });

  it("answers identity to a client that takes neither gzip nor br", async () => {
    const { render } = largeRenderer("plain");
    await serve("/en/encoded-none", render);
    for (const acceptEncoding of ["identity", "deflate", "gzip;q=0, br;q=0", "zstd"]) {
      const answer = await serve("/en/encoded-none", render, { acceptEncoding });
      expect(answer.headers.has("content-encoding"), acceptEncoding).toBe(false);
      expect(await answer.text(), acceptEncoding).toContain("<li>plain 399");
    }
  });

  it("passes the same bytes from the edge tier as from memory", async () => {
    const { render } = largeRenderer("plain");
    const first = await serve("/en/encoded-edge", render);
    await first.text();
    const fromMemory = await wire(await serve("/en/encoded-edge", render, { acceptEncoding: browserEncodings }));
    const stored = await (
      await caches.open("pages")
    ).match(
      pageCacheKey(
        new URL("http://shop.test/en/encoded-edge"),
        profile,
        "1.0.0+test",
        await getCatalogueVersion(env.KV),
        "plain",
        "",
        "gzip",
      ),
    );
    // The edge entry is the encoded bytes themselves, without a Content-Encoding any layer would act on.
    expect(stored?.headers.has("content-encoding")).toBe(false);
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(fromMemory.bytes);
  });

  it.each([
    ["gzip, deflate, br, zstd", "gzip"],
    ["br, gzip", "br"],
    ["deflate, gzip;q=0.5, br;q=0.9", "br"],
    ["*", "gzip"],
    ["br;q=0, *;q=0.1", "gzip"],
    ["GZIP", "gzip"],
    ["identity", "identity"],
    ["", "identity"],
    [null, "identity"],
  ])("answers Accept-Encoding %j with %s", (accept, expected) => {
    expect(answerEncoding(accept)).toBe(expected);
  });
});

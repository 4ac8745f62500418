import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { products, productTranslations } from "../../db/schema/index.ts";
import { getHome } from "../../workers/api/catalogue/get-home.ts";
import { getDb } from "../../workers/lib/db.ts";
import {
  bumpCatalogueVersion,
  catalogueVersionKey,
  getCatalogueVersion,
  hasSessionCookie,
  pageCacheKey,
  servePageCached,
  versionMemoMs,
} from "../../workers/lib/page-cache.ts";
import { getProfile } from "../../core/profiles.ts";

const db = getDb(env);
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

/** Renders what the home page shows, through the same query function, counting renders. */
function homeRenderer() {
  const counter = { renders: 0 };
  const render = async () => {
    counter.renders += 1;
    const home = await getHome(db, "en");
    return new Response(home.featured.map((p) => p.title).join("\n"), { headers: { "content-type": "text/html" } });
  };
  return { counter, render };
}

async function serve(
  path: string,
  render: () => Promise<Response>,
  overrides: { isPersonal?: boolean; build?: string } = {},
) {
  const pending: Promise<unknown>[] = [];
  const response = await servePageCached(new Request(`http://shop.test${path}`), render, {
    profile,
    build: overrides.build ?? "1.0.0+test",
    kv: env.KV,
    cache: await caches.open("pages"),
    isPersonal: overrides.isPersonal ?? false,
    waitUntil: (promise) => pending.push(promise),
  });
  await Promise.all(pending);
  return response;
}

describe("page cache", () => {
  beforeEach(async () => {
    // Each test starts on a version of its own, so entries from other tests never match.
    await bumpCatalogueVersion(env.KV);
  });

  it("renders first, then hits, then after a write invalidates shows the change", async () => {
    const id = await featuredProduct("Linen shirt before");
    const { counter, render } = homeRenderer();

    const first = await serve("/en/", render);
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    expect(await first.text()).toContain("Linen shirt before");

    const second = await serve("/en/", render);
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    expect(await second.text()).toContain("Linen shirt before");
    expect(counter.renders).toBe(1);

    // The write path: change the product, then invalidate as every catalogue write does.
    await db
      .update(productTranslations)
      .set({ title: "Linen shirt after" })
      .where(eq(productTranslations.productId, id));
    await bumpCatalogueVersion(env.KV);

    const third = await serve("/en/", render);
    expect(third.headers.get("x-page-cache")).toBe("MISS");
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
    const elsewhere = String(Number(before) + 1000);
    await env.KV.put(catalogueVersionKey, elsewhere);
    expect(await getCatalogueVersion(env.KV)).toBe(before);
    expect((await serve("/en/", render)).headers.get("x-page-cache")).toBe("HIT");
    expect(await getCatalogueVersion(env.KV, Date.now() + versionMemoMs)).toBe(elsewhere);
    expect((await serve("/en/", render)).headers.get("x-page-cache")).toBe("MISS");
    expect(counter.renders).toBe(2);
  });

  it("keeps hot pages in the isolate's memory: a hit needs no Cache API lookup", async () => {
    const { counter, render } = homeRenderer();
    const first = await serve("/en/?memory=1", render);
    const body = await first.text();
    const key = pageCacheKey(
      new URL("http://shop.test/en/?memory=1"),
      profile,
      "1.0.0+test",
      await getCatalogueVersion(env.KV),
    );
    expect(await (await caches.open("pages")).delete(key)).toBe(true);
    const again = await serve("/en/?memory=1", render);
    expect(again.headers.get("x-page-cache")).toBe("HIT");
    expect(again.headers.get("cache-control")).toBe("public, no-cache");
    expect(await again.text()).toBe(body);
    expect(counter.renders).toBe(1);
  });

  it("never serves a page rendered by a previous build", async () => {
    const { counter, render } = homeRenderer();
    await serve("/en/", render, { build: "1.0.0+old" });
    const afterDeploy = await serve("/en/", render, { build: "1.0.0+new" });
    expect(afterDeploy.headers.get("x-page-cache")).toBe("MISS");
    expect(counter.renders).toBe(2);
  });

  it("treats query strings in any order as the same page", async () => {
    const { counter, render } = homeRenderer();
    await serve("/products?page=2&search=shirt", render);
    const again = await serve("/products?search=shirt&page=2", render);
    expect(again.headers.get("x-page-cache")).toBe("HIT");
    expect(counter.renders).toBe(1);
  });

  it.each(["/cart", "/en/checkout", "/dashboard/orders", "/login", "/admin-panel/secure/product"])(
    "never caches the private page %s",
    async (path) => {
      const { counter, render } = homeRenderer();
      await serve(path, render);
      const again = await serve(path, render);
      expect(again.headers.has("x-page-cache")).toBe(false);
      expect(counter.renders).toBe(2);
    },
  );

  it("renders fresh for a request with a session, and does not store it", async () => {
    const { counter, render } = homeRenderer();
    await serve("/en/", render, { isPersonal: true });
    const guest = await serve("/en/", render);
    expect(guest.headers.get("x-page-cache")).toBe("MISS");
    expect(counter.renders).toBe(2);
  });

  it.each([
    ["a not-found answer", () => new Response("nope", { status: 404 })],
    ["an answer that sets a cookie", () => new Response("hi", { headers: { "set-cookie": "a=b" } })],
    ["a private answer", () => new Response("hi", { headers: { "cache-control": "private, no-store" } })],
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

describe("hasSessionCookie", () => {
  it.each([
    ["no cookie", {}, false],
    ["an unrelated cookie", { cookie: "theme=dark" }, false],
    ["a local shopper session", { cookie: "theme=dark; jumla_session=abc" }, true],
    ["a local admin session", { cookie: "jumla_admin=abc" }, true],
  ])("is %s → %s on localhost", (_, headers, expected) => {
    expect(hasSessionCookie(new Request("http://localhost:4321/", { headers }))).toBe(expected);
  });

  it("reads the __Host- names on https", () => {
    const request = (cookie: string) => new Request("https://shop.example/", { headers: { cookie } });
    expect(hasSessionCookie(request("__Host-jumla_session=abc"))).toBe(true);
    expect(hasSessionCookie(request("jumla_session=abc"))).toBe(false);
  });
});

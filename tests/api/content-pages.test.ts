import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getContentPage, getFrontRoutePage } from "../../workers/api/content/get-content-page.ts";
import { listBlogs } from "../../workers/api/content/list-blogs.ts";
import { listSitemapEntries } from "../../workers/api/content/list-sitemap-entries.ts";
import { openDb } from "../../workers/lib/db.ts";
import { createProduct } from "../fixtures/catalogue.ts";
import { putContentPage, uniqueUrl } from "../fixtures/content.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
const day = 86_400_000;

describe("getContentPage", () => {
  it("reads an active page in the asked locale with the urls of its translations", async () => {
    const { id, url } = await putContentPage(db, {
      layout: "about",
      translations: { ar: { title: "من نحن" }, en: { title: "About us", url: uniqueUrl("about-en") } },
    });
    const page = await getContentPage(db, "ar", url);
    expect(page).toMatchObject({ id, layout: "about", url, title: "من نحن", metaTitle: `Meta ${url}` });
    expect(page?.alternates.map((a) => a.locale).sort()).toEqual(["ar", "en"]);
    expect(page?.alternates.find((a) => a.locale === "en")?.url).not.toBe(url);
  });

  it("answers null for an inactive page", async () => {
    const { url } = await putContentPage(db, { active: false });
    expect(await getContentPage(db, "en", url)).toBeNull();
  });

  it("shows a page without an Arabic translation in English on Arabic requests (SPEC §9)", async () => {
    const { url } = await putContentPage(db, { translations: { en: { title: "Delivery terms" } } });
    const page = await getContentPage(db, "ar", url);
    expect(page).toMatchObject({ url, title: "Delivery terms" });
    expect(page?.alternates).toEqual([
      { locale: "ar", url },
      { locale: "en", url },
    ]);
  });

  it("answers null in English for a page with only an Arabic translation, and lists only Arabic", async () => {
    const { url } = await putContentPage(db, { translations: { ar: {} } });
    expect(await getContentPage(db, "en", url)).toBeNull();
    expect((await getContentPage(db, "ar", url))?.alternates).toEqual([{ locale: "ar", url }]);
  });

  it("answers null when the page has another layout than the route expects", async () => {
    const { url } = await putContentPage(db, { layout: "page" });
    expect(await getContentPage(db, "en", url, "blog")).toBeNull();
    expect(await getContentPage(db, "en", url, "page")).not.toBeNull();
  });
});

describe("getFrontRoutePage (additional_front_routes)", () => {
  let listed: string;
  let unlisted: string;
  let inactive: string;
  beforeAll(async () => {
    listed = (await putContentPage(db)).url;
    unlisted = (await putContentPage(db)).url;
    inactive = (await putContentPage(db, { active: false })).url;
    await putSiteSettings(db, { additionalFrontRoutes: [listed, inactive] });
  });

  it("serves a listed, active page", async () => {
    expect((await getFrontRoutePage(db, "en", listed))?.url).toBe(listed);
  });

  it.each([
    ["a page the setting does not list", () => unlisted],
    ["a listed page that is inactive", () => inactive],
    ["a listed path with no page", () => "no-such-page"],
  ])("answers null for %s", async (_case, path) => {
    expect(await getFrontRoutePage(db, "en", path())).toBeNull();
  });
});

describe("listBlogs", () => {
  it("lists active blog posts newest first, page by page, with the total", async () => {
    const now = Date.now();
    const posts: { daysAgo: number; id: number; url: string }[] = [];
    for (const daysAgo of [30, 1, 10]) {
      posts.push({ daysAgo, ...(await putContentPage(db, { layout: "blog", publishedAt: now - daysAgo * day })) });
    }
    await putContentPage(db, { layout: "blog", active: false, publishedAt: now });
    await putContentPage(db, { layout: "page", publishedAt: now });

    const all = await listBlogs(db, "en", 1, 1000);
    const mine = all.posts.filter((post) => posts.some((p) => p.url === post.url)).map((post) => post.url);
    expect(mine).toEqual([...posts].sort((a, b) => a.daysAgo - b.daysAgo).map((p) => p.url));
    expect(all.posts.every((post) => post.url.startsWith("blogs/"))).toBe(true);

    const first = await listBlogs(db, "en", 1, 2);
    const second = await listBlogs(db, "en", 2, 2);
    expect(first.posts).toHaveLength(2);
    expect(first.total).toBe(all.total);
    expect(first.pages).toBe(Math.ceil(all.total / 2));
    expect(second.posts[0]?.url).toBe(all.posts[2]?.url);
  });
});

describe("listSitemapEntries", () => {
  it("lists listing pages, served content pages and blog posts, with a path per locale", async () => {
    const blog = await putContentPage(db, { layout: "blog" });
    const listed = await putContentPage(db);
    const unlisted = await putContentPage(db);
    const hidden = await putContentPage(db, { layout: "blog", active: false });
    await putSiteSettings(db, { additionalFrontRoutes: [listed.url] });

    const entries = await listSitemapEntries(db);
    const paths = entries.map((entry) => entry.paths.en);
    expect(paths).toEqual(expect.arrayContaining(["/", "/products", "/blogs", "/contact", `/${blog.url}`]));
    expect(paths).toContain(`/${listed.url}`);
    expect(paths).not.toContain(`/${unlisted.url}`);
    expect(paths).not.toContain(`/${hidden.url}`);
    expect(entries.find((entry) => entry.paths.en === `/${blog.url}`)?.paths.ar).toBe(`/${blog.url}`);
  });
});

describe("listSitemapEntries for products", () => {
  it("lists an available product once, with its slug in each locale, and leaves out unavailable ones", async () => {
    const { slugs } = await createProduct(db);
    const hidden = await createProduct(db, { status: "unavailable" });
    const entries = await listSitemapEntries(db);
    const listed = entries.filter((entry) => entry.paths.en === `/productDetails/${slugs.en}`);
    expect(listed).toEqual([
      {
        paths: { ar: `/productDetails/${slugs.ar}`, en: `/productDetails/${slugs.en}` },
        lastModified: expect.any(Number),
      },
    ]);
    expect(entries.some((entry) => entry.paths.en === `/productDetails/${hidden.slugs.en}`)).toBe(false);
  });
});

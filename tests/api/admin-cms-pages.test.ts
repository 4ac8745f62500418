// Issue #12 item 4 (dynamic content), decision 0070: CMS pages in the back office. Create, read,
// list (search, filter, sort, page), PUT, PATCH, delete; SPEC §3 fields; a url once per language
// and where its layout is served; rich text sanitised on the server (an XSS corpus); the page is
// served at its url in both languages right after the write (catalogue version bumped, decision 0025).
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentPageDetail, ContentPageRow } from "../../core/contracts/admin/content-pages.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { contentPages, siteSettings } from "../../db/schema/index.ts";
import { getContentPage, getFrontRoutePage } from "../../workers/api/content/get-content-page.ts";
import { openDb } from "../../workers/lib/db.ts";
import { catalogueVersionKey } from "../../workers/lib/page-cache.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { putContentPage, uniqueUrl } from "../fixtures/content.ts";
import { putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);
const { admin, json } = adminApi<ContentPageDetail & AdminListPage<ContentPageRow>>("cms-pages");

beforeAll(async () => {
  await putSiteSettings(db);
});

const pageBody = (overrides: Record<string, unknown> = {}) => {
  const url = uniqueUrl("terms");
  return {
    layout: "page",
    priority: "high",
    active: true,
    translations: {
      en: {
        url,
        title: `Wholesale terms ${url}`,
        metaTitle: "Terms",
        keywords: "terms, wholesale",
        description: "How we trade",
        body: "<h2>Terms</h2><p>Pay within <strong>30 days</strong>.</p>",
      },
      ar: { url: `${url}-ar`, title: `شروط البيع بالجملة ${url}`, body: "<p>الدفع خلال ٣٠ يوماً.</p>" },
    },
    ...overrides,
  };
};

async function createPage(overrides: Record<string, unknown> = {}) {
  const response = await admin("", { body: pageBody(overrides) });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json(response)).data;
}

describe("CMS pages: create, read and serve", () => {
  it("creates a page in both languages, reads it back, and the storefront serves it at once", async () => {
    const before = await env.KV.get(catalogueVersionKey);
    const body = pageBody();
    const created = await createPage(body);
    expect(created).toMatchObject({
      layout: "page",
      priority: "high",
      active: true,
      parentId: null,
      image: null,
      translations: {
        en: { url: body.translations.en.url, title: body.translations.en.title, metaTitle: "Terms" },
        ar: { url: body.translations.ar.url, metaTitle: null, keywords: null, description: null },
      },
    });
    expect(created.links).toEqual([
      { locale: "ar", path: `/${body.translations.ar.url}` },
      { locale: "en", path: `/en/${body.translations.en.url}` },
    ]);
    expect((await json(await admin(`/${created.id}`))).data).toEqual(created);
    // Served at /{url} (SPEC §2 additional_front_routes) in each language, fresh (the version moved)
    expect(await env.KV.get(catalogueVersionKey)).not.toBe(before);
    const [settings] = await db.select().from(siteSettings);
    expect(settings?.additionalFrontRoutes).toEqual(
      expect.arrayContaining([body.translations.en.url, body.translations.ar.url]),
    );
    expect(await getFrontRoutePage(db, "en", body.translations.en.url)).toMatchObject({
      title: body.translations.en.title,
      body: "<h2>Terms</h2><p>Pay within <strong>30 days</strong>.</p>",
    });
    expect(await getFrontRoutePage(db, "ar", body.translations.ar.url)).toMatchObject({
      title: body.translations.ar.title,
    });
  });

  it("serves an edited title on the next read, and an inactive page no more", async () => {
    const created = await createPage();
    const url = created.translations.en.url;
    const edited = await admin(`/${created.id}`, {
      method: "PATCH",
      body: { translations: { en: { url, title: "New wholesale terms" } } },
    });
    expect(edited.status).toBe(200);
    expect((await getFrontRoutePage(db, "en", url))?.title).toBe("New wholesale terms");
    // The Arabic texts were left out of the PATCH's translations: Arabic pages show the English one
    expect((await json(edited)).data.translations.ar).toBeUndefined();
    await admin(`/${created.id}`, { method: "PATCH", body: { active: false } });
    expect(await getFrontRoutePage(db, "en", url)).toBeNull();
  });

  it("unlists a page's routes when its url changes or it is deleted; routes listed by hand stay", async () => {
    const frontRoutes = async () => (await db.select().from(siteSettings))[0]?.additionalFrontRoutes ?? [];
    const byHand = uniqueUrl("by-hand");
    await db.update(siteSettings).set({
      additionalFrontRoutes: sql`json_insert(${siteSettings.additionalFrontRoutes}, '$[#]', ${byHand})`,
    });
    const created = await createPage();
    const { en, ar } = created.translations;
    if (!ar) throw new Error("The page was made with Arabic texts");
    const renamed = `${en.url}-new`;
    const edited = await admin(`/${created.id}`, {
      method: "PATCH",
      body: { translations: { en: { url: renamed, title: en.title }, ar: { url: ar.url, title: ar.title } } },
    });
    expect(edited.status).toBe(200);
    expect(await frontRoutes()).toEqual(expect.arrayContaining([renamed, ar.url]));
    expect(await frontRoutes()).not.toContain(en.url);
    expect(await frontRoutes()).toContain(byHand);
    expect((await admin(`/${created.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await frontRoutes()).not.toEqual(expect.arrayContaining([renamed]));
    expect(await frontRoutes()).not.toContain(ar.url);
    expect(await frontRoutes()).toContain(byHand);
  });

  it("keeps a blog post under blogs/ and a fixed layout at its one path", async () => {
    const url = `blogs/${uniqueUrl("post")}`;
    const post = await createPage({ layout: "blog", translations: { en: { url, title: "New season towels" } } });
    expect(await getContentPage(db, "ar", url, "blog")).toMatchObject({ id: post.id, title: "New season towels" });
  });

  it("answers 404 for a page that does not exist", async () => {
    expect((await admin("/999999999")).status).toBe(404);
    expect((await admin("/999999999", { method: "PUT", body: pageBody() })).status).toBe(404);
  });
});

describe("CMS pages: the rules", () => {
  const en = (text: Record<string, unknown>) => ({ translations: { en: { ...pageBody().translations.en, ...text } } });
  it.each([
    ["layout missing", { layout: undefined }, "layout", "Choose one of the options"],
    ["unknown layout", { layout: "wiki" }, "layout", "Choose one of the options"],
    ["unknown priority", { priority: "urgent" }, "priority", "Choose one of the options"],
    [
      "English texts missing",
      { translations: { ar: { url: "x", title: "صفحة" } } },
      "translations.en",
      "This field is required",
    ],
    ["title missing", en({ title: " " }), "translations.en.title", "This field is required"],
    ["title of two letters", en({ title: "Hi" }), "translations.en.title", "Enter at least 3 characters"],
    ["url missing", en({ url: "" }), "translations.en.url", "This field is required"],
    [
      "url with spaces",
      en({ url: "our terms" }),
      "translations.en.url",
      "Use lower-case words and digits joined by hyphens, with / between parts (for example wholesale-terms)",
    ],
    [
      "url with capitals",
      en({ url: "Terms" }),
      "translations.en.url",
      "Use lower-case words and digits joined by hyphens, with / between parts (for example wholesale-terms)",
    ],
    [
      "url with a scheme",
      en({ url: "javascript:alert(1)" }),
      "translations.en.url",
      "Use lower-case words and digits joined by hyphens, with / between parts (for example wholesale-terms)",
    ],
    [
      "url climbing up",
      en({ url: "a/../admin-panel" }),
      "translations.en.url",
      "Use lower-case words and digits joined by hyphens, with / between parts (for example wholesale-terms)",
    ],
    [
      "url a storefront route answers",
      en({ url: "products" }),
      "translations.en.url",
      "Another page of the shop already answers this address; choose another",
    ],
    [
      "url under the admin",
      en({ url: "admin-panel/secure" }),
      "translations.en.url",
      "Another page of the shop already answers this address; choose another",
    ],
    [
      "a blog post outside blogs/",
      { layout: "blog", ...en({ url: uniqueUrl("post") }) },
      "translations.en.url",
      "A blog post's address is blogs/ followed by one part (for example blogs/new-season)",
    ],
    [
      "an about page elsewhere",
      { layout: "about", ...en({ url: uniqueUrl("about") }) },
      "translations.en.url",
      "A page of this layout is served at /about-us; use that address",
    ],
    ["meta title too long", en({ metaTitle: "m".repeat(121) }), "translations.en.metaTitle", "This text is too long"],
    ["body too long", en({ body: "x".repeat(50_001) }), "translations.en.body", "This text is too long"],
    ["a parent that does not exist", { parentId: 999999999 }, "parentId", "Choose one that exists"],
    ["an image not in the gallery", { imageId: 999999999 }, "imageId", "Choose an image from the gallery"],
  ])("refuses %s with its message and writes nothing", async (_, overrides, field, message) => {
    const before = await db.$count(contentPages);
    const response = await admin("", { body: { ...pageBody(), ...overrides } });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.error).toBe("invalid_input");
    expect(answer.errors, JSON.stringify(answer.errors)).toHaveProperty([field], message);
    expect(await db.$count(contentPages)).toBe(before);
  });

  it("refuses a url another page has in the same language, in the request's language", async () => {
    const first = await createPage();
    const body = pageBody();
    body.translations.ar.url = first.translations.ar?.url ?? "";
    const response = await admin("", { body, language: "ar" });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ "translations.ar.url": "مستخدم من قبل؛ اختر غيره" });
  });

  it("lets a page keep its own url on PUT", async () => {
    const created = await createPage();
    const { translations } = created;
    const response = await admin(`/${created.id}`, { method: "PUT", body: { layout: "page", translations } });
    expect(response.status).toBe(200);
  });

  it("refuses a page as its own parent", async () => {
    const created = await createPage();
    const response = await admin(`/${created.id}`, { method: "PATCH", body: { parentId: created.id } });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ parentId: "Choose one that exists" });
  });

  it("refuses a new layout the kept urls do not suit", async () => {
    const created = await createPage();
    const response = await admin(`/${created.id}`, { method: "PATCH", body: { layout: "blog" } });
    expect(response.status).toBe(400);
    expect(Object.keys((await json(response)).errors ?? {}).sort()).toEqual([
      "translations.ar.url",
      "translations.en.url",
    ]);
  });
});

describe("CMS pages: rich text is sanitised on the server (XSS corpus)", () => {
  it.each([
    ["a script element", `<p>Hi</p><script>alert(1)</script>`, "<p>Hi</p>"],
    ["an inline handler", `<p onclick="alert(1)">Hi</p>`, "<p>Hi</p>"],
    ["an image's onerror", `<p>Hi<img src=x onerror="alert(1)"></p>`, "<p>Hi</p>"],
    ["a javascript: link", `<a href="javascript:alert(1)">x</a>`, `<a rel="noopener">x</a>`],
    ["an encoded javascript: link", `<a href="jav&#x09;ascript:alert(1)">x</a>`, `<a rel="noopener">x</a>`],
    ["a data: link", `<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>`, `<a rel="noopener">x</a>`],
    ["an svg with onload", `<svg onload="alert(1)"><circle r="4"/></svg><p>ok</p>`, "<p>ok</p>"],
    ["an iframe", `<iframe src="https://evil.example"></iframe><p>ok</p>`, "<p>ok</p>"],
    ["a style expression", `<p style="width: expression(alert(1))">ok</p>`, "<p>ok</p>"],
    ["a style element", `<style>body{background:url(javascript:alert(1))}</style><p>ok</p>`, "<p>ok</p>"],
    ["an object", `<object data="x.swf"></object><p>ok</p>`, "<p>ok</p>"],
    ["a form", `<form action="https://evil.example"><input name="card"></form><p>ok</p>`, "<p>ok</p>"],
    ["a meta refresh", `<meta http-equiv="refresh" content="0;url=https://evil.example"><p>ok</p>`, "<p>ok</p>"],
    [
      "a link's target",
      `<a href="https://example.com" target="_blank">x</a>`,
      `<a href="https://example.com" rel="noopener">x</a>`,
    ],
    ["an unclosed tag", `<p><strong>bold`, "<p><strong>bold</strong></p>"],
  ])("cleans %s", async (_, html, stored) => {
    const body = pageBody();
    body.translations.en.body = html;
    const created = await createPage(body);
    expect(created.translations.en.body).toBe(stored);
    expect((await getFrontRoutePage(db, "en", body.translations.en.url))?.body).toBe(stored);
  });

  it("stores a body that cleaning empties as none", async () => {
    const body = pageBody();
    body.translations.en.body = "<script>alert(1)</script>";
    expect((await createPage(body)).translations.en.body).toBeNull();
  });
});

describe("CMS pages: list and delete", () => {
  const token = uniqueUrl("list");
  beforeAll(async () => {
    for (const [index, priority] of (["low", "highest", "normal"] as const).entries()) {
      await createPage({
        priority,
        translations: { en: { url: `${token}-${index}`, title: `Listed ${token} ${index}` } },
      });
    }
  });

  it("searches by title or url, sorts by priority and pages", async () => {
    const page = await json(await admin(`?search=${token}&sort=-priority&perPage=2`));
    expect(page.data.total).toBe(3);
    expect(page.data.items.map((row) => row.priority)).toEqual(["highest", "normal"]);
    expect(page.data.items[0]).toMatchObject({ layout: "page", active: true, locales: ["en"], url: `${token}-1` });
    const next = await json(await admin(`?search=${token}&sort=-priority&perPage=2&page=2`));
    expect(next.data.items.map((row) => row.priority)).toEqual(["low"]);
  });

  it("filters by layout and by parent", async () => {
    const parent = await createPage();
    const child = await createPage({ parentId: parent.id });
    const children = await json(await admin(`?parentId=${parent.id}`));
    expect(children.data.items.map((row) => row.id)).toEqual([child.id]);
    const blogs = await json(await admin("?layout=blog&perPage=100"));
    expect(blogs.data.items.every((row) => row.layout === "blog")).toBe(true);
    expect((await admin("?layout=wiki")).status).toBe(400);
  });

  it("deletes a page, and refuses one that still holds sub-pages", async () => {
    const parent = await createPage();
    const child = await createPage({ parentId: parent.id });
    const refused = await admin(`/${parent.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe("Problem deleting page");
    expect((await admin(`/${child.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin(`/${parent.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await db.$count(contentPages, eq(contentPages.id, parent.id))).toBe(0);
    expect(await getFrontRoutePage(db, "en", parent.translations.en.url)).toBeNull();
  });

  it("reads a seeded page too", async () => {
    const { id } = await putContentPage(db, { layout: "page" });
    expect((await admin(`/${id}`)).status).toBe(200);
  });
});

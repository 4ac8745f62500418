// Issue #11 items 3 and 4, decision 0059: the home page slider. Create, read, list (search, sort,
// page), PUT, PATCH, delete; SPEC §3 Slide (title, url, image, status) with SPEC §5 "Invalid URL"
// and the other rules' exact messages; a change shows on the cached home page at the next request.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SlideDetail, SlideRow } from "../../core/contracts/admin/slides.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { slides, slideTranslations } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { bumpCatalogueVersion } from "../../workers/lib/page-cache.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { createGalleryImage, uniqueToken } from "../fixtures/catalogue.ts";
import { cacheOf, cachedHome } from "../fixtures/home-cache.ts";

const db = openDb(env);
const { admin, json } = adminApi<SlideDetail>("slides");
let image = { id: 0, storageKey: "" };
let otherImage = { id: 0, storageKey: "" };

beforeAll(async () => {
  image = await createGalleryImage(db);
  otherImage = await createGalleryImage(db);
});

const slideBody = (overrides: Record<string, unknown> = {}) => {
  const token = uniqueToken();
  return {
    translations: { en: { title: `Trade prices ${token}` }, ar: { title: `أسعار الجملة ${token}` } },
    url: "/products?sort=newest",
    imageId: image.id,
    status: "available",
    ...overrides,
  };
};

async function createSlide(overrides: Record<string, unknown> = {}) {
  const response = await admin("", { body: slideBody(overrides) });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json(response)).data;
}

describe("slides: create and read", () => {
  it("creates a slide with both titles, its link and picture, last in the slider, and reads it back", async () => {
    const before = await createSlide();
    const body = slideBody({ url: "https://trade.example/catalogue" });
    const response = await admin("", { body });
    expect(response.status).toBe(201);
    const created = (await json(response)).data;
    expect(created).toMatchObject({
      translations: body.translations,
      url: "https://trade.example/catalogue",
      imageId: image.id,
      imageUrl: `https://shop.jumla.test/media/${image.storageKey}`,
      status: "available",
    });
    expect(created.position).toBeGreaterThan(before.position);
    expect((await json(await admin(`/${created.id}`))).data).toEqual(created);
  });

  it("takes a slide without a link, and a place of its own", async () => {
    const slide = await createSlide({ url: "  ", position: 3 });
    expect(slide).toMatchObject({ url: null, position: 3 });
    expect((await createSlide({ url: null })).url).toBeNull();
  });

  it("answers 404 for a slide that does not exist", async () => {
    expect((await admin("/999999999")).status).toBe(404);
  });
});

describe("slides: SPEC rules, each with its message", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      "the English title missing",
      { translations: { ar: { title: "شريحة" } } },
      "translations.en",
      "This field is required",
    ],
    ["a blank title", { translations: { en: { title: " " } } }, "translations.en.title", "This field is required"],
    [
      "a title of 2 characters",
      { translations: { en: { title: "Hi" } } },
      "translations.en.title",
      "Enter at least 3 characters",
    ],
    ["a link over plain http", { url: "http://trade.example" }, "url", "Invalid URL"],
    ["a javascript: link", { url: "javascript:alert(1)" }, "url", "Invalid URL"],
    ["a data: link", { url: "data:text/html,<script>alert(1)</script>" }, "url", "Invalid URL"],
    ["a link to another host without a scheme", { url: "//evil.example/x" }, "url", "Invalid URL"],
    ["a link that is no address", { url: "our products" }, "url", "Invalid URL"],
    ["a path with a backslash", { url: "/\\evil.example" }, "url", "Invalid URL"],
    ["no picture", { imageId: undefined }, "imageId", "Choose an image from the gallery"],
    ["a picture id that is no id", { imageId: "abc" }, "imageId", "Choose an image from the gallery"],
    ["a picture not in the gallery", { imageId: 999999999 }, "imageId", "This image is not in the gallery"],
    ["no status", { status: undefined }, "status", "Choose available or unavailable"],
    ["a status of another kind", { status: "draft" }, "status", "Choose available or unavailable"],
    ["a negative place", { position: -2 }, "position", "Enter a whole number of 0 or more"],
    ["a fractional place", { position: 1.5 }, "position", "Enter a whole number of 0 or more"],
  ];

  it.each(cases)("refuses %s", async (_, overrides, field, message) => {
    const before = await db.$count(slides);
    const response = await admin("", { body: slideBody(overrides) });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.error).toBe("invalid_input");
    expect(answer.errors, JSON.stringify(answer.errors)).toHaveProperty([field], message);
    expect(await db.$count(slides)).toBe(before);
  });

  it("says so in Arabic for an Arabic request", async () => {
    const response = await admin("", { body: slideBody({ url: "ftp://x.example" }), language: "ar" });
    expect((await json(response)).errors).toEqual({ url: "رابط غير صالح" });
  });
});

describe("slides: list", () => {
  const token = uniqueToken().slice(0, 6);
  const titles = ["Autumn", "Bedding", "Cutlery"].map((word) => `${word} ${token}`);
  beforeAll(async () => {
    for (const [index, title] of titles.entries())
      await createSlide({ translations: { en: { title } }, position: 100 + (2 - index) });
  });

  it("searches by title, in the slider's order by default, sorts by title and pages", async () => {
    const byPosition = await json<AdminListPage<SlideRow>>(await admin(`?search=${token}`));
    expect(byPosition.data.total).toBe(3);
    expect(byPosition.data.items.map((row) => row.title)).toEqual(titles.toReversed());
    expect(byPosition.data.items[0]).toMatchObject({
      imageId: image.id,
      imageUrl: `https://shop.jumla.test/media/${image.storageKey}`,
      url: "/products?sort=newest",
    });
    const page = await json<AdminListPage<SlideRow>>(await admin(`?search=${token}&sort=title&perPage=2&page=2`));
    expect(page.data.items.map((row) => row.title)).toEqual(titles.slice(2));
    const descending = await json<AdminListPage<SlideRow>>(await admin(`?search=${token}&sort=-title`));
    expect(descending.data.items.map((row) => row.title)).toEqual(titles.toReversed());
  });

  it("shows the English title to an Arabic request when the slide has no Arabic one", async () => {
    const answer = await json<AdminListPage<SlideRow>>(
      await admin(`?search=${encodeURIComponent(titles[1] ?? "")}`, { language: "ar" }),
    );
    expect(answer.data.items.map((row) => row.title)).toEqual([titles[1]]);
  });

  it.each([["sort=url"], ["page=-1"], ["perPage=0"]])("refuses ?%s", async (query) => {
    expect((await admin(`?${query}`)).status).toBe(400);
  });
});

describe("slides: update and delete", () => {
  it("PUT replaces the slide: a link left out is none, a locale left out is removed, its place kept", async () => {
    const slide = await createSlide();
    const response = await admin(`/${slide.id}`, {
      method: "PUT",
      body: { translations: { en: { title: "Open a trade account" } }, imageId: otherImage.id, status: "unavailable" },
    });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({
      ...slide,
      translations: { en: { title: "Open a trade account" } },
      url: null,
      imageId: otherImage.id,
      imageUrl: `https://shop.jumla.test/media/${otherImage.storageKey}`,
      status: "unavailable",
    });
    expect(await db.$count(slideTranslations, eq(slideTranslations.slideId, slide.id))).toBe(1);
  });

  it("PATCH changes only what it is given", async () => {
    const slide = await createSlide();
    const response = await admin(`/${slide.id}`, { method: "PATCH", body: { position: 7 } });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ ...slide, position: 7 });
  });

  it("PATCH refuses a bad field and changes nothing", async () => {
    const slide = await createSlide();
    const response = await admin(`/${slide.id}`, { method: "PATCH", body: { imageId: 999999999 } });
    expect((await json(response)).errors).toEqual({ imageId: "This image is not in the gallery" });
    expect((await json(await admin(`/${slide.id}`))).data).toEqual(slide);
  });

  it("PUT and PATCH answer 404 for a missing slide", async () => {
    expect((await admin("/999999999", { method: "PUT", body: slideBody() })).status).toBe(404);
    expect((await admin("/999999999", { method: "PATCH", body: { position: 1 } })).status).toBe(404);
  });

  it("deletes a slide and its titles", async () => {
    const slide = await createSlide();
    expect((await admin(`/${slide.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await db.$count(slideTranslations, eq(slideTranslations.slideId, slide.id))).toBe(0);
    expect((await admin(`/${slide.id}`)).status).toBe(404);
    expect((await admin(`/${slide.id}`, { method: "DELETE" })).status).toBe(404);
  });
});

describe("slides: the cached home page (decision 0025)", () => {
  beforeEach(async () => {
    await bumpCatalogueVersion(env.KV);
  });

  it("shows a created, renamed, hidden or deleted slide at the next request", async () => {
    const home = cachedHome();
    await home.get();
    expect(cacheOf(await home.get())).toBe("hit memory");

    const slide = await createSlide();
    const title = slide.translations.en.title;
    const created = await home.get();
    expect(cacheOf(created)).toBe("miss");
    expect(await created.text()).toContain(`slide: ${title}`);
    expect(cacheOf(await home.get())).toBe("hit memory");

    await admin(`/${slide.id}`, { method: "PATCH", body: { translations: { en: { title: "Eid collections" } } } });
    const renamed = await (await home.get()).text();
    expect(renamed).toContain("slide: Eid collections");
    expect(renamed).not.toContain(title);

    await admin(`/${slide.id}`, { method: "PATCH", body: { status: "unavailable" } });
    expect(await (await home.get()).text()).not.toContain("Eid collections");
    await admin(`/${slide.id}`, { method: "PATCH", body: { status: "available" } });
    expect(await (await home.get()).text()).toContain("Eid collections");
    await admin(`/${slide.id}`, { method: "DELETE" });
    expect(await (await home.get()).text()).not.toContain("Eid collections");
  });
});

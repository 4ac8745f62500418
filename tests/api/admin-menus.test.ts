// Issue #11 items 3 and 4, decision 0059: menus. Create, read, list (search, sort, page), PUT,
// PATCH, delete; SPEC §5 "Category and menu" rules and §9 menu types by version (this API test
// Worker runs testing_v1: carousel, bundle, video, images, grid; menus do not combine item types),
// with their exact messages; a change shows on the cached home page at the next request.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MenuDetail, MenuOptions, MenuRow } from "../../core/contracts/admin/menus.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { menuImages, menuItems, menus, menuTranslations } from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { bumpCatalogueVersion } from "../../workers/lib/page-cache.ts";
import { call } from "../fixtures/account-flow.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { createBrand, createCategory, createGalleryImage, createProduct, uniqueToken } from "../fixtures/catalogue.ts";
import { cacheOf, cachedHome } from "../fixtures/home-cache.ts";

const db = openDb(env);
const { admin, json, session } = adminApi<MenuDetail>("menus");
let productIds: number[] = [];
let brandId = 0;
let categoryId = 0;
let imageIds: number[] = [];

beforeAll(async () => {
  productIds = [(await createProduct(db)).id, (await createProduct(db)).id];
  brandId = (await createBrand(db)).id;
  categoryId = (await createCategory(db)).id;
  imageIds = [(await createGalleryImage(db)).id, (await createGalleryImage(db)).id];
});

const menuBody = (overrides: Record<string, unknown> = {}) => {
  const token = uniqueToken();
  return {
    translations: { en: { title: `Menu ${token}` }, ar: { title: `قائمة ${token}` } },
    status: "available",
    type: "carousel",
    deviceType: "web",
    placement: "home",
    menuTypeKey: "carousel",
    itemType: "products",
    items: productIds.map((id) => ({ type: "products", id })),
    ...overrides,
  };
};

async function createMenu(overrides: Record<string, unknown> = {}) {
  const response = await admin("", { body: menuBody(overrides) });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json(response)).data;
}

describe("menus: create and read", () => {
  it("creates a home carousel with its items, banner and poster, and reads it back", async () => {
    const body = menuBody({ bannerImageId: imageIds[0], posterImageId: imageIds[1], hideText: true, bannerBlur: true });
    const response = await admin("", { body });
    expect(response.status).toBe(201);
    const created = (await json(response)).data;
    const token = body.translations.en.title.slice(5);
    expect(created).toMatchObject({
      translations: {
        en: { title: body.translations.en.title, slug: `menu-${token}`, description: null },
        ar: { title: body.translations.ar.title, slug: `قائمة-${token}` },
      },
      status: "available",
      type: "carousel",
      deviceType: "web",
      placement: "home",
      menuTypeKey: "carousel",
      itemType: "products",
      bannerImageId: imageIds[0],
      posterImageId: imageIds[1],
      galleryImageIds: [],
      videoUrl: null,
      bannerBlur: true,
      hideText: true,
    });
    expect(created.items.map(({ type, id }) => ({ type, id }))).toEqual(body.items);
    expect(created.items.every((item) => item.label?.startsWith("Product "))).toBe(true);
    expect((await json(await admin(`/${created.id}`))).data).toEqual(created);
  });

  it("keeps a slug the admin typed, and places a new menu last in the home page's order", async () => {
    const first = await createMenu();
    const second = await createMenu({
      translations: { en: { title: "Hotel Linen Picks", slug: `hotel-linen-${uniqueToken()}` } },
    });
    expect(second.translations.en.slug).toMatch(/^hotel-linen-/);
    expect(second.sortOrder).toBeGreaterThan(first.sortOrder);
  });

  it("takes a plain footer link list of categories without a menu type", async () => {
    const menu = await createMenu({
      type: "navbar",
      placement: "footer",
      menuTypeKey: null,
      itemType: "categories",
      items: [{ type: "categories", id: categoryId }],
    });
    expect(menu).toMatchObject({
      menuTypeKey: null,
      placement: "footer",
      items: [{ type: "categories", id: categoryId }],
    });
  });

  it("takes an images menu with its gallery pictures, and a video menu with its https clip", async () => {
    const images = await createMenu({
      menuTypeKey: "images",
      itemType: "brands",
      items: [{ type: "brands", id: brandId }],
      galleryImageIds: imageIds.toReversed(),
    });
    expect(images.galleryImageIds).toEqual(imageIds.toReversed());
    const video = await createMenu({ menuTypeKey: "video", videoUrl: "https://cdn.example/clip.mp4" });
    expect(video.videoUrl).toBe("https://cdn.example/clip.mp4");
  });

  it("answers the menu types this shop's version offers (SPEC §9, testing_v1)", async () => {
    const answer = await json<MenuOptions>(await call("/api/admin/menu-types", { cookie: session.cookie }));
    expect(answer.data.isMenusCombinable).toBe(false);
    expect(answer.data.menuTypes.map((type) => type.key)).toEqual(["carousel", "bundle", "video", "images", "grid"]);
    expect(answer.data.menuTypes[1]).toEqual({
      key: "bundle",
      display: "Bundle",
      media_type: "image",
      item_types: ["products", "brands", "categories"],
      media_fields: ["banner_image", "poster_image"],
      isCombinable: true,
      device_types: ["web"],
    });
  });

  it("answers 404 for a menu that does not exist", async () => {
    expect((await admin("/999999999")).status).toBe(404);
    expect((await admin("/abc")).status).toBe(404);
  });
});

describe("menus: SPEC §5 and §9 rules, each with its message", () => {
  const cases: [string, () => Record<string, unknown>, string, string][] = [
    [
      "the English title missing",
      () => ({ translations: { ar: { title: "قائمة" } } }),
      "translations.en",
      "This field is required",
    ],
    [
      "a blank title",
      () => ({ translations: { en: { title: "  " } } }),
      "translations.en.title",
      "This field is required",
    ],
    [
      "a title of 2 characters",
      () => ({ translations: { en: { title: "Ab" } } }),
      "translations.en.title",
      "Enter at least 3 characters",
    ],
    [
      "an Arabic title of 2 characters",
      () => ({ translations: { en: { title: `Menu ${uniqueToken()}` }, ar: { title: "قا" } } }),
      "translations.ar.title",
      "Enter at least 3 characters",
    ],
    [
      "a slug with spaces",
      () => ({ translations: { en: { title: `Menu ${uniqueToken()}`, slug: "Two Words" } } }),
      "translations.en.slug",
      "Use lower-case letters and digits joined by single hyphens",
    ],
    [
      "a title that makes no slug",
      () => ({ translations: { en: { title: "!!! ???" } } }),
      "translations.en.slug",
      "Use lower-case letters and digits joined by single hyphens",
    ],
    ["no status", () => ({ status: undefined }), "status", "Choose available or unavailable"],
    ["a status of another kind", () => ({ status: "hidden" }), "status", "Choose available or unavailable"],
    ["no menu type", () => ({ type: undefined }), "type", "Choose navbar or carousel"],
    ["a menu type of another kind", () => ({ type: "dropdown" }), "type", "Choose navbar or carousel"],
    ["a device of another kind", () => ({ deviceType: "tv" }), "deviceType", "Choose web or mobile"],
    [
      "a placement of another kind",
      () => ({ placement: "sidebar" }),
      "placement",
      "Choose home, nav, nav-footer or footer",
    ],
    ["an item type of another kind", () => ({ itemType: "tags" }), "itemType", "Choose products, brands or categories"],
    [
      "an unknown menu type key",
      () => ({ menuTypeKey: "slider" }),
      "menuTypeKey",
      "This shop does not offer this menu type",
    ],
    [
      "a menu type another version offers (bar, v3)",
      () => ({ menuTypeKey: "bar" }),
      "menuTypeKey",
      "This shop does not offer this menu type",
    ],
    [
      "single-product (v3 only)",
      () => ({ menuTypeKey: "single-product" }),
      "menuTypeKey",
      "This shop does not offer this menu type",
    ],
    [
      "a home menu without a menu type",
      () => ({ menuTypeKey: null }),
      "menuTypeKey",
      "Choose a menu type for a home page menu",
    ],
    [
      "a bundle on phones (web only)",
      () => ({ menuTypeKey: "bundle", deviceType: "mobile" }),
      "deviceType",
      "This menu type does not show on this device",
    ],
    [
      "a video menu of brands",
      () => ({ menuTypeKey: "video", videoUrl: "https://cdn.example/v.mp4", itemType: "brands", items: [] }),
      "itemType",
      "This menu type does not list these items",
    ],
    [
      "brands in a products menu (menus do not combine here)",
      () => ({ items: [{ type: "brands", id: brandId }] }),
      "items.0.type",
      "This menu cannot combine item types: choose items of the menu's item type",
    ],
    [
      "a combined bundle where the flag is off",
      () => ({
        menuTypeKey: "bundle",
        items: [
          { type: "products", id: productIds[0] },
          { type: "categories", id: categoryId },
        ],
      }),
      "items.1.type",
      "This menu cannot combine item types: choose items of the menu's item type",
    ],
    [
      "a product that does not exist",
      () => ({ items: [{ type: "products", id: 999999999 }] }),
      "items.0.id",
      "This item does not exist",
    ],
    [
      "the same product twice",
      () => ({
        items: [
          { type: "products", id: productIds[0] },
          { type: "products", id: productIds[0] },
        ],
      }),
      "items.1.id",
      "This item has already been added",
    ],
    [
      "an item id that is not a number",
      () => ({ items: [{ type: "products", id: "x" }] }),
      "items.0.id",
      "Invalid input",
    ],
    [
      "a banner not in the gallery",
      () => ({ bannerImageId: 999999999 }),
      "bannerImageId",
      "This image is not in the gallery",
    ],
    [
      "a gallery picture not in the gallery",
      () => ({ menuTypeKey: "images", galleryImageIds: [imageIds[0], 999999999] }),
      "galleryImageIds.1",
      "This image is not in the gallery",
    ],
    [
      "pictures on a carousel",
      () => ({ galleryImageIds: [imageIds[0]] }),
      "galleryImageIds",
      "This menu type does not use this media",
    ],
    [
      "a poster on a grid",
      () => ({ menuTypeKey: "grid", posterImageId: imageIds[0] }),
      "posterImageId",
      "This menu type does not use this media",
    ],
    [
      "a video on a carousel",
      () => ({ videoUrl: "https://cdn.example/v.mp4" }),
      "videoUrl",
      "This menu type does not use this media",
    ],
    ["a video menu without its clip", () => ({ menuTypeKey: "video" }), "videoUrl", "This field is required"],
    [
      "a clip over plain http",
      () => ({ menuTypeKey: "video", videoUrl: "http://cdn.example/v.mp4" }),
      "videoUrl",
      "Invalid URL",
    ],
    [
      "a clip that is no address",
      () => ({ menuTypeKey: "video", videoUrl: "javascript:alert(1)" }),
      "videoUrl",
      "Invalid URL",
    ],
    ["a negative place", () => ({ sortOrder: -1 }), "sortOrder", "Enter a whole number of 0 or more"],
  ];

  it.each(cases)("refuses %s", async (_, overrides, field, message) => {
    const before = await db.$count(menus);
    const response = await admin("", { body: menuBody(overrides()) });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.error).toBe("invalid_input");
    expect(answer.errors, JSON.stringify(answer.errors)).toHaveProperty([field], message);
    expect(await db.$count(menus)).toBe(before);
  });

  it("says so in Arabic for an Arabic request", async () => {
    const response = await admin("", { body: menuBody({ menuTypeKey: "bar" }), language: "ar" });
    expect((await json(response)).errors).toEqual({ menuTypeKey: "هذا المتجر لا يوفّر هذا النوع من القوائم" });
  });

  it.each([
    ["English title", "en", "title"],
    ["Arabic title", "ar", "title"],
    ["English slug", "en", "slug"],
  ] as const)("refuses a %s another menu has (SPEC §5 unique), at its field", async (_, locale, field) => {
    const first = await createMenu();
    const taken = first.translations[locale]?.[field];
    const body = menuBody();
    body.translations[locale] = { ...body.translations[locale], [field]: taken } as never;
    const response = await admin("", { body, language: locale });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({
      [`translations.${locale}.${field}`]:
        locale === "ar" ? "مستخدم من قبل؛ اختر غيره" : "Already used; choose another",
    });
  });
});

describe("menus: list", () => {
  const token = uniqueToken().slice(0, 6);
  const titles = ["Alpha", "Bravo", "Charlie", "Delta"].map((word) => `${word} ${token}`);
  beforeAll(async () => {
    for (const title of titles.toReversed()) await createMenu({ translations: { en: { title } } });
  });

  it("searches by title, in the home page's order by default, sorts by title both ways and pages", async () => {
    const byOrder = await json<AdminListPage<MenuRow>>(await admin(`?search=${token}`));
    expect(byOrder.data.total).toBe(4);
    expect(byOrder.data.items.map((row) => row.title)).toEqual(titles.toReversed());
    expect(byOrder.data.items[0]).toMatchObject({ itemCount: 2, itemType: "products", menuTypeKey: "carousel" });
    const page2 = await json<AdminListPage<MenuRow>>(await admin(`?search=${token}&sort=title&perPage=3&page=2`));
    expect(page2.data.items.map((row) => row.title)).toEqual(titles.slice(3));
    const descending = await json<AdminListPage<MenuRow>>(await admin(`?search=${token}&sort=-title`));
    expect(descending.data.items.map((row) => row.title)).toEqual(titles.toReversed());
  });

  it("shows the English title to an Arabic request when the menu has no Arabic one", async () => {
    const answer = await json<AdminListPage<MenuRow>>(
      await admin(`?search=${encodeURIComponent(titles[0] ?? "")}`, { language: "ar" }),
    );
    expect(answer.data.items.map((row) => row.title)).toEqual([titles[0]]);
  });

  it.each([["sort=price"], ["page=0"], ["perPage=101"]])("refuses ?%s", async (query) => {
    expect((await admin(`?${query}`)).status).toBe(400);
  });
});

describe("menus: update and delete", () => {
  it("PUT replaces the menu whole: texts, items and media; a locale left out is removed", async () => {
    const menu = await createMenu({ bannerImageId: imageIds[0] });
    const title = `Replaced ${uniqueToken()}`;
    const response = await admin(`/${menu.id}`, {
      method: "PUT",
      body: menuBody({
        translations: { en: { title, description: "Grid of brands" } },
        menuTypeKey: "grid",
        itemType: "brands",
        items: [{ type: "brands", id: brandId }],
      }),
    });
    expect(response.status).toBe(200);
    const replaced = (await json(response)).data;
    expect(replaced).toMatchObject({
      translations: { en: { title, description: "Grid of brands" } },
      menuTypeKey: "grid",
      itemType: "brands",
      bannerImageId: null,
      sortOrder: menu.sortOrder,
    });
    expect(replaced.translations.ar).toBeUndefined();
    expect(replaced.items.map(({ type, id }) => ({ type, id }))).toEqual([{ type: "brands", id: brandId }]);
    expect(await db.$count(menuItems, eq(menuItems.menuId, menu.id))).toBe(1);
  });

  it("PATCH changes only what it is given", async () => {
    const menu = await createMenu({ posterImageId: imageIds[1] });
    const response = await admin(`/${menu.id}`, { method: "PATCH", body: { status: "unavailable" } });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ ...menu, status: "unavailable" });
  });

  it("PATCH checks the menu it makes: a carousel patched into a video menu needs its clip", async () => {
    const menu = await createMenu();
    const response = await admin(`/${menu.id}`, { method: "PATCH", body: { menuTypeKey: "video" } });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ videoUrl: "This field is required" });
    expect((await json(await admin(`/${menu.id}`))).data).toEqual(menu);
  });

  it("PATCH refuses a title another menu has, and changes nothing", async () => {
    const [first, second] = [await createMenu(), await createMenu()];
    const response = await admin(`/${second.id}`, {
      method: "PATCH",
      body: { translations: { en: { title: first.translations.en.title } } },
    });
    expect((await json(response)).errors).toEqual({ "translations.en.title": "Already used; choose another" });
    expect((await json(await admin(`/${second.id}`))).data).toEqual(second);
  });

  it("PUT and PATCH answer 404 for a missing menu", async () => {
    expect((await admin("/999999999", { method: "PUT", body: menuBody() })).status).toBe(404);
    expect((await admin("/999999999", { method: "PATCH", body: { status: "available" } })).status).toBe(404);
  });

  it("deletes a menu with its texts, items and pictures", async () => {
    const menu = await createMenu({ menuTypeKey: "images", galleryImageIds: [imageIds[0]] });
    const response = await admin(`/${menu.id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ data: null });
    expect(await db.$count(menuTranslations, eq(menuTranslations.menuId, menu.id))).toBe(0);
    expect(await db.$count(menuItems, eq(menuItems.menuId, menu.id))).toBe(0);
    expect(await db.$count(menuImages, eq(menuImages.menuId, menu.id))).toBe(0);
    expect((await admin(`/${menu.id}`)).status).toBe(404);
    expect((await admin(`/${menu.id}`, { method: "DELETE" })).status).toBe(404);
  });
});

describe("menus: the cached home page (decision 0025)", () => {
  beforeEach(async () => {
    await bumpCatalogueVersion(env.KV);
  });

  it("shows a created, renamed, hidden or deleted home menu at the next request", async () => {
    const home = cachedHome();
    const first = await home.get();
    expect(cacheOf(first)).toBe("miss");
    expect(cacheOf(await home.get())).toBe("hit memory");

    const menu = await createMenu();
    const title = menu.translations.en.title;
    const created = await home.get();
    expect(cacheOf(created)).toBe("miss");
    expect(await created.text()).toContain(`menu: ${title}`);
    expect(cacheOf(await home.get())).toBe("hit memory");

    const renamed = `Renamed ${uniqueToken()}`;
    await admin(`/${menu.id}`, { method: "PATCH", body: { translations: { en: { title: renamed } } } });
    const afterRename = await (await home.get()).text();
    expect(afterRename).toContain(`menu: ${renamed}`);
    expect(afterRename).not.toContain(title);

    await admin(`/${menu.id}`, { method: "PATCH", body: { status: "unavailable" } });
    expect(await (await home.get()).text()).not.toContain(renamed);

    await admin(`/${menu.id}`, { method: "PATCH", body: { status: "available" } });
    expect(await (await home.get()).text()).toContain(renamed);
    await admin(`/${menu.id}`, { method: "DELETE" });
    expect(await (await home.get()).text()).not.toContain(renamed);
  });
});

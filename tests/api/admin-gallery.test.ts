// Issue #11 item 3, decision 0059: the gallery. Uploads through the profile's real R2 binding (one
// or many files, all or nothing), SPEC §5 image types judged by their bytes, SVG sanitised and
// served inert, list (search, sort, page), alt text, and deletes refused while anything uses the
// picture (SPEC §8 "Problem deleting {{item}}").
import { env } from "cloudflare:workers";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { GalleryImageRow } from "../../core/contracts/admin/gallery.ts";
import type { AdminListPage } from "../../core/contracts/admin-resources.ts";
import { encodePng } from "../../db/seed/png.ts";
import {
  brands,
  categories,
  galleryImages,
  mainCategories,
  menuImages,
  productImages,
  products,
  slides,
} from "../../db/schema/index.ts";
import { openDb } from "../../workers/lib/db.ts";
import { call } from "../fixtures/account-flow.ts";
import { jpegWithComment, pageMarkup, pngWithText } from "../fixtures/polyglots.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import {
  createBrand,
  createCategory,
  createGalleryImage,
  createMenu,
  createProduct,
  uniqueToken,
} from "../fixtures/catalogue.ts";

const db = openDb(env);
const { admin, json, session } = adminApi<GalleryImageRow>("gallery");

/** POST /api/admin/gallery with `files`, the field repeated as a multiple file input sends it. */
function upload(files: File[], language: "ar" | "en" = "en") {
  const form = new FormData();
  for (const file of files) form.append("files", file);
  return call("/api/admin/gallery", { cookie: session.cookie, form, language });
}

/** A PNG no other test has (random first pixels). */
function png(width = 24, height = 16) {
  const pixels = new Uint8Array(width * height * 3).fill(90);
  pixels.set(crypto.getRandomValues(new Uint8Array(Math.min(pixels.length, 48))));
  return encodePng(width, height, pixels);
}

/** A PNG of random pixels: it hardly compresses, so its end lies far past the bytes browsers sniff. */
function noisyPng(width = 64, height = 64) {
  const pixels = crypto.getRandomValues(new Uint8Array(width * height * 3));
  return encodePng(width, height, pixels);
}

/** The same picture converted by the Images binding (sharp locally): real JPEG and WebP files. */
async function converted(bytes: Uint8Array, format: "image/jpeg" | "image/webp") {
  const result = await env.IMAGES.input(new Blob([new Uint8Array(bytes)]).stream()).output({ format });
  return new Uint8Array(await new Response(result.image()).arrayBuffer());
}

const file = (bytes: Uint8Array | string, name: string, type: string) =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });
const text = (value: string) => new TextEncoder().encode(value);
const pathOf = (url: string) => new URL(url).pathname;

describe("gallery: upload", () => {
  it("stores a PNG in R2 under a server-made key and answers its row with its public URL", async () => {
    const picture = png(24, 16);
    const response = await upload([file(picture, "../../etc/passwd.png", "image/png")]);
    expect(response.status).toBe(201);
    const [image] = (await json<GalleryImageRow[]>(response)).data;
    expect(image).toMatchObject({ contentType: "image/png", width: 24, height: 16, bytes: picture.length, alt: null });
    expect(image?.storageKey).toMatch(/^gallery\/[0-9a-f]{64}\.png$/);
    expect(image?.url).toBe(`https://shop.jumla.test/media/${image?.storageKey}`);
    const stored = await env.BUCKET.get(image?.storageKey ?? "");
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(picture);
    expect(stored?.httpMetadata?.contentType).toBe("image/png");
    const served = await call(pathOf(image?.url ?? ""));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("takes many files in one request, in order, with each one's size read from its bytes", async () => {
    const source = png(30, 20);
    const jpeg = await converted(source, "image/jpeg");
    const webp = await converted(png(30, 20), "image/webp");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32" data-run="${uniqueToken()}"><rect width="64" height="32"/></svg>`;
    const response = await upload([
      file(source, "a.png", "image/png"),
      file(jpeg, "b.jpg", "image/jpeg"),
      file(webp, "c.webp", "image/webp"),
      file(svg, "d.svg", "image/svg+xml"),
    ]);
    expect(response.status).toBe(201);
    const images = (await json<GalleryImageRow[]>(response)).data;
    expect(images.map(({ contentType, width, height }) => ({ contentType, width, height }))).toEqual([
      { contentType: "image/png", width: 30, height: 20 },
      { contentType: "image/jpeg", width: 30, height: 20 },
      { contentType: "image/webp", width: 30, height: 20 },
      { contentType: "image/svg+xml", width: 64, height: 32 },
    ]);
    expect(images.map((image) => image.storageKey.split(".").pop())).toEqual(["png", "jpg", "webp", "svg"]);
  });

  it("keeps one image for the same bytes uploaded twice", async () => {
    const picture = png();
    const first = (await json<GalleryImageRow[]>(await upload([file(picture, "a.png", "image/png")]))).data;
    const again = await upload([file(picture, "copy.png", "image/png"), file(picture, "b.png", "image/png")]);
    expect(again.status).toBe(201);
    const ids = (await json<GalleryImageRow[]>(again)).data.map((image) => image.id);
    expect(ids).toEqual([first[0]?.id, first[0]?.id]);
    expect(await db.$count(galleryImages, eq(galleryImages.storageKey, first[0]?.storageKey ?? ""))).toBe(1);
  });

  it("stores an SVG without its script, handlers, foreignObject or external references", async () => {
    const svg = [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)" id="r${uniqueToken()}">`,
      "<script>alert(document.cookie)</script>",
      '<foreignObject><iframe src="https://evil.example"/></foreignObject>',
      '<image href="https://evil.example/track.png"/>',
      '<rect width="10" height="10" fill="#0a7" onclick="alert(2)"/>',
      "</svg>",
    ].join("");
    const response = await upload([file(svg, "logo.svg", "image/svg+xml")]);
    expect(response.status).toBe(201);
    const [image] = (await json<GalleryImageRow[]>(response)).data;
    expect(image).toMatchObject({ contentType: "image/svg+xml", width: 10, height: 10 });
    const stored = (await (await env.BUCKET.get(image?.storageKey ?? ""))?.text()) ?? "";
    expect(stored).toContain('<rect width="10" height="10" fill="#0a7"/>');
    expect(stored).not.toMatch(/script|onload|onclick|foreignObject|iframe|evil/i);
    expect(image?.bytes).toBe(new TextEncoder().encode(stored).length);
  });

  it("serves an uploaded SVG inert: sandboxed, no script or loads, saved rather than shown, never sniffed", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" id="s${uniqueToken()}"><circle r="4"/></svg>`;
    const [image] = (await json<GalleryImageRow[]>(await upload([file(svg, "dot.svg", "image/svg+xml")]))).data;
    const served = await call(pathOf(image?.url ?? ""));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    const policy = served.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/default-src 'none'/);
    expect(policy).toMatch(/\bsandbox\b/);
    expect(policy).not.toMatch(/script-src|unsafe-eval/);
    expect(served.headers.get("content-disposition")).toBe(
      `attachment; filename="${image?.storageKey.split("/").pop()}"`,
    );
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    // A raster picture is shown in place as before.
    const [raster] = (await json<GalleryImageRow[]>(await upload([file(png(), "p.png", "image/png")]))).data;
    expect((await call(pathOf(raster?.url ?? ""))).headers.get("content-disposition")).toBeNull();
  });
});

describe("gallery: files refused (SPEC §5 image types, §8 'File format wrong or corrupted')", () => {
  const gif = text("GIF89a\u0001\u0000\u0001\u0000\u0080\u0000\u0000\u0000\u0000\u0000;");
  const truncated = () => png().subarray(0, 40);
  const cases: [string, () => File[], string, string][] = [
    [
      "a GIF named as a GIF",
      () => [file(gif, "a.gif", "image/gif")],
      "files.0",
      "Choose a JPEG, PNG, SVG or WebP image",
    ],
    [
      "a PDF named as a PDF",
      () => [file("%PDF-1.4", "a.pdf", "application/pdf")],
      "files.0",
      "Choose a JPEG, PNG, SVG or WebP image",
    ],
    ["a GIF named .png", () => [file(gif, "a.png", "image/png")], "files.0", "File format wrong or corrupted"],
    ["a truncated PNG", () => [file(truncated(), "a.png", "image/png")], "files.0", "File format wrong or corrupted"],
    [
      "HTML named .svg",
      () => [file("<html><script>alert(1)</script></html>", "a.svg", "image/svg+xml")],
      "files.0",
      "File format wrong or corrupted",
    ],
    [
      "an SVG declaring entities",
      () => [file('<!DOCTYPE svg [<!ENTITY a "x">]><svg>&a;</svg>', "a.svg", "image/svg+xml")],
      "files.0",
      "File format wrong or corrupted",
    ],
    [
      "an SVG that is not well-formed",
      () => [file("<svg><g></svg>", "a.svg", "image/svg+xml")],
      "files.0",
      "File format wrong or corrupted",
    ],
    [
      "a picture over 10 MB",
      () => [file(new Uint8Array(10 * 1024 * 1024 + 1), "big.png", "image/png")],
      "files.0",
      "Choose an image of at most 10 MB",
    ],
    ["an empty file", () => [file(new Uint8Array(0), "empty.png", "image/png")], "files.0", "Choose a file"],
    ["no file", () => [], "files", "Choose from 1 to 10 images"],
    [
      "eleven files",
      () => Array.from({ length: 11 }, (_, i) => file(png(), `${i}.png`, "image/png")),
      "files",
      "Choose from 1 to 10 images",
    ],
    [
      "a bad file among good ones",
      () => [file(png(), "ok.png", "image/png"), file(gif, "bad.png", "image/png")],
      "files.1",
      "File format wrong or corrupted",
    ],
  ];

  it.each(cases)("refuses %s with its message and stores nothing", async (_, files, field, message) => {
    const before = await db.$count(galleryImages);
    const sent = files();
    const response = await upload(sent);
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.errors, JSON.stringify(answer.errors)).toHaveProperty([field], message);
    expect(await db.$count(galleryImages)).toBe(before);
  });

  // A picture that is also a page (the approval form's check, decision 0074): markup wherever the
  // format lets anyone write text, up front where browsers sniff or after the pixels
  it.each([
    ["a PNG with a page in a text chunk up front", async () => pngWithText(png(), pageMarkup, "afterHeader")],
    [
      "a PNG with a page in a text chunk after its pixels",
      async () => pngWithText(noisyPng(), pageMarkup, "beforeEnd"),
    ],
    [
      "a JPEG with a page in its comment",
      async () => jpegWithComment(await converted(png(), "image/jpeg"), pageMarkup),
    ],
    [
      "a JPEG with a page deep in its comment",
      async () => jpegWithComment(await converted(png(), "image/jpeg"), "<script>alert(1)</script>", 4_000),
    ],
  ])("refuses %s as wrong or corrupted", async (_, picture) => {
    const bytes = await picture();
    const before = await db.$count(galleryImages);
    const response = await upload([file(bytes, "a.png", "image/png")]);
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ "files.0": "File format wrong or corrupted" });
    expect(await db.$count(galleryImages)).toBe(before);
  });

  it("stores no object of a refused request, not even its good files", async () => {
    const good = png();
    const key = `gallery/${encodeHexLowerCase(sha256(good))}.png`;
    const response = await upload([file(good, "ok.png", "image/png"), file("GIF89a", "bad.png", "image/png")]);
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: "file_invalid", message: "File format wrong or corrupted" });
    expect(await env.BUCKET.head(key)).toBeNull();
    const stored = await upload([file(good, "ok.png", "image/png")]);
    expect(stored.status).toBe(201);
    expect((await json<GalleryImageRow[]>(stored)).data[0]?.storageKey).toBe(key);
  });

  it("says so in Arabic for an Arabic request", async () => {
    const response = await upload([file("GIF89a", "bad.png", "image/png")], "ar");
    expect((await json(response)).errors).toEqual({ "files.0": "صيغة الملف خاطئة أو الملف تالف" });
  });

  // 36 MB through workerd: a few seconds on a busy two-core machine, past vitest's default 5 s.
  it("refuses a request over 32 MB while it streams (413)", { timeout: 30_000 }, async () => {
    const chunk = () => file(new Uint8Array(9 * 1024 * 1024), "big.png", "image/png");
    const response = await upload([chunk(), chunk(), chunk(), chunk()]);
    expect(response.status).toBe(413);
  });
});

describe("gallery: list, read and alt text", () => {
  const token = uniqueToken();
  let ids: number[] = [];
  beforeAll(async () => {
    ids = [];
    for (const [index, size] of [8, 40, 20].entries()) {
      const image = await createGalleryImage(db, {
        bucket: env.BUCKET,
        width: size,
        height: size,
        alt: `Shelf ${token} ${index}`,
      });
      ids.push(image.id);
    }
  });

  it("searches the alt text, newest first, with each image's public URL and use count", async () => {
    const answer = await json<AdminListPage<GalleryImageRow>>(await admin(`?search=${token}`));
    expect(answer.data).toMatchObject({ total: 3, page: 1, perPage: 20 });
    expect(answer.data.items.map((image) => image.id)).toEqual(ids.toReversed());
    for (const image of answer.data.items) {
      expect(image.url).toBe(`https://shop.jumla.test/media/${image.storageKey}`);
      expect(image.useCount).toBe(0);
    }
  });

  it("sorts by size both ways and pages", async () => {
    const ascending = await json<AdminListPage<GalleryImageRow>>(await admin(`?search=${token}&sort=bytes&perPage=2`));
    const sizes = ascending.data.items.map((image) => image.bytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(ascending.data.items).toHaveLength(2);
    const last = await json<AdminListPage<GalleryImageRow>>(
      await admin(`?search=${token}&sort=-bytes&perPage=2&page=2`),
    );
    expect(last.data.items.map((image) => image.bytes)).toEqual([Math.min(...sizes)]);
  });

  it.each([["sort=name"], ["page=0"], ["perPage=101"]])("refuses ?%s", async (query) => {
    expect((await admin(`?${query}`)).status).toBe(400);
  });

  it("reads one image and counts what uses it", async () => {
    const image = await createGalleryImage(db);
    await createBrand(db).then((brand) => db.update(brands).set({ imageId: image.id }).where(eq(brands.id, brand.id)));
    const answer = await json(await admin(`/${image.id}`));
    expect(answer.data).toMatchObject({ id: image.id, storageKey: image.storageKey, useCount: 1 });
    expect((await admin("/999999999")).status).toBe(404);
  });

  it("PATCH changes the alt text; PUT without it clears it", async () => {
    const image = await createGalleryImage(db, { alt: "Before" });
    const patched = await admin(`/${image.id}`, { method: "PATCH", body: { alt: "  Linen towels on a shelf " } });
    expect(patched.status).toBe(200);
    expect((await json(patched)).data.alt).toBe("Linen towels on a shelf");
    const unchanged = await json(await admin(`/${image.id}`, { method: "PATCH", body: {} }));
    expect(unchanged.data.alt).toBe("Linen towels on a shelf");
    const replaced = await json(await admin(`/${image.id}`, { method: "PUT", body: {} }));
    expect(replaced.data.alt).toBeNull();
  });

  it("refuses alt text over 300 characters", async () => {
    const image = await createGalleryImage(db);
    const response = await admin(`/${image.id}`, { method: "PATCH", body: { alt: "x".repeat(301) } });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({ alt: "This text is too long" });
  });

  it("answers 404 to PUT and PATCH of a missing image", async () => {
    expect((await admin("/999999999", { method: "PUT", body: {} })).status).toBe(404);
    expect((await admin("/999999999", { method: "PATCH", body: { alt: "x" } })).status).toBe(404);
  });
});

describe("gallery: delete", () => {
  it("deletes an unused image, its R2 object and its cached answers", async () => {
    const [image] = (await json<GalleryImageRow[]>(await upload([file(png(50, 40), "x.png", "image/png")]))).data;
    const path = pathOf(image?.url ?? "");
    expect((await call(path)).status).toBe(200);
    expect((await call(`${path}?w=160`)).status).toBe(200);
    const response = await admin(`/${image?.id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ data: null });
    expect(await env.BUCKET.head(image?.storageKey ?? "")).toBeNull();
    expect((await call(path)).status).toBe(404);
    expect((await call(`${path}?w=160`)).status).toBe(404);
    expect((await admin(`/${image?.id}`)).status).toBe(404);
    expect((await admin(`/${image?.id}`, { method: "DELETE" })).status).toBe(404);
  });

  const uses: [string, (imageId: number) => Promise<unknown>][] = [
    [
      "a brand",
      async (imageId) =>
        db
          .update(brands)
          .set({ imageId })
          .where(eq(brands.id, (await createBrand(db)).id)),
    ],
    [
      "a category",
      async (imageId) =>
        db
          .update(categories)
          .set({ imageId })
          .where(eq(categories.id, (await createCategory(db)).id)),
    ],
    ["a main category", (imageId) => db.insert(mainCategories).values({ imageId })],
    ["a product's poster", (imageId) => createProduct(db, { withImage: false, posterImageId: imageId })],
    ["a product's SEO image", (imageId) => createProduct(db, { withImage: false, seoImageId: imageId })],
    [
      "a product's pictures",
      async (imageId) =>
        db.insert(productImages).values({ productId: (await createProduct(db, { withImage: false })).id, imageId }),
    ],
    ["a menu's banner", (imageId) => createMenu(db, { itemType: "products", itemIds: [], bannerImageId: imageId })],
    [
      "a menu's pictures",
      async (imageId) =>
        db
          .insert(menuImages)
          .values({ menuId: (await createMenu(db, { itemType: "brands", itemIds: [] })).id, imageId }),
    ],
    ["a slide", (imageId) => db.insert(slides).values({ imageId })],
  ];

  it.each(uses)(
    "refuses to delete an image %s uses: 409 'Problem deleting image', in both languages",
    async (_, use) => {
      const image = await createGalleryImage(db, { bucket: env.BUCKET });
      await use(image.id);
      const english = await admin(`/${image.id}`, { method: "DELETE" });
      expect(english.status).toBe(409);
      expect(await json(english)).toMatchObject({ error: "in_use", message: "Problem deleting image" });
      const arabic = await json(await admin(`/${image.id}`, { method: "DELETE", language: "ar" }));
      expect(arabic.message).toBe("حدثت مشكلة أثناء حذف الصورة");
      expect(await db.$count(galleryImages, eq(galleryImages.id, image.id))).toBe(1);
      expect(await env.BUCKET.head(image.storageKey)).not.toBeNull();
    },
  );

  it("counts every use in the list", async () => {
    const image = await createGalleryImage(db, { alt: `Used ${uniqueToken()}` });
    await createProduct(db, { withImage: false, posterImageId: image.id, seoImageId: image.id });
    await db.insert(slides).values({ imageId: image.id });
    const answer = await json<AdminListPage<GalleryImageRow>>(
      await admin(`?search=${encodeURIComponent(image.alt ?? "")}`),
    );
    expect(answer.data.items.map((row) => row.useCount)).toEqual([3]);
    await db.delete(slides).where(eq(slides.imageId, image.id));
    await db.delete(products).where(inArray(products.posterImageId, [image.id]));
  });
});

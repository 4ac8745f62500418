import { env } from "cloudflare:workers";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import { encodePng } from "../../db/seed/png.ts";
import { api } from "../../workers/api/app.ts";
import { imageWidths, putApprovalForm, putObject } from "../../core/storage.ts";

/** A request to the media route with a real execution context, waiting for what it defers. */
async function get(path: string) {
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    passThroughOnException() {},
    props: {},
  };
  const response = await api.request(`http://localhost${path}`, {}, env, ctx);
  await Promise.all(pending);
  return response;
}

/** A PNG of its own (random first pixels, so a key no other test shares) stored as uploads are. */
async function storedPng(width: number, height: number) {
  const pixels = new Uint8Array(width * height * 3).fill(200);
  pixels.set(crypto.getRandomValues(new Uint8Array(Math.min(pixels.length, 48))));
  const key = await putObject(env.BUCKET, "gallery", encodePng(width, height, pixels), "image/png");
  return { key, url: `/media/${key}` };
}

async function widthOf(response: Response) {
  const body = response.body;
  if (!body) throw new Error("no body");
  return (await env.IMAGES.info(body)) as { format: string; width: number; height: number };
}

describe("GET /media/<key>", () => {
  it("serves the stored original, immutable", async () => {
    const { url } = await storedPng(40, 30);
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await widthOf(response)).toMatchObject({ format: "image/png", width: 40, height: 30 });
  });

  it("resizes a raster image to each srcset width as WebP, keeping the aspect ratio", async () => {
    const { url } = await storedPng(1400, 700);
    for (const width of imageWidths) {
      const response = await get(`${url}?w=${width}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await widthOf(response)).toMatchObject({ format: "image/webp", width, height: width / 2 });
    }
  });

  it("never enlarges an image narrower than the width asked for", async () => {
    const { url } = await storedPng(200, 100);
    expect(await widthOf(await get(`${url}?w=640`))).toMatchObject({ width: 200, height: 100 });
  });

  it("makes each resize once: the next request is answered from the edge cache", async () => {
    const { key, url } = await storedPng(700, 700);
    expect((await get(`${url}?w=320`)).status).toBe(200);
    await env.BUCKET.delete(key);
    const again = await get(`${url}?w=320`);
    expect(again.status).toBe(200);
    expect(await widthOf(again)).toMatchObject({ width: 320 });
    // Other query parameters name the same answer: no new entry, no new resize.
    expect((await get(`${url}?w=320&utm_source=mail`)).status).toBe(200);
    expect((await get(`${url}?utm_source=mail&w=320`)).status).toBe(200);
    // The object is gone, so a width not asked for before is not found.
    expect((await get(`${url}?w=160`)).status).toBe(404);
  });

  it.each([["300"], ["0320"], ["320.0"], ["-320"], [""], ["1e3"], ["99999"]])(
    "refuses ?w=%s: only the srcset widths exist",
    async (w) => {
      const { url } = await storedPng(50, 50);
      expect((await get(`${url}?w=${w}`)).status).toBe(404);
    },
  );

  it("does not resize an SVG or a PDF", async () => {
    const svg = await putObject(
      env.BUCKET,
      "gallery",
      new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" data-id="${crypto.randomUUID()}"/>`),
      "image/svg+xml",
    );
    const original = await get(`/media/${svg}`);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-security-policy")).toContain("sandbox");
    expect((await get(`/media/${svg}?w=320`)).status).toBe(404);
    const pdf = await putObject(
      env.BUCKET,
      "gallery",
      new TextEncoder().encode(`%PDF-1.7\n% ${crypto.randomUUID()}\n%%EOF`),
      "application/pdf",
    );
    expect((await get(`/media/${pdf}?w=320`)).status).toBe(404);
  });

  it.each([
    ["a form where the seed used to store it", "approval-forms"],
    ["an unknown prefix", "media-test"],
    ["a private prefix", "private"],
  ])("refuses %s even when the object exists: only the public prefixes are served", async (_case, prefix) => {
    const bytes = new TextEncoder().encode(`%PDF-1.7\n% ${crypto.randomUUID()}\n%%EOF`);
    const key = `${prefix}/${encodeHexLowerCase(sha256(bytes))}.pdf`;
    await env.BUCKET.put(key, bytes, { httpMetadata: { contentType: "application/pdf" } });
    expect((await get(`/media/${key}`)).status).toBe(404);
    // The same bytes stored under a public prefix are served: the prefix alone decides.
    const documentKey = await putObject(env.BUCKET, "documents", bytes, "application/pdf");
    expect(documentKey).toBe(key.replace(prefix, "documents"));
    expect((await get(`/media/${documentKey}`)).status).toBe(200);
  });

  it("refuses an approval form stored as uploads store it", async () => {
    const key = await putApprovalForm(
      env.BUCKET,
      1,
      new TextEncoder().encode(`%PDF-1.7\n%%EOF ${crypto.randomUUID()}`),
      "application/pdf",
    );
    expect(await env.BUCKET.head(key)).not.toBeNull();
    expect((await get(`/media/${key}`)).status).toBe(404);
  });

  it("answers 404 for keys it does not serve", async () => {
    expect((await get(`/media/products/${"0".repeat(64)}.png`)).status).toBe(404);
    expect((await get(`/media/products/../private/x.png`)).status).toBe(404);
    expect((await get(`/media/private/approval-forms/${"0".repeat(64)}.pdf`)).status).toBe(404);
  });
});

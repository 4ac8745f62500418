import { describe, expect, it } from "vitest";
import type { Scene } from "./artwork.ts";
import { createMediaLibrary, type SeedBucket } from "./media.ts";

/** A small picture; each hue draws different bytes, so each gets its own key. */
const scene = (hue: number): Scene => ({ width: 8, height: 8, hue, pattern: "plain", shapes: [] });

/** A bucket whose first put of each key fails, as wrangler's platform proxy does when it gave up waiting. */
function flakyBucket(failuresPerKey: number) {
  const failures = new Map<string, number>();
  const stored = new Map<string, number>();
  const bucket: SeedBucket = {
    put: async (key, value) => {
      const failed = failures.get(key) ?? 0;
      if (failed < failuresPerKey) {
        failures.set(key, failed + 1);
        throw new TypeError("fetch failed", { cause: new Error("other side closed") });
      }
      stored.set(key, (value as Uint8Array).length);
      return null as never;
    },
  };
  return { bucket, stored };
}

describe("the seed's media library", () => {
  it("stores drawn images only when flushed, so no upload waits behind the drawing", async () => {
    const { bucket, stored } = flakyBucket(0);
    const media = createMediaLibrary(bucket, 0);
    const id = media.image("products", scene(10), "one");
    media.image("products", scene(200), "two");
    expect(stored.size).toBe(0);
    const rows = await media.flush();
    expect(rows.map((row) => row.id)).toContain(id);
    expect(rows.every((row) => stored.has(row.storageKey))).toBe(true);
  });

  it("stores every object although the proxy drops a request twice", async () => {
    const { bucket, stored } = flakyBucket(2);
    const media = createMediaLibrary(bucket, 0);
    media.image("brands", scene(120), "brand");
    const pdf = await media.file("documents", new TextEncoder().encode("%PDF-1.4"), "application/pdf");
    const form = await media.approvalForm(7, new TextEncoder().encode("%PDF-1.4 form"));
    const rows = await media.flush();
    expect([...stored.keys()].sort()).toEqual([rows[0]?.storageKey, pdf, form].sort());
  });

  it("gives up after three failed attempts", async () => {
    const { bucket } = flakyBucket(3);
    const media = createMediaLibrary(bucket, 0);
    await expect(media.file("documents", new TextEncoder().encode("%PDF-1.4"), "application/pdf")).rejects.toThrow(
      "fetch failed",
    );
  });
});

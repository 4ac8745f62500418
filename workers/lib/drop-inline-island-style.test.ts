import { ISLAND_STYLES } from "astro/runtime/server/astro-island-styles.js";
import { describe, expect, it } from "vitest";
import { dropInlineIslandStyle, inlineIslandStyle } from "./drop-inline-island-style.ts";

/** An HTML answer streamed in the given chunks. */
function htmlResponse(chunks: string[], type = "text/html; charset=utf-8"): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": type, "content-length": "1" } });
}

const before = '<!doctype html><html><head><title>t</title></head><body><main><div class="card">';
const after = '<script>Astro.load()</script><astro-island uid="1"></astro-island></div></main></body></html>';

describe("dropInlineIslandStyle", () => {
  it("matches the rule Astro writes before a page's first island", () => {
    expect(inlineIslandStyle).toBe(`<style>${ISLAND_STYLES}</style>`);
  });

  it("takes Astro's inline style out of the body, whichever chunk boundary cuts it", async () => {
    const page = `${before}${inlineIslandStyle}${after}`;
    for (let cut = 0; cut <= page.length; cut += 7) {
      const response = dropInlineIslandStyle(htmlResponse([page.slice(0, cut), page.slice(cut)]));
      expect(await response.text()).toBe(`${before}${after}`);
    }
  });

  it("passes a page without islands through unchanged, ending included", async () => {
    const page = `${before}<style>.other{}</style>${after}<style`;
    const response = dropInlineIslandStyle(htmlResponse([page.slice(0, 40), page.slice(40)]));
    expect(await response.text()).toBe(page);
    expect(response.headers.get("content-length")).toBeNull();
  });

  it("leaves answers that are not HTML alone", async () => {
    const response = htmlResponse([inlineIslandStyle], "text/plain");
    expect(dropInlineIslandStyle(response)).toBe(response);
  });
});

/**
 * The `<style>` Astro writes just before a page's first island (astro/dist/runtime/server/
 * scripts.js), wherever that island sits in <body>. A <style> there is invalid HTML (metadata
 * content belongs in <head>; withastro/astro#10308), so the same rule lives in
 * src/styles/global.css and this copy is taken out of the page (issue #9 item 17, decision 0042).
 */
export const inlineIslandStyle = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

const needle = new TextEncoder().encode(inlineIslandStyle);

/** The needle's first byte, "<". */
const tagOpen = 0x3c;

/** Where `needle` starts in `data`, or -1. */
function indexOfNeedle(data: Uint8Array): number {
  for (
    let at = data.indexOf(tagOpen);
    at >= 0 && at + needle.length <= data.length;
    at = data.indexOf(tagOpen, at + 1)
  ) {
    let index = 1;
    while (index < needle.length && data[at + index] === needle[index]) index++;
    if (index === needle.length) return at;
  }
  return -1;
}

/**
 * An HTML answer without Astro's inline island style, streamed: the first occurrence is dropped
 * even when it straddles two chunks; everything else passes through byte for byte.
 */
export function dropInlineIslandStyle(response: Response): Response {
  if (!response.body || !response.headers.get("content-type")?.startsWith("text/html")) return response;
  let carry = new Uint8Array(0);
  let isDone = false;
  const transform = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (isDone) return controller.enqueue(chunk);
      const data = carry.length > 0 ? new Uint8Array(carry.length + chunk.length) : chunk;
      if (carry.length > 0) {
        data.set(carry);
        data.set(chunk, carry.length);
      }
      const at = indexOfNeedle(data);
      if (at >= 0) {
        isDone = true;
        carry = new Uint8Array(0);
        if (at > 0) controller.enqueue(data.subarray(0, at));
        if (at + needle.length < data.length) controller.enqueue(data.subarray(at + needle.length));
        return;
      }
      // Keep back what could be the start of the style, to match it with the next chunk.
      const kept = Math.min(needle.length - 1, data.length);
      if (data.length > kept) controller.enqueue(data.slice(0, data.length - kept));
      carry = data.slice(data.length - kept);
    },
    flush(controller) {
      if (carry.length > 0) controller.enqueue(carry);
    },
  });
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(response.body.pipeThrough(transform), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

import { Hono } from "hono";
import type { ApiEnv } from "../app.ts";
import { AppError } from "../../lib/errors.ts";

/**
 * Public media keys as `putObject` makes them: `<prefix>/<sha256>.<ext>`. Private uploads
 * (approval forms) live under `private/` and are never served here.
 */
const publicKey = /^(?!private\/)[a-z0-9-]+\/[0-9a-f]{64}\.(png|jpg|webp|svg|pdf)$/;

/** GET /media/<key>: a stored object from R2, immutable because keys are content hashes. */
export const media = new Hono<ApiEnv>().get("/*", async (c) => {
  const key = c.req.path.slice("/media/".length);
  if (!publicKey.test(key)) throw new AppError("not_found");
  const object = await c.env.BUCKET.get(key);
  if (!object) throw new AppError("not_found");
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("etag", object.httpEtag);
  headers.set("cache-control", "public, max-age=31536000, immutable");
  headers.set("x-content-type-options", "nosniff");
  // ARCHITECTURE.md §3: a served SVG can run no script and load nothing.
  if (key.endsWith(".svg"))
    headers.set("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return new Response(object.body, { headers });
});

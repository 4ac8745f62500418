import { Hono } from "hono";
import { siteOrigin, type SiteEnv } from "../../lib/http/app-url.ts";
import { access } from "../auth/access.ts";
import type { ApiEnv } from "../env.ts";
import { buildOpenApiDocument, type OpenApiDocument, type RoutedApp } from "./build-openapi-document.ts";

/** The build's version, as GET /version.json gives it; API tests run the app outside a build. */
const appVersion = typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "dev";

/**
 * The OpenAPI document of `app` for a deployment, written once per isolate: routes and contracts
 * change only with a deploy, and the origin (`SITE_ORIGIN`) only with the deployment.
 * @example export const openApiDocument = openApiDocumentOf(api); openApiDocument(env).paths
 */
export function openApiDocumentOf(app: RoutedApp): (env: SiteEnv) => OpenApiDocument {
  const built = new Map<string, OpenApiDocument>();
  return (env) => {
    const origin = siteOrigin(env);
    const document = built.get(origin) ?? buildOpenApiDocument(app, { origin, version: appVersion });
    built.set(origin, document);
    return document;
  };
}

/** A document's JSON and its entity tag (a digest of that JSON), computed once per document. */
const served = new WeakMap<OpenApiDocument, Promise<{ body: string; etag: string }>>();

function servedJson(document: OpenApiDocument) {
  let answer = served.get(document);
  if (!answer) {
    const body = JSON.stringify(document);
    answer = crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)).then((digest) => ({
      body,
      etag: `"${[...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}"`,
    }));
    served.set(document, answer);
  }
  return answer;
}

/**
 * GET /api/openapi.json (decision 0060): public, like the shapes it describes (every admin route
 * still needs an admin session); kept by browsers and proxies for ten minutes and revalidated by
 * its entity tag, which changes when a deploy changes the document.
 */
export function openApiRoutes(document: (env: SiteEnv) => OpenApiDocument) {
  return new Hono<ApiEnv>().get("/", access("public"), async (c) => {
    const { body, etag } = await servedJson(document(c.env));
    const headers = {
      "cache-control": "public, max-age=600",
      etag,
      // Any site's API viewer may load it: it holds no data and depends on no cookie.
      "access-control-allow-origin": "*",
    };
    const known = c.req.header("if-none-match") ?? "";
    if (known.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return c.body(null, 304, headers);
    return c.body(body, 200, { ...headers, "content-type": "application/json; charset=utf-8" });
  });
}

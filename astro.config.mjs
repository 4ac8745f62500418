// @ts-check
import cloudflare from "@astrojs/cloudflare";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { build as bundle } from "esbuild";
import { appendFileSync, readFileSync } from "node:fs";
import { adminStartChunk } from "./scripts/admin-start-chunk.ts";
import { staticAssetHeaders } from "./workers/lib/security-headers.ts";

// SPEC §4: /version.json changes with every build so open tabs reload onto the new assets.
const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const appVersion = `${version}+${Date.now().toString(36)}`;

// Astro renders, Hono decides (ARCHITECTURE.md §1): workers/entry.ts (wrangler.toml `main`)
// sends /api/* to Hono and everything else here.
export default defineConfig({
  output: "server",
  // Astro sessions are unused (our own session core lives in workers/lib); reuse KV so no extra binding appears.
  adapter: cloudflare({ imageService: "passthrough", sessionKVBindingName: "KV" }),
  integrations: [
    react(),
    {
      // Static assets never run the Worker: their security headers come from `_headers`, written
      // from the Worker's own values (issue #9 D.25). Appended, because the adapter adds its
      // immutable Cache-Control rule for /_astro/* to the same file.
      name: "jumla:static-asset-headers",
      hooks: {
        "astro:build:done": ({ dir }) => appendFileSync(new URL("_headers", dir), staticAssetHeaders()),
      },
    },
    {
      // The salesperson's service worker (decision 0097): one script at the site's root, so its
      // scope covers the area, the catalogue and the checkout; Workbox bundled in, nothing imported.
      name: "jumla:service-worker",
      hooks: {
        "astro:build:done": async ({ dir }) => {
          await bundle({
            entryPoints: ["src/service-worker/sw.ts"],
            outfile: new URL("sw.js", dir).pathname,
            bundle: true,
            minify: true,
            format: "iife",
            target: "es2022",
            define: { "process.env.NODE_ENV": JSON.stringify("production") },
            logLevel: "warning",
          });
        },
      },
    },
  ],
  server: { port: 4321, host: "127.0.0.1" },
  build: { inlineStylesheets: "auto" },
  // ARCHITECTURE.md §3: a CSP <meta> on every page. Astro hashes the scripts it bundles or inlines
  // (Base.astro adds the inline theme script's hash), so script-src never needs 'unsafe-inline'.
  // Styles keep 'unsafe-inline': the settings theme is a per-request <style>, and only scripts
  // must be hash-locked. frame-ancestors cannot live in <meta>: workers/lib/security-headers.ts.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "media-src 'self' https:",
        "font-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    plugins: [tailwindcss(), adminStartChunk()],
    define: { __APP_VERSION__: JSON.stringify(appVersion) },
    // Fonts stay files, however small: a page downloads a face only when it shows one of the face's
    // characters (unicode-range; the riyal sign's font is 1 KB, decision 0030), and font-src 'self'
    // refuses data: URLs.
    build: { assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined) },
  },
});

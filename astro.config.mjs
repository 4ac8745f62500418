// @ts-check
import cloudflare from "@astrojs/cloudflare";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { readFileSync } from "node:fs";

// SPEC §4: /version.json changes with every build so open tabs reload onto the new assets.
const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const appVersion = `${version}+${Date.now().toString(36)}`;

// Astro renders, Hono decides (ARCHITECTURE.md §1): workers/entry.ts (wrangler.toml `main`)
// sends /api/* to Hono and everything else here.
export default defineConfig({
  output: "server",
  // Astro sessions are unused (our own session core lives in workers/lib); reuse KV so no extra binding appears.
  adapter: cloudflare({ imageService: "passthrough", sessionKVBindingName: "KV" }),
  integrations: [react()],
  server: { port: 4321, host: "127.0.0.1" },
  build: { inlineStylesheets: "auto" },
  vite: { plugins: [tailwindcss()], define: { __APP_VERSION__: JSON.stringify(appVersion) } },
});

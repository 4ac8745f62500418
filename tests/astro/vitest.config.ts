import { getViteConfig } from "astro/config";

export default getViteConfig(
  { test: { name: "astro", environment: "node", include: ["tests/astro/**/*.test.ts"] } },
  { configFile: false, root: new URL("../..", import.meta.url).pathname, logLevel: "error" },
);

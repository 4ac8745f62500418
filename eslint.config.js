// @ts-check
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import astro from "eslint-plugin-astro";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Code that runs in the browser: React islands, the admin app, client stores and page scripts, shadcn's UI kit. */
const clientCode = ["./src/islands", "./src/admin", "./src/stores", "./src/scripts", "./src/components/ui"];

/**
 * The one server module browser code may name: the Hono app, for its route types only (`hc<AppType>`,
 * decision 0022); a value import of it is refused below.
 */
const apiTypes = "./api/app.ts";

/**
 * The layers, lowest first (docs/decisions/0021-layers.md): core (profiles, locales, input
 * contracts) ← i18n and db ← workers (API, server libraries) ← src (pages). A zone names what a
 * folder may not import; an import against the direction fails `npm run check`.
 */
const layerZones = [
  {
    target: "./core",
    from: ["./i18n", "./db", "./workers", "./src", "./tests"],
    message: "core/ is the bottom layer.",
  },
  { target: "./i18n", from: ["./db", "./workers", "./src", "./tests"], message: "i18n/ sits on core/ only." },
  { target: "./db", from: ["./i18n", "./workers", "./src", "./tests"], message: "db/ sits on core/ only." },
  { target: "./workers", from: ["./src", "./tests"], message: "workers/ never imports pages." },
  {
    target: clientCode,
    from: ["./db", "./src/lib/server", "./src/middleware.ts"],
    message: "Browser code imports no server-only module (contracts live in core/).",
  },
  {
    target: clientCode,
    from: "./workers",
    except: [apiTypes],
    message: "Browser code imports no server-only module (contracts live in core/).",
  },
];

export default defineConfig(
  {
    ignores: [
      "dist/",
      ".astro/",
      ".wrangler/",
      ".data/",
      "node_modules/",
      "db/migrations/",
      "worker-configuration.d.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })] },
    rules: {
      // Ambient .d.ts files (Astro's App.Locals) can only reference module types through import().
      "@typescript-eslint/consistent-type-imports": ["error", { disallowTypeAnnotations: false }],
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn", "log", "table"] }],
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      // Issue #19 item 5: the price a product is sold at is written once (decision 0073)
      "no-restricted-syntax": [
        "error",
        {
          selector: "LogicalExpression[operator='??'][left.property.name='discountPrice'][right.property.name='price']",
          message: "Use shelfPrice() from core/shelf-price.ts (one rule for the price a product is sold at).",
        },
      ],
    },
  },
  // React's rules of hooks and the React Compiler's checks (issue #19 item 7: an effect that set
  // state on every render looped the salesperson's cart), warnings included: `npm run check` fails on them.
  {
    files: ["src/**/*.tsx", "src/**/use-*.ts"],
    ...reactHooks.configs.flat.recommended,
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.flat.recommended.rules ?? {}).map((rule) => [rule, "error"]),
    ),
  },
  {
    files: ["core/shelf-price.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: clientCode.map((folder) => `${folder.slice(2)}/**`),
    // Tests beside browser code run in Node, not in the browser.
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "cloudflare:workers", message: "Browser code cannot read the Worker's bindings." }],
          // Issue #9 A.8: an island gets its locale's messages, only the keys it uses, from its page
          // (`pickMessages`); importing the catalogues would ship both languages whole.
          patterns: [
            {
              regex: "(^|/)i18n/(index\\.ts|[a-z]+\\.json)$",
              allowTypeImports: true,
              message: "Islands take their messages from the page (pickMessages), not the catalogues.",
            },
            // The admin app's typed client (decision 0055) takes the API's route types, never its code.
            {
              regex: "(^|/)workers/api/app\\.ts$",
              allowTypeImports: true,
              message: "Browser code takes the API's types (`import type { AppType }`), never the server itself.",
            },
          ],
        },
      ],
    },
  },
);

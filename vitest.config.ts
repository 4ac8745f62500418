import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { testPaymentKeys } from "./tests/fixtures/payments.ts";
import { newTestDatabase } from "./tests/api/test-databases.ts";

/**
 * API test files that read figures of the whole shop (the dashboard's sums, "the shop has no
 * default tax group") or keep what every buyer meets: zones that cover every city (which would
 * cover other files' "address no zone covers"), a default tax group, order-status email templates
 * (every later order of the worker would email its buyer). Each runs on a database of its own
 * (decision 0106).
 */
const ownShop = [
  "tests/api/admin-dashboard.test.ts",
  "tests/api/admin-tax-groups.test.ts",
  "tests/api/admin-shipping-zones.test.ts",
  "tests/api/catalogue-changes.test.ts",
  "tests/api/admin-email-templates.test.ts",
  "tests/api/admin-orders.test.ts",
  "tests/api/admin-shipments.test.ts",
  "tests/api/order-status.test.ts",
  "tests/api/checkout.test.ts",
];

/**
 * The Hono app in workerd with the profile's real bindings, against the embedded libSQL server.
 * With `isolate: false` a vitest worker keeps one Miniflare, one import of the app and one copy of
 * the migrated template (tests/api/global-setup.ts) for every file it runs, as one shop's isolate
 * serves many users; each file owns its rows. Otherwise each file gets all three to itself.
 */
function apiProject(name: string, files: { isolate?: boolean; include?: string[]; exclude?: string[] }) {
  return {
    plugins: [
      // Called once for each Miniflare: a worker's, or each file's when files are isolated.
      cloudflareTest(async ({ inject }) => ({
        main: "./tests/api/worker.ts",
        wrangler: { configPath: "./wrangler.toml", environment: "testing_v1" },
        miniflare: {
          // SITE_ORIGIN differs from the requests' http://localhost on purpose: absolute URLs
          // must come from it, never from the Host (issue #9 D.21).
          bindings: {
            DATABASE_URL: await newTestDatabase(inject<string>("testDatabasesUrl")),
            SITE_ORIGIN: "https://shop.jumla.test",
            // Signs price claims (docs/decisions/0027); a fixed test value, never a deployment's.
            CLAIM_SECRET: "test-claim-secret-at-least-32-characters-long",
            // Card payments (decision 0049): test keys, the stand-ins global-setup starts.
            ...testPaymentKeys,
            STRIPE_API_URL: inject<string>("stripeApiUrl"),
            MOYASAR_API_URL: inject<string>("moyasarApiUrl"),
          },
        },
      })),
    ],
    test: {
      name,
      isolate: files.isolate ?? true,
      include: files.include ?? ["tests/api/**/*.test.ts"],
      exclude: files.exclude ?? [],
      globalSetup: ["tests/api/global-setup.ts"],
      // Each test goes through the Worker to a real libSQL server; the heavy ones (a 32 MB body
      // streamed, several password hashes, a 1,200-order CSV) take 2–5 s alone and ran past
      // vitest's 5 s default on the two-core CI machine when it was busy.
      testTimeout: 15_000,
    },
  };
}

/**
 * Two levels of the testing pyramid (ARCHITECTURE.md §7); e2e is Playwright (tests/e2e).
 * - unit: pure rules beside the code, in Node; `astro`, beside it, renders components.
 * - api: the Hono app in workerd against the embedded libSQL server (apiProject below).
 */
export default defineConfig({
  test: {
    // The JSON report is what scripts/test-report.ts reads (slowest files; decision 0078); the
    // test:unit and test:api scripts name their own file.
    reporters: ["default", "json"],
    // A file per core: vitest's default leaves one core idle (cores - 1, so one file at a time on
    // CI's two). An API file spends most of its time starting its Miniflare and importing the app,
    // which the other core overlaps (decision 0078: 6 API files 113 s -> 71 s on two cores).
    maxWorkers: "100%",
    outputFile: { json: "test-reports/vitest.json" },
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          // Pure rules share no state between files, so one process imports the modules they share
          // once instead of once per file (importing was 70 % of this project's time; decision 0078).
          isolate: false,
          include: ["{core,db,i18n,src,workers,scripts}/**/*.test.ts", "tests/lint/**/*.test.ts"],
          exclude: ["**/*.isolated.test.ts", "**/node_modules/**"],
        },
      },
      {
        test: {
          // A file that changes process-wide configuration (arktype without JIT, as in the
          // browser) gets its own modules: shared, it changed other files' types by run order.
          name: "unit-isolated",
          environment: "node",
          include: ["{core,src,workers}/**/*.isolated.test.ts"],
        },
      },
      // The API files share their worker's Worker and database, as one shop's users do; the few
      // that read the whole shop's figures get both to themselves (decision 0106).
      apiProject("api", { isolate: false, exclude: ownShop }),
      apiProject("api-own-shop", { include: ownShop }),
      // Astro components rendered by Astro's own renderer (the Container API), for what the e2e
      // suite's one profile cannot show (the GBP profiles' invoice sheet).
      "./tests/astro/vitest.config.ts",
    ],
  },
});

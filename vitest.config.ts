import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { testPaymentKeys } from "./tests/fixtures/payments.ts";
import { newTestDatabase } from "./tests/api/test-databases.ts";

/**
 * Two levels of the testing pyramid (ARCHITECTURE.md §7); e2e is Playwright (tests/e2e).
 * - unit: pure rules beside the code, in Node; `astro`, beside it, renders components.
 * - api: the Hono app in workerd with the profile's real bindings, against the embedded
 *   libSQL server, each test file on its own copy of a migrated template (tests/api/global-setup.ts).
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
      {
        plugins: [
          // Called once for each test file's Miniflare: each file gets its own database (decision 0078).
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
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/api/global-setup.ts"],
          // Each test goes through the Worker to a real libSQL server; the heavy ones (a 32 MB body
          // streamed, several password hashes, a 1,200-order CSV) take 2–5 s alone and ran past
          // vitest's 5 s default on the two-core CI machine when it was busy.
          testTimeout: 15_000,
        },
      },
      // Astro components rendered by Astro's own renderer (the Container API), for what the e2e
      // suite's one profile cannot show (the GBP profiles' invoice sheet).
      "./tests/astro/vitest.config.ts",
    ],
  },
});

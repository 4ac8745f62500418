import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4322);

/** Chromium's switches for every project: no sandbox (a container), no GPU, nothing fetched in the background. */
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
/**
 * In CI, pictures are fetched and drawn only for the tests tagged @images (decision 0108): a page's
 * `<img>` keeps its attributes and its box either way, and pictures were about a third of a
 * storefront page's load in Chromium, the suite's bottleneck on two cores. Locally they are drawn
 * everywhere, for the photographs a person looks at (CI takes none).
 */
const launchOptions = { executablePath: chromiumPath(), args: chromiumArgs };
const withoutImages = {
  ...launchOptions,
  args: [...chromiumArgs, ...(process.env.CI ? ["--blink-settings=imagesEnabled=false"] : [])],
};
const desktopWithImages = { ...devices["Desktop Chrome"], channel: undefined };
const desktop = { ...desktopWithImages, launchOptions: withoutImages };
const phone = { ...devices["Pixel 7"], channel: undefined, launchOptions: withoutImages };
/** The specs that change settings every page shows, so no other spec may run beside them. */
const shopWide = [/admin-theme\.spec\.ts$/, /admin-settings\.spec\.ts$/, /admin-tax-groups\.spec\.ts$/];

/**
 * E2E journeys against the built Worker in workerd (tests/e2e/serve.ts), driven through
 * Debian's Chromium: Playwright's own browser downloads are impossible here.
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The JSON report names the slow specs and the tests that passed only on a retry
  // (scripts/test-report.ts, decision 0078).
  reporter: [["list"], ["json", { outputFile: "test-reports/e2e.json" }]],
  timeout: 30_000,
  // Web-first assertions wait for what they expect and return as soon as it is there; on CI's two
  // busy cores the back office's first draw took over the default 5 s (decision 0078).
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A page or an action that never answers fails within these, naming the step, instead of holding
    // its worker until the test's own timeout (a hung request once cost a CI run 3 minutes).
    navigationTimeout: 30_000,
    actionTimeout: 20_000,
    // A trace costs every test its recording; CI retries a failure once and traces that retry.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions,
  },
  // Decision 0078. `roles` signs each shared demo role in once (roles.setup.ts). Phones run only
  // layout checks and two journeys: the tests tagged @mobile (on a desktop too) or @phone (on a
  // phone only). Pictures are drawn only in `images`, for the tests tagged @images (decision 0108).
  // Specs that change what every page shows (the theme, site and company settings) run
  // last, one at a time, in `shop-wide`; run one alone with `--project shop-wide --no-deps` (a
  // project's dependencies run whole, whatever the filter).
  projects: [
    { name: "roles", testMatch: /roles\.setup\.ts$/ },
    { name: "desktop", use: desktop, dependencies: ["roles"], testIgnore: shopWide, grepInvert: /@phone|@images/ },
    { name: "mobile", use: phone, grep: /@mobile|@phone/, dependencies: ["roles"], testIgnore: shopWide },
    { name: "images", use: desktopWithImages, grep: /@images/, dependencies: ["roles"], testIgnore: shopWide },
    // An admin's session idles out after 30 minutes (decision 0012): by the time the shop-wide specs
    // run, the roles' first sessions may be over, so they sign in again for them.
    { name: "roles-again", testMatch: /roles\.setup\.ts$/, dependencies: ["desktop", "mobile", "images"] },
    { name: "shop-wide", use: desktop, testMatch: shopWide, dependencies: ["roles-again"], workers: 1 },
  ],
  webServer: {
    command: "node tests/e2e/serve.ts",
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
  },
});

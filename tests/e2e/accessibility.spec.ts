import { expect, test, type Page } from "@playwright/test";
import { axeFindings, chooseTheme, htmlFindings, shownText, type Finding, type TourPass } from "./accessibility.ts";
import { customerWithOrders } from "./customer-orders-db.ts";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { signIn } from "./sign-in.ts";
import { seededProductPath } from "./db.ts";

// Issue #9 item 17 (decision 0042): axe-core and html-validate over the storefront's main pages
// and the customer area, in both languages; axe looks once per theme (decision 0078): the Arabic
// pages in the light theme, the English pages in the dark one.

const locales = [
  {
    locale: "ar",
    prefix: "",
    siteName: "جملة",
    removes: { wishlist: "أزل من قائمة الرغبات", favorites: "أزل من المفضلة", addresses: "حذف" },
  },
  {
    locale: "en",
    prefix: "/en",
    siteName: "Jumla",
    removes: { wishlist: "Remove from wishlist", favorites: "Remove from favourites", addresses: "Delete" },
  },
] as const;

/**
 * A pattern for names that start with `text` and then say which item, after a colon (Chromium
 * puts a space before it: the visually hidden part is positioned, so it counts as a block).
 */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} ?: \\S`);

/** A catalogue page of each kind, found through the shop's own links so slugs need no guessing. */
async function cataloguePaths(page: Page, prefix: string): Promise<[string, string, string, string]> {
  await page.goto(`${prefix}/categories`);
  const category = await page.locator("main a[href*='/category/']").first().getAttribute("href");
  await page.goto(`${prefix}/products`);
  const card = page.getByTestId("product-card").first();
  const product = `${prefix}${seededProductPath}`;
  // A word of a real title, so the search page shows results.
  const title = (await card.getByRole("heading").innerText()).trim();
  const word = title.split(/\s+/).find((part) => part.length >= 3) ?? title;
  expect(category && product).toBeTruthy();
  return [`${prefix}/`, String(category), String(product), `${prefix}/products?search=${encodeURIComponent(word)}`];
}

const customerAreaPaths = [
  "/dashboard",
  "/dashboard/profile",
  "/dashboard/addresses",
  "/dashboard/orders",
  "/dashboard/refunds",
  "/dashboard/wishlist",
  "/dashboard/favorites",
  "/dashboard/lists",
  // Company accounts (decision 0103): the owner's people and invitation form, the approvals list
  "/dashboard/company",
  "/dashboard/approvals",
];

/** Opens each path, runs axe on the drawn page and validates the HTML the Worker sent. */
async function scan(page: Page, paths: string[], findings: Map<string, Finding[]>, notes: string[]) {
  for (const path of paths) {
    const response = await page.goto(path);
    if (!response) throw new Error(`no answer for ${path}`);
    expect(response.status(), path).toBe(200);
    // Islands hydrate before axe looks, so it sees what a visitor uses.
    await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
    // The browser runs axe while this process validates the HTML.
    const [axe, html] = await Promise.all([axeFindings(page), response.text().then(htmlFindings)]);
    findings.set(path, [...axe.failing, ...html]);
    notes.push(...axe.other.map((line) => `${path}: ${line}`));
  }
}

function expectNoFindings(findings: Map<string, Finding[]>) {
  for (const [path, lines] of findings) expect.soft(lines, `findings on ${path}`).toEqual([]);
}

for (const { locale, prefix, siteName, removes } of locales) {
  const theme: TourPass["theme"] = locale === "ar" ? "light" : "dark";
  test.describe(`accessibility and valid HTML (${locale}, ${theme})`, () => {
    test.beforeEach(({ page }) => chooseTheme(page, theme));

    test("home, category, product, search, sign-in and registration", async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const paths = [...(await cataloguePaths(page, prefix)), `${prefix}/login`, `${prefix}/register`];
      const findings = new Map<string, Finding[]>();
      const notes: string[] = [];
      await scan(page, paths, findings, notes);
      testInfo.annotations.push(...notes.map((description) => ({ type: "axe (not failing)", description })));
      expectNoFindings(findings);
    });

    test("shared pages as a signed-in buyer and as an account awaiting approval, and sign-in after a save", async ({
      page,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      const [home, category, product] = await cataloguePaths(page, prefix);
      const findings = new Map<string, Finding[]>();
      const notes: string[] = [];
      // A guest whose save button led to sign in is told why (issue #9 item 14).
      await scan(page, [`${prefix}/login?${new URLSearchParams({ reason: "save", to: product })}`], findings, notes);
      await expect(page.getByTestId("sign-in-reason")).toBeVisible();
      // An approved customer: priced cards with their save buttons, the signed-in header, and the
      // notice a plain save comes back with.
      await signIn(page, baseURL);
      await scan(page, [category, `${product}?saved=wishlist&already=1`], findings, notes);
      await expect(page.getByTestId("account-name")).toBeVisible();
      await expect(page.getByTestId("save-notice").getByRole("link")).toBeVisible();
      // An account awaiting approval is told so where prices would stand, with a link to the form.
      await page.context().clearCookies();
      const { email, password } = demoAccounts.pendingCustomer;
      const answer = await page.request.post("/api/auth/login", {
        data: { login: email, password },
        headers: { origin: String(baseURL) },
      });
      expect([200, 403]).toContain(answer.status());
      await scan(page, [home], findings, notes);
      await expect(page.locator("[data-price-note] a").first()).toBeVisible();
      testInfo.annotations.push(...notes.map((description) => ({ type: "axe (not failing)", description })));
      expectNoFindings(findings);
    });

    test("the logo and every Remove button are named by the text they show, first (WCAG 2.5.3)", async ({
      page,
      baseURL,
    }) => {
      await signIn(page, baseURL);
      for (const [list, label] of Object.entries(removes)) {
        await page.goto(`${prefix}/dashboard/${list}`);
        const logo = page.getByTestId("home-link");
        expect(await shownText(logo)).toBe(siteName);
        await expect(logo).toHaveAccessibleName(new RegExp(`^${siteName}`));
        // The seeded customer has saved products and addresses; each one's button says which.
        const buttons = await page.getByRole("button", { name: label }).all();
        expect(buttons.length, list).toBeGreaterThan(0);
        for (const button of buttons) {
          expect(await shownText(button)).toBe(label);
          await expect(button).toHaveAccessibleName(startingWith(label));
        }
      }
    });

    test("the customer area, with saved products, addresses and orders", async ({ page, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      const findings = new Map<string, Finding[]>();
      const notes: string[] = [];
      await signIn(page, baseURL);
      const paths = customerAreaPaths.map((path) => `${prefix}${path}`);
      await scan(page, paths, findings, notes);
      // The seeded customer has no orders: a second one has three, for the list and an order's page.
      const other = await customerWithOrders(demoAccounts.approvedCustomer.email);
      try {
        await signIn(page, baseURL, { email: other.email, password: demoAccounts.approvedCustomer.password });
        await scan(
          page,
          [`${prefix}/dashboard/orders`, `${prefix}/dashboard/orders/${other.orderIds[0]}`],
          findings,
          notes,
        );
      } finally {
        await other.remove();
      }
      testInfo.annotations.push(...notes.map((description) => ({ type: "axe (not failing)", description })));
      expectNoFindings(findings);
    });
  });
}

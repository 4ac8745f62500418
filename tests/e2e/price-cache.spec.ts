import { expect, test, type Page } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { useTranslations } from "../../i18n/index.ts";
import { customerWithOrders } from "./customer-orders-db.ts";
import { openE2eDb } from "./db.ts";

// Issue #9 item 9: signed-in buyers are served from the page cache (docs/decisions/0027-price-
// claim.md). Each page answer's Server-Timing says where it came from and what the database cost.
const profile = process.env.PROFILE ?? "testing_v1";
const locales = [
  { locale: "ar", prefix: "" },
  { locale: "en", prefix: "/en" },
] as const;

const timing = (response: { headers(): Record<string, string> } | null) => response?.headers()["server-timing"] ?? "";
const cacheOf = (response: Parameters<typeof timing>[0]) => /cache;desc="?([^,"]+)"?/.exec(timing(response))?.[1];
const roundTripsOf = (response: Parameters<typeof timing>[0]) =>
  Number(/db;dur=[\d.]+;desc=(\d+)/.exec(timing(response))?.[1]);

/** Signs the page's browser in through the API, as the sign-in form does. */
async function signIn(page: Page, login: string, password: string) {
  const answer = await page.request.post("/api/auth/login", {
    data: { login, password },
    headers: { origin: new URL(page.url() === "about:blank" ? "http://127.0.0.1" : page.url()).origin },
  });
  expect(answer.status()).toBe(200);
}

/** A category page of the seed that lists products. */
async function categoryPath(page: Page, prefix: string) {
  await page.goto(`${prefix}/categories`);
  const href = await page.locator('a[href*="/category/"]').first().getAttribute("href");
  if (!href) throw new Error("no category");
  return href;
}

/** A customer's first name, as the e2e database holds it. */
async function firstNameOf(email: string): Promise<string> {
  const client = openE2eDb(profile);
  try {
    const { rows } = await client.execute({ sql: "select first_name from customers where email = ?", args: [email] });
    return String(rows[0]?.first_name);
  } finally {
    client.close();
  }
}

/** Sets a seeded customer's SPEC §1 can-see-prices flag, straight in the e2e database. */
async function setCanSeePrices(email: string, canSeePrices: boolean) {
  const client = openE2eDb(profile);
  try {
    await client.execute({
      sql: "update customers set can_see_prices = ? where email = ?",
      args: [canSeePrices ? 1 : 0, email],
    });
  } finally {
    client.close();
  }
}

for (const { locale, prefix } of locales) {
  test(`a buyer who may see prices gets the priced page from the cache with no database read (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    await signIn(page, demoAccounts.approvedCustomer.email, demoAccounts.approvedCustomer.password);
    const path = await categoryPath(page, prefix);
    await page.goto(path);
    const again = await page.goto(path);
    expect(cacheOf(again)).toMatch(/^hit/);
    expect(roundTripsOf(again)).toBe(0);
    expect(again?.headers()["cache-control"]).toBe("private, no-cache");
    expect(await page.getByTestId("price").count()).toBeGreaterThan(0);
    // The name in the header is the browser's own, filled in from its account cookie.
    await expect(page.getByTestId("account-name")).toHaveText(await firstNameOf(demoAccounts.approvedCustomer.email));
    await expect(page.getByTestId("sign-in-link")).toBeHidden();
  });
}

test("a buyer whose price permission is revoked stops seeing prices when the claim runs out (en)", async ({
  page,
  context,
}) => {
  const buyer = await customerWithOrders(demoAccounts.approvedCustomer.email);
  try {
    await page.goto("/en/");
    await signIn(page, buyer.email, demoAccounts.approvedCustomer.password);
    const path = await categoryPath(page, "/en");
    await page.goto(path);
    await expect(page.getByTestId("price").first()).toBeVisible();

    await setCanSeePrices(buyer.email, false);
    // The claim still stands: at most its lifetime (five minutes) of prices after a revocation.
    const within = await page.goto(path);
    expect(cacheOf(within)).toMatch(/^hit/);
    await expect(page.getByTestId("price").first()).toBeVisible();

    // The claim runs out (the browser drops it at its Max-Age): the session is checked again.
    await context.clearCookies({ name: "jumla_prices" });
    const after = await page.goto(path);
    expect(cacheOf(after)).toBe("miss");
    await expect(page.getByTestId("price")).toHaveCount(0);
    const claim = (await context.cookies()).find((cookie) => cookie.name === "jumla_prices");
    expect(claim?.value).toMatch(/^plain\./);
    // The page says why there are no prices (issue #9 item 14), from the account cookie.
    const t = useTranslations("en");
    await expect(page.locator("[data-price-note]").first()).toHaveText(t("product.price.notAllowed"));
  } finally {
    await buyer.remove();
  }
});

test("a guest never gets the priced page, whatever claim cookie it brings (en)", async ({ browser, baseURL }) => {
  const buyerContext = await browser.newContext({ baseURL });
  const buyer = await buyerContext.newPage();
  await buyer.goto("/en/");
  await signIn(buyer, demoAccounts.approvedCustomer.email, demoAccounts.approvedCustomer.password);
  const path = await categoryPath(buyer, "/en");
  await buyer.goto(path);
  await expect(buyer.getByTestId("price").first()).toBeVisible();
  const claim = (await buyerContext.cookies()).find((cookie) => cookie.name === "jumla_prices");
  if (!claim) throw new Error("no claim");

  // An approved buyer who may not see prices holds a plain claim ("plain."); accounts still waiting
  // for approval hold none since decision 0075.
  const unpriced = await customerWithOrders(demoAccounts.approvedCustomer.email);
  await setCanSeePrices(unpriced.email, false);
  const pendingContext = await browser.newContext({ baseURL });
  const pending = await pendingContext.newPage();
  await pending.goto("/en/");
  await signIn(pending, unpriced.email, demoAccounts.approvedCustomer.password);
  const pendingClaim = (await pendingContext.cookies()).find((cookie) => cookie.name === "jumla_prices");
  if (!pendingClaim) throw new Error("no claim");

  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  const host = new URL(baseURL ?? "").hostname;
  const cookie = (name: string, value: string) => ({ name, value, domain: host, path: "/" });
  const attempts = [
    { what: "no cookie", cookies: [] },
    { what: "the buyer's claim without its session", cookies: [cookie("jumla_prices", claim.value)] },
    {
      what: "the buyer's claim with another session",
      cookies: [
        cookie("jumla_prices", claim.value),
        ...(await pendingContext.cookies()).filter((c) => c.name === "jumla_session"),
      ],
    },
    {
      what: "an unpriced claim turned priced",
      cookies: [
        cookie("jumla_prices", pendingClaim.value.replace(/^plain\./, "shelf.")),
        ...(await pendingContext.cookies()).filter((c) => c.name === "jumla_session"),
      ],
    },
  ];
  try {
    for (const attempt of attempts) {
      await guestContext.clearCookies();
      await guestContext.addCookies(attempt.cookies);
      const answer = await guest.goto(path);
      await expect(guest.getByTestId("price"), attempt.what).toHaveCount(0);
      expect(answer?.headers()["cache-control"], attempt.what).toBe("public, no-cache");
    }
  } finally {
    await Promise.all([buyerContext.close(), pendingContext.close(), guestContext.close()]);
    await unpriced.remove();
  }
});

test("no page a buyer is served from the cache carries their name, email or phone (ar, en)", async ({ page }) => {
  test.setTimeout(90_000);
  const buyer = await customerWithOrders(demoAccounts.approvedCustomer.email);
  try {
    await page.goto("/");
    await signIn(page, buyer.email, demoAccounts.approvedCustomer.password);
    const personal = ["Omar", "Al-Zahrani", buyer.email, buyer.phone];
    for (const { prefix } of locales) {
      const category = await categoryPath(page, prefix);
      await page.goto(category);
      const product = await page.locator('a[href*="/productDetails/"]').first().getAttribute("href");
      const paths = [
        `${prefix}/`,
        category,
        product ?? "",
        `${prefix}/products`,
        `${prefix}/products?search=towel`,
        `${prefix}/categories`,
        `${prefix}/main-categories`,
        `${prefix}/about-us`,
        `${prefix}/blogs`,
        `${prefix}/contact`,
      ];
      for (const path of paths) {
        // Twice: the second answer is the kept one, which every buyer of this variant gets.
        await page.request.get(path);
        const answer = await page.request.get(path);
        expect(cacheOf(answer), path).toMatch(/^hit/);
        const html = await answer.text();
        for (const text of personal) expect(html, `${path} holds ${text}`).not.toContain(text);
      }
    }
    // …while the browser shows who is signed in.
    await page.goto("/en/");
    await expect(page.getByTestId("account-name")).toHaveText("Omar");
  } finally {
    await buyer.remove();
  }
});

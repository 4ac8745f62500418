// Issue #19 item 8: without JavaScript the purchase pages say plainly that they need it, where their
// island would be, in the page's language. The server's HTML is checked over HTTP for each page
// and language; one browser with JavaScript off shows the message instead of a "checking" line.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";

const message = {
  ar: "يحتاج الطلب إلى JavaScript. فعّله في متصفحك ثم أعد تحميل هذه الصفحة.",
  en: "Ordering needs JavaScript. Turn it on in your browser, then reload this page.",
} as const;
const purchasePages = [
  "/productDetails/classic-linen-tunic-dusty-pink-bls00001",
  "/cart",
  "/quick-order",
  "/checkout",
  "/order-summary",
];
const needsScript = /<noscript>\s*<p[^>]*data-testid="needs-javascript"[^>]*>\s*([^<]*?)\s*<\/p>\s*<\/noscript>/;

async function signIn(request: APIRequestContext, baseURL: string | undefined) {
  const { email, password } = demoAccounts.approvedCustomer;
  const answer = await request.post("/api/auth/login", {
    data: { login: email, password },
    headers: { origin: String(baseURL) },
  });
  expect(answer.status()).toBe(200);
}

test("every purchase page says, without script, that ordering needs JavaScript (ar, en)", async ({
  request,
  baseURL,
}) => {
  await signIn(request, baseURL);
  for (const [locale, prefix] of [
    ["ar", ""],
    ["en", "/en"],
  ] as const) {
    for (const path of purchasePages) {
      // The Arabic page of a product lives at its Arabic slug: followed there.
      const answer = await request.get(`${prefix}${path}`);
      expect(answer.status(), `${prefix}${path}`).toBe(200);
      expect(needsScript.exec(await answer.text())?.[1], `${prefix}${path}`).toBe(message[locale]);
    }
  }
});

test("a guest's product page has no purchase form, so nothing to say about script", async ({ request }) => {
  const html = await (await request.get(purchasePages[0] ?? "")).text();
  expect(html).not.toMatch(needsScript);
  expect(html).not.toContain("<astro-island");
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the cart says it needs JavaScript instead of checking prices for ever", async ({ page }) => {
    await page.goto("/en/cart", { waitUntil: "domcontentloaded" });
    await expect(page.getByTestId("needs-javascript")).toHaveText(message.en);
    await expect(page.getByTestId("needs-javascript")).toBeVisible();
    await expect(page.getByText("Checking today's prices")).toBeHidden();
  });
});

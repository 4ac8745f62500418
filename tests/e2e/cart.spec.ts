import { expect, test, type Page } from "@playwright/test";
import { maxOrderable } from "../../core/checkout/purchase-rules.ts";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { useTranslations } from "../../i18n/index.ts";
import { cartLineId } from "../../src/stores/cart.ts";
import { axeFindings } from "./accessibility.ts";
import { cartProducts } from "./cart-db.ts";
import { putCart, reactUseCartKeys, reactUseCartState, storedItem } from "./cart-storage.ts";
import { signIn } from "./sign-in.ts";
import { photograph } from "./photograph.ts";

// Issue #10 items 1, 3, 4: the cart page over the one cart store (quantities by case, remove,
// empty, totals, a guest's way on, the salesperson's customer), the quick order pad (problems
// listed per line before anything is added), and the cart's local-storage format: a cart written
// in react-use-cart's exact shape shows here, and ours keeps exactly that shape. Both languages.
const locales = [
  { locale: "ar", prefix: "", dir: "rtl" },
  { locale: "en", prefix: "/en", dir: "ltr" },
] as const;

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("react-use-cart") ?? "null") as Record<string, unknown>);

/** An amount as the page writes it, digits only, for comparing whatever the currency sign. */
const digitsOf = (minor: number) => (minor / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

for (const { locale, prefix, dir } of locales) {
  const t = useTranslations(locale);

  test(`a cart written by react-use-cart shows, steps by case, refuses odd quantities, removes, empties, and keeps react-use-cart's shape (${locale})`, async ({
    page,
    baseURL,
  }) => {
    const { cased, single } = await cartProducts(locale);
    await signIn(page, baseURL);
    await putCart(
      page,
      prefix,
      reactUseCartState([storedItem(cased, cased.minOrderQuantity), storedItem(single, single.minOrderQuantity)]),
    );
    await page.goto(`${prefix}/cart`);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.getByRole("heading", { level: 1, name: t("cart.title") })).toBeVisible();
    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(2);
    // The header's badge counts the same cart, and the link says so.
    const count = cased.minOrderQuantity + single.minOrderQuantity;
    await expect(page.locator("#cart-count")).toHaveText(String(count));
    await expect(page.locator("#cart-link")).toHaveAttribute("aria-label", t("header.cart.count", { count }));

    const casedLine = lines.filter({ hasText: cased.title });
    const quantity = casedLine.getByTestId("quantity");
    await expect(quantity).toHaveValue(String(cased.minOrderQuantity));
    await expect(casedLine.getByText(t("cart.packSize", { pack: cased.packSize }))).toBeVisible();
    // The minimum is the floor: one case less is not offered.
    await expect(casedLine.getByRole("button", { name: `${t("cart.decrease")}: ${cased.title}` })).toBeDisabled();
    await casedLine.getByRole("button", { name: `${t("cart.increase")}: ${cased.title}` }).click();
    const stepped = cased.minOrderQuantity + cased.packSize;
    await expect(quantity).toHaveValue(String(stepped));
    await expect(casedLine.getByTestId("line-total")).toContainText(digitsOf(cased.price * stepped));
    await expect(page.getByTestId("sub-total")).toContainText(
      digitsOf(cased.price * stepped + single.price * single.minOrderQuantity),
    );

    // Not whole cases, then below the minimum: refused with the rule's message, the quantity kept.
    await quantity.fill(String(stepped + 1));
    await quantity.press("Enter");
    await expect(casedLine.getByTestId("line-problem")).toHaveText(
      t("cart.notWholePacks", { item: cased.title, pack: cased.packSize }),
    );
    await expect(quantity).toHaveValue(String(stepped));
    await quantity.fill(String(cased.minOrderQuantity - cased.packSize));
    await quantity.press("Enter");
    await expect(casedLine.getByTestId("line-problem")).toHaveText(
      t("cart.belowMinimum", { item: cased.title, min: cased.minOrderQuantity }),
    );

    await lines
      .filter({ hasText: single.title })
      .getByRole("button", { name: t("cart.remove") })
      .click();
    await expect(lines).toHaveCount(1);
    await expect(page.locator("#cart-count")).toHaveText(String(stepped));

    // After our operations the stored cart is still react-use-cart's, key for key.
    const stored = await storedCart(page);
    expect(Object.keys(stored).sort()).toEqual(reactUseCartKeys);
    expect(stored).toMatchObject({ isEmpty: false, totalItems: stepped, totalUniqueItems: 1 });
    const [item] = stored.items as Record<string, unknown>[];
    expect(item).toMatchObject({ id: cartLineId(cased.id), quantity: stepped, itemTotal: cased.price * stepped });

    expect((await axeFindings(page)).failing).toEqual([]);
    await photograph(page, `test-results/cart-${locale}.png`);

    await page.getByRole("button", { name: t("cart.emptyCart"), exact: true }).click();
    await page.getByRole("button", { name: t("cart.emptyCart.yes") }).click();
    await expect(page.getByTestId("empty-state")).toContainText(t("cart.emptyState.title"));
    await expect(page.locator("#cart-count")).toBeHidden();
    expect(Object.keys(await storedCart(page)).sort()).toEqual(reactUseCartKeys.filter((key) => key !== "id"));
    await page.getByTestId("proceed").click();
    await expect(page.getByTestId("cart-alert")).toHaveText(t("cart.empty"));
    await expect(page).toHaveURL(new RegExp(`${prefix}/cart$`));
  });

  test(`a customer proceeds to checkout; a guest sees no price and is asked to log in to complete (${locale})`, async ({
    page,
    baseURL,
  }) => {
    const { single } = await cartProducts(locale);
    const quantity = single.minOrderQuantity;
    await putCart(page, prefix, reactUseCartState([storedItem(single, quantity)]));
    await page.goto(`${prefix}/cart`);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-page").locator("[data-money]")).toHaveCount(0);
    await expect(page.getByTestId("cart-counts")).toHaveText(
      t("cart.counts", { pieces: t("cart.pieces", { count: quantity }), lines: t("cart.lineCount", { count: 1 }) }),
    );
    const login = page.getByRole("link", { name: t("cart.loginToComplete") });
    await expect(login).toHaveAttribute("href", `${prefix}/login?to=${encodeURIComponent(`${prefix}/cart`)}`);

    await signIn(page, baseURL);
    await page.reload();
    await expect(page.getByTestId("sub-total")).toContainText(digitsOf(single.price * quantity));
    await page.getByTestId("proceed").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
  });

  test(`a salesperson must choose one of their customers before checkout (${locale})`, async ({ page, baseURL }) => {
    const { single } = await cartProducts(locale);
    await signIn(page, baseURL, demoAccounts.salesperson);
    await putCart(page, prefix, reactUseCartState([storedItem(single, single.minOrderQuantity)]));
    await page.goto(`${prefix}/cart`);
    await page.getByTestId("proceed").click();
    const picker = page.getByTestId("customer-picker");
    await expect(picker.getByRole("alert")).toHaveText(t("cart.customerRequired"));
    await expect(page).toHaveURL(new RegExp(`${prefix}/cart$`));

    await picker.getByLabel(t("cart.customer.search")).fill("customer@jumla.test");
    const choice = picker.getByRole("radio");
    await expect(choice).toHaveCount(1);
    // Away from the button just pressed: its hover state is the shared button's, not this page's.
    await page.mouse.move(0, 0);
    expect((await axeFindings(page)).failing).toEqual([]);
    await choice.click();
    await expect(picker.getByTestId("chosen-customer")).toBeVisible();
    const metadata = (await storedCart(page)).metadata as Record<string, unknown>;
    expect(metadata.customerId).toEqual(expect.any(Number));
    await photograph(page, `test-results/cart-salesperson-${locale}.png`);
    await page.getByTestId("proceed").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
  });

  test(`the quick order pad lists unknown codes, bad lines and short stock before adding the good lines (${locale})`, async ({
    page,
    baseURL,
  }) => {
    const { cased, single, maxPerProduct } = await cartProducts(locale);
    await signIn(page, baseURL);
    await page.goto(`${prefix}/quick-order`);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    const max = maxOrderable({ ...cased, maxPerProduct });
    const tooMany = max + cased.packSize;
    await page
      .getByLabel(t("quickOrder.lines"))
      .fill(
        [
          "SKU\tQuantity",
          `${single.sku.toLowerCase()}\t${single.minOrderQuantity}`,
          "NOPE9999, 5",
          `${cased.sku};${tooMany}`,
          "justwords",
          `${single.sku} ${single.minOrderQuantity + 1}`,
        ].join("\n"),
      );
    await page.getByRole("button", { name: t("quickOrder.check") }).click();
    const results = page.getByTestId("quick-order-line");
    await expect(results).toHaveCount(5);
    await expect(results.nth(0)).toHaveAttribute("data-state", "ready");
    await expect(results.nth(1)).toContainText(t("quickOrder.problem.unknown", { sku: "NOPE9999" }));
    await expect(results.nth(2)).toContainText(t("cart.notEnough", { item: cased.title, max }));
    await expect(results.nth(3)).toContainText(t("quickOrder.problem.format"));
    await expect(results.nth(4)).toHaveAttribute("data-state", "ready");
    // Nothing was added while the lines were only checked.
    expect(await page.evaluate(() => localStorage.getItem("react-use-cart"))).toBeNull();
    await page.mouse.move(0, 0);
    expect((await axeFindings(page)).failing).toEqual([]);
    await photograph(page, `test-results/quick-order-${locale}.png`);

    // The two lines of one product are one cart line of both quantities.
    await page.getByRole("button", { name: t("quickOrder.add", { count: 1 }) }).click();
    await expect(page.getByTestId("quick-order-notice")).toContainText(t("quickOrder.added", { count: 1 }));
    const added = single.minOrderQuantity * 2 + 1;
    await expect(page.locator("#cart-count")).toHaveText(String(added));
    const stored = await storedCart(page);
    expect(Object.keys(stored).sort()).toEqual(reactUseCartKeys);
    expect(stored.items).toEqual([
      expect.objectContaining({ id: cartLineId(single.id), productId: single.id, quantity: added, sku: single.sku }),
    ]);
    await page.getByRole("link", { name: t("quickOrder.goToCart") }).click();
    await expect(page.getByTestId("cart-line")).toContainText(single.title);
  });
}

test("a guest is sent to sign in before the quick order pad, and comes back to it", async ({ page }) => {
  await page.goto("/en/quick-order");
  await expect(page).toHaveURL(/\/en\/login\?to=%2Fen%2Fquick-order$/);
});

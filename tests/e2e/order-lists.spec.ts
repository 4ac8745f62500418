import { expect, test, type Page } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { useTranslations } from "../../i18n/index.ts";
import { axeFailures, chooseTheme, tourPasses } from "./accessibility.ts";
import { cartProducts } from "./cart-db.ts";
import { putCart, reactUseCartState, storedItem } from "./cart-storage.ts";
import { freshCustomer } from "./forms-db.ts";
import { photograph } from "./photograph.ts";

// Saved order lists (issue #23 item 6, decision 0099): on an Arabic phone a buyer saves the cart as
// a list, empties the cart, and sends the list back to it in one step; the lists' pages pass axe in
// both themes and languages (decision 0078: axe on a desktop only).

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/contact");
  const answer = await page.request.post("/api/auth/login", {
    data: { login: email, password },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(answer.status()).toBe(200);
}

test("@phone a buyer saves the cart as a list, and the list fills the emptied cart again in one step (ar)", async ({
  page,
}) => {
  const t = useTranslations("ar");
  const buyer = await freshCustomer();
  try {
    const { cased, single } = await cartProducts("ar");
    await signIn(page, buyer.email, buyer.password);
    await putCart(
      page,
      "",
      reactUseCartState([storedItem(cased, cased.minOrderQuantity), storedItem(single, single.minOrderQuantity * 2)]),
    );
    await page.goto("/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(2);

    const save = page.getByTestId("save-cart-as-list");
    await save.getByText(t("orderLists.saveCart")).click();
    await save.getByLabel(t("orderLists.name")).fill("تموين الأسبوع");
    await save.getByRole("button", { name: t("orderLists.saveCart.submit") }).click();
    await expect(page.getByTestId("save-cart-status")).toContainText("تموين الأسبوع");
    await photograph(page, "test-results/order-lists-save-cart-ar-phone.png");

    await page.getByRole("button", { name: t("cart.emptyCart"), exact: true }).click();
    await page.getByRole("button", { name: t("cart.emptyCart.yes") }).click();
    await expect(page.getByTestId("cart-line")).toHaveCount(0);

    await page.goto("/dashboard/lists");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByTestId("order-list-link").filter({ hasText: "تموين الأسبوع" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("تموين الأسبوع");
    await expect(page.getByTestId("order-list-line")).toHaveCount(2);
    await photograph(page, "test-results/order-lists-list-ar-phone.png");

    await page.getByTestId("reorder").click();
    await expect(page).toHaveURL(/\/cart$/);
    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(2);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("react-use-cart") ?? "{}"));
    expect(
      (stored.items as { productId: number; quantity: number }[]).map((item) => [item.productId, item.quantity]),
    ).toEqual([
      [cased.id, cased.minOrderQuantity],
      [single.id, single.minOrderQuantity * 2],
    ]);
  } finally {
    await buyer.remove();
  }
});

test("the order lists' pages pass axe, light in Arabic and dark in English", async ({ page }) => {
  const buyer = await freshCustomer();
  try {
    const { single } = await cartProducts("en");
    await signIn(page, buyer.email, buyer.password);
    const created = await page.request.post("/api/account/lists", {
      data: { name: "Weekly restock", lines: [{ productId: single.id, quantity: single.minOrderQuantity }] },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(created.status()).toBe(201);
    const { data } = (await created.json()) as { data: { list: { id: number } } };
    const failures: string[] = [];
    for (const { theme, locale, prefix } of tourPasses) {
      await chooseTheme(page, theme);
      for (const path of [`${prefix}/dashboard/lists`, `${prefix}/dashboard/lists/${data.list.id}`]) {
        await page.goto(path);
        await expect(page.getByTestId(path.endsWith("lists") ? "order-lists" : "order-list")).toBeVisible();
        failures.push(...(await axeFailures(page, `${path} (${theme})`)));
        await photograph(
          page,
          `test-results/order-lists-${locale}-${theme}${path.endsWith("lists") ? "" : "-list"}.png`,
        );
      }
    }
    expect(failures).toEqual([]);

    // Deleting asks first, then goes back to the lists, where this one is gone
    const t = useTranslations("en");
    await page.goto(`/en/dashboard/lists/${data.list.id}`);
    const remove = page.getByTestId("order-list-delete");
    await remove.getByText(t("orderLists.delete"), { exact: true }).click();
    await remove.getByRole("button", { name: t("orderLists.delete.yes") }).click();
    await expect(page).toHaveURL(/\/en\/dashboard\/lists(\?|$)/);
    await expect(page.getByTestId("empty-state")).toBeVisible();
  } finally {
    await buyer.remove();
  }
});

test("a salesperson's list for their customer passes axe, light in Arabic and dark in English", async ({ page }) => {
  const { single } = await cartProducts("en");
  await signIn(page, demoAccounts.salesperson.email, demoAccounts.salesperson.password);
  const origin = new URL(page.url()).origin;
  const customers = await page.request.get("/api/sales/customers?perPage=1");
  const customer = ((await customers.json()) as { data: { items: { id: number }[] } }).data.items[0];
  if (!customer) throw new Error("the demo salesperson has no customer");
  const base = `/api/sales/customers/${customer.id}/lists`;
  const created = await page.request.post(base, {
    data: { name: `Visit ${Date.now()}`, lines: [{ productId: single.id, quantity: single.minOrderQuantity }] },
    headers: { origin },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { list: { id: number } } };
  try {
    const failures: string[] = [];
    for (const { theme, locale, prefix } of tourPasses) {
      await chooseTheme(page, theme);
      await page.goto(`${prefix}/sales/customers/${customer.id}`);
      await expect(page.getByTestId("order-lists")).toBeVisible();
      failures.push(...(await axeFailures(page, `customer (${theme})`)));
      await page.goto(`${prefix}/sales/customers/${customer.id}/lists/${data.list.id}`);
      await expect(page.getByTestId("reorder")).toBeVisible();
      failures.push(...(await axeFailures(page, `list (${theme})`)));
      await photograph(page, `test-results/order-lists-sales-${locale}-${theme}.png`);
    }
    expect(failures).toEqual([]);

    // "Add to cart" orders for that customer: chosen in the cart, the line in it
    await page.getByTestId("reorder").click();
    await expect(page).toHaveURL(/\/en\/cart$/);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("react-use-cart") ?? "{}"));
    expect(stored.metadata.customerId).toBe(customer.id);
    expect(stored.items.map((item: { productId: number }) => item.productId)).toEqual([single.id]);
  } finally {
    await page.request.delete(`${base}/${data.list.id}`, { headers: { origin } });
  }
});

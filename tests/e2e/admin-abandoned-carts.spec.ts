import { expect, test } from "@playwright/test";
import { useTranslations } from "../../i18n/index.ts";
import { logToasts, openAdmin, seeToast, signInAdmin, tourAdminScreens } from "./admin-db.ts";
import { leftCart } from "./admin-carts-db.ts";
import { photograph } from "./photograph.ts";

// Issue #21 item 5, decision 0093: a cart a customer left a week ago is found under its state's tab,
// opened from the list with its line, and reminded: the customer gets one email with a link back to
// their cart, and a second reminder the same week is refused in the API's words (no second email).
// Decision 0078: the journey runs once, in English; axe tours the list and the cart in Arabic light
// and English dark on a desktop (the phone layout is measured in admin-phone-layout.spec.ts).

const base = "/en/admin-panel/secure";
const t = useTranslations("en");
const shots = "test-results/abandoned-carts";

test("a left cart is opened from its tab and reminded once a week", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await logToasts(page);
  await signInAdmin(page, baseURL);
  const cart = await leftCart("en");
  try {
    await openAdmin(page, `${base}/abandoned-carts?state=left&search=${encodeURIComponent(cart.email)}`);
    const row = page.getByTestId("resource-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t("admin.carts.state.left"));
    await row.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`${base}/abandoned-carts/${cart.customerId}$`));
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-line")).toContainText(cart.product.title);
    await expect(page.getByTestId("cart-reminded-at")).toHaveText(t("admin.carts.never"));

    await page.getByTestId("cart-remind").click();
    await seeToast(page, "success", t("admin.carts.reminded", { email: cart.email }));
    await expect(page.getByTestId("cart-next-reminder")).toBeVisible();
    await page.getByTestId("cart-remind").click();
    await seeToast(page, "error", "This cart was sent a reminder in the last week.");
    await photograph(page, `${shots}/detail-refused-en.png`);

    const emails = await cart.emails();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain("/en/cart");

    const failures = await tourAdminScreens(page, [
      {
        path: `/abandoned-carts?search=${encodeURIComponent(cart.email)}`,
        label: "the carts list",
        prepare: (screen, pass) => photograph(screen, `${shots}/list-${pass.locale}-${pass.theme}.png`),
      },
      {
        path: `/abandoned-carts/${cart.customerId}`,
        label: "a cart",
        prepare: (screen, pass) => photograph(screen, `${shots}/detail-${pass.locale}-${pass.theme}.png`),
      },
    ]);
    expect(failures).toEqual([]);
  } finally {
    await cart.remove();
  }
});

import { expect, test, type Page } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { customerWithOrders } from "./customer-orders-db.ts";
import { freshCustomer } from "./forms-db.ts";
import { signIn as signInThroughApi } from "./sign-in.ts";
import { photograph } from "./photograph.ts";

// Issue #4 item 7: the seeded approved customer signs in, edits the profile, adds an address and
// makes it the default, and signs out; in both languages and directions. A guest is sent to /login.
const journeys = [
  {
    locale: "ar",
    prefix: "",
    dir: "rtl",
    submit: "تسجيل الدخول",
    save: "حفظ التغييرات",
    saved: "تم حفظ الملف الشخصي",
    addressSave: "حفظ العنوان",
    required: "أدخل العنوان",
    makeDefault: "اجعله افتراضياً",
    changePassword: "تغيير كلمة المرور",
    wrongOld: "كلمة المرور القديمة خاطئة",
    remove: "حذف",
  },
  {
    locale: "en",
    prefix: "/en",
    dir: "ltr",
    submit: "Sign in",
    save: "Save changes",
    saved: "Profile saved",
    addressSave: "Save address",
    required: "Enter the address",
    makeDefault: "Make default",
    changePassword: "Change password",
    wrongOld: "Wrong old password",
    remove: "Delete",
  },
] as const;

async function signIn(page: Page, prefix: string, submit: string) {
  const { approvedCustomer } = demoAccounts;
  await page.goto(`${prefix}/login`);
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  const form = page.getByTestId("sign-in-form");
  await form.getByRole("textbox").first().fill(approvedCustomer.email);
  await form.locator("input[type=password]").fill(approvedCustomer.password);
  await form.getByRole("button", { name: submit }).click();
  await expect(page.getByTestId("account-name")).toBeVisible();
}

test("a guest opening the customer area is sent to /login, and back there once signed in", async ({ page }) => {
  await page.goto("/en/dashboard/profile");
  await expect(page).toHaveURL(/\/en\/login\?to=%2Fen%2Fdashboard%2Fprofile$/);
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  const form = page.getByTestId("sign-in-form");
  await form.getByRole("textbox").first().fill(demoAccounts.approvedCustomer.email);
  await form.locator("input[type=password]").fill(demoAccounts.approvedCustomer.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/profile$/);
  await expect(page.getByTestId("profile-form")).toBeVisible();
});

// The journeys change the same seeded customer's default address: one after the other.
test.describe.serial("profile and addresses", () => {
  for (const journey of journeys) {
    test(`a customer edits the profile and addresses, then signs out (${journey.locale})`, async ({ page }) => {
      await signIn(page, journey.prefix, journey.submit);

      const response = await page.goto(`${journey.prefix}/dashboard/profile`);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.locator("html")).toHaveAttribute("dir", journey.dir);
      await expect(page.getByTestId("account-nav")).toBeVisible();
      await expect(page.getByRole("search").first()).toBeVisible();

      // Profile: a SPEC §3 field saved and still there after a reload.
      const profileForm = page.getByTestId("profile-form");
      const state = `State ${journey.locale} ${Date.now()}`;
      const seededState = await profileForm.locator("input[name=state]").inputValue();
      await profileForm.locator("input[name=state]").fill(state);
      await profileForm.getByRole("button", { name: journey.save }).click();
      await expect(profileForm.getByRole("status")).toHaveText(journey.saved);
      await page.reload();
      await expect(page.getByTestId("profile-form").locator("input[name=state]")).toHaveValue(state);
      // The seeded value back, so the seed stays as it was.
      await page.getByTestId("profile-form").locator("input[name=state]").fill(seededState);
      await page.getByTestId("profile-form").getByRole("button", { name: journey.save }).click();
      await expect(page.getByTestId("profile-form").getByRole("status")).toHaveText(journey.saved);
      // SPEC §5 Profile, §8: a wrong old password is refused, said beside the field.
      const passwordForm = page.getByTestId("password-form");
      await passwordForm.locator("input[name=oldPassword]").fill("Not-my-password-1");
      await passwordForm.locator("input[name=password]").fill("Linen-Wholesale-2026");
      await passwordForm.locator("input[name=passwordConfirmation]").fill("Linen-Wholesale-2026");
      await passwordForm.getByRole("button", { name: journey.changePassword }).click();
      await expect(passwordForm.locator("[data-error-for=oldPassword]")).toHaveText(journey.wrongOld);
      await photograph(page, `test-results/customer-area-profile-${journey.locale}.png`);

      // Addresses: SPEC §5 messages inline, then a new address made the default.
      await page.goto(`${journey.prefix}/dashboard/addresses`);
      const add = page.getByTestId("address-add-form");
      await add.getByRole("button", { name: journey.addressSave }).click();
      await expect(add.locator("[data-error-for=address1]")).toHaveText(journey.required);
      // The seeded default, given back at the end so the seed stays as it was.
      const seededDefault = (
        await page.locator("[data-testid=address][data-default=true] address > span").first().innerText()
      ).trim();
      const line = `Street ${journey.locale} ${Date.now()}`;
      // The country is a list, the shop's own chosen (issue #9 C.15).
      await expect(add.locator("select[name=country]")).toHaveValue("SA");
      const citySelect = add.locator("select[name=cityId]");
      if (await citySelect.count()) await citySelect.selectOption({ index: 1 });
      else await add.locator("input[name=city]").fill("Riyadh");
      await add.locator("input[name=address1]").fill(line);
      await add.getByRole("button", { name: journey.addressSave }).click();
      const mine = page.getByTestId("address").filter({ hasText: line });
      await expect(mine).toBeVisible();
      if ((await mine.getAttribute("data-default")) !== "true") {
        await mine.getByRole("button", { name: journey.makeDefault }).click();
        await expect(page.getByTestId("address").filter({ hasText: line })).toHaveAttribute("data-default", "true");
      }
      await expect(page.locator("[data-testid=address][data-default=true]")).toHaveCount(1);
      await photograph(page, `test-results/customer-area-addresses-${journey.locale}.png`);
      // Delete: the seeded address becomes the default again, then the new one goes.
      await page
        .getByTestId("address")
        .filter({ hasText: seededDefault })
        .getByRole("button", { name: journey.makeDefault })
        .click();
      await expect(page.getByTestId("address").filter({ hasText: seededDefault })).toHaveAttribute(
        "data-default",
        "true",
      );
      await page.getByTestId("address").filter({ hasText: line }).getByRole("button", { name: journey.remove }).click();
      await expect(page.getByTestId("address").filter({ hasText: line })).toHaveCount(0);
      await expect(page.locator("[data-testid=address][data-default=true]")).toHaveCount(1);

      await page.goto(`${journey.prefix}/dashboard`);
      await expect(page.getByTestId("empty-state").or(page.getByTestId("dashboard-stats"))).toBeVisible();
      await photograph(page, `test-results/customer-area-dashboard-${journey.locale}.png`);

      await page.getByTestId("sign-out").click();
      await expect(page.getByTestId("sign-in-link")).toBeVisible();
      await page.goto(`${journey.prefix}/dashboard/addresses`);
      await expect(page).toHaveURL(new RegExp(`${journey.prefix}/login\\?to=`));
    });
  }
});

test("the customer area fits a phone: the sidebar scrolls on its own (ar) @phone", async ({ page }) => {
  await signIn(page, "", "تسجيل الدخول");
  for (const path of ["/dashboard/profile", "/dashboard/addresses", "/dashboard"]) {
    await page.goto(path);
    await expect(page.getByTestId("account-nav")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

test("an account awaiting approval signs in on /login and is sent to the approval form (en)", async ({ page }) => {
  const { pendingCustomer } = demoAccounts;
  await page.goto("/en/login");
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  const form = page.getByTestId("sign-in-form");
  await form.getByRole("textbox").first().fill(pendingCustomer.email);
  await form.locator("input[type=password]").fill(pendingCustomer.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/approval-form$/);
  // Its session is only for onboarding: the customer area sends it to the step it is on.
  await page.goto("/en/dashboard/addresses");
  await expect(page).toHaveURL(/\/en\/approval-form$/);
});

// Issue #19 item 7: the neighbourhood list holds the chosen city's only, as options of the list
// (not hidden ones, which Safari and iOS still show), and changes with the city.
test("the address form lists the chosen city's neighbourhoods only (en)", async ({ page, baseURL }) => {
  const customer = await freshCustomer();
  try {
    await signInThroughApi(page, baseURL, { email: customer.email, password: customer.password });
    await page.goto("/en/dashboard/addresses");
    const form = page.getByTestId("address-add-form");
    const city = form.locator("select[data-city-select]");
    const neighbourhood = form.locator("select[data-neighbourhood-select]");
    const names = () => neighbourhood.locator("option").evaluateAll((options) => options.map((o) => o.textContent));
    expect(await names()).toEqual(["Choose…"]);
    await city.selectOption({ label: "Makkah" });
    expect(await names()).toEqual(["Choose…", "Al Awali", "Al Aziziyah", "Al Shawqiyah"]);
    await neighbourhood.selectOption({ label: "Al Aziziyah" });
    await city.selectOption({ label: "Madinah" });
    expect(await names()).toEqual(["Choose…", "Al Aziziyah", "Al Khalidiyah", "Quba"]);
    // A neighbourhood of the city left behind is not kept, even one of the same name.
    await expect(neighbourhood).toHaveValue("");
  } finally {
    await customer.remove();
  }
});

test("wishlist from the product page: a guest goes to sign in, a customer saves, sees it on the list and removes it (en)", async ({
  page,
}) => {
  await page.goto("/en/products");
  const card = page.getByTestId("product-card").first();
  const title = (await card.getByRole("heading").innerText()).trim();
  await card.getByRole("heading").getByRole("link").click();
  await expect(page.getByTestId("product-title")).toHaveText(title);
  const productUrl = page.url();
  await page.getByTestId("save-product").getByTestId("save-wishlist").click();
  await expect(page).toHaveURL(/\/en\/login\?reason=save&to=/);

  await signIn(page, "/en", "Sign in");
  await page.goto(productUrl);
  await page.getByTestId("save-product").getByTestId("save-wishlist").click();
  // The customer stays on the product (issue #9 item 14) and follows the notice to the list.
  await expect(page.getByTestId("save-notice").getByRole("link")).toHaveAttribute("href", "/en/dashboard/wishlist");
  await page.getByTestId("save-notice").getByRole("link").click();
  await expect(page).toHaveURL(/\/en\/dashboard\/wishlist$/);
  const saved = page.getByTestId("saved-products").getByRole("listitem").filter({ hasText: title });
  await expect(saved).toBeVisible();
  await photograph(page, "test-results/customer-area-wishlist-en.png");
  await saved.getByRole("button", { name: "Remove from wishlist" }).click();
  await expect(page.getByTestId("saved-products").getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
});

test("orders: statistics, the list and an order's detail; another customer's order is not found (ar)", async ({
  page,
}) => {
  const other = await customerWithOrders(demoAccounts.approvedCustomer.email);
  try {
    await page.goto("/login");
    await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
    const form = page.getByTestId("sign-in-form");
    await form.getByRole("textbox").first().fill(other.email);
    await form.locator("input[type=password]").fill(demoAccounts.approvedCustomer.password);
    await form.getByRole("button", { name: "تسجيل الدخول" }).click();
    await expect(page.getByTestId("account-name")).toBeVisible();

    // The header's account link opens the customer area.
    await page.getByTestId("account-link").click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const stats = page.getByTestId("dashboard-stats");
    await expect(stats).toContainText("3");
    // 1,250.00 + 480.50; the cancelled order is not spend.
    await expect(stats).toContainText("1,730.50");
    await photograph(page, "test-results/customer-area-dashboard-orders-ar.png");

    await page.goto("/dashboard/orders");
    await expect(page.getByTestId("order-table").getByRole("row")).toHaveCount(4);
    await page.getByRole("link", { name: other.orderNumbers[0] }).click();
    await expect(page.getByTestId("order-total")).toContainText("1,250.00");
    await photograph(page, "test-results/customer-area-order-ar.png");
    // Dark theme (src/stores/theme.ts keeps the choice in localStorage).
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await photograph(page, "test-results/customer-area-order-dark-ar.png");

    await page.getByTestId("sign-out").click();
    await signIn(page, "", "تسجيل الدخول");
    const response = await page.goto(`/dashboard/orders/${other.orderIds[0]}`);
    expect(response?.status()).toBe(404);
  } finally {
    await other.remove();
  }
});

test("a salesperson is sent from the customer area to their own (decision 0095)", async ({ page }) => {
  const { salesperson } = demoAccounts;
  await page.goto("/en/login");
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  const form = page.getByTestId("sign-in-form");
  await form.getByRole("textbox").first().fill(salesperson.email);
  await form.locator("input[type=password]").fill(salesperson.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/sales$/);
  await expect(page.getByTestId("account-link")).toHaveAttribute("href", "/en/sales");
  await page.goto("/en/dashboard/profile");
  await expect(page).toHaveURL(/\/en\/sales$/);
});

import { expect, test, type Page } from "@playwright/test";
import { getProfile } from "../../core/profiles.ts";
import { useTranslations } from "../../i18n/index.ts";
import { localizePath } from "../../i18n/routing.ts";
import {
  logToasts,
  openAdmin,
  removeThrough,
  seeToast,
  settleScreen,
  signInAdmin,
  tourAdminScreens,
} from "./admin-db.ts";
import { checkoutCustomer, putInCart } from "./checkout-db.ts";
import { homeAndAwayZones } from "./payment-methods-db.ts";
import { photograph } from "./photograph.ts";
import { signIn } from "./sign-in.ts";

// Issue #21 item 2 (decision 0089): the payment-method screens. An admin adds a bank-transfer
// method in Arabic (the form first refuses to switch an online method on without its gateway's
// keys, and says why) and assigns it to one zone; a buyer's checkout in English offers it for an
// address in that zone and not for one elsewhere. Each run owns its method and buyer and removes them.

const base = "/admin-panel/secure/settings/payment-methods";
const t = useTranslations("ar");
const profile = getProfile(process.env.PROFILE ?? "testing_v1");

interface Method {
  id: number;
  kind: string;
}

/** The methods as the API lists them. */
async function methods(page: Page): Promise<Method[]> {
  const answer = await page.request.get("/api/admin/payment-methods?perPage=100");
  return ((await answer.json()) as { data: { items: Method[] } }).data.items;
}

test("an admin adds a bank-transfer method for one zone; checkout offers it there only (ar, en)", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const token = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;
  const names = { en: `Wire ${token}`, ar: `حوالة ${token}` };
  const customer = await checkoutCustomer();
  const zones = await homeAndAwayZones(customer.customerId);
  const buyer = await browser.newContext();
  let created: number | undefined;
  try {
    await signInAdmin(page, baseURL);
    await logToasts(page);
    await openAdmin(page, base);
    await page.getByTestId("add").click();
    await expect(page).toHaveURL(new RegExp(`${base}/add$`));
    const form = page.getByTestId("resource-form");
    const displayName = t("admin.paymentMethods.displayName");
    await form.getByLabel(t("admin.form.english", { field: displayName })).fill(names.en);
    const arabicName = form.getByLabel(t("admin.form.arabic", { field: displayName }));
    // Checkout shows the buyer's language: the Arabic name is required too, not English only.
    await expect(arabicName).toHaveAttribute("required", "");
    await arabicName.fill(names.ar);
    await form.getByLabel(t("admin.paymentMethods.name")).fill(`wire-${token}`);

    // An online method through a gateway this shop has no keys for: switched off, it cannot be switched on.
    const kind = form.getByLabel(t("admin.paymentMethods.kind"));
    const active = form.getByLabel(t("admin.paymentMethods.active"));
    await kind.selectOption("online");
    await form.getByLabel(t("admin.paymentMethods.provider")).fill("Moyasar");
    await form.getByLabel(t("admin.paymentMethods.gateway")).selectOption("moyasar");
    await active.uncheck();
    await expect(active).toBeDisabled();
    await expect(form.getByTestId("active-disabled-reason")).toHaveText(t("admin.paymentMethods.noKeys"));
    await photograph(page, "test-results/payment-methods/add-online-ar-light.png");

    // A bank transfer is always taken: the switch is free again.
    await kind.selectOption("bank_transfer");
    await expect(form.getByLabel(t("admin.paymentMethods.provider"))).toHaveCount(0);
    await active.check();
    await expect(form.getByTestId("active-disabled-reason")).toHaveCount(0);
    const posted = page.waitForResponse(
      (response) => response.url().endsWith("/api/admin/payment-methods") && response.request().method() === "POST",
    );
    await form.getByTestId("save").click();
    const answer = await posted;
    expect(answer.status()).toBe(201);
    created = ((await answer.json()) as { data: Method }).data.id;
    await seeToast(page, "success", t("admin.form.added"));
    await expect(page).toHaveURL(new RegExp(`${base}$`));

    // Assigned to the buyer's zone only.
    const row = page.getByTestId("resource-row").filter({ hasText: names.ar });
    await row.getByTestId("assign-zones").click();
    await expect(page).toHaveURL(new RegExp(`${base}/assign-zones/${created}$`));
    await expect(page.getByTestId("breadcrumb").first()).toContainText(t("admin.paymentMethods.assignZones"));
    await page.getByLabel(zones.home.name, { exact: true }).check();
    await photograph(page, "test-results/payment-methods/assign-zones-ar-light.png");
    await page.getByTestId("save-zones").click();
    await seeToast(page, "success", t("admin.paymentMethods.zonesSaved"));
    await expect(page).toHaveURL(new RegExp(`${base}$`));
    await expect(row.getByTestId("zone-count")).toHaveText("1");
    await photograph(page, "test-results/payment-methods/list-ar-light.png");

    // The buyer's checkout, in English: offered for the address in that zone, not for the other.
    const shop = await buyer.newPage();
    await signIn(shop, baseURL, customer);
    await putInCart(shop, [customer.line]);
    await shop.goto(localizePath("/checkout", "en", profile));
    await expect(shop.getByTestId("address-choice")).toHaveCount(2);
    const offered = shop.getByTestId("payment-choice").filter({ hasText: names.en });
    await expect(offered).toHaveCount(1);
    await shop.getByTestId("address-choice").filter({ hasText: zones.away.city }).click();
    await expect(shop.getByTestId("payment-choice").first()).toBeVisible();
    await expect(offered).toHaveCount(0);
  } finally {
    await buyer.close();
    await customer.remove();
    await removeThrough(page, baseURL, "payment-methods", created);
  }
});

test("the payment-method screens pass axe in Arabic light and English dark", async ({ page, baseURL }) => {
  await signInAdmin(page, baseURL);
  const transfer = (await methods(page)).find((method) => method.kind === "bank_transfer");
  if (!transfer) throw new Error("the seed has no bank-transfer method");
  const screens = ["", "/add", `/${transfer.id}`, `/assign-zones/${transfer.id}`].map(
    (path) => `/settings/payment-methods${path}`,
  );
  expect(await tourAdminScreens(page, screens, { overflow: true })).toEqual([]);
  for (const [path, name] of [
    ["", "list"],
    [`/${transfer.id}`, "edit"],
    [`/assign-zones/${transfer.id}`, "assign-zones"],
  ] as const) {
    await openAdmin(page, `/en${base}${path}`);
    await settleScreen(page);
    await photograph(page, `test-results/payment-methods/${name}-en-dark.png`);
  }
});

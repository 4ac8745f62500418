import { devices, expect, test, type Page } from "@playwright/test";
import { useTranslations } from "../../i18n/index.ts";
import {
  logToasts,
  openAdmin,
  productWithoutVariants,
  removeThrough,
  seeToast,
  settleScreen,
  signInAdmin,
  tourAdminScreens,
} from "./admin-db.ts";
import { photograph } from "./photograph.ts";

// Issue #21 item 4 (decision 0087): the tax-groups screens. A group is added and made the default
// (the one before loses the badge), and a group products use is not deleted, the toast saying how
// many use it. The default changes every quote of products without a group, so this spec runs with
// the shop-wide ones, alone (playwright.config.ts), and gives the default back to the group that
// had it, at the same rate meanwhile.

const base = "/admin-panel/secure";
const t = useTranslations("ar");

interface Group {
  id: number;
  name: string;
  rateBasisPoints: number;
  isDefault: boolean;
}

/** The groups as the API lists them. */
async function groups(page: Page): Promise<Group[]> {
  const answer = await page.request.get("/api/admin/tax-groups?perPage=100");
  return ((await answer.json()) as { data: { items: Group[] } }).data.items;
}

/** Makes `id` the default again through the API (a test's clean-up). */
async function makeDefault(page: Page, baseURL: string | undefined, id: number) {
  const answer = await page.request.patch(`/api/admin/tax-groups/${id}`, {
    headers: { origin: String(baseURL) },
    data: { isDefault: true },
  });
  expect(answer.status()).toBe(200);
}

test("a tax group is added and made the default; one products use is not deleted (ar)", async ({ page, baseURL }) => {
  const token = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;
  const name = `ضريبة تجريبية ${token}`;
  await signInAdmin(page, baseURL);
  await logToasts(page);
  const before = (await groups(page)).find((group) => group.isDefault);
  if (!before) throw new Error("the shop has no default tax group");
  let created: number | undefined;
  const product = await productWithoutVariants(token);
  try {
    await openAdmin(page, `${base}/tax-groups`);
    const oldRow = page.getByTestId("resource-row").filter({ hasText: before.name });
    await expect(oldRow.getByTestId("default-badge")).toHaveText(t("admin.taxGroups.default"));

    await page.getByTestId("add").click();
    await expect(page).toHaveURL(new RegExp(`${base}/tax-groups/add$`));
    const form = page.getByTestId("resource-form");
    const rate = form.getByLabel(t("admin.taxGroups.rate"));
    await form.getByLabel(t("admin.taxGroups.name")).fill(name);
    // Above 100 %: refused at the field before anything is sent.
    await rate.fill("100.5");
    await form.getByTestId("save").click();
    await expect(rate).toHaveAttribute("aria-invalid", "true");
    await expect(rate).toHaveAccessibleDescription(new RegExp(t("validation.taxRate")));
    // The default's rate, so quotes meanwhile are what they were.
    await rate.fill(String(before.rateBasisPoints / 100));
    await form.getByLabel(t("admin.taxGroups.isDefault")).check();
    await photograph(page, "test-results/tax-groups/add-ar-light.png");
    const posted = page.waitForResponse(
      (response) => response.url().endsWith("/api/admin/tax-groups") && response.request().method() === "POST",
    );
    await form.getByTestId("save").click();
    const answer = await posted;
    expect(answer.status()).toBe(201);
    created = ((await answer.json()) as { data: Group }).data.id;
    await seeToast(page, "success", t("admin.form.added"));
    await expect(page).toHaveURL(new RegExp(`${base}/tax-groups$`));

    // The new group has the badge; the one before lost it.
    const newRow = page.getByTestId("resource-row").filter({ hasText: name });
    await expect(newRow.getByTestId("default-badge")).toBeVisible();
    await expect(oldRow).toBeVisible();
    await expect(oldRow.getByTestId("default-badge")).toHaveCount(0);
    await photograph(page, "test-results/tax-groups/list-ar-light.png");

    // A product is taxed by it and the default goes back: deleting it is refused, saying how many use it.
    const taxed = await page.request.patch(`/api/admin/products/${product.id}`, {
      headers: { origin: String(baseURL) },
      data: { taxGroupId: created },
    });
    expect(taxed.status()).toBe(200);
    await makeDefault(page, baseURL, before.id);
    await page.reload();
    await expect(newRow.getByTestId("default-badge")).toHaveCount(0);
    await expect(newRow).toContainText("1");
    await newRow.getByTestId("row-delete").click();
    await page.getByTestId("confirm-delete").click();
    await seeToast(
      page,
      "error",
      `${t("errors.occurred")}: ${t("errors.deleteProblem", { item: t("admin.nouns.taxGroup") })}`,
      t("admin.taxGroups.inUse", { count: 1 }),
    );
    await expect(newRow).toHaveCount(1);
    await photograph(page, "test-results/tax-groups/refused-ar-light.png");
  } finally {
    if (before) await makeDefault(page, baseURL, before.id);
    await product.remove();
    await removeThrough(page, baseURL, "tax-groups", created);
  }
});

test("the tax-groups screens pass axe in Arabic light and English dark", async ({ page, baseURL }) => {
  await signInAdmin(page, baseURL);
  const [group] = await groups(page);
  const failures = await tourAdminScreens(page, ["/tax-groups", "/tax-groups/add", `/tax-groups/${group?.id}`], {
    overflow: true,
  });
  expect(failures).toEqual([]);
  await openAdmin(page, "/en/admin-panel/secure/tax-groups");
  await settleScreen(page);
  await photograph(page, "test-results/tax-groups/list-en-dark.png");
  await openAdmin(page, `/en/admin-panel/secure/tax-groups/${group?.id}`);
  await settleScreen(page);
  await photograph(page, "test-results/tax-groups/edit-en-dark.png");
});

test.describe("on a phone", () => {
  // The shop-wide project is a desktop's: the phone is this group's own (Pixel 7, as the mobile project's).
  const { defaultBrowserType: _, ...phone } = devices["Pixel 7"];
  test.use(phone);

  test("the tax-groups list fits a phone", async ({ page, baseURL }) => {
    await signInAdmin(page, baseURL);
    await openAdmin(page, `${base}/tax-groups`);
    await expect(page.getByTestId("resource-row").first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await photograph(page, "test-results/tax-groups/list-ar-phone.png");
    await openAdmin(page, "/en/admin-panel/secure/tax-groups/add");
    await photograph(page, "test-results/tax-groups/add-en-phone.png");
  });
});

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { useTranslations } from "../../i18n/index.ts";
import { pendingOrderIn } from "./admin-content-db.ts";
import { logToasts, openAdmin, seeToast, signInAdmin, tourAdminScreens } from "./admin-db.ts";
import { signIn } from "./sign-in.ts";

// Issue #12 (decision 0070), in Arabic and English: a CMS page is written with the rich-text
// editor and served at its url in both languages; an email template's subject change is in the
// next order email (the template is put back afterwards); the screens pass axe, light and dark.

// Decision 0078: this part's journeys run once, in English; the kit they share runs in both
// languages (admin-app.spec.ts), and the screens' axe tour opens each screen in both.
const locales = [{ locale: "en", base: "/en/admin-panel/secure" }] as const;

/** A run's own suffix, so parallel and repeated runs never collide on a unique url. */
const runId = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

/** An admin API call from the signed-in page (same origin, as the app sends it). */
const adminCall = (request: APIRequestContext, baseURL: string | undefined) => ({
  get: (path: string) => request.get(`/api/admin/${path}`, { headers: { origin: String(baseURL) } }),
  put: (path: string, data: unknown) =>
    request.put(`/api/admin/${path}`, { data, headers: { origin: String(baseURL) } }),
  delete: (path: string) => request.delete(`/api/admin/${path}`, { headers: { origin: String(baseURL) } }),
});

/** The id of the one page the list finds by `search` (the add screen goes back to the list). */
async function pageIdFound(page: Page, baseURL: string | undefined, search: string): Promise<number> {
  const answer = await adminCall(page.request, baseURL).get(`cms-pages?search=${encodeURIComponent(search)}`);
  const { data } = (await answer.json()) as { data: { items: { id: number }[] } };
  expect(data.items).toHaveLength(1);
  return data.items[0]?.id ?? 0;
}

test.beforeEach(async ({ page }) => logToasts(page));

for (const { locale, base } of locales) {
  const t = useTranslations(locale);
  const inLanguage = (language: "en" | "ar", label: Parameters<typeof t>[0]) =>
    t(language === "ar" ? "admin.form.arabic" : "admin.form.english", { field: t(label) });

  test(`a CMS page written in the rich-text editor is served at its url in both languages (${locale})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInAdmin(page, baseURL);
    const run = runId();
    const urls = { en: `wholesale-terms-${run}`, ar: `شروط-الجملة-${run}` };
    await openAdmin(page, `${base}/settings/cms-pages/add`);
    await expect(page.getByRole("heading", { level: 1, name: t("admin.cmsPages.add") })).toBeVisible();
    const form = page.getByTestId("resource-form");
    await form
      .getByRole("textbox", { name: inLanguage("en", "admin.cmsPages.title"), exact: true })
      .fill(`Terms ${run}`);
    await form
      .getByRole("textbox", { name: inLanguage("ar", "admin.cmsPages.title"), exact: true })
      .fill(`الشروط ${run}`);
    await form.getByRole("textbox", { name: inLanguage("en", "admin.cmsPages.url"), exact: true }).fill(urls.en);
    await form.getByRole("textbox", { name: inLanguage("ar", "admin.cmsPages.url"), exact: true }).fill(urls.ar);

    for (const language of ["en", "ar"] as const) {
      const label = t(`admin.cmsPages.body.${language}`);
      const editor = form.getByRole("textbox", { name: label, exact: true });
      await expect(editor).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
      const toolbar = form.getByRole("toolbar", { name: t("admin.richText.toolbar", { field: label }) });
      await editor.click();
      // A heading, then a paragraph with bold words, from the toolbar and the keyboard
      await toolbar.getByRole("button", { name: t("admin.richText.heading2"), exact: true }).click();
      await page.keyboard.type(language === "en" ? "Payment" : "الدفع");
      await page.keyboard.press("Enter");
      await page.keyboard.type(language === "en" ? "Pay within " : "الدفع خلال ");
      const bold = toolbar.getByRole("button", { name: t("admin.richText.bold"), exact: true });
      await bold.click();
      await expect(bold).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.type(language === "en" ? "30 days" : "٣٠ يوماً");
      await expect(editor.locator("h2")).toHaveCount(1);
      await expect(editor.locator("strong")).toHaveText(language === "en" ? "30 days" : "٣٠ يوماً");
    }
    await page.getByTestId("save").click();
    await seeToast(page, "success", t("admin.form.added"));
    await expect(page.getByRole("heading", { level: 1, name: t("admin.settings.tab.cmsPages") })).toBeVisible();
    const id = await pageIdFound(page, baseURL, urls.en);

    try {
      // Served at once in both languages (SPEC §2 additional_front_routes; cache invalidated)
      await page.goto(`/${encodeURI(urls.ar)}`);
      await expect(page.getByRole("heading", { level: 1, name: `الشروط ${run}` })).toBeVisible();
      await expect(page.locator("main strong")).toHaveText("٣٠ يوماً");
      await page.goto(`/en/${urls.en}`);
      await expect(page.getByRole("heading", { level: 1, name: `Terms ${run}` })).toBeVisible();
      await expect(page.locator("main strong")).toHaveText("30 days");

      // The page's form at SPEC §2's settings/cms-pages/{layout}/{id}, and an edit served at once
      await openAdmin(page, `${base}/settings/cms-pages/page/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: t("admin.cmsPages.edit") })).toBeVisible();
      const title = page.getByRole("textbox", { name: inLanguage("en", "admin.cmsPages.title"), exact: true });
      await expect(title).toHaveValue(`Terms ${run}`);
      await title.fill(`Trade terms ${run}`);
      await page.getByTestId("save").click();
      await seeToast(page, "success", t("admin.form.saved"));
      await page.goto(`/en/${urls.en}`);
      await expect(page.getByRole("heading", { level: 1, name: `Trade terms ${run}` })).toBeVisible();
      // The Arabic page, whose fields the edit left alone, still serves its own
      await page.goto(`/${encodeURI(urls.ar)}`);
      await expect(page.getByRole("heading", { level: 1, name: `الشروط ${run}` })).toBeVisible();
      await expect(page.locator("main strong")).toHaveText("٣٠ يوماً");

      // SPEC §2's other paths (decision 0070): the form by the page's url, a sub-page's form with
      // its parent chosen, and the attributes address sent to the page's form
      await openAdmin(page, `${base}/settings/cms-pages/page/${id}/${urls.en}`);
      await expect(
        page.getByRole("textbox", { name: inLanguage("en", "admin.cmsPages.title"), exact: true }),
      ).toHaveValue(`Trade terms ${run}`);
      await page.getByTestId("add-sub-page").click();
      await expect(page).toHaveURL(new RegExp(`/settings/cms-pages/page/${id}/add$`));
      await expect(page.getByRole("heading", { level: 1, name: t("admin.cmsPages.add") })).toBeVisible();
      await expect(page.getByRole("combobox", { name: t("admin.cmsPages.parent"), exact: true })).toHaveValue(
        String(id),
      );
      await openAdmin(page, `${base}/settings/attributes/page/${id}`);
      await expect(page).toHaveURL(new RegExp(`/settings/cms-pages/page/${id}$`));
      await expect(page.getByRole("heading", { level: 1, name: t("admin.cmsPages.edit") })).toBeVisible();
    } finally {
      await adminCall(page.request, baseURL).delete(`cms-pages/${id}`);
    }
  });

  test(`an email template's new subject is in the next order email, with a live preview (${locale})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInAdmin(page, baseURL);
    const api = adminCall(page.request, baseURL);
    const listed = await api.get("email-templates?settingName=order_status&search=cancelled");
    const { data: list } = (await listed.json()) as { data: { items: { id: number; orderStatus: string }[] } };
    const template = list.items.find((item) => item.orderStatus === "cancelled");
    if (!template) throw new Error("the seed has no cancelled order email");
    const original = (
      (await (await api.get(`email-templates/${template.id}`)).json()) as { data: Record<string, unknown> }
    ).data;
    const buyer = await pendingOrderIn(locale);
    const run = runId();
    try {
      await openAdmin(page, `${base}/settings/email-settings`);
      await expect(page.getByRole("heading", { level: 1, name: t("admin.settings.tab.emailSettings") })).toBeVisible();
      const name = `${t("admin.emailTemplates.setting.order_status")}: ${t("orderStatus.cancelled")}`;
      await page.getByRole("link", { name, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: t("admin.emailTemplates.edit") })).toBeVisible();
      await expect(page.getByTestId("email-variables")).toContainText("{{order_number}}");

      const subject = page.getByRole("textbox", {
        name: inLanguage(locale, "admin.emailTemplates.subject"),
        exact: true,
      });
      await subject.fill(`E2E ${run}: {{order_number}} {{nope}}`);
      // The live preview renders it as the mailer will, and names the variable it cannot fill
      const preview = page.getByTestId(`email-preview-${locale}`);
      await expect(preview.getByTestId("email-preview-subject")).toHaveText(`E2E ${run}: 100245 {{nope}}`);
      await expect(preview.getByRole("status")).toContainText("{{nope}}");
      // Saving refuses the unknown variable at its field, in the admin's language
      await page.getByTestId("save").click();
      await expect(subject).toHaveAttribute("aria-invalid", "true");
      await expect(subject.locator("xpath=..").locator("[data-field-error]")).toContainText("{{nope}}");

      await subject.fill(`E2E ${run}: {{order_number}}`);
      await page.getByTestId("save").click();
      await seeToast(page, "success", t("admin.form.saved"));

      // The buyer cancels the order: its email carries the new subject
      await signIn(page, baseURL, { email: buyer.email, password: buyer.password });
      const cancelled = await page.request.post(`/api/account/orders/${buyer.order.id}/cancel`, {
        headers: { origin: String(baseURL) },
      });
      expect(cancelled.status()).toBe(200);
      const email = page.locator(`li[data-to="${buyer.email}"]`).first();
      await expect(async () => {
        await page.goto("/dev/outbox");
        await expect(email.locator("h2")).toHaveText(`E2E ${run}: ${buyer.order.number}`, { timeout: 1_000 });
      }).toPass();
    } finally {
      const {
        id: _,
        variables: __,
        updatedAt: ___,
        headerImage,
        ...rest
      } = original as Record<string, unknown> & {
        headerImage: { id: number } | null;
      };
      await signInAdmin(page, baseURL);
      const restored = await api.put(`email-templates/${template.id}`, {
        ...rest,
        headerImageId: headerImage?.id ?? null,
      });
      expect(restored.status()).toBe(200);
      await buyer.remove();
    }
  });
}

test("the content screens pass axe, light in Arabic and dark in English", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInAdmin(page, baseURL);
  const listed = await adminCall(page.request, baseURL).get("email-templates?settingName=order_status");
  const { data } = (await listed.json()) as { data: { items: { id: number }[] } };
  const templateId = data.items[0]?.id ?? 1;
  const pages = await adminCall(page.request, baseURL).get("cms-pages?layout=about");
  const about = ((await pages.json()) as { data: { items: { id: number }[] } }).data.items[0]?.id ?? 1;
  const screens = [
    "/settings/cms-pages",
    "/settings/cms-pages/add",
    `/settings/cms-pages/about/${about}`,
    "/settings/email-settings",
    `/settings/email-settings/${templateId}`,
    "/product/1",
  ];
  expect(await tourAdminScreens(page, screens)).toEqual([]);
});

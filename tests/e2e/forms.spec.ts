import { expect, test, type Locator, type Page } from "@playwright/test";
import { useTranslations } from "../../i18n/index.ts";
import { freshCustomer } from "./forms-db.ts";
import { signIn } from "./sign-in.ts";
import { seededProductPath } from "./db.ts";

// Issue #9 A.2: every form works without JavaScript. A refused post comes back to its page with
// the API's translated messages beside the fields and everything typed still there (never a
// password); a valid one does what the form is for. Then, with JavaScript, the island kit's busy
// button, first refused field focused, the API's field messages and toasts for the rest.
const locales = [
  { locale: "ar", prefix: "", dir: "rtl" },
  { locale: "en", prefix: "/en", dir: "ltr" },
] as const;

const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join(".")}`;
const digits = (length: number) => Array.from({ length }, () => Math.floor(Math.random() * 10)).join("");
const unique = () => `${Date.now()}${digits(4)}`;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

// Every test browses from an address of its own, so per-address limits never meet (as in registration.spec).
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
});

/** A field's message: the text of the error its control names (aria-describedby), or of its slot. */
function fieldError(form: Locator, name: string): Locator {
  return form.locator(`[id$="-${name}-error"], [data-error-for="${name}"]`).first();
}

/** Submits a form without JavaScript and waits for the page the post answers with. */
async function post(page: Page, form: Locator) {
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => candidate.isNavigationRequest() && candidate.method() === "POST"),
    form.locator('button[type="submit"]').first().click(),
  ]);
  await page.waitForLoadState();
  // Nothing typed ever travels in a URL.
  expect(new URL(request.url()).search).not.toMatch(/password|email|phone|@/i);
  return request;
}

/** The newest dev-outbox email to an address: its first link (a reset email is written after the answer). */
async function outboxLink(page: Page, email: string) {
  const message = page.locator(`li[data-to="${email}"]`).first();
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return (await message.locator("a").first().getAttribute("href")) ?? "";
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, prefix, dir } of locales) {
    const t = useTranslations(locale);

    test(`sign-in refuses with its message and keeps the login, then signs in (${locale})`, async ({ page }) => {
      const customer = await freshCustomer();
      try {
        await page.goto(`${prefix}/login?to=${encodeURIComponent(`${prefix}/dashboard/profile`)}`);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        const form = page.getByTestId("sign-in-form");
        await form.locator('input[name="login"]').fill(customer.email);
        await post(page, form);
        await expect(fieldError(form, "password")).toHaveText(t("auth.login.passwordRequired"));
        await expect(form.locator('input[name="login"]')).toHaveValue(customer.email);
        await expect(form.locator('input[name="password"]')).toBeFocused();

        await form.locator('input[name="password"]').fill("Not-the-password-1");
        await post(page, form);
        await expect(page.getByTestId("sign-in-status")).toContainText(t("auth.login.invalid"));
        await expect(form.locator('input[name="login"]')).toHaveValue(customer.email);
        await expect(form.locator('input[name="password"]')).toHaveValue("");
        expect(await page.content()).not.toContain("Not-the-password-1");

        await form.locator('input[name="password"]').fill(customer.password);
        await post(page, form);
        await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/profile$`));
        await expect(page.getByTestId("profile-email")).toHaveText(customer.email);
      } finally {
        await customer.remove();
      }
    });

    test(`registration refuses with its messages and keeps what was typed, then registers (${locale})`, async ({
      page,
    }) => {
      const email = `forms-register-${unique()}@jumla.test`;
      await page.goto(`${prefix}/register`);
      const form = page.getByTestId("register-form");
      const typed = {
        firstName: "Noura",
        email,
        phone: "12345",
        companyName: "Qahtani Textiles",
        companyNumber: digits(10),
        city: "Riyadh",
      };
      for (const [name, value] of Object.entries(typed)) await form.locator(`input[name="${name}"]`).fill(value);
      await form.locator('select[name="country"]').selectOption("SA");
      await form.locator('input[name="password"]').fill("Bulk-Order-2026");
      await form.locator('input[name="passwordConfirmation"]').fill("Bulk-Order-2026");
      await post(page, form);
      await expect(fieldError(form, "lastName")).toHaveText(t("register.lastName.required"));
      await expect(fieldError(form, "phone")).toHaveText(t("validation.phone"));
      for (const [name, value] of Object.entries(typed)) {
        await expect(form.locator(`input[name="${name}"]`)).toHaveValue(value);
      }
      await expect(form.locator('select[name="country"]')).toHaveValue("SA");
      await expect(form.locator('input[name="password"]')).toHaveValue("");
      // The first refused field (in the page's order) takes the focus.
      await expect(form.locator('input[name="lastName"]')).toBeFocused();

      await form.locator('input[name="lastName"]').fill("Al-Qahtani");
      await form.locator('input[name="phone"]').fill(`05${digits(8)}`);
      await form.locator('input[name="password"]').fill("Bulk-Order-2026");
      await form.locator('input[name="passwordConfirmation"]').fill("Bulk-Order-2027");
      await post(page, form);
      await expect(fieldError(form, "passwordConfirmation")).toHaveText(t("validation.password.mismatch"));

      await form.locator('input[name="password"]').fill("Bulk-Order-2026");
      await form.locator('input[name="passwordConfirmation"]').fill("Bulk-Order-2026");
      await post(page, form);
      await expect(page).toHaveURL(new RegExp(`${prefix}/verify-email$`));
      await expect(page.getByTestId("verify-email")).toContainText(email);
    });

    test(`the reset request refuses a malformed email and keeps it, then sends the link (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/reset`);
      const form = page.getByTestId("reset-request-form");
      await form.locator('input[name="email"]').fill("not-an-email");
      await post(page, form);
      await expect(fieldError(form, "email")).toHaveText(t("reset.emailInvalid"));
      await expect(form.locator('input[name="email"]')).toHaveValue("not-an-email");
      await form.locator('input[name="email"]').fill(`nobody-${unique()}@jumla.test`);
      await post(page, form);
      await expect(page).toHaveURL(new RegExp(`${prefix}/reset\\?done=reset$`));
      await expect(page.getByTestId("reset-status")).toHaveText(t("reset.sent"));
    });

    test(`the new password refuses another email and keeps it, then saves (${locale})`, async ({ page, baseURL }) => {
      const customer = await freshCustomer();
      try {
        await page.request.post("/api/auth/password/forgot", {
          headers: { origin: String(baseURL), "accept-language": locale },
          data: { email: customer.email },
        });
        const link = await outboxLink(page, customer.email);
        await page.goto(link.replace(/^https?:\/\/[^/]+/, "").replace(/^\/en\//, `${prefix}/`));
        const form = page.getByTestId("reset-password-form");
        await form.locator('input[name="email"]').fill("someone-else@jumla.test");
        await form.locator('input[name="password"]').fill("Fresh-Wholesale-77");
        await form.locator('input[name="passwordConfirmation"]').fill("Fresh-Wholesale-77");
        await post(page, form);
        await expect(fieldError(form, "email")).toHaveText(t("reset.emailMismatch"));
        await expect(form.locator('input[name="email"]')).toHaveValue("someone-else@jumla.test");
        await expect(form.locator('input[name="password"]')).toHaveValue("");

        await form.locator('input[name="email"]').fill(customer.email);
        await form.locator('input[name="password"]').fill("Fresh-Wholesale-77");
        await form.locator('input[name="passwordConfirmation"]').fill("Fresh-Wholesale-77");
        await post(page, form);
        await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?done=resetPassword$`));
        await expect(page.getByTestId("sign-in-status")).toHaveText(t("reset.done"));
      } finally {
        await customer.remove();
      }
    });

    test(`the profile and password forms refuse with their messages and keep what was typed (${locale})`, async ({
      page,
      baseURL,
    }) => {
      const customer = await freshCustomer();
      try {
        await signIn(page, baseURL, customer);
        await page.goto(`${prefix}/dashboard/profile`);
        const form = page.getByTestId("profile-form");
        await form.locator('input[name="firstName"]').fill("");
        await form.locator('input[name="phone"]').fill("12");
        await form.locator('input[name="state"]').fill("Najd");
        await form.locator('select[name="country"]').selectOption("AE");
        await post(page, form);
        await expect(fieldError(form, "firstName")).toHaveText(t("register.firstName.required"));
        await expect(fieldError(form, "phone")).toHaveText(t("validation.phone"));
        await expect(form.locator('input[name="phone"]')).toHaveValue("12");
        await expect(form.locator('input[name="state"]')).toHaveValue("Najd");
        await expect(form.locator('select[name="country"]')).toHaveValue("AE");
        await expect(form.locator('input[name="firstName"]')).toBeFocused();

        await form.locator('input[name="firstName"]').fill("Salma");
        await form.locator('input[name="phone"]').fill(`05${digits(8)}`);
        await post(page, form);
        await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/profile\\?done=profile$`));
        await expect(form.getByRole("status")).toHaveText(t("profile.saved"));
        await expect(form.locator('input[name="state"]')).toHaveValue("Najd");
        await expect(form.locator('select[name="country"]')).toHaveValue("AE");

        const password = page.getByTestId("password-form");
        await password.locator('input[name="oldPassword"]').fill("Not-my-password-1");
        await password.locator('input[name="password"]').fill("Linen-Wholesale-2026");
        await password.locator('input[name="passwordConfirmation"]').fill("Linen-Wholesale-2026");
        await post(page, password);
        await expect(fieldError(password, "oldPassword")).toHaveText(t("profile.oldPassword.wrong"));
        for (const name of ["oldPassword", "password", "passwordConfirmation"])
          await expect(password.locator(`input[name="${name}"]`)).toHaveValue("");
        await password.locator('input[name="oldPassword"]').fill(customer.password);
        await password.locator('input[name="password"]').fill("Linen-Wholesale-2026");
        await password.locator('input[name="passwordConfirmation"]').fill("Linen-Wholesale-2026");
        await post(page, password);
        await expect(password.getByRole("status")).toHaveText(t("profile.password.changed"));
      } finally {
        await customer.remove();
      }
    });

    test(`addresses are added, refused with what was typed, made default and deleted (${locale})`, async ({
      page,
      baseURL,
    }) => {
      const customer = await freshCustomer();
      try {
        await signIn(page, baseURL, customer);
        await page.goto(`${prefix}/dashboard/addresses`);
        const add = page.getByTestId("address-add-form");
        // The shop's own country comes first and chosen; the list names it in the page's language.
        await expect(add.locator('select[name="country"]')).toHaveValue("SA");
        await expect(add.locator('select[name="country"] option:checked')).toHaveText(
          new Intl.DisplayNames([locale], { type: "region" }).of("SA") ?? "",
        );
        await add.locator('select[name="cityId"]').selectOption({ index: 1 });
        await add.locator('input[name="postcode"]').fill("12333");
        await post(page, add);
        await expect(fieldError(add, "address1")).toHaveText(t("address.address1.required"));
        await expect(add.locator('input[name="postcode"]')).toHaveValue("12333");
        await expect(add.locator('select[name="cityId"]')).not.toHaveValue("");

        const first = `First street ${unique()}`;
        await add.locator('input[name="address1"]').fill(first);
        await post(page, add);
        await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/addresses\\?done=address$`));
        await expect(page.getByTestId("address-done")).toHaveText(t("address.saved"));
        const second = `Second street ${unique()}`;
        await page.getByTestId("address-add-form").locator('input[name="address1"]').fill(second);
        await page.getByTestId("address-add-form").locator('select[name="cityId"]').selectOption({ index: 1 });
        await post(page, page.getByTestId("address-add-form"));
        const row = (line: string) => page.getByTestId("address").filter({ hasText: line });
        await expect(row(first)).toHaveAttribute("data-default", "true");
        await expect(row(second)).toHaveAttribute("data-default", "false");

        await post(page, row(second).getByTestId("make-default").locator("xpath=ancestor::form"));
        await expect(row(second)).toHaveAttribute("data-default", "true");
        await expect(row(first)).toHaveAttribute("data-default", "false");
        await post(page, row(first).locator("form", { hasText: t("address.delete") }));
        await expect(page.getByTestId("address-done")).toHaveText(t("address.deleted"));
        await expect(row(first)).toHaveCount(0);
      } finally {
        await customer.remove();
      }
    });

    test(`the contact form refuses with its messages and keeps what was typed, then sends (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/contact`);
      const form = page.getByTestId("contact-form");
      const subject = `Bulk towels ${unique()}`;
      await form.locator('input[name="name"]').fill("Mark Ellison");
      await form.locator('input[name="email"]').fill("mark@");
      await form.locator('input[name="subject"]').fill(subject);
      await form.locator('textarea[name="message"]').fill("Please call me on 0501234567 about prices.");
      await post(page, form);
      await expect(fieldError(form, "email")).toHaveText(t("validation.email"));
      await expect(fieldError(form, "message")).toHaveText(t("contact.message.personalInfo"));
      await expect(form.getByRole("alert").first()).toHaveText(t("content.form.fixErrors"));
      await expect(form.locator('input[name="name"]')).toHaveValue("Mark Ellison");
      await expect(form.locator('input[name="email"]')).toHaveValue("mark@");
      await expect(form.locator('input[name="subject"]')).toHaveValue(subject);
      await expect(form.locator('textarea[name="message"]')).toHaveValue("Please call me on 0501234567 about prices.");
      await expect(form.locator('input[name="email"]')).toBeFocused();

      await form.locator('input[name="email"]').fill(`mark-${unique()}@example.com`);
      await form.locator('textarea[name="message"]').fill("Do you sell bath towels by the carton?");
      await post(page, form);
      await expect(page).toHaveURL(new RegExp(`${prefix}/contact\\?done=contact$`));
      await expect(page.getByTestId("contact-form").getByRole("status")).toHaveText(t("contact.sent"));
    });

    test(`the review form refuses a missing rating and keeps what was typed, then saves (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/review/add`);
      const form = page.getByTestId("review-form");
      const email = `reviewer-${unique()}@example.com`;
      await form.locator('input[name="name"]').fill("Sam Carter");
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="quality"][value="4"]').check();
      await form.locator('textarea[name="comment"]').fill("Quick delivery.");
      await post(page, form);
      await expect(fieldError(form, "overallRating")).toHaveText(t("review.rating.invalid"));
      await expect(form.locator('input[name="name"]')).toHaveValue("Sam Carter");
      await expect(form.locator('input[name="email"]')).toHaveValue(email);
      await expect(form.locator('input[name="quality"][value="4"]')).toBeChecked();
      await expect(form.locator('textarea[name="comment"]')).toHaveValue("Quick delivery.");

      await form.locator('input[name="overallRating"][value="5"]').check();
      await post(page, form);
      await expect(page).toHaveURL(new RegExp(`${prefix}/review/add\\?done=review$`));
      await expect(page.getByTestId("review-form").getByRole("status")).toHaveText(t("review.sent"));
    });

    test(`the approval form refuses with its message, keeps the number, then uploads (${locale})`, async ({
      page,
      baseURL,
    }) => {
      const customer = await freshCustomer("not_submitted");
      try {
        // Not approved yet: sign-in says so, and the session reaches the approval form only.
        await page.request.post("/api/auth/login", {
          data: { login: customer.email, password: customer.password },
          headers: { origin: String(baseURL) },
        });
        await page.goto(`${prefix}/approval-form`);
        const form = page.getByTestId("approval-form");
        // The shop's own file picker, in the page's language (issue #9 C.15).
        await expect(form).toContainText(t("form.file.choose"));
        await expect(form).toContainText(t("form.file.none"));
        await form.locator('input[name="companyNumber"]').fill("12ab");
        await form.locator('input[name="file"]').setInputFiles({
          name: "application.pdf",
          mimeType: "application/pdf",
          buffer: pdf,
        });
        await expect(form).toContainText(t("form.file.chosen"));
        await post(page, form);
        await expect(fieldError(form, "companyNumber")).toHaveText(t("approval.companyNumber.invalid"));
        await expect(form.locator('input[name="companyNumber"]')).toHaveValue("12ab");

        await form.locator('input[name="companyNumber"]').fill(customer.companyNumber);
        await form.locator('input[name="file"]').setInputFiles({
          name: "application.pdf",
          mimeType: "application/pdf",
          buffer: pdf,
        });
        await post(page, form);
        await expect(page.getByTestId("approval-state")).toHaveAttribute("data-status", "pending");
      } finally {
        await customer.remove();
      }
    });

    test(`a guest's save button leads to sign-in, which leads back to the product (${locale})`, async ({ page }) => {
      const customer = await freshCustomer();
      try {
        // An Arabic page's address carries the Arabic slug: the product is where the shop lands.
        await page.goto(`${prefix}${seededProductPath}`);
        const product = new URL(page.url()).pathname;
        // A plain post to the API, which sends a guest to sign in saying why (issue #9 item 14).
        await page.getByTestId("save-product").getByTestId("save-wishlist").click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?`));
        await expect(page.getByTestId("sign-in-reason")).toHaveText(t("auth.login.reason.save"));
        const form = page.getByTestId("sign-in-form");
        await form.locator('input[name="login"]').fill(customer.email);
        await form.locator('input[name="password"]').fill(customer.password);
        await post(page, form);
        await expect(page).toHaveURL((url) => decodeURI(url.pathname) === decodeURI(product));
        // Signed in now, the same button saves (the shared page fills no name in without script).
        await page.getByTestId("save-product").getByTestId("save-wishlist").click();
        await expect(page).toHaveURL(/[?&]saved=wishlist/);
        await expect(page.getByTestId("save-notice")).toContainText(t("account.wishlist.saved"));
      } finally {
        await customer.remove();
      }
    });
  }
});

test.describe("with JavaScript, the island kit", () => {
  for (const { locale, prefix } of locales) {
    const t = useTranslations(locale);

    test(`focuses the first refused field and says each field's message as it is left (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/register`);
      await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
      const form = page.getByTestId("register-form");
      await form.locator('input[name="email"]').fill("noura@");
      await form.locator('input[name="email"]').blur();
      await expect(fieldError(form, "email")).toHaveText(t("validation.email"));
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('input[name="firstName"]')).toBeFocused();
      await expect(form.locator('input[name="firstName"]')).toHaveAttribute("aria-invalid", "true");
      await expect(fieldError(form, "firstName")).toHaveText(t("register.firstName.required"));
      // The asterisk is seen, not read: the control says it is required.
      await expect(form.locator('input[name="firstName"]')).toHaveAttribute("required", "");
      await expect(form.getByRole("textbox", { name: t("register.firstName"), exact: true })).toHaveCount(1);
    });

    test(`shows the API's field message under its field and focuses it (${locale})`, async ({ page, baseURL }) => {
      const customer = await freshCustomer("not_submitted");
      try {
        // Not approved yet: sign-in says so, and the session reaches the approval form only.
        await page.request.post("/api/auth/login", {
          data: { login: customer.email, password: customer.password },
          headers: { origin: String(baseURL) },
        });
        await page.goto(`${prefix}/approval-form`);
        await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
        const form = page.getByTestId("approval-form");
        // Digits pass the contract; only the API knows they are not the registered number.
        await form.locator('input[name="companyNumber"]').fill("1234567890");
        await form
          .locator('input[name="file"]')
          .setInputFiles({ name: "form.pdf", mimeType: "application/pdf", buffer: pdf });
        await expect(form.getByTestId("file-name")).toHaveText("form.pdf");
        await form.locator('button[type="submit"]').click();
        await expect(fieldError(form, "companyNumber")).toHaveText(t("approval.companyNumber.mismatch"));
        await expect(form.locator('input[name="companyNumber"]')).toBeFocused();
      } finally {
        await customer.remove();
      }
    });

    test(`says a refusal of the whole form in a toast on the page's side, gone by itself (${locale})`, async ({
      page,
    }) => {
      const customer = await freshCustomer();
      try {
        await page.goto(`${prefix}/login`);
        await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
        const form = page.getByTestId("sign-in-form");
        await form.locator('input[name="login"]').fill(customer.email);
        await form.locator('input[name="password"]').fill("Not-the-password-1");
        await form.locator('button[type="submit"]').click();
        const toast = page.locator("[data-toast=error]");
        await expect(toast).toHaveText(t("auth.login.invalid"));
        await expect(toast).toHaveAttribute("role", "alert");
        const box = await toast.boundingBox();
        const width = page.viewportSize()?.width ?? 0;
        if (!box) throw new Error("the toast is laid out");
        // SPEC §2: top-left in Arabic, top-right otherwise.
        expect(box.y).toBeLessThan(40);
        if (locale === "ar") expect(box.x).toBeLessThan(40);
        else expect(width - (box.x + box.width)).toBeLessThan(40);
        // SPEC §9: 50 ms a character, at most 3 s.
        await expect(toast).toHaveCount(0, { timeout: Math.min(50 * t("auth.login.invalid").length, 3000) + 1000 });
        // Clicked, it closes at once.
        await form.locator('button[type="submit"]').click();
        await expect(toast).toBeVisible();
        await toast.click();
        await expect(toast).toHaveCount(0, { timeout: 200 });
      } finally {
        await customer.remove();
      }
    });
  }
});

// Issue #9 A.2: the dark theme does not flash light. The inline head script sets the class before
// the body exists (an observer records it the moment <body> is parsed), under the page's CSP hash.
test.describe("the dark theme", () => {
  for (const { locale, prefix } of locales) {
    test(`is on before the body of every form page is parsed (${locale})`, async ({ page, baseURL }) => {
      await page.addInitScript(() => {
        localStorage.setItem("theme", "dark");
        const seen = new MutationObserver(() => {
          if (!document.body) return;
          document.documentElement.dataset.darkAtBody = String(document.documentElement.classList.contains("dark"));
          seen.disconnect();
        });
        seen.observe(document, { childList: true, subtree: true });
      });
      const customer = await freshCustomer();
      try {
        for (const path of ["/login", "/register", "/reset", "/contact", "/review/add"]) {
          await page.goto(`${prefix}${path}`);
          await expect(page.locator("html"), path).toHaveAttribute("data-dark-at-body", "true");
        }
        await signIn(page, baseURL, customer);
        for (const path of ["/dashboard/profile", "/dashboard/addresses"]) {
          await page.goto(`${prefix}${path}`);
          await expect(page.locator("html"), path).toHaveAttribute("data-dark-at-body", "true");
        }
        // A form the enhancer sends and then reloads (an address) comes back dark as well.
        const add = page.getByTestId("address-add-form");
        await add.locator('input[name="address1"]').fill(`Dark street ${unique()}`);
        await add.locator('select[name="cityId"]').selectOption({ index: 1 });
        await add.locator('button[type="submit"]').click();
        await expect(page).toHaveURL(/\?done=address$/);
        await expect(page.locator("html")).toHaveAttribute("data-dark-at-body", "true");
        await expect(page.locator("html")).toHaveClass(/dark/);
      } finally {
        await customer.remove();
      }
    });
  }
});

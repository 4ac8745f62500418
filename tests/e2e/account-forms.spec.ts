import { expect, test, type Page } from "@playwright/test";

// The account islands are server-rendered and hydrated by React. Between first paint and
// hydration their submit buttons must not submit the bare HTML form: a native GET would put the
// password in the URL, the server logs and the history, and reload the page empty.
const locales = [
  { locale: "ar", prefix: "", dir: "rtl", sending: "جارٍ الإرسال…" },
  { locale: "en", prefix: "/en", dir: "ltr", sending: "Sending…" },
] as const;

const secret = "Secret-Wholesale-2026";
const email = "someone@jumla.test";

/** Each account form a guest can reach, what is typed in it, and the field Enter is pressed in. */
const forms = [
  {
    name: "/login",
    path: "/login",
    testId: "sign-in-form",
    values: { login: email, password: secret },
    enterIn: "password",
  },
  {
    name: "/register",
    path: "/register",
    testId: "register-form",
    values: { firstName: "Noura", email, password: secret, passwordConfirmation: secret },
    enterIn: "password",
  },
  // The reset request has no password; the email is what must stay out of the URL.
  {
    name: "/reset",
    path: "/reset",
    testId: "reset-request-form",
    values: { email: `reset-${secret}@jumla.test` },
    enterIn: "email",
  },
  {
    name: "/password/reset/{token}/{email}",
    path: `/password/reset/${"a".repeat(32)}/${encodeURIComponent(email)}`,
    testId: "reset-password-form",
    values: { email, password: secret, passwordConfirmation: secret },
    enterIn: "password",
  },
] as const;

/** The first navigation the page starts within a second, or null: absence can only be waited for. */
async function nextNavigation(page: Page) {
  try {
    const request = await page.waitForRequest((candidate) => candidate.isNavigationRequest(), { timeout: 1_000 });
    return `${request.method()} ${request.url()}`;
  } catch {
    return null;
  }
}

test.describe("before hydration (no JavaScript)", () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, prefix, dir } of locales) {
    for (const spec of forms) {
      test(`${spec.name} cannot be submitted, not even by Enter in a filled field (${locale})`, async ({ page }) => {
        await page.goto(`${prefix}${spec.path}`);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        const form = page.getByTestId(spec.testId);
        await expect(form).toHaveAttribute("method", "post");
        const submit = form.locator('button[type="submit"]');
        await expect(submit).toBeDisabled();

        for (const [name, value] of Object.entries(spec.values))
          await form.locator(`input[name="${name}"]`).fill(value);
        const url = page.url();
        const navigation = nextNavigation(page);
        await form.locator(`input[name="${spec.enterIn}"]`).press("Enter");

        expect(await navigation).toBeNull();
        expect(page.url()).toBe(url);
        // Nothing typed was lost to a reload.
        for (const [name, value] of Object.entries(spec.values)) {
          await expect(form.locator(`input[name="${name}"]`)).toHaveValue(value);
        }
      });
    }
  }
});

for (const { locale, prefix } of locales) {
  test(`the account forms' submit buttons are enabled once hydrated (${locale})`, async ({ page }) => {
    for (const spec of forms) {
      await page.goto(`${prefix}${spec.path}`);
      await expect(page.getByTestId(spec.testId).locator('button[type="submit"]')).toBeEnabled();
    }
  });
}

for (const { locale, prefix, dir, sending } of locales) {
  test(`a submitting form's button is busy, with a spinner on the label's start side (${locale})`, async ({ page }) => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/auth/password/forgot", async (route) => {
      await answered;
      await route.fulfill({ json: { message: "sent", data: { resendAfter: 60 } } });
    });
    await page.goto(`${prefix}/reset`);
    const form = page.getByTestId("reset-request-form");
    const submit = form.locator('button[type="submit"]');
    await expect(submit).toBeEnabled();
    await expect(submit).toHaveAttribute("aria-busy", "false");
    await expect(submit.locator("svg")).toHaveCount(0);

    await form.locator('input[name="email"]').fill(email);
    await submit.click();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute("aria-busy", "true");
    await expect(submit).toHaveAccessibleName(sending);
    const spinner = submit.locator("svg");
    await expect(spinner).toHaveAttribute("aria-hidden", "true");
    const [button, icon] = await Promise.all([submit.boundingBox(), spinner.boundingBox()]);
    if (!button || !icon) throw new Error("the button and its spinner are laid out");
    const iconCentre = icon.x + icon.width / 2;
    const buttonCentre = button.x + button.width / 2;
    // The label's start is the right in Arabic, the left in English.
    expect(dir === "rtl" ? iconCentre > buttonCentre : iconCentre < buttonCentre).toBe(true);

    answer();
    await expect(page.getByTestId("reset-status")).toContainText("sent");
    await expect(submit).toHaveAttribute("aria-busy", "false");
    await expect(submit.locator("svg")).toHaveCount(0);
  });
}

import { expect, test } from "@playwright/test";

// The account islands are server-rendered and hydrated by React. Before hydration, and without
// JavaScript, a submit (Enter in a filled field too) posts the form to its own page, which sends it
// on to the API (decision 0039): never a GET that would put the password in the URL, the server
// logs and the history.
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

test.describe("before hydration (no JavaScript)", () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, prefix, dir } of locales) {
    for (const spec of forms) {
      test(`${spec.name}: Enter in a filled field posts the form to its page, nothing typed in a URL (${locale})`, async ({
        page,
      }) => {
        await page.goto(`${prefix}${spec.path}`);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        const form = page.getByTestId(spec.testId);
        await expect(form).toHaveAttribute("method", "post");
        for (const [name, value] of Object.entries(spec.values))
          await form.locator(`input[name="${name}"]`).fill(value);
        const url = page.url();
        const [request] = await Promise.all([
          page.waitForRequest((candidate) => candidate.isNavigationRequest()),
          form.locator(`input[name="${spec.enterIn}"]`).press("Enter"),
        ]);
        expect(request.method()).toBe("POST");
        // The page's own URL (the new-password page's path names its email by design): nothing typed added.
        expect(request.url()).toBe(url);
        expect(request.url()).not.toContain(secret);
      });
    }
  }
});

for (const { locale, prefix, dir, sending } of locales) {
  test(`a submitting form's button is busy, with a spinner on the label's start side (${locale})`, async ({ page }) => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/auth/password/forgot", async (route) => {
      await answered;
      await route.fulfill({ json: { message: "sent", data: { resendAfter: 60 } } });
    });
    await page.goto(`${prefix}/reset`);
    // Hydrated: before that a submit is the plain post to the page (tested above).
    await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
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

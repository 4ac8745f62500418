import { expect, type Page } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";

/**
 * Signs the page's browser in through the sign-in API, which sets the same session cookie as the
 * sign-in form; for tests about what a signed-in shopper sees rather than how they sign in.
 */
export async function signIn(
  page: Page,
  baseURL: string | undefined,
  { email, password }: { email: string; password: string } = demoAccounts.approvedCustomer,
): Promise<void> {
  const response = await page.request.post("/api/auth/login", {
    data: { login: email, password },
    headers: { origin: String(baseURL) },
  });
  expect(response.status()).toBe(200);
}

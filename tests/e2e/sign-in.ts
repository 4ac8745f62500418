import { existsSync, readFileSync } from "node:fs";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";

/** An account to sign in with: a demo account or one a test made. */
export interface Account {
  email: string;
  password: string;
}

/**
 * The demo accounts signed in once per run (roles.setup.ts, decision 0078): the tests that sign in
 * as one of them share its session. Nothing may end these sessions: a test that signs out, lets a
 * session expire or changes a password does so with an account of its own, or signs in through
 * the form (its own session).
 */
export const sharedRoles = ["approvedCustomer", "salesperson", "admin", "superAdmin"] as const;
export type SharedRole = (typeof sharedRoles)[number];

/** Where roles.setup.ts keeps a role's cookies (Playwright's storage state), inside the run's output. */
export const roleStatePath = (role: SharedRole) => `test-results/.roles/${role}.json`;

/** The shop's door and the back office's: the same cookies their sign-in forms get. */
export async function signInThroughApi(
  page: Page,
  baseURL: string | undefined,
  account: Account,
  door: "shop" | "admin",
) {
  // Signing in revokes the session the request presents (rotation, decision 0012): the page may
  // hold a shared role's cookie (sharedRoles), which must outlive this test, so this door's session
  // cookie is dropped first and the new session replaces nothing.
  await page.context().clearCookies({ name: door === "admin" ? /jumla_admin$/ : /jumla_session$/ });
  const response =
    door === "admin"
      ? await page.request.post("/api/auth/admin/login", {
          data: { email: account.email, password: account.password },
          headers: { origin: String(baseURL) },
        })
      : await page.request.post("/api/auth/login", {
          data: { login: account.email, password: account.password },
          headers: { origin: String(baseURL) },
        });
  expect(response.status(), `signing in as ${account.email}`).toBe(200);
}

/** Gives the page a shared role's session, if the account is one and roles.setup.ts ran; answers whether it did. */
async function useSharedSession(page: Page, account: Account): Promise<boolean> {
  const role = sharedRoles.find((name) => demoAccounts[name].email === account.email);
  if (!role || !existsSync(roleStatePath(role))) return false;
  const state = JSON.parse(readFileSync(roleStatePath(role), "utf8")) as {
    cookies: Parameters<BrowserContext["addCookies"]>[0];
  };
  await page.context().addCookies(state.cookies);
  return true;
}

/**
 * Signs the page's browser in at the shop's door, for tests about what a signed-in shopper sees
 * rather than how they sign in: a shared demo role takes its session from roles.setup.ts (no
 * password hashed again), any other account signs in through the API.
 */
export async function signIn(
  page: Page,
  baseURL: string | undefined,
  account: Account = demoAccounts.approvedCustomer,
): Promise<void> {
  if (!(await useSharedSession(page, account))) await signInThroughApi(page, baseURL, account, "shop");
}

/** Signs the page's browser in at the back office's door, as signIn() does at the shop's. */
export async function signInAdmin(
  page: Page,
  baseURL: string | undefined,
  account: Account = demoAccounts.admin,
): Promise<void> {
  if (!(await useSharedSession(page, account))) await signInThroughApi(page, baseURL, account, "admin");
}

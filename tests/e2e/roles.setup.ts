import { test as setup } from "@playwright/test";
import { demoAccounts } from "../../db/seed/accounts.ts";
import { roleStatePath, sharedRoles, signInThroughApi } from "./sign-in.ts";

// Decision 0078: each shared demo role signs in once per run; signIn() and signInAdmin()
// (sign-in.ts) hand its cookies to the tests that sign in as that role.
for (const role of sharedRoles) {
  setup(`signs in as ${role} once for the run`, async ({ page, baseURL }) => {
    const account = demoAccounts[role];
    const door = account.role === "admin" || account.role === "super_admin" ? "admin" : "shop";
    await signInThroughApi(page, baseURL, account, door);
    await page.context().storageState({ path: roleStatePath(role) });
  });
}

// SPEC §2 admin settings tabs, in SPEC order: company information, profile information, site
// settings, reviews, payment methods, email settings, dynamic content, transactions. Data only,
// so the sidebar, the tab bar and the breadcrumb read one list.
import type { AdminMessageKey } from "../../messages.ts";

/** One settings tab: its path under `settings/` and its label. */
export interface SettingsTab {
  path: string;
  label: AdminMessageKey;
}

/**
 * The tabs. `transactions` is not among SPEC §2's paths; it follows the others' naming
 * (decision 0066).
 */
export const settingsTabs: readonly SettingsTab[] = [
  { path: "company-info", label: "admin.settings.tab.companyInfo" },
  { path: "personal", label: "admin.settings.tab.personal" },
  { path: "site", label: "admin.settings.tab.site" },
  { path: "reviews", label: "admin.settings.tab.reviews" },
  { path: "payment-methods", label: "admin.settings.tab.paymentMethods" },
  { path: "email-settings", label: "admin.settings.tab.emailSettings" },
  { path: "cms-pages", label: "admin.settings.tab.cmsPages" },
  { path: "transactions", label: "admin.settings.tab.transactions" },
];

/** `settings` alone opens the first tab. */
export const firstSettingsTab = "company-info";

/** The tab a path under `settings/` belongs to (`cms-pages/page/3` → cms-pages), if any. */
export function settingsTabOf(splat: string): SettingsTab | undefined {
  const [first] = splat.split("/");
  return settingsTabs.find((tab) => tab.path === first);
}

import { createContext, useContext } from "react";
import type { Locale } from "../../core/profiles.ts";
import type { MoneyProfile } from "../../i18n/money.ts";
import type { AdminClient } from "./api.ts";
import type { FailureTexts } from "./failure.ts";

/** What the page tells the admin app: the admin's language, links out of the app, the profile. */
export interface AdminPageProps {
  locale: Locale;
  /** The app's base path in this language: `/admin-panel/secure` or `/en/admin-panel/secure`. */
  basePath: string;
  /** The admin login in this language (SPEC §2). */
  loginUrl: string;
  /** The shop's home in this language: the sidebar logo's link (SPEC §2). */
  storefrontUrl: string;
  /** The shop's cart and quick order pad in this language, where an admin takes a phone order (decision 0098). */
  storefront: { cart: string; quickOrder: string };
  /** The language selector's other language: its code, its name and the app's base path in it. */
  otherLanguage: { code: Locale; name: string; basePath: string };
  /** SPEC §9 product_attributes_version (decision 0006): the version in `product/attributes/{version}/{id}`. */
  productAttributesVersion: 1 | 2 | 3;
  /** SPEC §9 isOrderRefundable: with the refunds setting, whether the Refunds link shows. */
  isOrderRefundable: boolean;
  /** The shop's logo (site settings), if one was uploaded. */
  logoUrl: string | null;
  /** How the profile writes numbers and money (Latin digits, its currency; decision 0007). */
  money: MoneyProfile;
  /** The shop's time zone (the profile's): order dates show, and the order list's days filter, in it. */
  timeZone: string;
  /** SPEC §9 isOrderPrintable: whether an order offers its print view. */
  isOrderPrintable: boolean;
  /** SPEC §9 isInvoicesEnabled: whether invoices exist (their screens, the sidebar link, an order's action). */
  isInvoicesEnabled: boolean;
  /** SPEC §9 isShipmentEnabled: whether an order offers "print shipment" (decision 0084). */
  isShipmentEnabled: boolean;
}

/** The app-wide things every screen may need. */
export interface AdminEnvironment extends AdminPageProps {
  client: AdminClient;
  failureTexts: FailureTexts;
  /**
   * Reports a failed call once (SPEC §8): a 401 opens the session-expired dialog, anything else
   * is a toast unless ignored or `silent` (shown in place instead).
   */
  report(error: unknown, how?: { silent?: boolean }): void;
}

export const AdminEnvironmentContext = createContext<AdminEnvironment | null>(null);

export function useAdmin(): AdminEnvironment {
  const environment = useContext(AdminEnvironmentContext);
  if (!environment) throw new Error("useAdmin outside the admin app");
  return environment;
}

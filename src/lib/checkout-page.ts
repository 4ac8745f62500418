// What /checkout, /order-summary and /thank-you read on the server (decision 0052): whether the
// shopper may order, and if not their next step; the customer's addresses written out for the
// island (the company's bank details are workers/api/front/get-site-profile.ts's `bankDetails`).
import { countryName } from "../../i18n/countries.ts";
import { useTranslations, type MessageKey } from "../../i18n/index.ts";
import { localizePath } from "../../i18n/routing.ts";
import type { Locale, Profile } from "../../core/profiles.ts";
import type { CustomerAddress } from "../../workers/api/account/list-addresses.ts";
import { adminOrderer, type Orderer } from "../../workers/api/auth/shopper.ts";
import type { AdminUser } from "../../workers/api/auth/get-admin-session.ts";
import type { AddressBook, CheckoutAddress } from "../islands/checkout/Checkout.tsx";
import type { FormatProfile } from "../islands/checkout/parts.tsx";

/** Why a signed-in shopper may not order yet (SPEC §4, §6, §8), and the step that changes it. */
export interface OrderingBlock {
  message: MessageKey;
  hint: MessageKey;
  next: { path: string; label: MessageKey };
}

/**
 * Who orders on a purchase page (src/lib/page-access.ts): the signed-in shopper, else the admin
 * taking a phone order (decision 0098), else nobody.
 */
export function pageOrderer(locals: { user: Orderer | null; admin: AdminUser | null }): Orderer | null {
  return locals.user ?? (locals.admin && adminOrderer(locals.admin));
}

/**
 * The customer an admin's phone order is for, as /cart sends it to /checkout and /order-summary
 * (`?customer=`): only the browser's cart knows it, and an admin's pages list that one customer's
 * addresses (decision 0098). Null for anyone else or without a well-formed id.
 */
export function phoneOrderCustomer(orderer: Orderer, url: URL): number | null {
  const asked = url.searchParams.get("customer");
  return orderer.kind === "admin" && asked && /^[1-9]\d{0,11}$/.test(asked) ? Number(asked) : null;
}

/**
 * SPEC §4: only verified and approved customers order; decision 0012: a restricted one does not.
 * Salespeople (and an admin taking a phone order) order for a customer they choose on /cart.
 */
export function orderingBlock(shopper: Orderer): OrderingBlock | null {
  if (shopper.kind !== "customer") return null;
  if (shopper.status === "unverified")
    return {
      message: "auth.login.unverified",
      hint: "auth.login.unverified.next",
      next: { path: "/verify-email", label: "verify.title" },
    };
  if (shopper.status === "unapproved")
    return {
      message: "auth.login.unapproved",
      hint: "auth.login.unapproved.next",
      next: { path: "/approval-form", label: "approval.title" },
    };
  if (shopper.isRestricted)
    return {
      message: "errors.accountRestricted",
      hint: "errors.accountRestricted.next",
      next: { path: "/contact", label: "contact.title" },
    };
  return null;
}

/** SPEC §5 Address: country, city and address1 required. */
export const isAddressComplete = (address: Pick<CustomerAddress, "country" | "city" | "address1">): boolean =>
  [address.country, address.city, address.address1].every((part) => part.trim() !== "");

/** The addresses by customer as the island shows them: lines in the page's language. */
export function checkoutAddressBook(book: Record<number, CustomerAddress[]>, locale: Locale): AddressBook {
  return Object.fromEntries(
    Object.entries(book).map(([customerId, list]) => [customerId, checkoutAddresses(list, locale)]),
  );
}

function checkoutAddresses(list: readonly CustomerAddress[], locale: Locale): CheckoutAddress[] {
  const t = useTranslations(locale);
  return list.map((address) => ({
    id: address.id,
    isComplete: isAddressComplete(address),
    lines: [
      address.address1,
      address.address2,
      [address.neighbourhood, address.city, address.postcode].filter(Boolean).join(t("site.listSeparator")),
      address.country ? countryName(address.country, locale) : "",
    ].filter((line): line is string => !!line),
  }));
}

/** The profile's formats, all an island needs of it to show money and dates. */
export function formatProfile(profile: Profile): FormatProfile {
  const { region, currency, currencySymbol, currencyText, timeZone } = profile;
  return { region, currency, currencySymbol, currencyText, timeZone };
}

/**
 * Localised paths of the purchase flow, for the islands' links; an admin's phone order keeps its
 * customer (`?customer=`) from /checkout to /order-summary and back.
 */
export function purchasePaths(locale: Locale, profile: Profile, phoneOrderFor: number | null = null) {
  const path = (to: string) => localizePath(to, locale, profile);
  const forCustomer = phoneOrderFor === null ? "" : `?customer=${phoneOrderFor}`;
  return {
    cart: path("/cart"),
    products: path("/products"),
    thankYou: path("/thank-you"),
    checkout: path("/checkout") + forCustomer,
    summary: profile.flags.isOrderSummaryEnabled ? path("/order-summary") + forCustomer : null,
    // Where a colleague's order sent for approval is followed (decision 0103)
    approvals: path("/dashboard/approvals"),
  };
}

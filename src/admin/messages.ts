// The admin app's messages (decision 0041): the page picks these keys in the admin's language and
// passes them to the app, which is one island for every screen. A screen's keys are listed here
// (or in a list it exports and this one spreads), so a missing key fails `npm run check`.
import { createContext, useContext, useMemo } from "react";
import { validationMessages } from "../../core/validation/messages.ts";
import type { MessageKey } from "../../i18n/index.ts";
import { translator, type Messages } from "../../i18n/messages.ts";
import { formKitMessages } from "../islands/forms/form-context.ts";
import { fileFieldMessages } from "../islands/forms/fields.tsx";
import { catalogueMessages } from "./screens/catalogue-messages.ts";
import { measureUnitMessages } from "./screens/measure-units/messages.ts";
import { taxGroupMessages } from "./screens/tax-groups/messages.ts";
import { shippingZoneMessages } from "./screens/shipping-zones/messages.ts";
import { couponMessages } from "./screens/coupons/messages.ts";
import { priceListMessages } from "./screens/price-lists/messages.ts";
import { customerGroupMessages } from "./screens/customer-groups/messages.ts";
import { paymentMethodMessages } from "./screens/payment-methods/messages.ts";
import { listFieldMessages, richTextMessages } from "./kit/fields/messages.ts";
import { variantAttributeMessages } from "./screens/variants/messages.ts";
import { optionGroupMessages } from "./screens/options/messages.ts";
import { productVariantMessages } from "./screens/product-variants/messages.ts";
import { productAttributeMessages } from "./screens/product-attributes/messages.ts";
import { menuScreenMessages } from "./screens/menus/messages.ts";
import { productImportMessages } from "./screens/product-import/messages.ts";
import { productMessages } from "./screens/products/messages.ts";
import { adminAccountMessages } from "./screens/admins/messages.ts";
import { settingsScreenMessages } from "./screens/settings/messages.ts";
import { peopleMessages } from "./screens/customers/messages.ts";
import { themeWizardMessages } from "./screens/theme-wizard/messages.ts";
import { reviewScreenMessages } from "./screens/reviews/messages.ts";
import { emailSettingsMessages } from "./screens/email-settings/messages.ts";
import { cmsPageMessages } from "./screens/cms-pages/messages.ts";
import { orderMessages } from "./screens/orders/messages.ts";
import { invoiceMessages } from "./screens/invoices/messages.ts";
import { refundMessages } from "./screens/refunds/messages.ts";
import { abandonedCartMessages } from "./screens/abandoned-carts/messages.ts";
import { collectionMessages } from "./screens/collections/messages.ts";
import { quoteScreenMessages } from "./screens/quotes/messages.ts";

export const adminAppMessages = [
  ...formKitMessages,
  // The shop's file picker (the CSV import, the site's PDFs).
  ...fileFieldMessages,
  // Every admin form checks an API contract: any validation message may be reported.
  ...validationMessages,
  "site.name",
  "site.skipToContent",
  "header.language.label",
  "header.theme.toggle",
  "auth.logout",
  "auth.logout.success",
  "errors.failed",
  "errors.occurred",
  "errors.network",
  "errors.forbidden",
  "notFound.title",
  "admin.app.title",
  "admin.nav.label",
  "admin.nav.open",
  "admin.nav.close",
  "admin.nav.section.utils",
  "admin.nav.section.orders",
  "admin.nav.section.products",
  "admin.nav.section.users",
  "admin.nav.section.admins",
  "admin.nav.section.images",
  "admin.nav.dashboard",
  "admin.nav.taxGroups",
  "admin.nav.coupons",
  "admin.nav.priceLists",
  "admin.nav.customerGroups",
  "admin.nav.shippingZones",
  "admin.nav.order",
  "admin.nav.refunds",
  "admin.nav.product",
  "admin.nav.variants",
  "admin.nav.options",
  "admin.nav.mainCategory",
  "admin.nav.category",
  "admin.nav.menu",
  "admin.nav.measureUnits",
  "admin.nav.tags",
  "admin.nav.users",
  "admin.nav.admins",
  "admin.nav.slider",
  "admin.nav.gallery",
  "admin.nav.settings",
  "admin.settings.tabs",
  "admin.settings.tab.companyInfo",
  "admin.settings.tab.personal",
  "admin.settings.tab.site",
  "admin.settings.tab.reviews",
  "admin.settings.tab.paymentMethods",
  "admin.settings.tab.emailSettings",
  "admin.settings.tab.cmsPages",
  "admin.settings.tab.transactions",
  "admin.nav.invoices",
  "admin.crumbs.label",
  "admin.crumbs.add",
  "admin.later.title",
  "admin.later.text",
  "admin.later.back",
  "admin.notFound.text",
  "admin.session.title",
  "admin.session.text",
  "admin.session.confirm",
  "admin.list.search",
  "admin.list.searchLabel",
  "admin.list.add",
  "admin.list.empty",
  "admin.list.emptySearch",
  "admin.list.loading",
  "admin.list.failed",
  "admin.list.retry",
  "admin.list.actions",
  "admin.list.edit",
  "admin.list.delete",
  "admin.list.pages",
  "admin.list.total",
  "admin.list.previous",
  "admin.list.next",
  "admin.list.perPage",
  "admin.list.pagination",
  "admin.delete.title",
  "admin.delete.text",
  "admin.delete.confirm",
  "admin.delete.cancel",
  "admin.delete.done",
  "admin.form.details",
  "admin.form.texts",
  "admin.form.textsHint",
  "admin.form.english",
  "admin.form.arabic",
  "admin.form.save",
  "admin.form.saving",
  "admin.form.cancel",
  "admin.form.added",
  "admin.form.saved",
  "admin.form.loadFailed",
  "admin.dashboard.welcome",
  "admin.dashboard.pendingCustomers",
  "admin.dashboard.unavailable",
  "admin.dashboard.period",
  "admin.dashboard.period.last30",
  "admin.dashboard.period.last7",
  "admin.dashboard.period.month",
  "admin.dashboard.period.shown",
  "admin.dashboard.interval",
  "admin.dashboard.interval.day",
  "admin.dashboard.interval.week",
  "admin.dashboard.interval.month",
  "admin.dashboard.sales",
  "admin.dashboard.orders",
  "admin.dashboard.averageOrderValue",
  "admin.dashboard.salesChart",
  "admin.dashboard.statuses",
  "admin.dashboard.returns",
  "admin.dashboard.refunded",
  "admin.dashboard.topCategories",
  "admin.dashboard.topBrands",
  "admin.dashboard.topCustomers",
  "admin.dashboard.customerOrders",
  "admin.dashboard.lowStock",
  "admin.dashboard.lowStockCount",
  "admin.dashboard.leftCarts",
  "admin.dashboard.leftCartsValue",
  "admin.dashboard.overdue",
  "admin.dashboard.overdueTotal",
  "admin.dashboard.none",
  ...measureUnitMessages,
  ...taxGroupMessages,
  ...shippingZoneMessages,
  ...couponMessages,
  ...priceListMessages,
  ...customerGroupMessages,
  ...paymentMethodMessages,
  ...catalogueMessages,
  ...listFieldMessages,
  ...richTextMessages,
  ...emailSettingsMessages,
  ...cmsPageMessages,
  ...variantAttributeMessages,
  ...optionGroupMessages,
  ...productVariantMessages,
  ...productAttributeMessages,
  ...menuScreenMessages,
  ...productImportMessages,
  ...productMessages,
  ...adminAccountMessages,
  ...settingsScreenMessages,
  ...peopleMessages,
  ...themeWizardMessages,
  ...reviewScreenMessages,
  ...orderMessages,
  ...invoiceMessages,
  ...refundMessages,
  ...abandonedCartMessages,
  ...collectionMessages,
  ...quoteScreenMessages,
] as const satisfies readonly MessageKey[];

export type AdminMessageKey = (typeof adminAppMessages)[number];
export type AdminMessages = Messages<AdminMessageKey>;
export type AdminTranslate = ReturnType<typeof translator<AdminMessageKey>>;

export const MessagesContext = createContext<AdminMessages | null>(null);

/** The admin's messages, as given by the page. */
export function useAdminMessages(): AdminMessages {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error("useAdminMessages outside the admin app");
  return messages;
}

/**
 * A translator over the admin's messages.
 * @example const t = useT(); t("admin.list.pages", { page: 1, pages: 3 })
 */
export function useT(): AdminTranslate {
  const messages = useAdminMessages();
  return useMemo(() => translator(messages), [messages]);
}

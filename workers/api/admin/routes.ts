import { Hono } from "hono";
import { noStore } from "../../lib/http/no-store.ts";
import { ok } from "../../lib/http/respond.ts";
import { access } from "../auth/access.ts";
import { adminJson } from "../auth/user-json.ts";
import type { ApiEnv } from "../env.ts";
import { companies, customers } from "./customers/routes.ts";
import { adminCompanyPeople } from "../company/routes.ts";
import { dashboardRoutes } from "./dashboard/routes.ts";
import { orderDesk } from "./orders/routes.ts";
import { adminQuotes } from "../quotes/routes.ts";
import { invoiceRoutes } from "./invoices/routes.ts";
import { abandonedCartRoutes } from "./abandoned-carts/routes.ts";
import { refundDesk } from "./refunds/routes.ts";
import { collectionDesk } from "./collections/routes.ts";
import { shipmentRoutes } from "./shipments/routes.ts";
import { salespeople } from "./salespeople/routes.ts";
import { gallery } from "./gallery/routes.ts";
import { measureUnits } from "./measure-units/routes.ts";
import { taxGroupRoutes } from "./tax-groups/routes.ts";
import { customerGroupRoutes, customerPricingRoutes } from "./customer-groups/routes.ts";
import { priceBreakRoutes, priceListRoutes } from "./price-lists/routes.ts";
import { couponRoutes } from "./coupons/routes.ts";
import { brands } from "./brands/routes.ts";
import { tags } from "./tags/routes.ts";
import { mainCategories } from "./main-categories/routes.ts";
import { categories } from "./categories/routes.ts";
import { menus, menuTypes } from "./menus/routes.ts";
import { slides } from "./slides/routes.ts";
import { optionGroups } from "./option-groups/routes.ts";
import { productVariants } from "./product-variants/routes.ts";
import { productAttributeRoutes } from "./product-attributes/routes.ts";
import { variantAttributes } from "./variants/routes.ts";
import { products } from "./products/routes.ts";
import { productCsv } from "./product-csv/routes.ts";
import { adminAccounts } from "./admins/routes.ts";
import { settings } from "./settings/routes.ts";
import { transactions } from "./transactions/routes.ts";
import { paymentGatewayRoutes, paymentMethodRoutes } from "./payment-methods/routes.ts";
import { shippingZoneLookups, shippingZoneRoutes } from "./shipping-zones/routes.ts";
import { theme } from "./theme/routes.ts";
import { adminReviews } from "./reviews/routes.ts";
import { cmsPages } from "./cms-pages/routes.ts";
import { emailPreview, emailTemplates } from "./email-templates/routes.ts";

/**
 * The admin API (SPEC §7), one folder per domain under its URL. Every route declares an admin
 * level (401 without a session, which the admin SPA shows as the SPEC §8 "session expired"
 * dialog). Domains whose writes change what shoppers see are built with `catalogueRoutes()`
 * (./catalogue-routes.ts). Answers are never cached.
 */
export const admin = new Hono<ApiEnv>()
  .use(noStore())
  .get("/profile/show", access("admin"), (c) => ok(c, adminJson(c.var.admin)))
  .route("/dashboard", dashboardRoutes)
  .route("/customers", customers)
  .route("/customers", customerPricingRoutes)
  .route("/companies", companies)
  .route("/companies/:id/people", adminCompanyPeople)
  // /orders, /orders.csv and /orders/{id}…: the CSV sits beside its list, not under /orders/{id}
  .route("/", orderDesk)
  .route("/quotes", adminQuotes)
  .route("/invoices", invoiceRoutes)
  .route("/abandoned-carts", abandonedCartRoutes)
  .route("/", refundDesk)
  .route("/collections", collectionDesk)
  .route("/shipments", shipmentRoutes)
  .route("/salespeople", salespeople)
  .route("/measure-units", measureUnits)
  .route("/tax-groups", taxGroupRoutes)
  .route("/coupons", couponRoutes)
  .route("/price-lists", priceListRoutes)
  .route("/price-breaks", priceBreakRoutes)
  .route("/customer-groups", customerGroupRoutes)
  .route("/brands", brands)
  .route("/tags", tags)
  .route("/main-categories", mainCategories)
  .route("/categories", categories)
  .route("/gallery", gallery)
  .route("/menus", menus)
  .route("/menu-types", menuTypes)
  .route("/slides", slides)
  .route("/variants", variantAttributes)
  .route("/option-groups", optionGroups)
  .route("/products/:productId/variants", productVariants)
  .route("/products/:productId/attributes", productAttributeRoutes)
  .route("/product-csv", productCsv)
  .route("/products", products)
  .route("/admins", adminAccounts)
  .route("/settings", settings)
  .route("/transactions", transactions)
  .route("/payment-methods", paymentMethodRoutes)
  .route("/payment-gateways", paymentGatewayRoutes)
  .route("/", shippingZoneLookups)
  .route("/shipping-zones", shippingZoneRoutes)
  .route("/settings/theme", theme)
  .route("/reviews", adminReviews)
  .route("/cms-pages", cmsPages)
  .route("/email-templates", emailTemplates)
  .route("/email-preview", emailPreview);

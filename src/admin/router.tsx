// The admin app's routes (TanStack Router, code-based): SPEC §2's paths under the admin base, each
// screen a lazy chunk. A resource's three routes come from its description (./kit/resource-routes.tsx).
import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from "@tanstack/react-router";
import { AdminLayout } from "./layout/AdminLayout.tsx";
import { parseAddressSearch, stringifyAddressSearch } from "./kit/list-search.ts";
import { ScreenFailed, ScreenLoading, ScreenNotFound } from "./kit/screen-states.tsx";
import { measureUnitRoutes } from "./screens/measure-units/routes.ts";
import { taxGroupRoutes } from "./screens/tax-groups/routes.ts";
import { shippingZoneRoutes } from "./screens/shipping-zones/routes.ts";
import { couponRoutes } from "./screens/coupons/routes.ts";
import { priceListRoutes } from "./screens/price-lists/routes.ts";
import { customerGroupRoutes } from "./screens/customer-groups/routes.ts";
import { brandRoutes } from "./screens/brands/routes.ts";
import { categoryRoutes } from "./screens/categories/routes.ts";
import { galleryRoute } from "./screens/gallery/routes.tsx";
import { mainCategoryRoutes } from "./screens/main-categories/routes.ts";
import { tagRoutes } from "./screens/tags/routes.ts";
import { optionGroupRoutes } from "./screens/options/routes.ts";
import { productVariantsRoute } from "./screens/product-variants/routes.ts";
import { productAttributesRoute } from "./screens/product-attributes/routes.ts";
import { variantAttributeRoutes } from "./screens/variants/routes.ts";
import { menuRoutes } from "./screens/menus/routes.ts";
import { slideRoutes } from "./screens/slides/routes.ts";
import { productRoutes } from "./screens/products/routes.ts";
import { settingsRoutes } from "./screens/settings/routes.ts";
import { adminAccountRoutes } from "./screens/admins/routes.ts";
import { customerRoutes } from "./screens/customers/routes.ts";
import { salespersonRoutes } from "./screens/salespeople/routes.ts";
import { orderRoutes } from "./screens/orders/routes.ts";
import { invoiceRoutes } from "./screens/invoices/routes.ts";
import { refundRoutes } from "./screens/refunds/routes.ts";
import { abandonedCartRoutes } from "./screens/abandoned-carts/routes.ts";
import { collectionRoutes } from "./screens/collections/routes.ts";
import { quoteRoutes } from "./screens/quotes/routes.ts";

const root = createRootRoute({ component: AdminLayout });

/** SPEC §2 Dashboard: the admin's landing. */
const dashboard = createRoute({
  getParentRoute: () => root,
  path: "/",
  component: lazyRouteComponent(() => import("./screens/Dashboard.tsx")),
});

/** Products import and export (issue #11 item 6, decision 0061): a bespoke screen. */
const productImport = createRoute({
  getParentRoute: () => root,
  path: "product/import",
  component: lazyRouteComponent(() => import("./screens/product-import/ProductImport.tsx")),
});

/**
 * Every other path: a SPEC §2 screen not built yet says so, admin management refuses non-super
 * admins (SPEC §8 access denied), anything else is not found; always inside the layout.
 */
const elsewhere = createRoute({
  getParentRoute: () => root,
  path: "$",
  component: lazyRouteComponent(() => import("./screens/Elsewhere.tsx")),
});

const routeTree = root.addChildren([
  dashboard,
  ...measureUnitRoutes(root),
  ...taxGroupRoutes(root),
  ...shippingZoneRoutes(root),
  ...couponRoutes(root),
  ...priceListRoutes(root),
  ...customerGroupRoutes(root),
  ...brandRoutes(root),
  ...tagRoutes(root),
  ...mainCategoryRoutes(root),
  ...categoryRoutes(root),
  galleryRoute(root),
  ...variantAttributeRoutes(root),
  ...optionGroupRoutes(root),
  productVariantsRoute(root),
  productAttributesRoute(root),
  ...menuRoutes(root),
  ...slideRoutes(root),
  productImport,
  ...productRoutes(root),
  ...adminAccountRoutes(root),
  ...customerRoutes(root),
  ...salespersonRoutes(root),
  ...orderRoutes(root),
  ...invoiceRoutes(root),
  ...refundRoutes(root),
  ...abandonedCartRoutes(root),
  ...collectionRoutes(root),
  ...quoteRoutes(root),
  settingsRoutes(root),
  elsewhere,
]);

/** The router for the admin's base path (`/admin-panel/secure`, `/en/admin-panel/secure`). */
export function createAdminRouter({ basepath }: { basepath: string }) {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return createRouter({
    routeTree,
    basepath,
    // SPEC §2: list pages keep `?search=&page=` in the address as typed text, not JSON.
    parseSearch: parseAddressSearch,
    stringifySearch: stringifyAddressSearch,
    // SPEC §2: every navigation (a link, a list's next page) scrolls smoothly to the top; back and
    // forward come back to where the admin was.
    scrollRestoration: true,
    scrollRestorationBehavior: reducedMotion ? "instant" : "smooth",
    defaultPendingComponent: ScreenLoading,
    defaultErrorComponent: ScreenFailed,
    // A malformed id (`measureUnits/01`) is no screen: not found, inside the layout.
    defaultNotFoundComponent: ScreenNotFound,
    defaultPreload: "intent",
  });
}
export type AdminRouter = ReturnType<typeof createAdminRouter>;

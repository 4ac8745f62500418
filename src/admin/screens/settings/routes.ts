import { createRoute, lazyRouteComponent, redirect, type AnyRoute } from "@tanstack/react-router";
import { firstSettingsTab } from "./tabs.ts";
import { themeWizardRoute } from "../theme-wizard/routes.ts";
import { reviewsRoute } from "../reviews/routes.tsx";
import { cmsPageRoutes } from "../cms-pages/routes.tsx";
import { emailSettingsRoutes } from "../email-settings/routes.ts";
import { paymentMethodRoutes } from "../payment-methods/routes.tsx";

/**
 * SPEC §2 `settings` and its tabs: one layout route (title and tab bar) whose children are the
 * tabs' screens; `settings` alone opens the first tab. Each tab adds its routes to `tabs` below,
 * one line each, built on `settings` as their parent.
 */
export const settingsRoutes = (parent: AnyRoute) => {
  const settings = createRoute({
    getParentRoute: () => parent,
    path: "settings",
    component: lazyRouteComponent(() => import("./SettingsLayout.tsx")),
  });
  const index = createRoute({
    getParentRoute: () => settings,
    path: "/",
    beforeLoad: () => {
      throw redirect({ to: `/settings/${firstSettingsTab}`, replace: true });
    },
  });
  const elsewhere = createRoute({
    getParentRoute: () => settings,
    path: "$",
    component: lazyRouteComponent(() => import("./SettingsElsewhere.tsx")),
  });
  const tab = (path: string, load: Parameters<typeof lazyRouteComponent>[0]) =>
    createRoute({ getParentRoute: () => settings, path, component: lazyRouteComponent(load) });
  const tabs: AnyRoute[] = [
    tab("company-info", () => import("./CompanyInfo.tsx")),
    tab("personal", () => import("./Personal.tsx")),
    tab("site", () => import("./SiteSettings.tsx")),
    themeWizardRoute(settings),
    reviewsRoute(settings),
    ...paymentMethodRoutes(settings),
    ...emailSettingsRoutes(settings),
    ...cmsPageRoutes(settings),
    tab("transactions", () => import("./Transactions.tsx")),
  ];
  return settings.addChildren([index, ...tabs, elsewhere]);
};

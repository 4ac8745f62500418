import { createRoute, lazyRouteComponent, type AnyRoute } from "@tanstack/react-router";

/** SPEC §2 `settings/site/theme-wizard`: a screen of the site settings tab (decision 0069). */
export const themeWizardRoute = (settings: AnyRoute) =>
  createRoute({
    getParentRoute: () => settings,
    path: "site/theme-wizard",
    component: lazyRouteComponent(() => import("./ThemeWizard.tsx")),
  });

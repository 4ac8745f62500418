import type { AnyRoute } from "@tanstack/react-router";
import { emailTemplateSorts, emailSettingNames } from "../../../../core/contracts/admin/email-templates.ts";
import { type } from "arktype";
import { resourceRoutes } from "../../kit/resource-routes.tsx";

/** SPEC §2 settings/email-settings and settings/email-settings/{id} (and /add), children of the settings layout. */
export const emailSettingsRoutes = (settings: AnyRoute) =>
  resourceRoutes(settings, {
    path: "email-settings",
    sorts: emailTemplateSorts,
    filters: { settingName: type.enumerated(...emailSettingNames) },
    load: () => import("./resource.tsx"),
  });

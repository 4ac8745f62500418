// The app-wide queries: the signed-in admin (SPEC §7 `api/admin/profile/show`), the site setting
// that shows the Refunds link, and the lists' page size (the theme's `admin_limit`).
import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
import { parseTheme } from "../../core/theme.ts";
import { answerOf } from "./api.ts";
import { useAdmin } from "./environment.ts";
import { profileQueryOptions } from "./query-defaults.ts";
import { $hasAdminMarker } from "./session.ts";

export const profileQueryKey = ["admin", "profile"] as const;

/**
 * The signed-in admin: requested once while the session marker is set, never refetched on focus
 * (SPEC §4, §9). A 401 opens the session-expired dialog through the query client.
 */
export function useAdminProfile() {
  const { client, failureTexts } = useAdmin();
  const hasMarker = useStore($hasAdminMarker);
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: () => answerOf(client.api.admin.profile.show.$get(), failureTexts),
    enabled: hasMarker,
    ...profileQueryOptions,
  });
}

/** The shop's public settings (SPEC §7 `GET /api/front/settings`), read once for the whole app. */
function useFrontSettings(enabled = true) {
  const { client, failureTexts } = useAdmin();
  return useQuery({
    queryKey: ["front", "settings"],
    queryFn: () => answerOf(client.api.front.settings.$get(), failureTexts),
    enabled,
    meta: { silent: true },
  });
}

/**
 * Whether refunds are enabled: the profile allows them (SPEC §9 isOrderRefundable) and the site
 * setting switches them on (SPEC §3 "refunds enabled"), as the customer area decides (decision 0053).
 */
export function useRefundsEnabled(): boolean {
  const { isOrderRefundable } = useAdmin();
  const settings = useFrontSettings(isOrderRefundable);
  return isOrderRefundable && settings.data?.refundsEnabled === true;
}

/**
 * How many rows an admin list shows when its address names no page size: the theme's `admin_limit`
 * (SPEC §3, §9). Undefined while the settings load, so a list asks for its first page once; the
 * default theme's when they cannot be read.
 */
export function useAdminPageSize(): number | undefined {
  const settings = useFrontSettings();
  if (settings.data) return parseTheme(settings.data.theme).admin_limit;
  return settings.isError ? parseTheme(null).admin_limit : undefined;
}

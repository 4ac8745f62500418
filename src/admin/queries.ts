// The app-wide queries: the signed-in admin (SPEC §7 `api/admin/profile/show`) and the site
// setting that shows the Refunds link.
import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
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

/**
 * Whether refunds are enabled: the profile allows them (SPEC §9 isOrderRefundable) and the site
 * setting switches them on (SPEC §3 "refunds enabled"), as the customer area decides (decision 0053).
 */
export function useRefundsEnabled(): boolean {
  const { client, failureTexts, isOrderRefundable } = useAdmin();
  const settings = useQuery({
    queryKey: ["front", "settings"],
    queryFn: () => answerOf(client.api.front.settings.$get(), failureTexts),
    enabled: isOrderRefundable,
    meta: { silent: true },
  });
  return isOrderRefundable && settings.data?.refundsEnabled === true;
}

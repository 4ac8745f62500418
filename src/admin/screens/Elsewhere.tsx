import { useParams } from "@tanstack/react-router";
import { AccessDenied, NotBuilt, ScreenLoading, ScreenNotFound } from "../kit/screen-states.tsx";
import { screenNames, superAdminScreens } from "../layout/navigation.ts";
import { useT } from "../messages.ts";
import { useAdminProfile } from "../queries.ts";

/**
 * Any admin path without a screen of its own: a screen SPEC §2 lists but a later issue builds says
 * so plainly (rather than a 404 or an empty page); admin management (SPEC §6) first refuses
 * non-super admins; a path SPEC does not list is not found.
 */
export default function Elsewhere() {
  const t = useT();
  const { _splat: splat = "" } = useParams({ strict: false });
  const [first = ""] = splat.split("/");
  const name = Object.hasOwn(screenNames, first) ? screenNames[first] : undefined;
  const profile = useAdminProfile();
  if (!name || !first) return <ScreenNotFound />;
  if (superAdminScreens.has(first)) {
    if (profile.isPending) return <ScreenLoading />;
    if (profile.data?.is_super_admin !== true) return <AccessDenied />;
  }
  return <NotBuilt name={t(name)} />;
}

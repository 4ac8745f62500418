import { useParams } from "@tanstack/react-router";
import { Construction } from "lucide-react";
import { AccessDenied, BackToDashboard, ScreenLoading, ScreenNotFound } from "../kit/screen-states.tsx";
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
  return (
    <section className="flex max-w-prose flex-col items-start gap-4" data-testid="not-built">
      <h1 className="text-2xl font-bold">{t(name)}</h1>
      <div className="flex gap-3 rounded-lg border border-dashed p-4">
        <Construction aria-hidden className="mt-0.5 size-6 shrink-0 text-accent" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{t("admin.later.title")}</p>
          <p className="text-muted-foreground">{t("admin.later.text", { screen: t(name) })}</p>
        </div>
      </div>
      <BackToDashboard />
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Ruler, UserCheck } from "lucide-react";
import type { ReactNode } from "react";
import { formatNumber } from "../../../i18n/money.ts";
import { answerOf } from "../api.ts";
import { useAdmin } from "../environment.ts";
import { ScreenHeader } from "../kit/screen-states.tsx";
import { useT } from "../messages.ts";
import { useAdminProfile } from "../queries.ts";

/**
 * SPEC §2 Dashboard, the admin's landing: a greeting and the counts the existing API can give
 * (customers waiting for approval, measure units), each a way into its screen. The statistics of
 * later issues (orders, revenue) join it when their APIs exist.
 */
export default function Dashboard() {
  const t = useT();
  const { client, failureTexts, locale, money } = useAdmin();
  const profile = useAdminProfile();
  const pending = useQuery({
    queryKey: ["customers", "pending"],
    queryFn: () =>
      answerOf(client.api.admin.customers.$get({ query: { status: "pending", perPage: "1" } }), failureTexts),
    meta: { silent: true },
  });
  const units = useQuery({
    queryKey: ["measureUnits", "count"],
    queryFn: () => answerOf(client.api.admin["measure-units"].$get({ query: { perPage: "1" } }), failureTexts),
    meta: { silent: true },
  });
  const count = (value: number | undefined) => (value === undefined ? undefined : formatNumber(value, locale, money));
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={t("admin.nav.dashboard")} />
      <div className="flex flex-col gap-1">
        {profile.data && (
          <p className="text-lg font-medium" data-testid="welcome">
            {t("admin.dashboard.welcome", { name: profile.data.name })}
          </p>
        )}
        <p className="text-muted-foreground">{t("admin.dashboard.text")}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Stat
          icon={<UserCheck aria-hidden className="size-6" />}
          label={t("admin.dashboard.pendingCustomers")}
          value={count(pending.data?.total)}
          failed={pending.isError}
          to="/users"
          search={{ status: "pending" }}
        />
        <Stat
          icon={<Ruler aria-hidden className="size-6" />}
          label={t("admin.nav.measureUnits")}
          value={count(units.data?.total)}
          failed={units.isError}
          to="/measureUnits"
        />
      </ul>
    </div>
  );
}

function Stat(props: {
  icon: ReactNode;
  label: string;
  value: string | undefined;
  failed: boolean;
  to: string;
  /** The address's query of the screen linked to (a list's filter). */
  search?: Record<string, string>;
}) {
  const t = useT();
  return (
    <li>
      <Link
        to={props.to}
        search={props.search}
        className="flex items-center gap-4 rounded-lg border p-4 transition-colors hover:bg-muted"
        data-testid="stat"
      >
        <span className="rounded-md bg-muted p-2 text-primary">{props.icon}</span>
        <span className="flex flex-col">
          <span className="text-sm text-muted-foreground">{props.label}</span>
          <span className="text-2xl font-bold tabular-nums">
            {props.value ?? (props.failed ? t("admin.dashboard.unavailable") : "…")}
          </span>
        </span>
      </Link>
    </li>
  );
}

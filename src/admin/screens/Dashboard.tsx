import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { AlertTriangle, Banknote, Receipt, RotateCcw, ShoppingCart, TrendingUp, UserCheck } from "lucide-react";
import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import type { DashboardInterval } from "../../../core/contracts/admin/dashboard.ts";
import { orderStatuses } from "../../../core/orders/order-status.ts";
import { formatDate, isoDayOf } from "../../../i18n/dates.ts";
import { formatMoney, formatNumber } from "../../../i18n/money.ts";
import { answerOf } from "../api.ts";
import { useAdmin } from "../environment.ts";
import { Money } from "../kit/money.tsx";
import { ScreenHeader } from "../kit/screen-states.tsx";
import { useT } from "../messages.ts";
import { useAdminProfile } from "../queries.ts";

const SalesChart = lazy(() => import("./dashboard/SalesChart.tsx"));

/** The periods the picker offers, each as the number of days up to today (or this month's days). */
const periods = ["last7", "last30", "month"] as const;
type Period = (typeof periods)[number];
const intervals = ["day", "week", "month"] as const satisfies readonly DashboardInterval[];

const day = 86_400_000;

/** The period's first and last days (ISO) in the shop's time zone. */
function periodDays(period: Period, timeZone: string): { from: string; to: string } {
  const now = Date.now();
  const to = isoDayOf(now, { timeZone });
  if (period === "month") return { from: `${to.slice(0, 8)}01`, to };
  return { from: isoDayOf(now - (period === "last7" ? 6 : 29) * day, { timeZone }), to };
}

/**
 * SPEC §2 Dashboard, the admin's first screen (issue #21 item 6, decision 0090): the period's
 * sales and orders drawn over time, its average order value, orders by status, returns, the top
 * categories, brands and customers, and what waits now (customers to approve, products low on
 * stock, carts left this week). Every figure comes from GET /api/admin/dashboard in one request;
 * each widget opens the list it sums up, filtered the same way.
 */
export default function Dashboard() {
  const t = useT();
  const { client, failureTexts, locale, money, timeZone } = useAdmin();
  const profile = useAdminProfile();
  const [period, setPeriod] = useState<Period>("last30");
  const [interval, setInterval] = useState<DashboardInterval>("day");
  const { from, to } = useMemo(() => periodDays(period, timeZone), [period, timeZone]);
  const dashboard = useQuery({
    queryKey: ["dashboard", from, to, interval, locale],
    queryFn: () => answerOf(client.api.admin.dashboard.$get({ query: { from, to, interval } }), failureTexts),
    placeholderData: (previous) => previous,
  });
  const data = dashboard.data;
  const count = (value: number | undefined) => (value === undefined ? undefined : formatNumber(value, locale, money));
  const amount = (value: number | undefined) => (value === undefined ? undefined : formatMoney(value, locale, money));
  const inPeriod = { from, to };
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={t("admin.nav.dashboard")} />
      {profile.data && (
        <p className="text-lg font-medium" data-testid="welcome">
          {t("admin.dashboard.welcome", { name: profile.data.name })}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-4" data-testid="dashboard-period">
        <fieldset className="flex min-w-0 flex-col gap-1">
          <legend className="mb-1 text-sm text-muted-foreground">{t("admin.dashboard.period")}</legend>
          <div className="flex flex-wrap gap-1">
            {periods.map((choice) => (
              <button
                key={choice}
                type="button"
                aria-pressed={period === choice}
                onClick={() => setPeriod(choice)}
                className="rounded-md border px-3 py-1.5 text-sm aria-pressed:bg-primary aria-pressed:text-primary-foreground"
              >
                {t(`admin.dashboard.period.${choice}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <label className="flex flex-col gap-1 text-sm">
          <span className="text-muted-foreground">{t("admin.dashboard.interval")}</span>
          <select
            value={interval}
            onChange={(event) => setInterval(event.target.value as DashboardInterval)}
            className="rounded-md border bg-background px-3 py-1.5"
            data-testid="dashboard-interval"
          >
            {intervals.map((choice) => (
              <option key={choice} value={choice}>
                {t(`admin.dashboard.interval.${choice}`)}
              </option>
            ))}
          </select>
        </label>
        <p className="text-sm text-muted-foreground" data-testid="dashboard-dates">
          {t("admin.dashboard.period.shown", {
            from: formatDate(Date.parse(`${from}T12:00:00Z`), { timeZone: "UTC" }),
            to: formatDate(Date.parse(`${to}T12:00:00Z`), { timeZone: "UTC" }),
          })}
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat
          icon={<Banknote aria-hidden className="size-6" />}
          label={t("admin.dashboard.sales")}
          value={amount(data?.totals.sales)}
          failed={dashboard.isError}
          to="/order"
          search={inPeriod}
          testId="stat-sales"
        />
        <Stat
          icon={<Receipt aria-hidden className="size-6" />}
          label={t("admin.dashboard.orders")}
          value={count(data?.totals.orders)}
          failed={dashboard.isError}
          to="/order"
          search={inPeriod}
          testId="stat-orders"
        />
        <Stat
          icon={<TrendingUp aria-hidden className="size-6" />}
          label={t("admin.dashboard.averageOrderValue")}
          value={amount(data?.totals.averageOrderValue)}
          failed={dashboard.isError}
          to="/order"
          search={inPeriod}
          testId="stat-aov"
        />
        <Stat
          icon={<RotateCcw aria-hidden className="size-6" />}
          label={t("admin.dashboard.returns")}
          value={count(data?.returns.count)}
          detail={data && t("admin.dashboard.refunded", { amount: formatMoney(data.returns.refunded, locale, money) })}
          failed={dashboard.isError}
          to="/refunds"
          testId="stat-returns"
        />
        <Stat
          icon={<UserCheck aria-hidden className="size-6" />}
          label={t("admin.dashboard.pendingCustomers")}
          value={count(data?.pendingCustomers)}
          failed={dashboard.isError}
          to="/users"
          search={{ status: "pending" }}
          testId="stat-pending"
        />
        <Stat
          icon={<AlertTriangle aria-hidden className="size-6" />}
          label={t("admin.dashboard.lowStockCount")}
          value={count(data?.lowStock.count)}
          failed={dashboard.isError}
          to="/product"
          search={{ sort: "quantity" }}
          testId="stat-low-stock"
        />
        <Stat
          icon={<ShoppingCart aria-hidden className="size-6" />}
          label={t("admin.dashboard.leftCarts")}
          value={count(data?.leftCarts.count)}
          detail={
            data && t("admin.dashboard.leftCartsValue", { amount: formatMoney(data.leftCarts.value, locale, money) })
          }
          failed={dashboard.isError}
          to="/abandoned-carts"
          search={{ state: "left" }}
          testId="stat-left-carts"
        />
      </ul>
      <section className="rounded-lg border p-4" aria-labelledby="sales-chart">
        <h2 id="sales-chart" className="mb-2 font-medium">
          {t("admin.dashboard.salesChart")}
        </h2>
        <Suspense fallback={<div className="h-72" aria-busy="true" />}>
          {data && <SalesChart series={data.series} interval={data.interval} />}
        </Suspense>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Widget title={t("admin.dashboard.statuses")} testId="widget-statuses">
          {data && Object.values(data.statuses).every((n) => n === 0) && <Empty />}
          {data && Object.values(data.statuses).some((n) => n > 0) && (
            <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              {orderStatuses
                .filter((status) => data.statuses[status] > 0)
                .map((status) => (
                  <li key={status}>
                    <Link
                      to="/order"
                      search={{ ...inPeriod, status }}
                      className="flex justify-between gap-2 rounded px-1 hover:bg-muted"
                    >
                      <span>{t(`orderStatus.${status}`)}</span>
                      <span className="tabular-nums">{count(data.statuses[status])}</span>
                    </Link>
                  </li>
                ))}
            </ul>
          )}
        </Widget>
        <Widget title={t("admin.dashboard.topCustomers")} testId="widget-top-customers">
          {data && (
            <Ranked
              rows={data.topCustomers.map((row) => ({
                key: row.id,
                label: row.companyName,
                detail: t("admin.dashboard.customerOrders", { count: count(row.orders) ?? "" }),
                revenue: row.revenue,
                to: "/order",
                search: { ...inPeriod, customer: String(row.id) },
              }))}
            />
          )}
        </Widget>
        <Widget title={t("admin.dashboard.topCategories")} testId="widget-top-categories">
          {data && (
            <Ranked
              rows={data.topCategories.map((row) => ({
                key: row.id,
                label: row.name,
                revenue: row.revenue,
                to: "/product",
                search: { categoryId: String(row.id) },
              }))}
            />
          )}
        </Widget>
        <Widget title={t("admin.dashboard.topBrands")} testId="widget-top-brands">
          {data && (
            <Ranked
              rows={data.topBrands.map((row) => ({
                key: row.id,
                label: row.name,
                revenue: row.revenue,
                to: "/product",
                search: { brandId: String(row.id) },
              }))}
            />
          )}
        </Widget>
        <Widget
          title={t("admin.dashboard.lowStock", { threshold: count(data?.lowStock.threshold) ?? "…" })}
          testId="widget-low-stock"
        >
          {data && data.lowStock.items.length === 0 && <Empty />}
          {data && data.lowStock.items.length > 0 && (
            <ol className="flex flex-col gap-1 text-sm">
              {data.lowStock.items.map((item) => (
                <li key={item.id}>
                  <Link
                    to="/product/$id"
                    params={{ id: String(item.id) }}
                    className="flex justify-between gap-2 rounded px-1 hover:bg-muted"
                  >
                    <span className="min-w-0 truncate">{item.title}</span>
                    <span className="tabular-nums">{count(item.quantity)}</span>
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </Widget>
        {/* Decision 0102: the companies owing most past their due day, each a link to its page */}
        <Widget title={t("admin.dashboard.overdue")} testId="widget-overdue">
          {data && data.overdue.count > 0 && (
            <p className="text-sm text-muted-foreground" data-testid="overdue-total">
              {t("admin.dashboard.overdueTotal", { amount: formatMoney(data.overdue.total, locale, money) })}
            </p>
          )}
          {data && (
            <Ranked
              rows={data.overdue.customers.map((row) => ({
                key: row.id,
                label: row.companyName,
                revenue: row.amount,
                to: `/users/${row.id}`,
                search: {},
              }))}
            />
          )}
        </Widget>
      </div>
    </div>
  );
}

/** A figure in a card; a link to the list it sums up when there is one. */
function Stat(props: {
  icon: ReactNode;
  label: string;
  value: string | undefined;
  detail?: string | undefined;
  failed: boolean;
  to?: string;
  /** The address's query of the screen linked to (a list's filter). */
  search?: Record<string, string>;
  testId: string;
}) {
  const t = useT();
  const body = (
    <>
      <span className="rounded-md bg-muted p-2 text-primary">{props.icon}</span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm text-muted-foreground">{props.label}</span>
        <span className="text-2xl font-bold tabular-nums" data-testid="stat-value">
          {props.value ?? (props.failed ? t("admin.dashboard.unavailable") : "…")}
        </span>
        {props.detail && <span className="text-sm text-muted-foreground">{props.detail}</span>}
      </span>
    </>
  );
  const box = "flex h-full items-center gap-4 rounded-lg border p-4";
  return (
    <li data-testid={props.testId}>
      {props.to ? (
        <Link
          to={props.to}
          search={props.search}
          className={`${box} transition-colors hover:bg-muted`}
          data-testid="stat"
        >
          {body}
        </Link>
      ) : (
        <div className={box} data-testid="stat">
          {body}
        </div>
      )}
    </li>
  );
}

function Widget({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-3 rounded-lg border p-4" data-testid={testId}>
      <h2 className="font-medium">{title}</h2>
      {children}
    </section>
  );
}

function Empty() {
  const t = useT();
  return <p className="text-sm text-muted-foreground">{t("admin.dashboard.none")}</p>;
}

/** A top list: each row a link to its filtered list, with its revenue and a bar of its share of the first. */
function Ranked({
  rows,
}: {
  rows: { key: number; label: string; detail?: string; revenue: number; to: string; search: Record<string, string> }[];
}) {
  if (rows.length === 0) return <Empty />;
  const highest = Math.max(...rows.map((row) => row.revenue), 1);
  return (
    <ol className="flex flex-col gap-2 text-sm">
      {rows.map((row) => (
        <li key={row.key}>
          <Link to={row.to} search={row.search} className="flex flex-col gap-1 rounded px-1 hover:bg-muted">
            <span className="flex justify-between gap-2">
              <span className="min-w-0 truncate">
                {row.label}
                {row.detail && <span className="text-muted-foreground"> · {row.detail}</span>}
              </span>
              <Money minor={row.revenue} />
            </span>
            <span aria-hidden className="h-1.5 rounded-full bg-muted">
              <span
                className="block h-full rounded-full bg-primary"
                style={{ width: `${Math.max(2, (row.revenue / highest) * 100)}%` }}
              />
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

// The dashboard's sales and orders over time (decision 0090), drawn with Recharts: bars for the
// sales, a line for the orders, each on its own axis. In Arabic time runs right to left (the x axis
// reversed) and the sales axis stands on the right; colours are the theme's own CSS variables, so
// the chart follows the light and dark themes and the shop's palette without knowing them. Its own
// chunk (Recharts is most of the dashboard's JavaScript): the figures show before it arrives.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Dashboard, DashboardInterval } from "../../../../core/contracts/admin/dashboard.ts";
import { formatDate } from "../../../../i18n/dates.ts";
import { formatMoney, formatNumber, numberLocale } from "../../../../i18n/money.ts";
import { useAdmin } from "../../environment.ts";
import { useT } from "../../messages.ts";

const utc = { timeZone: "UTC" };

/** A period's first day as the axis writes it: DD/MM, or MM/YYYY for months (SPEC §9 order of parts). */
function periodLabel(start: string, interval: DashboardInterval): string {
  const [dayPart = "", month = "", year = ""] = formatDate(Date.parse(`${start}T12:00:00Z`), utc).split("/");
  return interval === "month" ? `${month}/${year}` : `${dayPart}/${month}`;
}

export default function SalesChart({ series, interval }: { series: Dashboard["series"]; interval: DashboardInterval }) {
  const t = useT();
  const { locale, money } = useAdmin();
  const isRtl = locale === "ar";
  const compact = new Intl.NumberFormat(numberLocale(locale, money), { notation: "compact", maximumFractionDigits: 1 });
  const salesName = t("admin.dashboard.sales");
  const ordersName = t("admin.dashboard.orders");
  const tick = { fill: "var(--muted-foreground)", fontSize: 12 };
  return (
    <div className="h-72 w-full" data-testid="sales-chart" dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={series}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
          title={t("admin.dashboard.salesChart")}
        >
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis
            dataKey="start"
            reversed={isRtl}
            tickFormatter={(start: string) => periodLabel(start, interval)}
            tick={tick}
            stroke="var(--border)"
            minTickGap={16}
          />
          <YAxis
            yAxisId="sales"
            orientation={isRtl ? "right" : "left"}
            tickFormatter={(minor: number) => compact.format(minor / 100)}
            tick={tick}
            stroke="var(--border)"
            width={48}
          />
          <YAxis
            yAxisId="orders"
            orientation={isRtl ? "left" : "right"}
            allowDecimals={false}
            tickFormatter={(value: number) => formatNumber(value, locale, money)}
            tick={tick}
            stroke="var(--border)"
            width={40}
          />
          <Tooltip
            cursor={{ fill: "var(--muted)" }}
            contentStyle={{
              background: "var(--background)",
              border: "1px solid var(--border)",
              color: "var(--foreground)",
              direction: isRtl ? "rtl" : "ltr",
            }}
            labelFormatter={(start) => formatDate(Date.parse(`${String(start)}T12:00:00Z`), utc)}
            formatter={(value, name) =>
              name === salesName
                ? formatMoney(Number(value), locale, money)
                : formatNumber(Number(value), locale, money)
            }
          />
          <Legend wrapperStyle={{ color: "var(--foreground)", direction: isRtl ? "rtl" : "ltr" }} />
          <Bar yAxisId="sales" dataKey="sales" name={salesName} fill="var(--primary)" radius={[3, 3, 0, 0]} />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name={ordersName}
            stroke="var(--foreground)"
            strokeWidth={2}
            dot={false}
            type="monotone"
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

// A list's tabs (./define-resource.ts `tabs`): one link per value of a filter (orders by status)
// with how many rows it holds, the list's other filters kept. Links, as the settings tabs are
// (decision 0066): each tab is an address, so it is bookmarked, opened in a new tab and undone
// with back; the chosen one is `aria-current` by the router's Link.
import { Link, useLocation } from "@tanstack/react-router";
import { formatNumber } from "../../../i18n/money.ts";
import { useAdmin } from "../environment.ts";
import { useT } from "../messages.ts";
import type { ResourceTabs } from "./define-resource.ts";
import { shownTabs } from "./list-search.ts";

const tabClass =
  "flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-foreground/80 transition-colors hover:bg-muted hover:text-foreground data-[status=active]:bg-primary/10 data-[status=active]:text-primary";

export function ListTabs({
  tabs,
  chosen,
  counts,
}: {
  tabs: ResourceTabs;
  chosen: string | undefined;
  counts: Readonly<Record<string, number>> | undefined;
}) {
  const t = useT();
  const { locale, money } = useAdmin();
  // The address as typed (text values): the chosen tab links to exactly it, so the router names it
  // current; another tab changes the filter and starts again from the first page.
  const address = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const searchFor = (value: string | undefined) =>
    value === chosen ? address : { ...address, [tabs.name]: value, page: undefined };
  const shown = shownTabs(
    tabs.values.map((tab) => tab.value),
    counts,
    chosen,
  );
  const tab = (value: string | undefined, label: string) => {
    const count = counts?.[value ?? "all"];
    return (
      <li key={value ?? ""}>
        <Link
          to="."
          search={searchFor(value)}
          activeOptions={{ exact: true, includeSearch: true }}
          className={tabClass}
          data-testid={`tab-${value ?? "all"}`}
        >
          <bdi>{label}</bdi>
          {count !== undefined && (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs tabular-nums" data-testid="tab-count">
              {formatNumber(count, locale, money)}
            </span>
          )}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label={t(tabs.label)} className="overflow-x-auto border-b pb-2" data-testid="list-tabs">
      <ul className="flex gap-1">
        {tab(undefined, t(tabs.all))}
        {shown.map((value) => tab(value, t(tabs.values.find((item) => item.value === value)?.label ?? tabs.all)))}
      </ul>
    </nav>
  );
}

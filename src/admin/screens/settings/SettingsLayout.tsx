import { Link, Outlet } from "@tanstack/react-router";
import { useT } from "../../messages.ts";
import { settingsTabs } from "./tabs.ts";

const tabClass =
  "shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-foreground/80 transition-colors hover:bg-muted hover:text-foreground data-[status=active]:bg-primary/10 data-[status=active]:text-primary";

/**
 * SPEC §2 settings: the tabs (links, each its own address, so a tab is bookmarked and the back
 * button works; the current one highlighted and named as current by the router's Link), and the
 * open tab below, whose screen's heading (the tab's name) is the page's one h1. The tab bar scrolls
 * sideways on a phone instead of widening the page.
 */
export default function SettingsLayout() {
  const t = useT();
  return (
    <>
      <nav
        aria-label={t("admin.settings.tabs")}
        className="mb-6 overflow-x-auto border-b pb-2"
        data-testid="settings-tabs"
      >
        <ul className="flex gap-1">
          {settingsTabs.map((tab) => (
            <li key={tab.path}>
              <Link to={`/settings/${tab.path}`} className={tabClass} data-testid={`settings-tab-${tab.path}`}>
                {t(tab.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}

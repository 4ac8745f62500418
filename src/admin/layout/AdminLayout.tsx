// SPEC §2 admin layout: a 4rem header (shop name, breadcrumb, language, dark mode) over a sticky
// sidebar at least 15rem wide beside the screen. Below the md breakpoint (900 px, SPEC §9) the
// sidebar is a drawer opened from the header.
import { useStore } from "@nanostores/react";
import { Link, Outlet } from "@tanstack/react-router";
import { ChevronRight, Menu, Moon, Sun, X } from "lucide-react";
import { useState } from "react";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from "../../components/ui/sheet.tsx";
import { cn } from "../../lib/utils.ts";
import { $theme, toggleTheme } from "../../stores/theme.ts";
import { useAdmin } from "../environment.ts";
import { useT, type AdminTranslate } from "../messages.ts";
import { breadcrumbTrail, type Crumb } from "./breadcrumb.ts";
import { settingsTabOf } from "../screens/settings/tabs.ts";
import { screenNames } from "./navigation.ts";
import { useAdminPath } from "./admin-path.ts";
import { Sidebar } from "./Sidebar.tsx";

export function AdminLayout() {
  const t = useT();
  return (
    <div className="min-h-dvh">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:p-2"
      >
        {t("site.skipToContent")}
      </a>
      <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b bg-background px-3 md:gap-4 md:px-4">
        <PhoneMenu />
        <span className="shrink-0 text-lg font-bold text-primary" data-testid="shop-name">
          {t("site.name")}
        </span>
        <Breadcrumb className="hidden min-w-0 flex-1 md:block" />
        <div className="ms-auto flex shrink-0 items-center gap-1">
          <LanguageLink />
          <ThemeToggle />
        </div>
      </header>
      <div className="flex">
        <aside
          className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-60 shrink-0 overflow-y-auto border-e md:block"
          data-testid="sidebar"
        >
          <Sidebar />
        </aside>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-4 md:px-6 md:py-6">
          <Breadcrumb className="mb-4 md:hidden" />
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** Phones: the sidebar in a drawer, closed again once a link is followed. */
function PhoneMenu() {
  const t = useT();
  const { path } = useAdminPath();
  // Open on the page it was opened on: following a link (a new path) closes it, with no effect to wait for.
  const [openOn, setOpenOn] = useState<string | null>(null);
  return (
    <Sheet open={openOn === path} onOpenChange={(isOpen) => setOpenOn(isOpen ? path : null)}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={t("admin.nav.open")}
          data-testid="menu-button"
        >
          <Menu aria-hidden className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={undefined} data-testid="menu-drawer">
        <SheetTitle className="sr-only">{t("admin.nav.label")}</SheetTitle>
        <SheetClose asChild>
          <Button
            variant="ghost"
            size="icon"
            className="absolute end-2 top-2"
            aria-label={t("admin.nav.close")}
            data-testid="menu-close"
          >
            <X aria-hidden className="size-5" />
          </Button>
        </SheetClose>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <Sidebar />
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** A crumb's name: the screen's or settings tab's, "Add", an id as "#12", else the segment as written. */
function crumbLabel(t: AdminTranslate, crumbs: readonly Crumb[], index: number): string {
  const segment = crumbs[index]?.segment ?? "";
  if (index === 0 && Object.hasOwn(screenNames, segment)) return t(screenNames[segment] ?? "admin.nav.dashboard");
  const tab = index === 1 && crumbs[0]?.segment === "settings" ? settingsTabOf(segment) : undefined;
  if (tab) return t(tab.label);
  if (segment === "add") return t("admin.crumbs.add");
  if (segment === "theme-wizard") return t("admin.theme.title");
  if (segment === "import") return t("admin.productCsv.import");
  if (segment === "assign-zones") return t("admin.paymentMethods.assignZones");
  if (/^\d+$/.test(segment)) return `#${segment}`;
  return segment;
}

/** SPEC §2: the breadcrumb built from the path (./breadcrumb.ts), the dashboard first. */
function Breadcrumb({ className }: { className?: string }) {
  const t = useT();
  const { path } = useAdminPath();
  const crumbs = breadcrumbTrail(path);
  const linkClass = "truncate rounded-sm text-muted-foreground hover:text-foreground hover:underline";
  return (
    <nav aria-label={t("admin.crumbs.label")} className={className} data-testid="breadcrumb">
      <ol className="flex min-w-0 items-center gap-1 text-sm">
        <li className="flex min-w-0 items-center">
          {crumbs.length === 0 ? (
            <span aria-current="page" className="truncate font-medium">
              {t("admin.nav.dashboard")}
            </span>
          ) : (
            <Link to="/" className={linkClass}>
              {t("admin.nav.dashboard")}
            </Link>
          )}
        </li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex min-w-0 items-center gap-1">
            <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground rtl:rotate-180" />
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="truncate font-medium" dir="auto">
                {crumbLabel(t, crumbs, index)}
              </span>
            ) : (
              <Link to={crumb.path} className={linkClass} dir="auto">
                {crumbLabel(t, crumbs, index)}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The language selector: the same screen and query in the other language (decision 0007). */
function LanguageLink() {
  const { otherLanguage } = useAdmin();
  const { path, search } = useAdminPath();
  const href = `${otherLanguage.basePath}${path === "/" ? "" : path}${search}`;
  return (
    <a
      href={href}
      hrefLang={otherLanguage.code}
      lang={otherLanguage.code}
      className={cn(buttonVariants({ variant: "ghost" }), "px-2 sm:px-3")}
      data-testid="language-switch"
    >
      {otherLanguage.name}
    </a>
  );
}

/** The dark-mode toggle over the site's theme store (src/stores/theme.ts). */
function ThemeToggle() {
  const t = useT();
  const mode = useStore($theme);
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-pressed={mode === "dark"}
      aria-label={t("header.theme.toggle")}
      onClick={toggleTheme}
      data-testid="theme-toggle"
    >
      {mode === "dark" ? <Sun aria-hidden className="size-5" /> : <Moon aria-hidden className="size-5" />}
    </Button>
  );
}

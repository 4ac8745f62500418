import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import {
  BadgePercent,
  Briefcase,
  Boxes,
  Coins,
  FolderTree,
  Image,
  Images,
  LayoutDashboard,
  LayoutGrid,
  ListTree,
  LoaderCircle,
  LogOut,
  Map,
  MessageSquareQuote,
  Package,
  Receipt,
  Ruler,
  Settings,
  ShieldCheck,
  ShoppingCart,
  SlidersHorizontal,
  Tags,
  Undo2,
  Wallet,
  Users,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { useState } from "react";
import { toastOnNextPage } from "../../scripts/toaster.ts";
import { useAdmin } from "../environment.ts";
import { useT } from "../messages.ts";
import { useAdminProfile, useRefundsEnabled } from "../queries.ts";
import { clearAdminMarker } from "../session.ts";
import { useAdminPath } from "./admin-path.ts";
import { activeLinkPath, visibleSections } from "./navigation.ts";

const icons: Readonly<Record<string, LucideIcon>> = {
  "": LayoutDashboard,
  "tax-groups": Receipt,
  coupons: BadgePercent,
  "price-lists": Coins,
  "shipping-zones": Map,
  order: ShoppingCart,
  refunds: Undo2,
  collections: Wallet,
  quotes: MessageSquareQuote,
  product: Package,
  variants: Boxes,
  options: SlidersHorizontal,
  "main-category": LayoutGrid,
  category: FolderTree,
  menu: ListTree,
  measureUnits: Ruler,
  tags: Tags,
  users: Users,
  salespeople: Briefcase,
  "customer-groups": UsersRound,
  admins: ShieldCheck,
  slider: Images,
  gallery: Image,
};

const linkClass =
  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-foreground data-[status=active]:bg-primary/10 data-[status=active]:text-primary";

/**
 * SPEC §2 sidebar: the logo linking to the shop, the sections and their links (the Admins group for
 * super admins, Refunds where refunds are enabled), Settings and Log out. The current screen's link
 * is highlighted and named as current (`aria-current`, set by the router's Link).
 */
export function Sidebar() {
  const t = useT();
  const { storefrontUrl, logoUrl, isInvoicesEnabled } = useAdmin();
  const profile = useAdminProfile();
  const refundsEnabled = useRefundsEnabled();
  const sections = visibleSections({
    isSuperAdmin: profile.data?.is_super_admin === true,
    refundsEnabled,
    invoicesEnabled: isInvoicesEnabled,
  });
  const active = activeLinkPath(useAdminPath().path.replace(/^\/+|\/+$/g, ""), sections);
  return (
    <nav aria-label={t("admin.nav.label")} className="flex flex-col gap-4 p-3" data-testid="admin-nav">
      <a
        href={storefrontUrl}
        className="flex items-center gap-2 rounded-md px-3 py-2 text-lg font-bold text-primary hover:bg-muted"
        data-testid="logo-link"
      >
        {/* Drawn at its own proportions (a wide logo stays wide), the site name beside it names the link. */}
        {logoUrl && <img src={logoUrl} alt="" className="h-10 w-auto max-w-28 rounded-md object-contain" />}
        <span>{t("site.name")}</span>
      </a>
      {sections.map((section) => (
        <div key={section.key} className="flex flex-col gap-1">
          <h2 className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t(section.title)}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {section.links.map((link) => {
              const Icon = icons[link.path] ?? LayoutDashboard;
              return (
                <li key={link.path}>
                  <Link
                    to={`/${link.path}`}
                    // Only the link the address is most under matches loosely (./navigation.ts).
                    activeOptions={{ exact: link.path !== active || link.path === "" }}
                    className={linkClass}
                    data-testid={`nav-${link.path || "dashboard"}`}
                  >
                    <Icon aria-hidden className="size-4 shrink-0" />
                    {t(link.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <ul className="flex flex-col gap-0.5 border-t pt-3">
        <li>
          <Link to="/settings" className={linkClass} data-testid="nav-settings">
            <Settings aria-hidden className="size-4 shrink-0" />
            {t("admin.nav.settings")}
          </Link>
        </li>
        <li>
          <LogOutButton className={linkClass} />
        </li>
      </ul>
    </nav>
  );
}

/**
 * SPEC §4 admin log out: after the call, whether it succeeds or fails, the marker is cleared and
 * the admin lands on the login page, where a success toast says so (carried across the page load).
 */
function LogOutButton({ className }: { className: string }) {
  const t = useT();
  const { client, loginUrl } = useAdmin();
  const queryClient = useQueryClient();
  const [isBusy, setBusy] = useState(false);
  const logOut = async () => {
    setBusy(true);
    try {
      await client.api.auth.admin.logout.$post();
    } catch {
      // SPEC §4: a failed call ends the same way; the server forgets an idle session on its own.
    }
    clearAdminMarker();
    queryClient.clear();
    toastOnNextPage({ tone: "success", message: t("auth.logout.success") });
    window.location.assign(loginUrl);
  };
  return (
    <button
      type="button"
      className={`${className} w-full`}
      onClick={() => void logOut()}
      disabled={isBusy}
      aria-busy={isBusy}
      data-testid="log-out"
    >
      {isBusy ? (
        <LoaderCircle aria-hidden className="size-4 shrink-0 motion-safe:animate-spin" />
      ) : (
        <LogOut aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
      )}
      {t("auth.logout")}
    </button>
  );
}

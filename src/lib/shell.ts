import type { Db } from "../../db/client.ts";
import { batch } from "../../db/prepared.ts";
import { adminSessionQuery } from "../../workers/api/auth/get-admin-session.ts";
import { shopperSessionQuery, toShopperSession } from "../../workers/api/auth/get-shopper-session.ts";
import { pageShellQueries, toPageShell, type PageShell } from "../../workers/api/front/get-page-shell.ts";
import { defaultTheme } from "../../core/theme.ts";
import type { Locale, Profile } from "../../core/profiles.ts";
import type { Session } from "../../workers/lib/session.ts";

/** The shell a page renders in when the database cannot give one: error pages must still render. */
export function bareShell(profile: Profile): PageShell {
  return {
    theme: defaultTheme,
    logoUrl: null,
    company: { name: profile.name, address: null, phone: null, email: null },
    footerMenus: [],
    mobileFooterMenus: [],
    navMenus: [],
    navFooterMenus: [],
  };
}

/** A session row as read with the shell, before its expiry is applied. */
export type SessionRead =
  | { kind: "shopper"; found: ReturnType<typeof toShopperSession> }
  | {
      kind: "admin";
      found: { session: Session; admin: Awaited<ReturnType<typeof adminSessionQuery>>[number]["admin"] } | null;
    };

/**
 * The page shell and, when a session cookie must be checked, its session, in one batch: one
 * database round trip for both (ARCHITECTURE.md §2, issue #9 item 9). When the database fails the
 * page still renders, in the bare shell and for a guest (`session` undefined: the cookie is kept).
 */
export async function loadShell(
  db: Db,
  locale: Locale,
  profile: Profile,
  check?: { kind: "shopper" | "admin"; token: string },
): Promise<{ shell: PageShell; session?: SessionRead }> {
  try {
    const shellQueries = pageShellQueries(db, locale);
    if (!check) return { shell: toPageShell(await db.batch(shellQueries), locale, profile) };
    if (check.kind === "shopper") {
      const [a, b, c, d, rows] = await batch(db, [...shellQueries, shopperSessionQuery(check.token)]);
      return {
        shell: toPageShell([a, b, c, d], locale, profile),
        session: { kind: "shopper", found: toShopperSession(rows) },
      };
    }
    const [a, b, c, d, rows] = await db.batch([...shellQueries, adminSessionQuery(db, check.token)]);
    return { shell: toPageShell([a, b, c, d], locale, profile), session: { kind: "admin", found: rows[0] ?? null } };
  } catch (error) {
    console.error("Page shell or session unavailable, rendering the bare shell for a guest", error);
    return { shell: bareShell(profile) };
  }
}

import type { Db } from "../../../../db/client.ts";
import { siteSettings } from "../../../../db/schema/index.ts";
import { toTheme, type Theme } from "../../../../core/theme.ts";

/** The stored theme (SPEC §3), complete: a missing or invalid one reads as the defaults, as the storefront reads it. */
export async function getTheme(db: Db): Promise<Theme> {
  const row = await db.select({ theme: siteSettings.theme }).from(siteSettings).get();
  return toTheme(row?.theme);
}

/** Stores a validated theme whole on the one site settings row (made with its defaults if there is none). */
export async function saveTheme(db: Db, theme: Theme) {
  await db
    .insert(siteSettings)
    .values({ id: 1, theme })
    .onConflictDoUpdate({ target: siteSettings.id, set: { theme, updatedAt: Date.now() } });
}

/**
 * Forgets the stored theme, so the storefront and this API read the defaults of the running build
 * (core/theme.ts `defaultTheme`; decision 0069): a later release's defaults reach a reset shop too.
 */
export async function resetTheme(db: Db): Promise<Theme> {
  await db.update(siteSettings).set({ theme: null, updatedAt: Date.now() });
  return getTheme(db);
}

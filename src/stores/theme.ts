import { atom } from "nanostores";

export type ThemeMode = "light" | "dark";

/** localStorage key, read before first paint by the inline script in src/layouts/Base.astro. */
export const themeStorageKey = "theme";

/** The colour mode; SPEC §9: the default theme is light. */
export const $theme = atom<ThemeMode>("light");

/** Starts the store from the `dark` class the inline script already set, and keeps the page and storage in step. */
export function startTheme(root: HTMLElement = document.documentElement): void {
  $theme.set(root.classList.contains("dark") ? "dark" : "light");
  $theme.listen((mode) => {
    root.classList.toggle("dark", mode === "dark");
    try {
      localStorage.setItem(themeStorageKey, mode);
    } catch {
      // Storage may be disabled (private mode); the choice then lasts for this page only.
    }
  });
}

export function toggleTheme(): void {
  $theme.set($theme.get() === "dark" ? "light" : "dark");
}

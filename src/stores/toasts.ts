import { atom } from "nanostores";

/** A notification toast (SPEC §2 notification toasts, §9 toast duration). */
export interface Toast {
  id: number;
  message: string;
  /** What to do next, shown under the message. */
  hint?: string | undefined;
  /** SPEC §8: refused input shows as a warning. */
  tone: "error" | "warning" | "success";
}

/** SPEC §2: at most 10 toasts at once. */
export const maxToasts = 10;

/** SPEC §9: 50 ms per character, capped at 3000 ms. */
export function toastDuration(text: string): number {
  return Math.min(50 * [...text].length, 3000);
}

/** The list after showing `toast`: the newest last, the oldest dropped beyond `maxToasts`. */
export function withToast(list: readonly Toast[], toast: Toast): Toast[] {
  return [...list, toast].slice(-maxToasts);
}

/** The toasts on screen, oldest first; src/scripts/toaster.ts draws them. */
export const $toasts = atom<Toast[]>([]);

/** Each toast's clock: the running timer (none while held), the time it had left and since when. */
const clocks = new Map<number, { timer: ReturnType<typeof setTimeout> | null; left: number; since: number }>();
let lastId = 0;

function schedule(id: number, ms: number) {
  clocks.set(id, { timer: setTimeout(() => dismissToast(id), ms), left: ms, since: Date.now() });
}

/**
 * Shows a toast for its SPEC §9 duration (message and hint counted), then removes it.
 * @example showToast({ tone: "error", message: t("errors.network") })
 */
export function showToast(toast: Omit<Toast, "id">): number {
  const id = (lastId += 1);
  const shown = withToast($toasts.get(), { ...toast, id });
  for (const dropped of $toasts.get()) if (!shown.includes(dropped)) dismissToast(dropped.id);
  $toasts.set(shown);
  schedule(id, toastDuration(toast.message + (toast.hint ?? "")));
  return id;
}

/** Where a toast waits for the next page (sessionStorage: this tab only, gone with it). */
export const carriedToastKey = "jumla.toast";

/**
 * Keeps a toast for the next page this tab loads, which shows it on arrival (`takeCarriedToasts`):
 * SPEC §4's "logged out" toast outlives the navigation to the login page.
 * @example carryToast({ tone: "success", message: t("auth.logout.success") }, sessionStorage)
 */
export function carryToast(toast: Omit<Toast, "id">, storage: Pick<Storage, "getItem" | "setItem">): void {
  try {
    storage.setItem(carriedToastKey, JSON.stringify([...readCarried(storage), toast].slice(-maxToasts)));
  } catch {
    // Storage may be disabled or full; the toast is then only lost, never an error.
  }
}

/** The toasts an earlier page carried here, oldest first; each is handed out once. */
export function takeCarriedToasts(storage: Pick<Storage, "getItem" | "removeItem">): Omit<Toast, "id">[] {
  const carried = readCarried(storage);
  try {
    storage.removeItem(carriedToastKey);
  } catch {
    // As above.
  }
  return carried;
}

const tones: readonly string[] = ["error", "warning", "success"] satisfies Toast["tone"][];

function readCarried(storage: Pick<Storage, "getItem">): Omit<Toast, "id">[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(carriedToastKey) ?? "[]");
  } catch {
    // Unreadable storage or text that is not JSON: nothing was carried.
    return [];
  }
  if (!Array.isArray(stored)) return [];
  // Another script of this origin may have written anything here: keep only toasts.
  return stored.flatMap((item: unknown) => {
    const { message, hint, tone } = (item ?? {}) as Record<string, unknown>;
    if (typeof message !== "string" || typeof tone !== "string" || !tones.includes(tone)) return [];
    return [{ message, tone: tone as Toast["tone"], ...(typeof hint === "string" ? { hint } : {}) }];
  });
}

/** Removes a toast (SPEC §2: closed by clicking). */
export function dismissToast(id: number): void {
  const clock = clocks.get(id);
  if (clock?.timer) clearTimeout(clock.timer);
  clocks.delete(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/**
 * Stops a toast's clock while the pointer or focus is on it, so a reader is never cut off
 * (WCAG 2.2.2); `resumeToast` gives it the time it had left.
 */
export function holdToast(id: number): void {
  const clock = clocks.get(id);
  if (!clock?.timer) return;
  clearTimeout(clock.timer);
  clocks.set(id, { timer: null, left: Math.max(clock.left - (Date.now() - clock.since), 0), since: Date.now() });
}

/** Restarts a held toast's clock with the time it had left (at least a second to move away). */
export function resumeToast(id: number): void {
  const clock = clocks.get(id);
  if (clock && clock.timer === null) schedule(id, Math.max(clock.left, 1000));
}

import { atom } from "nanostores";

/** A notification toast (SPEC §2 notification toasts, §9 toast duration). */
export interface Toast {
  id: number;
  message: string;
  /** What to do next, shown under the message. */
  hint?: string | undefined;
  tone: "error" | "success";
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

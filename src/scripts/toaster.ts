import {
  $toasts,
  dismissToast,
  holdToast,
  resumeToast,
  showToast,
  takeCarriedToasts,
  carryToast,
  type Toast,
} from "../stores/toasts.ts";

const tones: Record<Toast["tone"], string> = {
  error: "border-red-200 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
  warning: "border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100",
  success:
    "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100",
};

function toastElement(toast: Toast): HTMLElement {
  const element = document.createElement("div");
  // Inserted alerts and statuses are read out at once; a toast is never focused away from the form.
  element.setAttribute("role", toast.tone === "success" ? "status" : "alert");
  element.dataset.toast = toast.tone;
  element.className = `pointer-events-auto w-[360px] max-w-[calc(100vw-2rem)] cursor-pointer rounded-md border p-3 text-sm shadow-lg ${tones[toast.tone]}`;
  const message = document.createElement("p");
  message.className = "font-medium";
  message.textContent = toast.message;
  element.appendChild(message);
  if (toast.hint) {
    const hint = document.createElement("p");
    hint.className = "mt-1";
    hint.textContent = toast.hint;
    element.appendChild(hint);
  }
  // SPEC §2: closed by clicking, no close button; the clock stops while it is being read.
  element.addEventListener("click", () => dismissToast(toast.id));
  element.addEventListener("pointerenter", () => holdToast(toast.id));
  element.addEventListener("pointerleave", () => resumeToast(toast.id));
  return element;
}

let isMounted = false;

/** The tab's sessionStorage, or null where storage is blocked (reading it then throws). */
function tabStorage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Shows a toast on the next page this tab loads, which calls `showCarriedToasts` (SPEC §4: the
 * admin's "logged out" toast on the login page).
 */
export function toastOnNextPage(shown: Omit<Toast, "id">): void {
  const storage = tabStorage();
  if (storage) carryToast(shown, storage);
}

/** Shows the toasts the previous page of this tab carried here (`carryToast`), e.g. "Logged out". */
export function showCarriedToasts(): void {
  const storage = tabStorage();
  if (storage) for (const shown of takeCarriedToasts(storage)) toast(shown);
}

/**
 * Shows a toast (src/stores/toasts.ts), drawing the store on first use.
 * @example toast({ tone: "error", message: answer.message })
 */
export function toast(shown: Omit<Toast, "id">): void {
  mountToaster();
  showToast(shown);
}

/**
 * Draws the toast store once per page: top-left on Arabic pages, top-right otherwise (SPEC §2),
 * newest last.
 */
function mountToaster(): void {
  if (isMounted) return;
  isMounted = true;
  const region = document.createElement("div");
  region.dataset.toaster = "";
  const side = document.documentElement.dir === "rtl" ? "left-4" : "right-4";
  region.className = `pointer-events-none fixed top-4 z-[1070] flex flex-col gap-2 ${side}`;
  document.body.appendChild(region);
  const shown = new Map<number, HTMLElement>();
  $toasts.subscribe((toasts) => {
    const ids = new Set(toasts.map((toast) => toast.id));
    for (const [id, element] of shown) {
      if (ids.has(id)) continue;
      element.remove();
      shown.delete(id);
    }
    for (const toast of toasts) {
      if (shown.has(toast.id)) continue;
      const element = toastElement(toast);
      shown.set(toast.id, element);
      region.appendChild(element);
    }
  });
}

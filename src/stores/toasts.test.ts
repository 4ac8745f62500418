import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  $toasts,
  carriedToastKey,
  carryToast,
  dismissToast,
  holdToast,
  maxToasts,
  resumeToast,
  showToast,
  takeCarriedToasts,
  toastDuration,
  withToast,
  type Toast,
} from "./toasts.ts";

describe("toast duration (SPEC §9: 50 ms per character, at most 3000 ms)", () => {
  it.each([
    ["", 0],
    ["a", 50],
    ["Invalid input", 650],
    ["x".repeat(59), 2950],
    ["x".repeat(60), 3000],
    ["x".repeat(500), 3000],
    // Characters, not UTF-16 units: an Arabic letter or an emoji is one.
    ["مرحبا", 250],
    ["🙂🙂", 100],
  ])("%j shows for %i ms", (text, ms) => {
    expect(toastDuration(text)).toBe(ms);
  });
});

describe("toast list (SPEC §2: at most 10 at once)", () => {
  const toast = (id: number): Toast => ({ id, message: `message ${id}`, tone: "error" });

  it("adds the newest last and drops the oldest past ten", () => {
    let list: Toast[] = [];
    for (let id = 1; id <= maxToasts + 2; id += 1) list = withToast(list, toast(id));
    expect(list.map((t) => t.id)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe("toast store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $toasts.set([]);
  });
  afterEach(() => {
    for (const toast of $toasts.get()) dismissToast(toast.id);
    vi.useRealTimers();
  });

  it("removes a toast after its duration, message and hint counted", () => {
    showToast({ tone: "error", message: "x".repeat(10), hint: "y".repeat(10) });
    vi.advanceTimersByTime(999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it("keeps at most ten on screen", () => {
    for (let i = 0; i < 12; i += 1) showToast({ tone: "error", message: `toast ${i}` });
    expect($toasts.get().map((t) => t.message)).toEqual(Array.from({ length: 10 }, (_, i) => `toast ${i + 2}`));
  });

  it("closes on demand, and holds still while read, then finishes its time", () => {
    const first = showToast({ tone: "error", message: "x".repeat(40) });
    const second = showToast({ tone: "success", message: "x".repeat(40) });
    dismissToast(first);
    expect($toasts.get().map((t) => t.id)).toEqual([second]);
    vi.advanceTimersByTime(500);
    holdToast(second);
    vi.advanceTimersByTime(10_000);
    expect($toasts.get()).toHaveLength(1);
    resumeToast(second);
    vi.advanceTimersByTime(1499);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });
});

describe("toasts carried to the next page (SPEC §4: the log-out toast outlives the navigation)", () => {
  /** A Storage of the tab's own, like sessionStorage. */
  function memoryStorage(initial: Record<string, string> = {}) {
    const items = new Map(Object.entries(initial));
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  }

  it("hands each carried toast out once, in order", () => {
    const storage = memoryStorage();
    carryToast({ tone: "success", message: "Logged out successfully" }, storage);
    carryToast({ tone: "warning", message: "Check", hint: "the form" }, storage);
    expect(takeCarriedToasts(storage)).toEqual([
      { tone: "success", message: "Logged out successfully" },
      { tone: "warning", message: "Check", hint: "the form" },
    ]);
    expect(takeCarriedToasts(storage)).toEqual([]);
  });

  it.each(["not json", "{}", JSON.stringify([{ message: 1, tone: "error" }, { message: "x", tone: "loud" }, null])])(
    "ignores what is not a carried toast: %s",
    (stored) => {
      expect(takeCarriedToasts(memoryStorage({ [carriedToastKey]: stored }))).toEqual([]);
    },
  );

  it("never throws when storage is refused", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => carryToast({ tone: "success", message: "x" }, refusing)).not.toThrow();
    expect(takeCarriedToasts(refusing)).toEqual([]);
  });
});

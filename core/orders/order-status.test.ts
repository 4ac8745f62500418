import { describe, expect, it } from "vitest";
import {
  canTransition,
  finalStatuses,
  isFinal,
  nextStatuses,
  orderStatuses,
  orderTransitions,
  restockingStatuses,
} from "./order-status.ts";

describe("order status transitions (decision 0045)", () => {
  it("names every SPEC §4 status once, with only known targets", () => {
    expect(Object.keys(orderTransitions).sort()).toEqual([...orderStatuses].sort());
    for (const targets of Object.values(orderTransitions)) {
      for (const target of targets) expect(orderStatuses).toContain(target);
    }
  });

  it.each([
    ["init", "payment-pending"],
    ["payment-pending", "pending"],
    ["payment-pending", "cancelled"],
    ["pending", "approved"],
    ["pending", "refused"],
    ["approved", "accepted"],
    ["processing", "shipped"],
    ["printed", "shipped"],
    ["shipped", "delivered"],
    ["delivered", "completed"],
    ["shipped", "rejected"],
  ] as const)("lets %s move to %s", (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each([
    ["payment-pending", "shipped"],
    ["pending", "completed"],
    ["shipped", "cancelled"],
    ["shipped", "pending"],
    ["completed", "cancelled"],
    ["cancelled", "pending"],
    ["refused", "approved"],
    ["pending", "pending"],
  ] as const)("refuses %s to %s", (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it("reaches completed from every status that is not final", () => {
    const reachesCompleted = (status: (typeof orderStatuses)[number], seen = new Set<string>()): boolean =>
      status === "completed" ||
      (!seen.has(status) &&
        orderTransitions[status].some((next) => reachesCompleted(next, new Set([...seen, status]))));
    for (const status of orderStatuses.filter((s) => !isFinal(s))) expect(reachesCompleted(status)).toBe(true);
  });

  it("gives stock back only from final statuses", () => {
    for (const status of restockingStatuses) expect(isFinal(status)).toBe(true);
  });

  it("offers exactly the table's next statuses, as a copy the caller may not change the table through", () => {
    for (const status of orderStatuses) {
      const offered = nextStatuses(status);
      expect(offered).toEqual(orderTransitions[status]);
      offered.push("completed");
      expect(orderTransitions[status]).not.toBe(offered);
    }
    expect(nextStatuses("pending")).toEqual(["approved", "refused", "processing", "cancelled"]);
  });

  it("names the final statuses: completed, cancelled, refused and rejected", () => {
    expect([...finalStatuses].sort()).toEqual(["cancelled", "completed", "refused", "rejected"]);
    for (const status of finalStatuses) expect(nextStatuses(status)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { checkInput } from "../../validation/issues.ts";
import { DashboardQuery, daysBetween, periodStarts } from "./dashboard.ts";

describe("the dashboard's periods (decision 0090)", () => {
  it.each([
    ["day", "2026-02-27", "2026-03-02", ["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]],
    ["week", "2026-11-01", "2026-11-30", ["2026-11-01", "2026-11-08", "2026-11-15", "2026-11-22", "2026-11-29"]],
    ["month", "2026-01-30", "2026-03-02", ["2026-01-30", "2026-02-01", "2026-03-01"]],
    ["month across a year", "2026-12-15", "2027-01-01", ["2026-12-15", "2027-01-01"]],
    ["one day", "2028-02-29", "2028-02-29", ["2028-02-29"]],
  ] as const)("%s: %s to %s", (interval, from, to, expected) => {
    const name = interval.split(" ")[0] as "day" | "week" | "month";
    expect(periodStarts(from, to, name)).toEqual(expected);
  });

  it("counts both ends of a period", () => {
    expect(daysBetween("2026-11-01", "2026-11-30")).toBe(30);
    expect(daysBetween("2028-01-01", "2028-12-31")).toBe(366);
  });
});

describe("DashboardQuery", () => {
  const check = (query: Record<string, string>) => checkInput(DashboardQuery, query);

  it("takes a period of 1 to 366 days, top 1 to 20 and an interval", () => {
    expect(check({}).ok).toBe(true);
    expect(check({ from: "2026-01-01", to: "2026-01-01", top: "1", interval: "week" }).ok).toBe(true);
    expect(check({ from: "2028-01-01", to: "2028-12-31", top: "20", interval: "month" }).ok).toBe(true);
  });

  it.each([
    [{ from: "2026-02-01", to: "2026-01-31" }, "to", "admin.dashboard.period.range"],
    [{ from: "2026-01-01", to: "2027-01-02" }, "to", "admin.dashboard.period.range"],
    [{ top: "0" }, "top", "admin.dashboard.top.range"],
    [{ top: "21" }, "top", "admin.dashboard.top.range"],
    [{ top: "five" }, "top", "admin.dashboard.top.range"],
    [{ interval: "year" }, "interval", "errors.invalidInput"],
    [{ from: "2026-02-30" }, "from", "errors.invalidInput"],
  ])("refuses %j (%s)", (query, field, message) => {
    const checked = check(query);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors[field]).toBe(message);
  });
});

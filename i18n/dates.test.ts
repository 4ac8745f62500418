import { describe, expect, it, vi } from "vitest";
import { dayStart, formatDate, formatTime, isoDayOf, nextDay } from "./dates.ts";

const riyadh = { timeZone: "Asia/Riyadh" };
const london = { timeZone: "Europe/London" };

describe("dayStart (a list's date filters, decision 0080)", () => {
  it.each([
    ["Riyadh, UTC+3 all year", "2026-11-21", riyadh, Date.UTC(2026, 10, 20, 21)],
    ["London in winter", "2026-01-05", london, Date.UTC(2026, 0, 5)],
    ["London in summer", "2026-07-01", london, Date.UTC(2026, 5, 30, 23)],
    ["London's spring clock change (01:00 UTC)", "2026-03-29", london, Date.UTC(2026, 2, 29)],
    ["London's autumn clock change (01:00 UTC)", "2026-10-25", london, Date.UTC(2026, 9, 24, 23)],
    ["the first day of a year in Riyadh", "2027-01-01", riyadh, Date.UTC(2026, 11, 31, 21)],
  ])("%s: %s begins at the right instant", (_name, day, profile, expected) => {
    expect(dayStart(day, profile)).toBe(expected);
    // The instant is that day in the zone, and a millisecond before it the day before
    expect(formatDate(expected, profile)).toBe(day.split("-").reverse().join("/"));
    expect(formatDate(expected - 1, profile)).not.toBe(day.split("-").reverse().join("/"));
  });

  it("names the day an instant falls on in the zone (isoDayOf), not in UTC", () => {
    expect(isoDayOf(Date.UTC(2026, 10, 20, 22), riyadh)).toBe("2026-11-21");
    expect(isoDayOf(Date.UTC(2026, 10, 20, 20, 59), riyadh)).toBe("2026-11-20");
    expect(isoDayOf(Date.UTC(2026, 5, 30, 23, 30), london)).toBe("2026-07-01");
  });

  it("steps to the next day across months, years and leap days", () => {
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
  });
});

describe("formatters (decision 0086: a CSV of 10,000 orders formats 10,000 times)", () => {
  it("makes one formatter per kind and time zone, not one per call, and each zone keeps its own", () => {
    const made = vi.spyOn(Intl, "DateTimeFormat");
    const instant = Date.UTC(2026, 10, 21, 22, 5);
    const zones = [riyadh, london, { timeZone: "Asia/Tokyo" }];
    const texts = Array.from({ length: 50 }, () =>
      zones.map((zone) => `${formatDate(instant, zone)} ${formatTime(instant, zone)}`),
    );
    expect(texts.at(-1)).toEqual(["22/11/2026 01:05", "21/11/2026 22:05", "22/11/2026 07:05"]);
    expect(new Set(texts.map((row) => row.join()))).toHaveLength(1);
    // Tokyo is new to this file: its date and time formatters are made once each
    expect(made.mock.calls.length).toBeLessThanOrEqual(2 * zones.length);
    made.mockRestore();
  });
});

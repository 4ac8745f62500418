// Dates as the shop shows them (SPEC §9 DD/MM/YYYY), without the message catalogues, so an island
// (the checkout's delivery dates) formats them as the pages do.
import type { Profile } from "../core/profiles.ts";

/** What formatting a date needs of a profile: its time zone. */
export type DateProfile = Pick<Profile, "timeZone">;

/** What each of the module's formatters shows (Latin digits, the Gregorian calendar, 24 hours). */
const formatOptions = {
  date: { day: "2-digit", month: "2-digit", year: "numeric", calendar: "gregory" },
  time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  wallClock: {
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    calendar: "gregory",
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * One formatter per kind and time zone, made once per isolate: making one costs far more than
 * using it (a CSV of 10,000 orders made 10,000 for its times, decision 0086).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(kind: keyof typeof formatOptions, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, ...formatOptions[kind] });
    formats.set(key, format);
  }
  return format;
}

/**
 * A UTC epoch-milliseconds instant as DD/MM/YYYY in the profile's time zone (SPEC §9).
 * @example formatDate(Date.UTC(2026, 10, 21), profile) // "21/11/2026"
 */
export function formatDate(epochMs: number, profile: DateProfile): string {
  const parts = formatIn("date", profile.timeZone).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")}`;
}

/**
 * A UTC epoch-milliseconds instant's time of day as HH:MM (24 hours, Latin digits) in the profile's
 * time zone, beside `formatDate` where a deadline needs the hour (decision 0073: pay by).
 * @example formatTime(Date.UTC(2026, 10, 21, 22, 30), riyadh) // "01:30"
 */
export function formatTime(epochMs: number, profile: DateProfile): string {
  const parts = formatIn("time", profile.timeZone).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("hour")}:${part("minute")}`;
}

/** How far the profile's time zone is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(epochMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatIn("wallClock", timeZone)
      .formatToParts(epochMs)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return wall - (epochMs - (epochMs % 1000));
}

/**
 * The instant a calendar day (an ISO date) begins in the profile's time zone, in UTC epoch
 * milliseconds: what a list's "from" date means to the admin who picked it (decision 0080).
 * @example dayStart("2026-11-21", riyadh) // Date.UTC(2026, 10, 20, 21) (Riyadh is UTC+3)
 */
export function dayStart(isoDay: string, profile: DateProfile): number {
  const [year = 1970, month = 1, day = 1] = isoDay.split("-").map(Number);
  const midnightUtc = Date.UTC(year, month - 1, day);
  // The offset at UTC midnight, then again at the guess, so a day that starts on a clock change
  // (London's spring and autumn) is read with the offset in force at its start
  const guess = midnightUtc - zoneOffset(midnightUtc, profile.timeZone);
  return midnightUtc - zoneOffset(guess, profile.timeZone);
}

/**
 * The ISO date a day later ("2026-12-31" → "2027-01-01"): a list's "to" date includes its whole
 * day, so it ends where the next one begins.
 */
export function nextDay(isoDay: string): string {
  const [year = 1970, month = 1, day = 1] = isoDay.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * The ISO date (YYYY-MM-DD) an instant falls on in the profile's time zone: "today" for a period
 * that ends today (the dashboard's last 30 days, decision 0090).
 * @example isoDayOf(Date.UTC(2026, 10, 20, 22), riyadh) // "2026-11-21" (01:00 in Riyadh)
 */
export function isoDayOf(epochMs: number, profile: DateProfile): string {
  return formatDate(epochMs, profile).split("/").reverse().join("-");
}

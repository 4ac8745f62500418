// Dates as the shop shows them (SPEC §9 DD/MM/YYYY), without the message catalogues, so an island
// (the checkout's delivery dates) formats them as the pages do.
import type { Profile } from "../core/profiles.ts";

/** What formatting a date needs of a profile: its time zone. */
export type DateProfile = Pick<Profile, "timeZone">;

/** One formatter per time zone, made once per isolate (making one costs more than using it). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A UTC epoch-milliseconds instant as DD/MM/YYYY in the profile's time zone (SPEC §9).
 * @example formatDate(Date.UTC(2026, 10, 21), profile) // "21/11/2026"
 */
export function formatDate(epochMs: number, profile: DateProfile): string {
  let format = dateFormats.get(profile.timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone: profile.timeZone,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      calendar: "gregory",
    });
    dateFormats.set(profile.timeZone, format);
  }
  const parts = format.formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")}`;
}

/**
 * A UTC epoch-milliseconds instant's time of day as HH:MM (24 hours, Latin digits) in the profile's
 * time zone, beside `formatDate` where a deadline needs the hour (decision 0073: pay by).
 * @example formatTime(Date.UTC(2026, 10, 21, 22, 30), riyadh) // "01:30"
 */
export function formatTime(epochMs: number, profile: DateProfile): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: profile.timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("hour")}:${part("minute")}`;
}

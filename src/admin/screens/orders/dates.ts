import { useMemo } from "react";
import { formatDate, formatTime } from "../../../../i18n/dates.ts";
import { useAdmin } from "../../environment.ts";

/**
 * Order days and times as SPEC §9 writes them (DD/MM/YYYY, 24-hour time), in the shop's time zone:
 * the zone the list's days filter counts in, so a day shown is a day filtered (decision 0081).
 */
export function useShownDate() {
  const { timeZone } = useAdmin();
  return useMemo(
    () => ({
      date: (epochMs: number) => formatDate(epochMs, { timeZone }),
      dateTime: (epochMs: number) => `${formatDate(epochMs, { timeZone })} ${formatTime(epochMs, { timeZone })}`,
    }),
    [timeZone],
  );
}

/**
 * A day with no time zone of its own (an ISO date: an invoice's, a collection's) as SPEC §9 writes
 * it, DD/MM/YYYY: the same day wherever the admin is.
 * @example shownIsoDay("2026-11-29") // "29/11/2026"
 */
export const shownIsoDay = (isoDay: string) => formatDate(Date.parse(`${isoDay}T12:00:00Z`), { timeZone: "UTC" });

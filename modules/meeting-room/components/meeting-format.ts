import { formatDay } from "@/lib/time/day-format";
import { localDay, localTime } from "@/lib/time/zoned";

// Dates and times written the same by the server's render and the browser's (lib/time/day-format.ts)
// and HH:mm from the zone's wall clock (24-hour, as the spec shows meetings).

/** A meeting's date as its rows and details show it: "Tue, Mar 2, 2027" / "mar, 2 de mar. de 2027". */
export function meetingDate(instant: string, zone: string, locale: string): string {
  return formatDay(
    localDay(instant, zone),
    locale === "es" ? "ddd, D [de] MMM [de] YYYY" : "ddd, MMM D, YYYY",
    locale,
  );
}

/** A day's long label: "Tuesday, March 2, 2027" / "martes, 2 de marzo de 2027". */
export function longDay(day: string, locale: string): string {
  return formatDay(day, locale === "es" ? "dddd, D [de] MMMM [de] YYYY" : "dddd, MMMM D, YYYY", locale);
}

/** HH:mm–HH:mm of a meeting in `zone`. */
export function timeRange(start: string, end: string, zone: string): string {
  return `${localTime(start, zone)}–${localTime(end, zone)}`;
}

/** A weekday's long name ("Tuesday", "martes") by its RFC 5545 code's index (0 = Monday). */
export function weekdayName(index: number, locale: string): string {
  // 1 January 2024 was a Monday.
  return formatDay(`2024-01-0${index + 1}`, "dddd", locale);
}

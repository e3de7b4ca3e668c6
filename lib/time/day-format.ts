import dayjs from "dayjs";
import "dayjs/locale/es";

// Dates written the same by the server's render and the browser's: dayjs's patterns, not the runtime's
// Intl data, whose spacing differs between Node and a browser and would break hydration. The calendar's
// and the meeting room's views write their days with it.

/** A local day (YYYY-MM-DD) in a dayjs pattern, in the person's language. */
export function formatDay(day: string, pattern: string, locale: string): string {
  return dayjs(`${day}T00:00:00`)
    .locale(locale === "es" ? "es" : "en")
    .format(pattern);
}

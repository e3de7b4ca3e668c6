import { addDays } from "@/lib/time/zoned";
import { formatDay } from "@/lib/time/day-format";
import { viewDays, type CalendarView } from "@/modules/ai-calendar/shared/views";

/** The period a view shows: a day, a week's first and last day, the month, the agenda's days. */
export function periodLabel(view: CalendarView, day: string, locale: string): string {
  const es = locale === "es";
  if (view === "month") return formatDay(day, "MMMM YYYY", locale);
  if (view === "day")
    return formatDay(day, es ? "dddd, D [de] MMMM [de] YYYY" : "dddd, MMMM D, YYYY", locale);
  const { first, end } = viewDays(view, day);
  const last = addDays(end, -1);
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const sameMonth = sameYear && first.slice(0, 7) === last.slice(0, 7);
  if (es)
    return `${formatDay(first, sameMonth ? "D" : sameYear ? "D MMM" : "D MMM YYYY", locale)} – ${formatDay(last, "D MMM YYYY", locale)}`;
  return `${formatDay(first, sameYear ? "MMM D" : "MMM D, YYYY", locale)} – ${formatDay(last, sameMonth ? "D, YYYY" : "MMM D, YYYY", locale)}`;
}

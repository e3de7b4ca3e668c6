import "server-only";
import type { AiCalendarSummary } from "@/lib/modules/summaries";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { occurrencesOf, rowsInRange } from "@/modules/ai-calendar/server/list-events";
import { itemAnswer } from "@/modules/ai-calendar/server/event-rows";

const WEEK_MS = 7 * 86_400_000;
const NEXT = 3;
/** A card counts at most this many occurrences of the week (a busier week shows "500+"). */
const WEEK_COUNTED = 500;

/**
 * The cards of the grid's AI calendar modules, for the viewer: the occurrences starting in the next
 * seven days and the next three of them (or still going on), with the same rules as the views (one
 * indexed range read for all the grid's calendars).
 */
export async function summarizeCalendarModules(
  scopes: ModuleScope[],
  now: Date,
): Promise<Map<string, AiCalendarSummary>> {
  const userId = scopes[0]?.membership.userId;
  if (!userId) return new Map();
  const range = { from: now.getTime(), to: now.getTime() + WEEK_MS };
  const rows = await rowsInRange(
    scopes.map((scope) => scope.moduleId),
    userId,
    range,
  );
  return new Map(
    scopes.map((scope): [string, AiCalendarSummary] => {
      const { shown } = occurrencesOf(
        rows.filter((row) => row.moduleId === scope.moduleId),
        range,
        WEEK_COUNTED,
      );
      const coming = shown.filter((item) => item.end > range.from);
      return [
        scope.moduleId,
        {
          tag: "AICalendar",
          week: coming.filter((item) => item.start >= range.from).length,
          next: coming.slice(0, NEXT).map((item) => {
            const answer = itemAnswer(scope, item, "");
            return {
              id: answer.id,
              title: answer.title,
              restricted: answer.restricted,
              color: answer.color,
              startDate: answer.startDate,
              endDate: answer.endDate,
              allDay: answer.allDay,
            };
          }),
        },
      ];
    }),
  );
}

import "server-only";
import type { AiCalendarSummary } from "@/lib/modules/summaries";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { occurrencesInRange } from "@/modules/ai-calendar/server/list-events";
import { itemAnswer } from "@/modules/ai-calendar/server/event-rows";

const WEEK_MS = 7 * 86_400_000;
const NEXT = 3;
/** A card counts at most this many occurrences of the week (a busier week shows "500+"). */
const WEEK_COUNTED = 500;

/**
 * The cards of the grid's AI calendar modules, for the viewer: the occurrences starting in the next
 * seven days and the next three of them (or still going on), with the same rules as the views (one
 * indexed range read per calendar; a grid holds few).
 */
export async function summarizeCalendarModules(
  scopes: ModuleScope[],
  now: Date,
): Promise<Map<string, AiCalendarSummary>> {
  const from = now.getTime();
  const entries = await Promise.all(
    scopes.map(async (scope): Promise<[string, AiCalendarSummary]> => {
      const { shown } = await occurrencesInRange(scope, { from, to: from + WEEK_MS }, WEEK_COUNTED);
      const coming = shown.filter((item) => item.end > from);
      return [
        scope.moduleId,
        {
          tag: "AICalendar",
          week: coming.filter((item) => item.start >= from).length,
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
  return new Map(entries);
}

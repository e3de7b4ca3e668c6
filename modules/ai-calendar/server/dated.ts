import "server-only";
import type { DatedItem } from "@/lib/modules/dated";
import type { DatedSource } from "@/lib/server/modules/server-kind";
import { itemAnswer } from "@/modules/ai-calendar/server/event-rows";
import { busyTitle } from "@/modules/ai-calendar/server/find-event";
import { occurrencesOf, rowsInRange } from "@/modules/ai-calendar/server/list-events";

/**
 * The occurrences of other calendars of a project, as layers of one calendar (the views' rules: busy
 * only shows as busy to others): one indexed range read for them all. Each opens in its own calendar.
 */
export const datedEvents: DatedSource = async (scopes, range, limit, locale) => {
  const userId = scopes[0]?.membership.userId;
  if (!userId) return new Map();
  const rows = await rowsInRange(
    scopes.map((scope) => scope.moduleId),
    userId,
    range,
  );
  const busy = busyTitle(locale);
  return new Map(
    scopes.map((scope) => {
      const { shown, truncated } = occurrencesOf(
        rows.filter((row) => row.moduleId === scope.moduleId),
        range,
        limit,
      );
      const base = scope.project ? `/project/${scope.project.id}/ai-calendar` : null;
      const items = shown.map((occurrence): DatedItem => {
        const item = itemAnswer(scope, occurrence, busy);
        const query = `?moduleId=${scope.moduleId}&date=${item.startDate.slice(0, 10)}`;
        return {
          id: item.id,
          title: item.title,
          startDate: item.startDate,
          endDate: item.endDate,
          allDay: item.allDay,
          color: item.color,
          done: false,
          href: base ? `${base}/events/${item.id}/edit${query}` : `/workspace-modules/${scope.moduleId}`,
        };
      });
      return [scope.moduleId, { items, truncated }];
    }),
  );
};

import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { DatedLayer } from "@/lib/modules/dated";
import type { Actor } from "@/lib/server/auth/sessions";
import { datedLayers } from "@/lib/server/modules/dated-layers";
import type { RangeQuery } from "@/modules/ai-calendar/schemas/events";
import { calendarScope } from "@/modules/ai-calendar/server/scope";

/**
 * GET /api/v1/ai-calendar/{moduleId}/layers?from&to: the layers the calendar offers — the due dates
 * of the project's task boards, the project's other calendars (later its meetings) — that the caller
 * may read, with their items of the range. A workspace's own calendar has no project: none.
 */
export async function listLayers(
  actor: Actor,
  moduleId: string,
  query: RangeQuery,
  locale: Locale = "en",
): Promise<DatedLayer[]> {
  const scope = await calendarScope(actor, moduleId, locale);
  if (!scope.project) return [];
  const range = { from: Date.parse(query.from), to: Date.parse(query.to) };
  return datedLayers(scope.membership, scope.project.id, scope.moduleId, range, locale);
}

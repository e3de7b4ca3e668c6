import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { modulePeople } from "@/lib/server/modules/module-readers";
import type { CalendarPerson } from "@/modules/ai-calendar/shared/types";
import { calendarScope } from "@/modules/ai-calendar/server/scope";

const PEOPLE_PAGE = 20;

/**
 * GET /api/v1/ai-calendar/{moduleId}/people?q=: the people who can open the calendar (the access rule),
 * by name, for find a time; `q` narrows by name or e-mail (the e-mail is never answered).
 */
export async function listPeople(
  actor: Actor,
  moduleId: string,
  q: string | undefined,
  locale: Locale = "en",
): Promise<CalendarPerson[]> {
  const scope = await calendarScope(actor, moduleId, locale);
  const people = await modulePeople(scope.membership.workspaceId, scope.moduleId, q, PEOPLE_PAGE);
  return people.map(({ id, name }) => ({ id, name }));
}

import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { modulePeople } from "@/lib/server/modules/module-readers";
import type { MeetingPerson } from "@/modules/meeting-room/shared/types";
import { meetingScope } from "@/modules/meeting-room/server/scope";

const PEOPLE_PAGE = 20;

/**
 * GET /api/v1/meeting-room/{moduleId}/people?q=: the members who can open the meeting room (the access
 * rule), by name, to invite; `q` narrows by name or e-mail (the e-mail is never answered). Outside
 * guests are invited by address.
 */
export async function listPeople(
  actor: Actor,
  moduleId: string,
  q: string | undefined,
  locale: Locale = "en",
): Promise<MeetingPerson[]> {
  const scope = await meetingScope(actor, moduleId, locale);
  return modulePeople(scope.membership.workspaceId, scope.moduleId, q, PEOPLE_PAGE);
}

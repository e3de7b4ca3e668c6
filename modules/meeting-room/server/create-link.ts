import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { meetLinkOf, newMeetingToken } from "@/modules/meeting-room/server/meet-link";
import { meetingScope } from "@/modules/meeting-room/server/scope";

/**
 * POST /dashboard/{dashboardId}/integration/create-meeting: a new meeting link (the spec's meetLink;
 * the old client asked Google Meet for one, ours opens our own call), for the drawer to schedule with.
 * Nothing is stored until the meeting is.
 */
export async function createMeetLink(
  actor: Actor,
  moduleId: string,
  locale: Locale = "en",
): Promise<{ meetLink: string }> {
  assertModuleCan(await meetingScope(actor, moduleId, locale), "add");
  return { meetLink: meetLinkOf(newMeetingToken()) };
}

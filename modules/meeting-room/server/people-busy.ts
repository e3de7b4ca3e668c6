import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { merge } from "@/lib/calendar/free-slots";
import type { Actor } from "@/lib/server/auth/sessions";
import { busyOf } from "@/lib/server/calendar/busy";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import type { BusyQuery } from "@/modules/meeting-room/schemas/meetings";
import { meetingScope } from "@/modules/meeting-room/server/scope";

/**
 * POST /api/v1/meeting-room/{moduleId}/busy: when the members asked are busy in [from, to) — across
 * every calendar and meeting room of the workspace (lib/server/calendar/busy.ts), merged, times only
 * — for the drawer's free/busy hints. They must be members of the workspace (400 otherwise).
 */
export async function listBusy(
  actor: Actor,
  moduleId: string,
  query: BusyQuery,
  locale: Locale = "en",
): Promise<{ userId: string; busy: { startDate: string; endDate: string }[] }[]> {
  const scope = await meetingScope(actor, moduleId, locale);
  const workspaceId = scope.membership.workspaceId;
  const ids = [...new Set(query.userIds)];
  const members = await getDb().workspaceMember.count({ where: { workspaceId, userId: { in: ids } } });
  if (members !== ids.length) throw badRequest("validation.meetingAttendeeInvalid");
  const range = { from: Date.parse(query.from), to: Date.parse(query.to) };
  const busy = await busyOf(workspaceId, ids, range);
  const iso = (ms: number) => new Date(ms).toISOString();
  return ids.map((userId) => ({
    userId,
    busy: merge(busy.get(userId) ?? [])
      .filter((interval) => interval.end > range.from && interval.start < range.to)
      .map((interval) => ({ startDate: iso(interval.start), endDate: iso(interval.end) })),
  }));
}

import "server-only";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest } from "@/lib/server/errors";
import { notify } from "@/lib/server/inbox/notify";
import { moduleReaders } from "@/lib/server/modules/module-readers";
import { displayModuleName } from "@/lib/server/modules/module-names";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { savedZoneOrUtc } from "@/lib/server/users/get-user";
import type { UpdateMeetingInput } from "@/modules/meeting-room/schemas/meetings";
import { MEETING_HOURS_MAX } from "@/modules/meeting-room/shared/types";
import { checkedRule, spanEndOf } from "@/modules/meeting-room/server/series";

/** A start this far in the past still counts as now (the drawer's clock and the server's differ). */
const PAST_SLACK_MS = 5 * 60_000;

/**
 * The drawer's times, checked as the spec says: a start not in the past ('A meeting cannot start in
 * the past'; an edit may keep a past one), an end after it and at most a day later ('Please select start and end date'), a repeat
 * rule the calendar reads; the zone sent, else the host's (not the spec's fixed 'Europe/Berlin').
 */
export async function meetingTimes(
  actor: Actor,
  body: UpdateMeetingInput,
  now: number,
  /** An edited meeting's start: kept as it is, it may be in the past. */
  kept: number | null = null,
) {
  const start = Date.parse(body.startTime);
  const end = Date.parse(body.endTime);
  if (start !== kept && start < now - PAST_SLACK_MS) throw badRequest("validation.meetingDatePast");
  if (end <= start || end - start > MEETING_HOURS_MAX * 3_600_000)
    throw badRequest("validation.meetingTimesRequired");
  const timeZone = body.timeZone ?? (await savedZoneOrUtc(actor));
  const times = { start: new Date(start), end: new Date(end), timeZone, rule: checkedRule(body.rule) };
  return { ...times, spanEnd: spanEndOf(times) };
}

/** The meeting's page: its details over its project's meeting room, or the workspace's module. */
export function meetingHref(scope: Pick<ModuleScope, "moduleId" | "project">, meetingId: string): string {
  return scope.project
    ? `/project/${scope.project.id}/meeting-room/${meetingId}?moduleId=${scope.moduleId}`
    : `/workspace-modules/${scope.moduleId}`;
}

/**
 * Members newly invited are told in the app (and by their digest, as each chose: meeting.invited),
 * those of them who may open the module; the invitation e-mail goes to everyone.
 */
export async function notifyInvited(
  scope: ModuleScope,
  actor: Actor,
  meeting: { id: string; summary: string },
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  const workspaceId = scope.membership.workspaceId;
  const readers = await moduleReaders(
    workspaceId,
    { moduleId: scope.moduleId, private: scope.private, project: scope.project },
    userIds,
  );
  await notify(workspaceId, readers, {
    kind: "meeting.invited",
    params: {
      excerpt: meeting.summary,
      moduleName: displayModuleName({ name: scope.customName, tag: scope.tag }, "en"),
    },
    actorId: actor.userId,
    moduleId: scope.moduleId,
    objectId: meeting.id,
    link: meetingHref(scope, meeting.id),
  });
}

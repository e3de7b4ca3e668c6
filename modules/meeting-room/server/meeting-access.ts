import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { meetingScope } from "@/modules/meeting-room/server/scope";

/** A meeting of the module as its whiteboard and its conversation need it, and the actor's part in it. */
export interface MeetingAccess {
  scope: ModuleScope;
  workspaceId: string;
  moduleId: string;
  meeting: {
    id: string;
    summary: string;
    start: Date;
    projectModuleId: string | null;
    workspaceModuleId: string | null;
  };
  /**
   * Whether the actor takes part (draws on the board, writes in the conversation): the meeting's host,
   * its attendees and who may edit in the module. The module's other readers look and read.
   */
  takesPart: boolean;
}

/**
 * Meeting `meetingId` of the meeting room `moduleId` through the module gate (another workspace's
 * module, a hidden project's: not found; a meeting of another module: 404 errors.meetingNotFound).
 */
export async function meetingAccess(
  actor: Actor,
  moduleId: string,
  meetingId: string,
  locale: Locale = "en",
): Promise<MeetingAccess> {
  const scope = await meetingScope(actor, moduleId, locale);
  const meeting = await getDb().meeting.findFirst({
    where: { id: meetingId, moduleId: scope.moduleId },
    select: {
      id: true,
      summary: true,
      start: true,
      hostId: true,
      projectModuleId: true,
      workspaceModuleId: true,
      attendees: { where: { userId: actor.userId }, select: { userId: true } },
    },
  });
  if (!meeting) throw notFound("errors.meetingNotFound");
  const { hostId, attendees, ...kept } = meeting;
  return {
    scope,
    workspaceId: scope.membership.workspaceId,
    moduleId: scope.moduleId,
    meeting: kept,
    takesPart: scope.access.edit || hostId === actor.userId || attendees.length > 0,
  };
}

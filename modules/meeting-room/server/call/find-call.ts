import "server-only";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { isMeetingToken } from "@/modules/meeting-room/server/meet-link";
import { meetingScope } from "@/modules/meeting-room/server/scope";

export interface CallMeeting {
  id: string;
  moduleId: string;
  summary: string;
}

/**
 * The meeting of a link's token when `actor` may read its module now (the module gate: another
 * workspace's, a hidden project's, a private one of others is refused), else null; a made-up token
 * is refused before the database is asked. The call page and every socket join go through it.
 */
export async function findCallMeeting(actor: Actor, token: string): Promise<CallMeeting | null> {
  if (!isMeetingToken(token)) return null;
  const meeting = await getDb().meeting.findUnique({
    where: { linkToken: token },
    select: { id: true, moduleId: true, summary: true },
  });
  if (!meeting) return null;
  try {
    await meetingScope(actor, meeting.moduleId);
  } catch (error) {
    // Refused by the gate: not found for this person. Anything else (the database down) is an error.
    if (error instanceof AppError && (error.code === "not_found" || error.code === "forbidden")) return null;
    throw error;
  }
  return meeting;
}

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
  const meeting = await meetingOfToken(token);
  return meeting && (await mayReadMeetingModule(actor, meeting.moduleId)) ? meeting : null;
}

/**
 * The meeting of a link's token, whoever asks: a guest's lobby shows its title (the link is the
 * secret, 40 random and signed bytes); a made-up token is refused before the database is asked.
 */
export async function meetingOfToken(token: string): Promise<CallMeeting | null> {
  if (!isMeetingToken(token)) return null;
  return getDb().meeting.findUnique({
    where: { linkToken: token },
    select: { id: true, moduleId: true, summary: true },
  });
}

/** Whether the module gate lets `actor` read the meeting room `moduleId` now. */
export async function mayReadMeetingModule(actor: Actor, moduleId: string): Promise<boolean> {
  try {
    await meetingScope(actor, moduleId);
    return true;
  } catch (error) {
    // Refused by the gate: not found for this person. Anything else (the database down) is an error.
    if (error instanceof AppError && (error.code === "not_found" || error.code === "forbidden")) return false;
    throw error;
  }
}

import "server-only";
import type { Interval } from "@/lib/calendar/free-slots";
import { SERVER_KINDS } from "@/modules/kinds.server";
import type { ModuleTag } from "@/modules/kinds";

/** The kinds whose modules make people busy (`busy` in their kind.server.ts): calendars, meeting rooms. */
const BUSY_TAGS = (Object.keys(SERVER_KINDS) as ModuleTag[]).filter((tag) => SERVER_KINDS[tag].busy);

/**
 * When each of `userIds` is busy in [from, to) (ms) across the workspace's modules of every kind that
 * says so (each kind one query, in parallel): the intervals by person, unmerged. Times only — the
 * free/busy a team shares — so no module gate: nothing of what they are busy with is answered.
 */
export async function busyOf(
  workspaceId: string,
  userIds: readonly string[],
  range: { from: number; to: number },
): Promise<Map<string, Interval[]>> {
  const busy = new Map<string, Interval[]>(userIds.map((id) => [id, []]));
  const read = await Promise.all(
    BUSY_TAGS.map((tag) => SERVER_KINDS[tag].busy!(workspaceId, userIds, range)),
  );
  for (const byPerson of read)
    for (const [userId, intervals] of byPerson) busy.get(userId)?.push(...intervals);
  return busy;
}

import "server-only";
import type { TriggerDefinition, TriggerFire } from "@/lib/server/automation/types";
import { getDb } from "@/lib/server/db";

/**
 * Who may hear of a person's entries in a tracker: the person, and those its reports show everyone's
 * entries to — who manage its members (lib/modules/module-access.ts manageMembers: they read it, their
 * workspace role writes, and they administer the workspace, the project or the module; the rule of
 * lib/server/reporting/report-sql.ts trackersCte). Anyone else who reads the tracker sees only their own.
 */
async function entryAudience(workspaceId: string, moduleId: string, userId: string): Promise<string[]> {
  const rows = await getDb().$queryRaw<{ userId: string }[]>`
    SELECT wm."userId" FROM "WorkspaceMember" wm
     WHERE wm."workspaceId" = ${workspaceId} AND wm."role" IN ('owner', 'admin', 'member')
       AND EXISTS (SELECT 1 FROM suite_visible_modules(wm."userId", wm."workspaceId") vm
                    WHERE vm."id" = ${moduleId} AND vm."readable"
                      AND (wm."role" IN ('owner', 'admin') OR vm."project_role" IN ('owner', 'admin')
                           OR vm."module_role" IN ('owner', 'admin')))`;
  return [...new Set([userId, ...rows.map((row) => row.userId)])];
}

/** An entry's length in minutes, to two decimals. */
const minutesBetween = (start: string, end: string) =>
  Math.round((Date.parse(end) - Date.parse(start)) / 600) / 100;

/**
 * The time tracker's automation trigger (its kind.ts `automation.triggers`): a running entry got its
 * end — the timer's stop, a task's timer stopped, an edit or bulk change that ends it (the event's
 * `stopped`). An entry created finished, or a finished one edited, is no stop. Heard only by an
 * automation whose owner may see the entry (its person, or who manages the tracker's members).
 */
const entryStopped: TriggerDefinition = {
  name: "time.entryStopped",
  events: ["time.entries"],
  async fire(event) {
    if (event.type !== "time.entries" || !event.stopped?.length) return [];
    const stopped = new Set(event.stopped);
    const entries = event.changed.filter((item) => stopped.has(item.id) && item.end !== null);
    if (entries.length === 0) return [];
    // One event is one person's change in one tracker: one read for all its entries.
    const audience = await entryAudience(event.workspaceId, event.moduleId, event.userId);
    return entries.map((item): TriggerFire => ({
      moduleId: event.moduleId,
      subject: item.id,
      audience,
      variables: {
        entryId: item.id,
        userId: event.userId,
        description: item.description,
        start: item.start,
        end: item.end,
        durationMinutes: minutesBetween(item.start, item.end!),
        billable: item.isBillable,
        taskId: item.task?.taskManagementTaskId ?? null,
        moduleId: event.moduleId,
      },
    }));
  },
};

export const timeTrackerTriggers: readonly TriggerDefinition[] = [entryStopped];

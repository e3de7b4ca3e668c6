import "server-only";
import type { DueReminder } from "@/lib/calendar/reminders";
import { notify, type NewNotification } from "@/lib/server/inbox/notify";
import { displayModuleName } from "@/lib/server/modules/module-names";
import { moduleReaders } from "@/lib/server/modules/module-readers";

/** What a reminder job read of one event or meeting: where it lives and whom it may remind. */
export interface RemindedRow {
  id: string;
  workspaceId: string;
  moduleId: string;
  projectModule: { name: string | null; tag: string } | null;
  workspaceModule: { name: string | null; tag: string } | null;
}

/**
 * Tells the people of each due reminder this run claimed (`claimed`: "rowId occurrenceStart minutes"
 * keys, what its insert returned), through the inbox and by e-mail as each chose: those of
 * `people(row)` who may still open the module (read once per row). `notification` says what; the
 * module's display name is given to it. Shared by the calendar's and the meeting room's jobs.
 * Returns how many reminders were sent.
 */
export async function remindClaimed<Row extends RemindedRow>(
  due: readonly { row: Row; reminder: DueReminder }[],
  claimed: ReadonlySet<string>,
  people: (row: Row) => (string | null)[],
  notification: (
    row: Row,
    reminder: DueReminder,
    moduleName: string,
  ) => Omit<NewNotification, "actorId" | "moduleId">,
): Promise<number> {
  const readersOf = new Map<string, Promise<string[]>>();
  let sent = 0;
  for (const { row, reminder } of due) {
    if (!claimed.has(`${row.id} ${reminder.occurrenceStart} ${reminder.minutes}`)) continue;
    let readers = readersOf.get(row.id);
    if (!readers) {
      const ids = people(row).filter((id): id is string => id !== null);
      readers = moduleReaders(
        row.workspaceId,
        { moduleId: row.moduleId, private: false, project: null },
        ids,
      );
      readersOf.set(row.id, readers);
    }
    const owner = row.projectModule ?? row.workspaceModule;
    const moduleName = owner ? displayModuleName(owner, "en") : "";
    await notify(row.workspaceId, await readers, {
      ...notification(row, reminder, moduleName),
      actorId: null,
      moduleId: row.moduleId,
    });
    sent += 1;
  }
  return sent;
}

import "server-only";
import type { CreateEntryInput, UpdateEntryInput } from "@/modules/time-tracker/schemas/time-tracker";
import { MAX_ENTRY_SECONDS } from "@/modules/time-tracker/shared/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { ownerColumns, type ModuleScope } from "@/lib/server/modules/module-scope";
import type { EntryRow } from "../read-entries";
import { assertModuleTags } from "../tags";
import { describedLink, describedTaskLinks, explicitTaskLink, NO_TASK, type TaskLink } from "../task-links";

/** A timer may start a minute ahead of the server's clock (a client's clock drifts), no more. */
const START_SKEW_MS = 60_000;

/** end > start ('Invalid range') and 24 hours at most; a running entry must not start in the future. */
function assertRange(start: Date, end: Date | null, now: Date): void {
  if (!end) {
    if (start.getTime() > now.getTime() + START_SKEW_MS) throw badRequest("validation.invalidRange");
    return;
  }
  const seconds = (end.getTime() - start.getTime()) / 1000;
  if (seconds <= 0) throw badRequest("validation.invalidRange");
  if (seconds > MAX_ENTRY_SECONDS) throw badRequest("validation.entryTooLong");
}

/** Rows for new entries: tags checked, the task tied (explicitly, or by a description that is a task id). */
export async function newRows(
  actor: Actor,
  scope: ModuleScope,
  inputs: readonly CreateEntryInput[],
  now: Date,
): Promise<Prisma.TimeEntryCreateManyInput[]> {
  await assertModuleTags(
    getDb(),
    scope.moduleId,
    inputs.flatMap((input) => input.tags),
  );
  const described = await describedTaskLinks(
    actor,
    scope.membership.workspaceId,
    inputs.filter((input) => !input.task).map((input) => input.description),
  );
  const explicit = await Promise.all(
    inputs.map((input) => (input.task ? explicitTaskLink(actor, input.task) : null)),
  );
  return inputs.map((input, index) => {
    const start = input.start ?? now;
    const end = input.end ?? null;
    assertRange(start, end, now);
    const task: TaskLink | null = explicit[index] ?? describedLink(described, input.description) ?? null;
    return {
      id: newId(),
      workspaceId: scope.membership.workspaceId,
      ...ownerColumns(scope),
      userId: actor.userId,
      description: input.description,
      start,
      end,
      billable: input.isBillable,
      tagIds: [...new Set(input.tags)],
      ...(task ?? NO_TASK),
    };
  });
}

/** An entry's values after a change (every column a change may touch). */
export interface EntryValues {
  id: string;
  description: string;
  start: Date;
  end: Date | null;
  billable: boolean;
  tagIds: string[];
  taskModuleId: string | null;
  taskId: string | null;
  taskKey: string | null;
}

/**
 * The row's new values: the fields sent over the old ones, the range checked as a whole, and the
 * task re-tied when the description changes to a task id (or untied when it was tied by one).
 */
export function changedRow(
  row: EntryRow,
  change: UpdateEntryInput,
  described: Map<string, TaskLink>,
  now: Date,
): EntryValues {
  const start = change.start ?? row.start;
  const end = change.end ?? row.end;
  assertRange(start, end, now);
  let task: TaskLink | typeof NO_TASK =
    row.taskModuleId && row.taskId && row.taskKey
      ? { taskModuleId: row.taskModuleId, taskId: row.taskId, taskKey: row.taskKey }
      : NO_TASK;
  const description = change.description ?? row.description;
  if (description !== row.description) {
    const wasDescribed = row.taskId !== null && row.description.toLowerCase() === row.taskId;
    const link = describedLink(described, description);
    if (link) task = link;
    else if (wasDescribed) task = NO_TASK;
  }
  return {
    id: row.id,
    description,
    start,
    end,
    billable: change.isBillable ?? row.billable,
    tagIds: change.tags ? [...new Set(change.tags)] : row.tagIds,
    ...task,
  };
}

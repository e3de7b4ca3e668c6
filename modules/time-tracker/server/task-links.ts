import "server-only";
import { isTaskIdLike, formatTaskKey } from "@/lib/tasks/task-key";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/server/errors";
import { moduleScope } from "@/lib/server/modules/module-scope";

/** What an entry stores of the task it was tracked on. */
export interface TaskLink {
  taskModuleId: string;
  taskId: string;
  taskKey: string;
}

export const NO_TASK = { taskModuleId: null, taskId: null, taskKey: null } as const;

interface TaskRow {
  id: string;
  number: number;
  board: { keyPrefix: string; projectModuleId: string | null; workspaceModuleId: string | null };
}

const taskSelect = {
  id: true,
  number: true,
  board: { select: { keyPrefix: true, projectModuleId: true, workspaceModuleId: true } },
} as const;

const linkOf = (task: TaskRow): TaskLink => ({
  taskModuleId: (task.board.projectModuleId ?? task.board.workspaceModuleId)!,
  taskId: task.id,
  taskKey: formatTaskKey(task.board.keyPrefix, task.number),
});

/** The task modules of `ids` that the actor may read (each through the module gate once). */
export async function readableTaskModules(actor: Actor, ids: readonly string[]): Promise<Set<string>> {
  const readable = await Promise.all(
    [...new Set(ids)].map((id) =>
      moduleScope(actor, id, "TaskManagement").then(
        () => id,
        (error: unknown) => {
          if (error instanceof AppError) return null;
          throw error;
        },
      ),
    ),
  );
  return new Set(readable.filter((id): id is string => id !== null));
}

/**
 * An explicit task (a task timer): the task module must pass the gate and hold the task; anything
 * else is 'Task not found' (404), whether it exists elsewhere or not.
 */
export async function explicitTaskLink(
  actor: Actor,
  input: { taskManagementId: string; taskManagementTaskId: string },
): Promise<TaskLink> {
  const readable = await readableTaskModules(actor, [input.taskManagementId]);
  if (!readable.has(input.taskManagementId)) throw notFound("errors.timeTaskNotFound");
  const task = await getDb().task.findFirst({
    where: {
      id: input.taskManagementTaskId,
      board: {
        OR: [{ projectModuleId: input.taskManagementId }, { workspaceModuleId: input.taskManagementId }],
      },
    },
    select: taskSelect,
  });
  if (!task) throw notFound("errors.timeTaskNotFound");
  return linkOf(task);
}

/**
 * Descriptions that are task ids (24 hex characters, spec §4): the tasks of the active workspace the
 * actor may read, by description (lower case). Other descriptions are free text. One query for the
 * tasks, then the gate once per task module.
 */
export async function describedTaskLinks(
  actor: Actor,
  workspaceId: string,
  descriptions: readonly string[],
): Promise<Map<string, TaskLink>> {
  const ids = [...new Set(descriptions.filter(isTaskIdLike).map((text) => text.toLowerCase()))];
  if (ids.length === 0) return new Map();
  const tasks = await getDb().task.findMany({
    where: { id: { in: ids }, board: { workspaceId } },
    select: taskSelect,
  });
  const links = tasks.map(linkOf);
  const readable = await readableTaskModules(
    actor,
    links.map((link) => link.taskModuleId),
  );
  return new Map(links.filter((link) => readable.has(link.taskModuleId)).map((link) => [link.taskId, link]));
}

/** The task a description names when it is a task id the actor may read (one of `described`). */
export function describedLink(described: Map<string, TaskLink>, description: string): TaskLink | undefined {
  return isTaskIdLike(description) ? described.get(description.toLowerCase()) : undefined;
}

/**
 * The titles of tasks entries were tracked on, for those the actor may still read: each task module
 * passes the gate once (a page or a report names a few), then one query reads the titles.
 */
export async function readableTaskTitles(
  actor: Actor,
  refs: readonly { taskModuleId: string; taskId: string }[],
): Promise<Map<string, string>> {
  if (refs.length === 0) return new Map();
  const readable = await readableTaskModules(
    actor,
    refs.map((ref) => ref.taskModuleId),
  );
  const ids = [...new Set(refs.filter((ref) => readable.has(ref.taskModuleId)).map((ref) => ref.taskId))];
  if (ids.length === 0) return new Map();
  const modules = [...readable];
  const tasks = await getDb().task.findMany({
    where: {
      id: { in: ids },
      board: { OR: [{ projectModuleId: { in: modules } }, { workspaceModuleId: { in: modules } }] },
    },
    select: { id: true, title: true },
  });
  return new Map(tasks.map((task) => [task.id, task.title]));
}

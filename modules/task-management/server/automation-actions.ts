import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { TASK_STATUSES, type TaskStatus } from "@/lib/tasks/status";
import { ActionError, type ActionDefinition } from "@/lib/server/automation/types";
import { actionText, idSetting } from "@/lib/server/automation/settings";
import { oncePerExecution, ownerActor, viaService } from "@/lib/server/automation/owner";
import { createTask } from "./create-task";
import { moveTask } from "./move-task";
import { addTaskComment } from "./task-activity";
import { updateTask } from "./update-task";

// Task management's automation actions (its kind.ts `automation.actions`): each through the board's
// own services as the automation's owner (their gate and rights), never a raw write.

function statusSetting(settings: Record<string, unknown>, required: boolean): TaskStatus | undefined {
  const value = settings.status;
  if ((value === undefined || value === null || value === "") && !required) return undefined;
  if (!(TASK_STATUSES as readonly unknown[]).includes(value))
    throw new ActionError(`status must be one of ${TASK_STATUSES.join(", ")}`, "BAD_SETTINGS");
  return value as TaskStatus;
}

/** The column of a status on a board: the first (todo), the last (done), the second (in progress). */
async function columnFor(boardId: string, status: TaskStatus): Promise<string> {
  const columns = await getDb().taskColumn.findMany({
    where: { boardId },
    orderBy: [{ order: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  const column =
    status === "todo"
      ? columns[0]
      : status === "done"
        ? columns.at(-1)
        : columns.length > 2
          ? columns[1]
          : undefined;
  if (!column) throw new ActionError(`the board has no column for ${status}`, "BAD_SETTINGS");
  return column.id;
}

/** A task's board and module (its id alone names it); another workspace's task is not found. */
async function taskPlace(workspaceId: string, taskId: string) {
  const task = await getDb().task.findFirst({
    where: { id: taskId, board: { workspaceId } },
    select: {
      id: true,
      boardId: true,
      assigneeIds: true,
      board: { select: { projectModuleId: true, workspaceModuleId: true } },
    },
  });
  const moduleId = task?.board.projectModuleId ?? task?.board.workspaceModuleId;
  if (!task || !moduleId) throw new ActionError("the task was not found", "NOT_FOUND");
  return { ...task, moduleId };
}

const createTaskAction: ActionDefinition = {
  name: "task.create",
  async run(context, settings) {
    const moduleId = idSetting(settings, "module");
    const title = actionText(settings, "title", true)!;
    const description = actionText(settings, "description", false);
    const status = statusSetting(settings, false);
    const assignee = settings.assignee ? idSetting(settings, "assignee") : undefined;
    const actor = await ownerActor(context);
    const result = await oncePerExecution(
      context,
      async () => {
        const board = await getDb().taskBoard.findFirst({
          where: { OR: [{ projectModuleId: moduleId }, { workspaceModuleId: moduleId }] },
          select: { id: true },
        });
        const columnId = status && board ? await columnFor(board.id, status) : undefined;
        const task = await viaService(() =>
          createTask(actor, {
            moduleId,
            body: {
              title,
              ...(description !== undefined && { description }),
              ...(columnId && { columnId }),
              ...(assignee && { assignees: [assignee] }),
            },
          }),
        );
        return { taskId: task.id, key: task.key };
      },
      // A crash after the create: the task the owner created on the board with this title since.
      async (since) => {
        const found = await getDb().taskActivity.findFirst({
          where: {
            actorId: context.ownerId,
            actionType: "created",
            createdAt: { gte: since },
            task: { title, board: { OR: [{ projectModuleId: moduleId }, { workspaceModuleId: moduleId }] } },
          },
          orderBy: { createdAt: "asc" },
          select: { task: { select: { id: true, number: true, board: { select: { keyPrefix: true } } } } },
        });
        return found
          ? { taskId: found.task.id, key: `${found.task.board.keyPrefix}-${found.task.number}` }
          : null;
      },
    );
    return { result };
  },
};

const moveTaskAction: ActionDefinition = {
  name: "task.move",
  async run(context, settings) {
    const taskId = idSetting(settings, "taskId");
    const status = statusSetting(settings, true)!;
    const actor = await ownerActor(context);
    const place = await taskPlace(context.workspaceId, taskId);
    const columnId = await columnFor(place.boardId, status);
    // Moving to the column it is in already changes nothing: a second run is harmless.
    await viaService(() => moveTask(actor, { moduleId: place.moduleId, taskId, body: { columnId } }));
    return { result: { taskId, status } };
  },
};

const assignTaskAction: ActionDefinition = {
  name: "task.assign",
  async run(context, settings) {
    const taskId = idSetting(settings, "taskId");
    const assigneeId = idSetting(settings, "assigneeId");
    const actor = await ownerActor(context);
    const place = await taskPlace(context.workspaceId, taskId);
    const assigneeIds = [...new Set([...place.assigneeIds, assigneeId])];
    if (assigneeIds.length !== place.assigneeIds.length) {
      await viaService(() =>
        updateTask(actor, { moduleId: place.moduleId, taskId, body: { assignees: assigneeIds } }),
      );
    }
    return { result: { taskId, assigneeIds } };
  },
};

const commentTaskAction: ActionDefinition = {
  name: "task.comment",
  async run(context, settings) {
    const taskId = idSetting(settings, "taskId");
    const text = actionText(settings, "text", true)!;
    const actor = await ownerActor(context);
    const place = await taskPlace(context.workspaceId, taskId);
    const result = await oncePerExecution<Prisma.InputJsonObject>(
      context,
      async () => {
        const row = await viaService(() =>
          addTaskComment(actor, { moduleId: place.moduleId, taskId, body: { text } }),
        );
        return { taskId, commentId: row.id };
      },
      async (since) => {
        const found = await getDb().taskActivity.findFirst({
          where: { taskId, actorId: context.ownerId, actionType: "commented", createdAt: { gte: since } },
          orderBy: { createdAt: "asc" },
          select: { id: true },
        });
        return found ? { taskId, commentId: found.id } : null;
      },
    );
    return { result };
  },
};

export const taskActions: readonly ActionDefinition[] = [
  createTaskAction,
  moveTaskAction,
  assignTaskAction,
  commentTaskAction,
];

import "server-only";
import type { Actor } from "@/lib/server/auth/sessions";
import { publishDomainEvent } from "@/lib/server/events/bus";
import type { TaskModuleEvent } from "@/modules/task-management/shared/types";
import type { TaskModuleScope } from "./task-module";

/**
 * Publishes committed task changes on the domain event bus (realtime forwards them to the module's
 * room; other subscribers read them too). Called after the transaction, never inside it, so nobody
 * sees a change that was rolled back.
 */
export function publishTaskEvents(actor: Actor, moduleId: string, events: TaskModuleEvent[]): void {
  // Task calls run in the actor's active workspace (the module gate resolves modules there).
  if (events.length === 0 || !actor.workspaceId) return;
  publishDomainEvent({
    type: "task.events",
    tag: "TaskManagement",
    workspaceId: actor.workspaceId,
    moduleId,
    actorId: actor.userId,
    clientId: actor.clientId,
    events,
  });
}

/** What a task fact event carries about where it happened (TaskFact, ./events.ts). */
function taskFact(actor: Actor, scope: TaskModuleScope, task: { id: string; key: string; title: string }) {
  return {
    workspaceId: scope.membership.workspaceId,
    moduleId: scope.moduleId,
    actorId: actor.userId,
    module: {
      moduleId: scope.moduleId,
      name: scope.name,
      private: scope.private,
      project: scope.project ? { id: scope.project.id, private: scope.project.private } : null,
    },
    task: { id: task.id, key: task.key, title: task.title },
  };
}

/** People newly assigned to a task (notifications tell them). Call after commit. */
export function publishAssigned(
  actor: Actor,
  scope: TaskModuleScope,
  task: { id: string; key: string; title: string },
  userIds: readonly string[],
): void {
  if (userIds.length === 0) return;
  publishDomainEvent({ type: "task.assigned", ...taskFact(actor, scope, task), userIds: [...userIds] });
}

/** A comment on a task, with the task's assignees and the comment's mentions. Call after commit. */
export function publishCommented(
  actor: Actor,
  scope: TaskModuleScope,
  task: { id: string; key: string; title: string; assigneeIds: readonly string[] },
  comment: { id: string; text: string; mentionIds: readonly string[] },
): void {
  publishDomainEvent({
    type: "task.commented",
    ...taskFact(actor, scope, task),
    commentId: comment.id,
    excerpt: excerptOf(comment.text),
    assigneeIds: [...task.assigneeIds],
    mentionIds: [...comment.mentionIds],
  });
}

/** A comment's first 140 characters on one line, for a notification's text. */
export function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

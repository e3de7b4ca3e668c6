import "server-only";
import { getDb } from "@/lib/server/db";
import { subscribeDurable, type EventMeta } from "@/lib/server/events/bus";
import type { DomainEventOf } from "@/lib/server/events/types";
import { moduleReaders } from "@/lib/server/modules/module-readers";
import { notify } from "./notify";

/** Where a task notification leads: the task's edit dialog over its board (closing it returns there). */
export const taskLink = (moduleId: string, taskId: string) =>
  `/task-management/${moduleId}/tasks/${taskId}/edit?redirect=${encodeURIComponent(`/task-management/${moduleId}`)}`;

type TaskEvent = DomainEventOf<"task.assigned"> | DomainEventOf<"task.commented">;

function taskNotification(event: TaskEvent) {
  return {
    actorId: event.actorId,
    moduleId: event.moduleId,
    objectId: event.task.id,
    link: taskLink(event.moduleId, event.task.id),
  };
}

/** Assigned to a task: each new assignee who can see it. */
export async function onTaskAssigned(event: DomainEventOf<"task.assigned">, meta?: EventMeta): Promise<void> {
  const readers = await moduleReaders(event.workspaceId, event.module, event.userIds);
  await notify(
    event.workspaceId,
    readers,
    {
      kind: "task.assigned",
      params: { taskKey: event.task.key, taskTitle: event.task.title, moduleName: event.module.name },
      ...taskNotification(event),
    },
    meta,
  );
}

/** A comment: the people it mentions (task.mentioned), then the task's other assignees (task.commented). */
export async function onTaskCommented(
  event: DomainEventOf<"task.commented">,
  meta?: EventMeta,
): Promise<void> {
  const readers = new Set(
    await moduleReaders(event.workspaceId, event.module, [...event.mentionIds, ...event.assigneeIds]),
  );
  const params = {
    taskKey: event.task.key,
    taskTitle: event.task.title,
    moduleName: event.module.name,
    excerpt: event.excerpt,
  };
  const mentioned = await notify(
    event.workspaceId,
    event.mentionIds.filter((id) => readers.has(id)),
    { kind: "task.mentioned", params, ...taskNotification(event) },
    meta,
  );
  const told = new Set(mentioned);
  await notify(
    event.workspaceId,
    event.assigneeIds.filter((id) => readers.has(id) && !told.has(id)),
    { kind: "task.commented", params, ...taskNotification(event) },
    meta,
  );
}

/** An invitation accepted: the person who sent it, if they are still in the workspace. */
export async function onInvitationAccepted(
  event: DomainEventOf<"invitation.accepted">,
  meta?: EventMeta,
): Promise<void> {
  if (!event.inviterId) return;
  const inviter = await getDb().workspaceMember.findFirst({
    where: { workspaceId: event.workspaceId, userId: event.inviterId },
    select: { userId: true },
  });
  if (!inviter) return;
  await notify(
    event.workspaceId,
    [inviter.userId],
    { kind: "invitation.accepted", params: {}, actorId: event.actorId, link: "/user-management/users" },
    meta,
  );
}

/**
 * Notification sources listen to domain events (services never call notify themselves): one durable
 * subscriber, "inbox", so each event makes its notifications once across the nodes even after a
 * crash (the outbox's dispatcher serves it; rows are keyed by the event). server.ts attaches it once
 * per process; returns the function that detaches it.
 */
export function attachNotificationSources(): () => void {
  return subscribeDurable({
    name: "inbox",
    types: ["task.assigned", "task.commented", "invitation.accepted"],
    async handle(event, meta) {
      if (event.type === "task.assigned") await onTaskAssigned(event, meta);
      else if (event.type === "task.commented") await onTaskCommented(event, meta);
      else if (event.type === "invitation.accepted") await onInvitationAccepted(event, meta);
    },
  });
}

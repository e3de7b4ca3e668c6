import "server-only";
import { getDb } from "@/lib/server/db";
import { subscribe } from "@/lib/server/events/bus";
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
export async function onTaskAssigned(event: DomainEventOf<"task.assigned">): Promise<void> {
  const readers = await moduleReaders(event.workspaceId, event.module, event.userIds);
  await notify(event.workspaceId, readers, {
    kind: "task.assigned",
    params: { taskKey: event.task.key, taskTitle: event.task.title, moduleName: event.module.name },
    ...taskNotification(event),
  });
}

/** A comment: the people it mentions (task.mentioned), then the task's other assignees (task.commented). */
export async function onTaskCommented(event: DomainEventOf<"task.commented">): Promise<void> {
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
  );
  const told = new Set(mentioned);
  await notify(
    event.workspaceId,
    event.assigneeIds.filter((id) => readers.has(id) && !told.has(id)),
    { kind: "task.commented", params, ...taskNotification(event) },
  );
}

/** An invitation accepted: the person who sent it, if they are still in the workspace. */
export async function onInvitationAccepted(event: DomainEventOf<"invitation.accepted">): Promise<void> {
  if (!event.inviterId) return;
  const inviter = await getDb().workspaceMember.findFirst({
    where: { workspaceId: event.workspaceId, userId: event.inviterId },
    select: { userId: true },
  });
  if (!inviter) return;
  await notify(event.workspaceId, [inviter.userId], {
    kind: "invitation.accepted",
    params: {},
    actorId: event.actorId,
    link: "/user-management/users",
  });
}

/**
 * Notification sources listen to domain events (services never call notify themselves). server.ts
 * attaches them once per process; returns the function that detaches them.
 */
export function attachNotificationSources(): () => void {
  const detach = [
    subscribe("task.assigned", onTaskAssigned),
    subscribe("task.commented", onTaskCommented),
    subscribe("invitation.accepted", onInvitationAccepted),
  ];
  return () => detach.forEach((off) => off());
}

import "server-only";
import {
  inModule,
  type KindWebhookEvents,
  type PublicEvent,
} from "@/lib/server/webhooks/workspace/public-events";

/**
 * What the board's domain events become for workspace webhooks (lib/webhooks/catalog.ts): a task
 * created (marked by the change that made it, else its first version) or changed, with its summary; deleted; assigned; commented on; a timer
 * started or stopped on it; a column changed or deleted. Renumbering and activity rows stay inside.
 */
export const taskWebhookEvents: KindWebhookEvents<"TaskManagement"> = {
  "task.events": (event) =>
    event.events.flatMap((item): PublicEvent[] => {
      switch (item.type) {
        case "task.upserted":
          return [
            inModule(event, (item.created ?? item.task.version === 1) ? "task.created" : "task.updated", {
              task: item.task,
            }),
          ];
        case "task.deleted":
          return [inModule(event, "task.deleted", { taskId: item.taskId, parentId: item.parentId })];
        case "column.upserted":
          return [inModule(event, "column.updated", { column: item.column })];
        case "column.deleted":
          return [inModule(event, "column.deleted", { columnId: item.columnId, movedTo: item.movedTo })];
        default:
          return [];
      }
    }),
  "task-timers.events": (event) =>
    event.events.flatMap((item): PublicEvent[] =>
      item.type === "task.timer"
        ? [
            inModule(event, item.running ? "task.timer.started" : "task.timer.stopped", {
              taskId: item.taskId,
              userId: item.userId,
            }),
          ]
        : [],
    ),
  "task.assigned": (event) => [
    inModule(event, "task.assigned", { task: event.task, userIds: event.userIds }),
  ],
  "task.commented": (event) => [
    inModule(event, "task.commented", {
      task: event.task,
      commentId: event.commentId,
      excerpt: event.excerpt,
      mentionIds: event.mentionIds,
    }),
  ],
};

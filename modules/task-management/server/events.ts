import "server-only";
import type { ModuleChange } from "@/lib/server/events/types";
import type { ModuleVisibility } from "@/lib/server/modules/module-readers";
import type { TaskModuleEvent } from "@/modules/task-management/shared/types";

/** A fact about one task: where (the module, with what decides who may read it) and who did it. */
export interface TaskFact {
  workspaceId: string;
  moduleId: string;
  actorId: string;
  module: ModuleVisibility & { name: string };
  task: { id: string; key: string; title: string };
}

/** Task management's domain events (lib/server/events/types.ts KindDomainEvents). */
export type TaskManagementDomainEvent =
  /** Task-management changes, in the order they happened: the module's room events. */
  | (ModuleChange & { type: "task.events"; tag: "TaskManagement"; events: TaskModuleEvent[] })
  /**
   * Timers started or stopped on the board's tasks (task.timer events, published by the time tracker
   * that the board is linked to; apart from task.events, so they leave the board's cached pages alone).
   */
  | (ModuleChange & { type: "task-timers.events"; tag: "TaskManagement"; events: TaskModuleEvent[] })
  /** People were assigned to a task (by create or edit); notifications tell them. */
  | (TaskFact & { type: "task.assigned"; userIds: string[] })
  /**
   * A comment was added to a task: its assignees at that moment and the people it mentions (each a
   * member who could see the task when the comment was written).
   */
  | (TaskFact & {
      type: "task.commented";
      commentId: string;
      excerpt: string;
      assigneeIds: string[];
      mentionIds: string[];
    });

declare module "@/lib/server/events/types" {
  interface KindDomainEvents {
    TaskManagement: TaskManagementDomainEvent;
  }
}

import { defineModuleKind } from "@/lib/modules/kind";
import { TASK_STATUSES } from "@/lib/tasks/status";

export const taskManagementKind = defineModuleKind({
  tag: "TaskManagement",
  segment: "task-management",
  placement: "module",
  applet: "taskManagement",
  integrable: true,
  search: ["task", "comment"],
  // A task's timer writes its entries to the linked time tracker (issue 13).
  integrations: [{ with: "TimeTracker", feature: "taskTimers" }],
  ai: true,
  tutorial: 1,
  guide: ["board", "create", "details", "repeat", "views"],
  automation: {
    triggers: [
      {
        name: "task.created",
        fields: [{ key: "module", kind: "module", moduleTag: "TaskManagement" }],
        variables: ["taskId", "key", "title", "status", "column", "moduleId", "actorId"],
      },
      {
        name: "task.moved",
        fields: [
          { key: "module", kind: "module", moduleTag: "TaskManagement" },
          { key: "toStatus", kind: "select", options: TASK_STATUSES },
        ],
        variables: [
          "taskId",
          "key",
          "title",
          "fromColumn",
          "toColumn",
          "fromStatus",
          "toStatus",
          "moduleId",
          "actorId",
        ],
      },
      {
        name: "task.dueSoon",
        fields: [{ key: "module", kind: "module", moduleTag: "TaskManagement" }],
        swept: true,
        variables: ["taskId", "key", "title", "dueDate", "moduleId"],
      },
      {
        name: "task.overdue",
        fields: [{ key: "module", kind: "module", moduleTag: "TaskManagement" }],
        swept: true,
        variables: ["taskId", "key", "title", "dueDate", "moduleId"],
      },
      {
        name: "task.assigned",
        fields: [{ key: "module", kind: "module", moduleTag: "TaskManagement" }],
        variables: ["taskId", "key", "title", "assigneeIds", "moduleId", "actorId"],
      },
    ],
    actions: [
      {
        name: "task.create",
        fields: [
          { key: "module", kind: "module", moduleTag: "TaskManagement", required: true },
          { key: "title", kind: "text", required: true },
          { key: "description", kind: "textarea" },
          { key: "status", kind: "select", options: TASK_STATUSES },
          { key: "assignee", kind: "member" },
        ],
        outputs: ["taskId", "key"],
      },
      {
        name: "task.move",
        fields: [
          { key: "taskId", kind: "feel", required: true },
          { key: "status", kind: "select", options: TASK_STATUSES, required: true },
        ],
        outputs: ["taskId", "status"],
      },
      {
        name: "task.assign",
        fields: [
          { key: "taskId", kind: "feel", required: true },
          { key: "assigneeId", kind: "member", required: true },
        ],
        outputs: ["taskId", "assigneeIds"],
      },
      {
        name: "task.comment",
        fields: [
          { key: "taskId", kind: "feel", required: true },
          { key: "text", kind: "textarea", required: true },
        ],
        outputs: ["taskId", "commentId"],
      },
    ],
  },
});

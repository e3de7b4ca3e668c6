import { defineModuleKind } from "@/lib/modules/kind";

export const taskManagementKind = defineModuleKind({
  tag: "TaskManagement",
  segment: "task-management",
  placement: "module",
  applet: "taskManagement",
  integrable: true,
  ai: true,
  tutorial: 1,
});

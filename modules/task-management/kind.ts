import { CARD_SIZES, defineModuleKind } from "@/lib/modules/kind";

export const taskManagementKind = defineModuleKind({
  tag: "TaskManagement",
  segment: "task-management",
  placement: "module",
  applet: "taskManagement",
  integrable: true,
  ai: true,
  tutorial: 1,
  catalog: {
    title: "Task management",
    description: "Plan work on boards and lists with subtasks, checklists and live updates.",
    category: "Quick Access",
    active: true,
    gradient: ["#4c6ef5", "#15aabf"],
    size: CARD_SIZES.wide,
  },
});

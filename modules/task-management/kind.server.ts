import "server-only";
import { taskManagementAi } from "@/modules/task-management/server/ai/context";
// Registers how the compact task.changed rows of the outbox are expanded (every node's dispatcher).
import "@/modules/task-management/server/publish";
import { dueRemindersJob } from "@/modules/task-management/server/jobs/due-reminders";
import { taskRecurrenceJob } from "@/modules/task-management/server/jobs/recurrence";
import { summarizeTaskModules } from "@/modules/task-management/server/summary";
import { datedTasks } from "@/modules/task-management/server/dated";
import { taskMetrics } from "@/modules/task-management/server/metrics";
import { taskTriggers } from "@/modules/task-management/server/automation-triggers";
import { taskActions } from "@/modules/task-management/server/automation-actions";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { taskWebhookEvents } from "@/modules/task-management/server/webhook-events";
import { taskManagementKind } from "./kind";
import { taskIntegrationTarget } from "@/modules/task-management/server/integration-target";
import { TASK_SEARCH_SOURCES } from "./server/search-source";

export const taskManagementServer = defineServerKind(taskManagementKind, {
  search: TASK_SEARCH_SOURCES,
  catalog: {
    title: "Task management",
    description: "Plan work on boards and lists with subtasks, checklists and live updates.",
    category: "Quick Access",
    active: true,
    gradient: ["#4c6ef5", "#15aabf"],
    size: CARD_SIZES.wide,
  },
  summarize: summarizeTaskModules,
  dated: datedTasks,
  metrics: [taskMetrics],
  jobs: [dueRemindersJob, taskRecurrenceJob],
  ai: taskManagementAi,
  automation: { triggers: taskTriggers, actions: taskActions },
  // A linked form's responses become tasks on the board.
  integrations: { target: taskIntegrationTarget },
  webhooks: taskWebhookEvents,
});

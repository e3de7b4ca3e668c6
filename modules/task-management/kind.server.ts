import "server-only";
import { taskManagementAi } from "@/lib/server/ai/modules/task-management/context";
import { dueRemindersJob } from "@/lib/server/jobs/due-reminders";
import { summarizeTaskModules } from "@/lib/server/modules/summaries/task-management-summary";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { taskManagementKind } from "./kind";

export const taskManagementServer = defineServerKind(taskManagementKind, {
  summarize: summarizeTaskModules,
  jobs: [dueRemindersJob],
  ai: taskManagementAi,
});

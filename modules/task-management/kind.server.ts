import "server-only";
import { taskManagementAi } from "@/modules/task-management/server/ai/context";
import { dueRemindersJob } from "@/modules/task-management/server/jobs/due-reminders";
import { summarizeTaskModules } from "@/modules/task-management/server/summary";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { taskManagementKind } from "./kind";

export const taskManagementServer = defineServerKind(taskManagementKind, {
  summarize: summarizeTaskModules,
  jobs: [dueRemindersJob],
  ai: taskManagementAi,
});

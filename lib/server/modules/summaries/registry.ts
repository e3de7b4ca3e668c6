import "server-only";
import type { ModuleSummary } from "@/lib/modules/summaries";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { ModuleTag } from "@/modules/kinds";
import { summarizeNotificationModules } from "@/lib/server/modules/summaries/notification-summary";
import { summarizeTaskModules } from "@/lib/server/modules/summaries/task-management-summary";
import { summarizeTimeTrackerModules } from "@/lib/server/modules/summaries/time-tracker-summary";

/** Summarises all modules of one kind on a grid at once (one query per kind, never one per module). */
export type Summarizer = (scopes: ModuleScope[], now: Date) => Promise<Map<string, ModuleSummary>>;

/** Each module kind's grid-card summary; a kind adds its line here (docs/architecture.md, the module template, step 4). */
export const SUMMARIZERS: Partial<Record<ModuleTag, Summarizer>> = {
  TaskManagement: summarizeTaskModules,
  Notification: summarizeNotificationModules,
  TimeTracker: summarizeTimeTrackerModules,
};

import "server-only";
import { summarizeTimeTrackerModules } from "@/lib/server/modules/summaries/time-tracker-summary";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { timeTrackerKind } from "./kind";

export const timeTrackerServer = defineServerKind(timeTrackerKind, {
  summarize: summarizeTimeTrackerModules,
});

import "server-only";
import { summarizeTimeTrackerModules } from "@/modules/time-tracker/server/summary";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { timeTrackerKind } from "./kind";

export const timeTrackerServer = defineServerKind(timeTrackerKind, {
  summarize: summarizeTimeTrackerModules,
});

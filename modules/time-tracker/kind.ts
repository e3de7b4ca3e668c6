import { defineModuleKind } from "@/lib/modules/kind";

export const timeTrackerKind = defineModuleKind({
  tag: "TimeTracker",
  segment: "time-tracker",
  placement: "module",
  applet: null,
  integrable: true,
  ai: false,
  tutorial: 7,
});

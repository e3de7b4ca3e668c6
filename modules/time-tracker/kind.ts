import { CARD_SIZES, defineModuleKind } from "@/lib/modules/kind";

export const timeTrackerKind = defineModuleKind({
  tag: "TimeTracker",
  segment: "time-tracker",
  placement: "module",
  applet: null,
  integrable: true,
  ai: false,
  tutorial: 7,
  catalog: {
    title: "Time tracking",
    description: "Track time on tasks, tag entries and see billable hours by day and week.",
    category: "Quick Access",
    active: true,
    gradient: ["#12b886", "#82c91e"],
    size: CARD_SIZES.card,
  },
});

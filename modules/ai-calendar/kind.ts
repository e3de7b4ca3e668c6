import { defineModuleKind } from "@/lib/modules/kind";

export const aiCalendarKind = defineModuleKind({
  tag: "AICalendar",
  segment: "ai-calendar",
  placement: "project",
  applet: "aiCalendar",
  integrable: false,
  ai: false,
  tutorial: 2,
});

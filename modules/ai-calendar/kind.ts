import { CARD_SIZES, defineModuleKind } from "@/lib/modules/kind";

export const aiCalendarKind = defineModuleKind({
  tag: "AICalendar",
  segment: "ai-calendar",
  placement: "project",
  applet: "aiCalendar",
  integrable: false,
  ai: false,
  tutorial: 2,
  catalog: {
    title: "AI calendar",
    description: "Schedule events and see what is coming up next.",
    category: "Quick Access",
    active: true,
    gradient: ["#7950f2", "#e64980"],
    size: CARD_SIZES.card,
  },
});

import { defineModuleKind } from "@/lib/modules/kind";

export const aiCalendarKind = defineModuleKind({
  tag: "AICalendar",
  segment: "ai-calendar",
  placement: "project",
  applet: "aiCalendar",
  integrable: false,
  search: ["event"],
  ai: false,
  tutorial: 2,
  guide: ["plan", "quick", "time", "layers"],
  automation: {
    actions: [
      {
        name: "calendar.eventCreate",
        fields: [
          { key: "module", kind: "module", moduleTag: "AICalendar", required: true },
          { key: "title", kind: "text", required: true },
          { key: "start", kind: "feel", required: true },
          { key: "durationMinutes", kind: "number" },
          { key: "allDay", kind: "select", options: ["yes", "no"] },
          { key: "description", kind: "textarea" },
        ],
        outputs: ["eventId", "start", "end"],
      },
    ],
  },
});

import "server-only";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { aiCalendarKind } from "./kind";
import { calendarRemindersJob } from "@/modules/ai-calendar/server/jobs/reminders";
import { summarizeCalendarModules } from "@/modules/ai-calendar/server/summary";

/** Its catalog entry, its grid card (the viewer's next events) and its reminders' job (every minute). */
export const aiCalendarServer = defineServerKind(aiCalendarKind, {
  catalog: {
    title: "AI calendar",
    description: "Schedule events and see what is coming up next.",
    category: "Quick Access",
    active: true,
    gradient: ["#7950f2", "#e64980"],
    size: CARD_SIZES.card,
  },
  summarize: summarizeCalendarModules,
  jobs: [calendarRemindersJob],
});

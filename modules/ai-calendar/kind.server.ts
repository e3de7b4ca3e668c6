import "server-only";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { calendarWebhookEvents } from "@/modules/ai-calendar/server/webhook-events";
import { aiCalendarKind } from "./kind";
import { calendarRemindersJob } from "@/modules/ai-calendar/server/jobs/reminders";
import { summarizeCalendarModules } from "@/modules/ai-calendar/server/summary";
import { datedEvents } from "@/modules/ai-calendar/server/dated";
import { calendarBusy } from "@/modules/ai-calendar/server/busy";
import { eventMetrics } from "@/modules/ai-calendar/server/metrics";
import { calendarActions } from "@/modules/ai-calendar/server/automation";
import { CALENDAR_SEARCH_SOURCES } from "./server/search-source";

/**
 * Its catalog entry, its grid card (the viewer's next events), its events as layers of the project's
 * other calendars, when its people are busy (find a time, the meeting drawer's hints), its
 * reminders' job (every minute), its events' figures for charts (the `events` report entity) and
 * its automation action (an event created as the automation's owner).
 */
export const aiCalendarServer = defineServerKind(aiCalendarKind, {
  search: CALENDAR_SEARCH_SOURCES,
  catalog: {
    title: "AI calendar",
    description: "Schedule events and see what is coming up next.",
    category: "Quick Access",
    active: true,
    gradient: ["#7950f2", "#e64980"],
    size: CARD_SIZES.card,
  },
  summarize: summarizeCalendarModules,
  dated: datedEvents,
  busy: calendarBusy,
  metrics: [eventMetrics],
  jobs: [calendarRemindersJob],
  automation: { actions: calendarActions },
  webhooks: calendarWebhookEvents,
});

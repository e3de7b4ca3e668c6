import "server-only";
import { timeEntryMetrics } from "@/modules/time-tracker/server/metrics";
import { summarizeTimeTrackerModules } from "@/modules/time-tracker/server/summary";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { timeWebhookEvents } from "@/modules/time-tracker/server/webhook-events";
import { timeTrackerTriggers } from "@/modules/time-tracker/server/automation";
import { timeTrackerKind } from "./kind";
import { TIME_SEARCH_SOURCES } from "./server/search-source";

/** Its catalog entry, its grid card, its entries' figures for charts and its automation trigger. */
export const timeTrackerServer = defineServerKind(timeTrackerKind, {
  search: TIME_SEARCH_SOURCES,
  catalog: {
    title: "Time tracking",
    description: "Track time on tasks, tag entries and see billable hours by day and week.",
    category: "Quick Access",
    active: true,
    gradient: ["#12b886", "#82c91e"],
    size: CARD_SIZES.card,
  },
  summarize: summarizeTimeTrackerModules,
  metrics: [timeEntryMetrics],
  automation: { triggers: timeTrackerTriggers },
  webhooks: timeWebhookEvents,
});

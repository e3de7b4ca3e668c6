import "server-only";
import { inModule, type KindWebhookEvents } from "@/lib/server/webhooks/workspace/public-events";

/** Calendar events created, changed or deleted: their ids (read them with GET …/events/{id}). */
export const calendarWebhookEvents: KindWebhookEvents<"AICalendar"> = {
  "ai-calendar.events": (event) =>
    event.events.map((item) => inModule(event, "calendar.events.changed", { eventIds: item.eventIds })),
};

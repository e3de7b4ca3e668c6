import "server-only";
import { inModule, type KindWebhookEvents } from "@/lib/server/webhooks/workspace/public-events";

/** Meetings scheduled, changed or deleted (their ids; `created` names the new ones), and meeting chat. */
export const meetingWebhookEvents: KindWebhookEvents<"MeetingRoom"> = {
  "meeting-room.meetings": (event) =>
    event.events.map((item) =>
      item.type === "meetings.changed"
        ? inModule(event, "meeting.changed", { meetingIds: item.meetingIds, created: item.created ?? [] })
        : inModule(event, "meeting.chat.message", { meetingId: item.meetingId, message: item.message }),
    ),
};

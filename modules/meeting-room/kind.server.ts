import "server-only";
import { newMeetingToken } from "@/modules/meeting-room/server/meet-link";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { meetingWebhookEvents } from "@/modules/meeting-room/server/webhook-events";
import { meetingRoomKind } from "./kind";
import { meetingRemindersJob } from "@/modules/meeting-room/server/jobs/reminders";
import { summarizeMeetingRooms } from "@/modules/meeting-room/server/summary";
import { datedMeetings } from "@/modules/meeting-room/server/dated";
import { meetingBusy } from "@/modules/meeting-room/server/busy";
import { meetingMetrics } from "@/modules/meeting-room/server/metrics";
import { attachMeetingRoomRealtime } from "@/modules/meeting-room/server/realtime";
import { meetingTriggers } from "@/modules/meeting-room/server/automation";
import { MEETING_SEARCH_SOURCES } from "./server/search-source";

/**
 * Its catalog entry, its grid card (the next meeting), its meetings as layers of the project's
 * calendars, when its people are busy (find a time, the drawer's hints), its reminders' job
 * (every minute), its meetings' figures for charts (the `meetings` report entity) and its
 * automation trigger (a meeting scheduled).
 */
export const meetingRoomServer = defineServerKind(meetingRoomKind, {
  search: MEETING_SEARCH_SOURCES,
  catalog: {
    title: "Meeting room",
    description: "Schedule meetings and keep their details in one place.",
    category: "Communication",
    active: true,
    gradient: ["#0ca678", "#3bc9db"],
    size: CARD_SIZES.card,
  },
  summarize: summarizeMeetingRooms,
  dated: datedMeetings,
  busy: meetingBusy,
  metrics: [meetingMetrics],
  jobs: [meetingRemindersJob],
  realtime: attachMeetingRoomRealtime,
  automation: { triggers: meetingTriggers },
  webhooks: meetingWebhookEvents,
  // The call's link is signed by this server: an imported meeting gets a new one.
  portability: { Meeting: { fill: { linkToken: () => newMeetingToken() } } },
});

import { defineModuleKind } from "@/lib/modules/kind";

export const meetingRoomKind = defineModuleKind({
  tag: "MeetingRoom",
  segment: "meeting-room",
  placement: "project",
  applet: "onlineChat",
  integrable: false,
  search: ["meeting"],
  ai: false,
  tutorial: 10,
  guide: ["schedule", "call", "board", "notes"],
  automation: {
    triggers: [
      {
        name: "meeting.scheduled",
        fields: [{ key: "module", kind: "module", moduleTag: "MeetingRoom" }],
        variables: ["meetingId", "title", "start", "end", "organizerId", "participantIds", "moduleId"],
      },
    ],
  },
});

import { defineModuleKind } from "@/lib/modules/kind";

export const meetingRoomKind = defineModuleKind({
  tag: "MeetingRoom",
  segment: "meeting-room",
  placement: "project",
  applet: "onlineChat",
  integrable: false,
  ai: false,
  tutorial: 10,
});

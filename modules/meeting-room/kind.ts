import { CARD_SIZES, defineModuleKind } from "@/lib/modules/kind";

export const meetingRoomKind = defineModuleKind({
  tag: "MeetingRoom",
  segment: "meeting-room",
  placement: "project",
  applet: "onlineChat",
  integrable: false,
  ai: false,
  tutorial: 10,
  catalog: {
    title: "Meeting room",
    description: "Schedule meetings and keep their details in one place.",
    category: "Communication",
    active: true,
    gradient: ["#0ca678", "#3bc9db"],
    size: CARD_SIZES.card,
  },
});

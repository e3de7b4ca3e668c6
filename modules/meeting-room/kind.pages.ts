import "server-only";
import { defineKindPages } from "@/lib/server/modules/kind-pages";
import { meetingRoomKind } from "./kind";

/**
 * A workspace's own meeting room opens its page at /workspace-modules/{moduleId}: the page the
 * project's route renders too (components/meeting-room-page.tsx), loaded when the route renders it.
 */
export const meetingRoomPages = defineKindPages(meetingRoomKind, {
  workspace: () => import("./components/meeting-room-page").then((page) => page.MeetingRoomPage),
});

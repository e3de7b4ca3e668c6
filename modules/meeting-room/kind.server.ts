import "server-only";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { meetingRoomKind } from "./kind";

/** Its catalog entry; no summary, jobs, assistant or start-up work yet. */
export const meetingRoomServer = defineServerKind(meetingRoomKind, {
  catalog: {
    title: "Meeting room",
    description: "Schedule meetings and keep their details in one place.",
    category: "Communication",
    active: true,
    gradient: ["#0ca678", "#3bc9db"],
    size: CARD_SIZES.card,
  },
});

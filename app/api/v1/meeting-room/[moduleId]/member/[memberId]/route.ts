import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/meeting-room/contracts";

const routes = moduleMemberRoutes("MeetingRoom", members);
export const PATCH = routes.update;
export const DELETE = routes.remove;

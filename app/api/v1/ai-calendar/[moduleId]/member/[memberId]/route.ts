import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/ai-calendar/contracts";

const routes = moduleMemberRoutes("AICalendar", members);
export const PATCH = routes.update;
export const DELETE = routes.remove;

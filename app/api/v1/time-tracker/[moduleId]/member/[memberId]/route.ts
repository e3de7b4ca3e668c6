import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/time-tracker/contracts";

const routes = moduleMemberRoutes("TimeTracker", members);
export const PATCH = routes.update;
export const DELETE = routes.remove;

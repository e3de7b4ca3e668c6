import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/notification/contracts";

const routes = moduleMemberRoutes("Notification", members);
export const PATCH = routes.update;
export const DELETE = routes.remove;

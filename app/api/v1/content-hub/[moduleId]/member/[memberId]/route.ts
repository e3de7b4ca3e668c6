import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/content-hub/contracts";

const routes = moduleMemberRoutes("ContentHub", members);
export const PATCH = routes.update;
export const DELETE = routes.remove;

import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/database-generator/contracts";

const routes = moduleMemberRoutes("DatabaseGenerator", members);
export const PATCH = routes.update;
export const DELETE = routes.remove;

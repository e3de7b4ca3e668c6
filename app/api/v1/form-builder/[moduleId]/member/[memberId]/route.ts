import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/form-builder/contracts";

const routes = moduleMemberRoutes("FormBuilder", members);
export const PATCH = routes.update;
export const DELETE = routes.remove;

import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/task-management/contracts";

const routes = moduleMemberRoutes("TaskManagement", members);
export const PATCH = routes.update;
export const DELETE = routes.remove;

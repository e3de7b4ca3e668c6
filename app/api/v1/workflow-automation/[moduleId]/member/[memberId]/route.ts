import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/workflow-automation/contracts";

const routes = moduleMemberRoutes("WorkflowAutomation", members);
export const PATCH = routes.update;
export const DELETE = routes.remove;

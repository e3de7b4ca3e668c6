import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/workflow-automation/contracts";

const routes = moduleMemberRoutes("WorkflowAutomation", members);
export const GET = routes.list;
export const POST = routes.invite;

import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/time-tracker/contracts";

const routes = moduleMemberRoutes("TimeTracker", members);
export const GET = routes.list;
export const POST = routes.invite;

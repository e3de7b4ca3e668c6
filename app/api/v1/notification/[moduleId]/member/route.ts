import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/notification/contracts";

const routes = moduleMemberRoutes("Notification", members);
export const GET = routes.list;
export const POST = routes.invite;

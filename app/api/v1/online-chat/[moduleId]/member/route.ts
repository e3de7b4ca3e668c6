import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/online-chat/contracts";

const routes = moduleMemberRoutes("OnlineChat", members);
export const GET = routes.list;
export const POST = routes.invite;

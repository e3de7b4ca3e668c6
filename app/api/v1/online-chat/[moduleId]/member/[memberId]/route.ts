import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/online-chat/contracts";

const routes = moduleMemberRoutes("OnlineChat", members);
export const PATCH = routes.update;
export const DELETE = routes.remove;

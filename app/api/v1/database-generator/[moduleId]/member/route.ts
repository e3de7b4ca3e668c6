import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/database-generator/contracts";

const routes = moduleMemberRoutes("DatabaseGenerator", members);
export const GET = routes.list;
export const POST = routes.invite;

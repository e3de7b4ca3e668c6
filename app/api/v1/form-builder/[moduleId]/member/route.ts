import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/form-builder/contracts";

const routes = moduleMemberRoutes("FormBuilder", members);
export const GET = routes.list;
export const POST = routes.invite;

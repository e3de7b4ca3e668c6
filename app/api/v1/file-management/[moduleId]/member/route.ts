import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/file-management/contracts";

const routes = moduleMemberRoutes("FileManagement", members);
export const GET = routes.list;
export const POST = routes.invite;

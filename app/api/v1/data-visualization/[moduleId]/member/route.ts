import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/data-visualization/contracts";

const routes = moduleMemberRoutes("DataVisualization", members);
export const GET = routes.list;
export const POST = routes.invite;

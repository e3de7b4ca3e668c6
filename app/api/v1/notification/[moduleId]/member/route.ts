import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";

// GET/POST /api/v1/notification/{id}/member - the module's members; add or invite one e-mail
const routes = moduleMemberRoutes("Notification");
export const GET = routes.GET;
export const POST = routes.POST;

import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";

// GET/POST /api/v1/content-hub/{id}/member - the module's members; add or invite one e-mail
const routes = moduleMemberRoutes("ContentHub");
export const GET = routes.GET;
export const POST = routes.POST;

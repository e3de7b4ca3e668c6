import { moduleMemberItemRoutes } from "@/lib/server/modules/members/member-routes";

// PATCH/DELETE /api/v1/notification/{id}/member/{memberId} - change a member's role; take them off the module
const routes = moduleMemberItemRoutes("Notification");
export const PATCH = routes.PATCH;
export const DELETE = routes.DELETE;

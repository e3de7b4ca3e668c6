import { integrationRoutes } from "@/lib/server/integrations/integration-routes";

// GET/POST /api/v1/task-management/{id}/integration - the module's integration; link it to another module
const routes = integrationRoutes("TaskManagement");
export const GET = routes.GET;
export const POST = routes.POST;

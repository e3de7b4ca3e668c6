import { integrationRoutes } from "@/lib/server/integrations/integration-routes";
import { integration } from "@/modules/time-tracker/contracts";

const routes = integrationRoutes("TimeTracker", integration);
export const GET = routes.list;
export const POST = routes.create;

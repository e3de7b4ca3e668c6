import { integrationRoutes } from "@/lib/server/integrations/integration-routes";
import { integration } from "@/modules/content-hub/contracts";

const routes = integrationRoutes("ContentHub", integration);
export const GET = routes.list;
export const POST = routes.create;

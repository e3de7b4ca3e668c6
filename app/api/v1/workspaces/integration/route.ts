import { listWorkspaceIntegrations as listEndpoint } from "@/lib/contracts/projects";
import { serve } from "@/lib/server/api/serve";
import { listWorkspaceIntegrations } from "@/lib/server/integrations/integrations";

export const GET = serve(listEndpoint, async ({ actor, query, meta }) =>
  listWorkspaceIntegrations(actor, query, meta.errorLocale),
);

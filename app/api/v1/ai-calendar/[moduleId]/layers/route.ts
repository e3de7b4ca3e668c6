import { serve } from "@/lib/server/api/serve";
import { listLayers as listLayersEndpoint } from "@/modules/ai-calendar/contracts";
import { listLayers } from "@/modules/ai-calendar/server/layers";

export const GET = serve(listLayersEndpoint, async ({ actor, params, query, meta }) =>
  listLayers(actor, params.moduleId, query, meta.errorLocale),
);

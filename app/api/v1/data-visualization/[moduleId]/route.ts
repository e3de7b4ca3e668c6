import { serve } from "@/lib/server/api/serve";
import { moduleInfo } from "@/lib/server/modules/module-scope";
import { getDataVisualization } from "@/modules/data-visualization/contracts";
import { dataVisualizationScope } from "@/modules/data-visualization/server/scope";

export const GET = serve(getDataVisualization, async ({ actor, params, meta }) =>
  moduleInfo(await dataVisualizationScope(actor, params.moduleId, meta.errorLocale)),
);

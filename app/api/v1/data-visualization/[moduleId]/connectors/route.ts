import { serve } from "@/lib/server/api/serve";
import { createConnector, listConnectors } from "@/modules/data-visualization/contracts/sources";
import * as connectors from "@/modules/data-visualization/server/sources/connectors";

export const GET = serve(listConnectors, async ({ actor, params, meta }) =>
  connectors.listConnectors(actor, params.moduleId, meta.errorLocale),
);

export const POST = serve(createConnector, async ({ actor, params, body, meta }) =>
  connectors.createConnector(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);

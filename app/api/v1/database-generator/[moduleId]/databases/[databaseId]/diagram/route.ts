import { serve } from "@/lib/server/api/serve";
import { databaseDiagram as endpoint } from "@/modules/database-generator/contracts/exchange";
import { databaseDiagram } from "@/modules/database-generator/server/diagram";

export const GET = serve(endpoint, async ({ actor, params, meta }) =>
  databaseDiagram(actor, params, meta.errorLocale),
);

import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { listDeliveries } from "@/modules/content-hub/server/webhooks/list-deliveries";

export const GET = serve(endpoints.listDeliveries, async ({ actor, params, query, meta }) =>
  listDeliveries(actor, { moduleId: params.moduleId, cursor: query.cursor ?? null }, meta.errorLocale),
);

import { serve } from "@/lib/server/api/serve";
import { listDeliveries as listDeliveriesEndpoint } from "@/modules/notification/contracts";
import { listDeliveries } from "@/modules/notification/server/campaigns/list-deliveries";

export const GET = serve(listDeliveriesEndpoint, async ({ actor, params, query, meta }) =>
  listDeliveries(actor, { params, query }, meta.errorLocale),
);

import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { redeliverDelivery } from "@/modules/content-hub/server/webhooks/redeliver";

export const POST = serve(endpoints.redeliverDelivery, async ({ actor, params, meta }) =>
  redeliverDelivery(actor, { params }, meta.errorLocale),
);

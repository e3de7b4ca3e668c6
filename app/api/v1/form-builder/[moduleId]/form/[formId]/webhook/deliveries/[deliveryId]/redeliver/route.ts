import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/form-builder/contracts";
import { redeliverFormDelivery } from "@/modules/form-builder/server/webhook/redeliver-form-delivery";

export const POST = serve(endpoints.redeliverDelivery, async ({ actor, params, meta }) =>
  redeliverFormDelivery(actor, { params }, meta.errorLocale),
);

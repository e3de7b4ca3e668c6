import { serve } from "@/lib/server/api/serve";
import { listDeliveries } from "@/modules/form-builder/contracts";
import { listFormDeliveries } from "@/modules/form-builder/server/webhook/list-form-deliveries";

export const GET = serve(listDeliveries, async ({ actor, params, query, meta }) =>
  listFormDeliveries(actor, { params, cursor: query.cursor ?? null }, meta.errorLocale),
);

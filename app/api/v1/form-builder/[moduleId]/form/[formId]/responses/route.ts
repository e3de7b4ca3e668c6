import { serve } from "@/lib/server/api/serve";
import { listResponses as listResponsesEndpoint } from "@/modules/form-builder/contracts";
import { listResponses } from "@/modules/form-builder/server/responses/list-responses";

export const GET = serve(listResponsesEndpoint, async ({ actor, params, query, meta }) =>
  listResponses(actor, { params, query }, meta.errorLocale),
);

import { downloadResponse } from "@/lib/server/api/download";
import { serve } from "@/lib/server/api/serve";
import { exportResponses as exportResponsesEndpoint } from "@/modules/form-builder/contracts";
import { exportResponses } from "@/modules/form-builder/server/responses/export-responses";

export const GET = serve(exportResponsesEndpoint, async ({ actor, params, query, meta }) =>
  downloadResponse(await exportResponses(actor, { params, query }, meta.errorLocale)),
);

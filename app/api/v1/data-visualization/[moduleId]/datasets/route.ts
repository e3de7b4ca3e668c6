import { serve } from "@/lib/server/api/serve";
import { listDatasets, uploadDataset } from "@/modules/data-visualization/contracts/sources";
import * as datasets from "@/modules/data-visualization/server/sources/datasets";

export const GET = serve(listDatasets, async ({ actor, params, meta }) =>
  datasets.listDatasets(actor, params.moduleId, meta.errorLocale),
);

// The multipart body is read by the service, after the module gate.
export const POST = serve(uploadDataset, async ({ actor, params, req, meta }) =>
  datasets.uploadDataset(actor, { moduleId: params.moduleId, req }, meta.errorLocale),
);

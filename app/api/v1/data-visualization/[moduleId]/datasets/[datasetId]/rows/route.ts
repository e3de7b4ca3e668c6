import { serve } from "@/lib/server/api/serve";
import { previewDataset } from "@/modules/data-visualization/contracts/sources";
import * as datasets from "@/modules/data-visualization/server/sources/datasets";

export const GET = serve(previewDataset, async ({ actor, params, query, meta }) =>
  datasets.previewDataset(actor, { params, query }, meta.errorLocale),
);

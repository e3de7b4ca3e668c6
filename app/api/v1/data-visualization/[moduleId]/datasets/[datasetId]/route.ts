import { serve } from "@/lib/server/api/serve";
import { deleteDataset } from "@/modules/data-visualization/contracts/sources";
import * as datasets from "@/modules/data-visualization/server/sources/datasets";

export const DELETE = serve(deleteDataset, async ({ actor, params, meta }) =>
  datasets.deleteDataset(actor, params, meta.errorLocale),
);

import { serve } from "@/lib/server/api/serve";
import { recordVisit as recordVisitEndpoint } from "@/modules/form-builder/contracts/public";
import { recordVisit } from "@/modules/form-builder/server/public/record-visit";

export const POST = serve(recordVisitEndpoint, async ({ params, body, meta }) =>
  recordVisit(params.slug, body, meta.ip),
);

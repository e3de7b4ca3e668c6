import { serve } from "@/lib/server/api/serve";
import { draftForm as draftFormEndpoint } from "@/modules/form-builder/contracts";
import { draftForm } from "@/modules/form-builder/server/ai-draft";

export const POST = serve(draftFormEndpoint, async ({ actor, params, body, meta }) =>
  draftForm(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);

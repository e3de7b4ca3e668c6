import { serve } from "@/lib/server/api/serve";
import { publishForm as publishFormEndpoint } from "@/modules/form-builder/contracts";
import { publishForm } from "@/modules/form-builder/server/forms/publish-form";

export const POST = serve(publishFormEndpoint, async ({ actor, params, meta }) =>
  publishForm(actor, { params }, meta.errorLocale),
);

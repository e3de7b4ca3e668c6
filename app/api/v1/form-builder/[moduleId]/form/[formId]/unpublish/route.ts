import { serve } from "@/lib/server/api/serve";
import { unpublishForm as unpublishFormEndpoint } from "@/modules/form-builder/contracts";
import { unpublishForm } from "@/modules/form-builder/server/forms/unpublish-form";

export const POST = serve(unpublishFormEndpoint, async ({ actor, params, meta }) =>
  unpublishForm(actor, { params }, meta.errorLocale),
);

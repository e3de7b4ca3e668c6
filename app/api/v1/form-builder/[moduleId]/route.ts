import { serve } from "@/lib/server/api/serve";
import { getModule } from "@/modules/form-builder/contracts";
import { getFormBuilder } from "@/modules/form-builder/server/scope";

export const GET = serve(getModule, async ({ actor, params, meta }) =>
  getFormBuilder(actor, params.moduleId, meta.errorLocale),
);

import { updatePlacedModule } from "@/lib/contracts/modules";
import { serve } from "@/lib/server/api/serve";
import { updateProjectModule } from "@/lib/server/modules/update-project-module";

export const PATCH = serve(updatePlacedModule, async ({ actor, params, body, meta }) =>
  updateProjectModule(actor, params, body, meta.locale),
);

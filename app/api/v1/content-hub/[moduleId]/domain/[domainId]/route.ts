import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { deleteDomain } from "@/modules/content-hub/server/domain/delete-domain";
import { updateDomain } from "@/modules/content-hub/server/domain/update-domain";

export const PATCH = serve(endpoints.updateDomain, async ({ actor, params, body, meta }) =>
  updateDomain(actor, { params, body }, meta.errorLocale),
);

export const DELETE = serve(endpoints.deleteDomain, async ({ actor, params, meta }) =>
  deleteDomain(actor, { params }, meta.errorLocale),
);

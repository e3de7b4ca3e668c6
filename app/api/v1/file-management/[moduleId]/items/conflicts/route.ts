import { serve } from "@/lib/server/api/serve";
import { findConflicts as endpoint } from "@/modules/file-management/contracts";
import { findConflicts } from "@/modules/file-management/server/conflicts";

export const POST = serve(endpoint, async ({ actor, params, body, meta }) =>
  findConflicts(actor, params.moduleId, body, meta.errorLocale),
);

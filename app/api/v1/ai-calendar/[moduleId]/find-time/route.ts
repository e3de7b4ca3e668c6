import { serve } from "@/lib/server/api/serve";
import { findTime as findTimeEndpoint } from "@/modules/ai-calendar/contracts";
import { findTime } from "@/modules/ai-calendar/server/find-time";

export const POST = serve(findTimeEndpoint, async ({ actor, params, body, meta }) =>
  findTime(actor, params.moduleId, body, meta.errorLocale),
);

import { serve } from "@/lib/server/api/serve";
import { importCalendar as importEndpoint } from "@/modules/ai-calendar/contracts";
import { importCalendar } from "@/modules/ai-calendar/server/import-export";

export const POST = serve(importEndpoint, async ({ actor, params, body, meta }) =>
  importCalendar(actor, params.moduleId, body, meta.errorLocale),
);

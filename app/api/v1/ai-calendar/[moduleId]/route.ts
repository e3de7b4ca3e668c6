import { serve } from "@/lib/server/api/serve";
import { getAiCalendar as getAiCalendarEndpoint } from "@/modules/ai-calendar/contracts";
import { getAiCalendar } from "@/modules/ai-calendar/server/scope";

export const GET = serve(getAiCalendarEndpoint, async ({ actor, params, meta }) =>
  getAiCalendar(actor, params.moduleId, meta.errorLocale),
);

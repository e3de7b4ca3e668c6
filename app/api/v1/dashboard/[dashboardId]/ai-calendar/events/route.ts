import { serve } from "@/lib/server/api/serve";
import { createEvent as createEndpoint, listEvents as listEndpoint } from "@/modules/ai-calendar/contracts";
import { createEvent } from "@/modules/ai-calendar/server/create-event";
import { listEvents } from "@/modules/ai-calendar/server/list-events";

export const GET = serve(listEndpoint, async ({ actor, params, query, meta }) =>
  listEvents(actor, params.dashboardId, query, meta.errorLocale),
);

export const POST = serve(createEndpoint, async ({ actor, params, body, meta }) =>
  createEvent(actor, params.dashboardId, body, meta.errorLocale),
);

import { serve } from "@/lib/server/api/serve";
import {
  deleteEvent as deleteEndpoint,
  getEvent as getEndpoint,
  updateEvent as updateEndpoint,
} from "@/modules/ai-calendar/contracts";
import { deleteEvent } from "@/modules/ai-calendar/server/delete-event";
import { getEvent } from "@/modules/ai-calendar/server/find-event";
import { updateEvent } from "@/modules/ai-calendar/server/update-event";

export const GET = serve(getEndpoint, async ({ actor, params, meta }) =>
  getEvent(actor, params, meta.errorLocale),
);

export const PATCH = serve(updateEndpoint, async ({ actor, params, body, meta }) =>
  updateEvent(actor, params, body, meta.errorLocale),
);

export const DELETE = serve(deleteEndpoint, async ({ actor, params, query, meta }) =>
  deleteEvent(actor, params, query.scope, meta.errorLocale),
);

import { serve } from "@/lib/server/api/serve";
import {
  getTaskTime as getTaskTimeEndpoint,
  startTaskTimer as startTaskTimerEndpoint,
} from "@/modules/time-tracker/contracts";
import { getTaskTime, startTaskTimer } from "@/modules/time-tracker/server/task-timer";

export const GET = serve(getTaskTimeEndpoint, async ({ actor, params, meta }) =>
  getTaskTime(actor, { params }, meta.errorLocale),
);

export const POST = serve(startTaskTimerEndpoint, async ({ actor, params, body, meta }) =>
  startTaskTimer(actor, { params, body }, meta.errorLocale),
);

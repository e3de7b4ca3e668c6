import { serve } from "@/lib/server/api/serve";
import { stopTaskTimer as stopTaskTimerEndpoint } from "@/modules/time-tracker/contracts";
import { stopTaskTimer } from "@/modules/time-tracker/server/task-timer";

export const PATCH = serve(stopTaskTimerEndpoint, async ({ actor, params, body, meta }) =>
  stopTaskTimer(actor, { params, body }, meta.errorLocale),
);
